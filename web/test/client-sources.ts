// The client's own source files (web/src, its generated GraphQL in src/gql left out), for tests that read them.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const SRC = join(import.meta.dirname, '../src');

/** Every .ts and .tsx file below a directory of the client (web/src unless given), src/gql left out. */
export function clientSources(dir = SRC): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'gql' ? [] : clientSources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}
