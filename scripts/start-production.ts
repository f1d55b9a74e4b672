// The production start (`npm run start:prod`, the image's command): scripts/product.ts compiled by `npm run build`
// and run by node alone. Its configuration is the environment only: it writes no secret and builds nothing, so
// SESSION_SECRET must be set; the embedded services (no upstream bases configured) get a fresh token per start.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { announce, startProduct, stopOnSignals } from './product.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const webDist = join(root, 'web', 'dist');

try {
  const env = { ...process.env };
  if (env.WEB_DIST === undefined) {
    if (existsSync(join(webDist, 'index.html'))) env.WEB_DIST = webDist;
    else console.log('The web client is not built (npm run build): serving the API alone.');
  }
  const embeddedToken = randomBytes(32).toString('base64url');
  const product = await startProduct(env, { dataDir: join(root, '.data'), embeddedToken: () => embeddedToken });
  announce(product);
  stopOnSignals(product);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
