// One demo seed for the stages of a test run: the first stage that starts the services on an in-memory PGlite seeds
// it and leaves the database's files in the machine's temporary folder; the next stages start from them (about 4 s
// instead of 16). An image is for the day it was seeded (the seed follows the clock) and is taken for half an hour
// at most, about as long as a run keeps one seed already; a change to the seed, the migrations or the packages names a
// new one.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MAX_AGE_MS = 30 * 60_000;
const root = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));
const SOURCES = ['services/src/seed', 'services/migrations'];

/**
 * What the seeded database is made from: the seed's and the migrations' files, the packages (PGlite's version) and the
 * cost its passwords were hashed at (a run at a lower one would verify them at the image's price).
 */
function sourcesHash(env: NodeJS.ProcessEnv): string {
  const hash = createHash('sha256').update(`PASSWORD_HASH_COST=${env.PASSWORD_HASH_COST ?? ''}`);
  for (const dir of SOURCES)
    for (const file of readdirSync(root(dir)).sort()) hash.update(file).update(readFileSync(join(root(dir), file)));
  hash.update(readFileSync(root('package-lock.json')));
  return hash.digest('hex').slice(0, 16);
}

/**
 * The file a stage's services start from (or write, when it is not there yet); undefined under a shifted clock
 * (scripts/shifted-clock.sh), whose days are its own and whose clock cannot tell a file's age.
 */
export function seededImageFile(
  dir = join(tmpdir(), 'fieldforce-seeded-images'),
  env: NodeJS.ProcessEnv = process.env,
  now = Date.now(),
): string | undefined {
  if (env.FAKETIME) return undefined;
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    const madeAt = statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? now;
    if (now - madeAt > MAX_AGE_MS) rmSync(file, { force: true });
  }
  return join(dir, `demo-${new Date(now).toISOString().slice(0, 10)}-${sourcesHash(env)}.tar`);
}
