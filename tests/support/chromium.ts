// Finds the Chromium the end-to-end tests drive: CHROMIUM_PATH, else Debian's. Never downloads one.
import { existsSync } from 'node:fs';

const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function findChromium(): string {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (!existsSync(configured)) throw new Error(`CHROMIUM_PATH=${configured} does not exist.`);
    return configured;
  }
  const found = candidates.find((path) => existsSync(path));
  if (!found) {
    throw new Error(
      "No Chromium found for the end-to-end tests. Install Debian's package (sudo apt-get install -y chromium) " +
        'or set CHROMIUM_PATH to a Chromium or Chrome binary. "npm test" installs it itself when run as root with ' +
        'apt-get.',
    );
  }
  return found;
}
