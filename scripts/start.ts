// `npm start`: runs the whole product on this machine from the TypeScript sources (scripts/product.ts says what
// runs), building the web client first when its sources changed and keeping generated secrets in .data/.

import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { npmCommand } from './commands.js';
import { announce, startProduct, stopOnSignals } from './product.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const dataDir = join(root, '.data');
const webDist = join(root, 'web', 'dist');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Builds the web client when it has never been built or its sources changed since. */
function ensureWebBuild() {
  const index = join(webDist, 'index.html');
  const sources = Math.max(newestMtime(join(root, 'web', 'src')), statSync(join(root, 'web', 'index.html')).mtimeMs);
  if (existsSync(index) && statSync(index).mtimeMs >= sources) return;
  console.log('Building the web client…');
  const npm = npmCommand(['run', 'build', '-w', 'web']);
  execFileSync(npm.file, npm.args, { cwd: root, shell: npm.shell, stdio: ['ignore', 'inherit', 'inherit'] });
}

/** A secret kept in .data/ so sessions survive restarts of the local product. */
function localSecret(name: string): string {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, name);
  if (!existsSync(path)) writeFileSync(path, randomBytes(32).toString('base64url'), { mode: 0o600 });
  return readFileSync(path, 'utf8').trim();
}

async function main() {
  ensureWebBuild();
  const env = { ...process.env };
  env.SESSION_SECRET ??= localSecret('session-secret');
  env.WEB_DIST ??= webDist;
  const product = await startProduct(env, { dataDir, embeddedToken: () => localSecret('api-token') });
  announce(product);
  stopOnSignals(product);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
