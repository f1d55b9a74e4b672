// Finds the Chromium the tests drive: CHROMIUM_PATH, else the machine's headless shell for the test runs (lighter, the
// same engine), else the machine's Chromium (tests/support/machine-tools.ts says where it looks). Never downloads one.
import { chromiumPath, installAdvice, testChromiumPath } from './machine-tools.js';

/** The browser to launch; `headlessShell`: the headless shell when it is here (not for a tool that needs the whole
 *  browser, such as Lighthouse). */
export function findChromium(options: { headlessShell?: boolean } = {}): string {
  const found = options.headlessShell ? testChromiumPath() : chromiumPath();
  if (!found) throw new Error(`No Chromium found for the end-to-end tests. ${installAdvice(['chromium'])}`);
  return found;
}
