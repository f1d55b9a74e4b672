// Finds the Chromium the end-to-end tests drive: CHROMIUM_PATH, else the machine's (tests/support/machine-tools.ts
// says where it looks). Never downloads one.
import { chromiumPath, installAdvice } from './machine-tools.js';

export function findChromium(): string {
  const found = chromiumPath();
  if (!found) throw new Error(`No Chromium found for the end-to-end tests. ${installAdvice(['chromium'])}`);
  return found;
}
