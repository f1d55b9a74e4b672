// `npm start`: runs the whole product on this machine. With the upstream bases configured
// (MAIN_API_URL, SETTINGS_API_URL, TRANSFER_API_URL, API_TOKEN) it runs the gateway against them, and the
// product's own store beside them unless PRODUCT_API_URL names one; otherwise it also starts the embedded
// reference services on a PGlite database in .data/.
import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig, startGateway } from '@fieldforce/gateway';
import { emailDomains, startServices, type RunningServices } from '@fieldforce/services';

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
  execFileSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
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
  const external = Boolean(env.MAIN_API_URL || env.SETTINGS_API_URL || env.TRANSFER_API_URL);
  let services: RunningServices | undefined;

  // Against the distributor's own bases, the product's own store still runs here unless PRODUCT_API_URL names one.
  const bases = external ? (env.PRODUCT_API_URL ? [] : (['product'] as const)) : undefined;
  if (!bases || bases.length > 0) {
    const token = env.API_TOKEN ?? localSecret('api-token');
    console.log(
      external
        ? "Starting the product's own store beside the configured bases…"
        : 'Starting the embedded services (the first start seeds the demo data, allow a minute)…',
    );
    // The demo data's members are at the demo distributor's domain: its company domain for e-mails.
    if (!external) env.REPORT_EMAIL_DOMAINS ??= 'meridian-distribution.example';
    services = await startServices({
      port: Number(env.SERVICES_PORT ?? 4001),
      token,
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATABASE_URL ? undefined : (env.DATA_DIR ?? join(dataDir, external ? 'product' : 'pglite')),
      scale: env.SEED_SCALE ? Number(env.SEED_SCALE) : undefined,
      smtpUrl: env.SMTP_URL,
      outboxDir: env.OUTBOX_DIR ?? join(dataDir, 'outbox'),
      reportDefaultEmail: env.REPORT_DEFAULT_EMAIL,
      reportEmailDomains: emailDomains(env.REPORT_EMAIL_DOMAINS),
      logger: false,
      bases,
    });
    env.PRODUCT_API_URL = `${services.url}/product`;
    if (!external) {
      env.MAIN_API_URL = `${services.url}/main`;
      env.SETTINGS_API_URL = `${services.url}/settings`;
      env.TRANSFER_API_URL = `${services.url}/transfer`;
      env.API_TOKEN = token;
      // The embedded stand-in offers every extra beyond the description (paging, names, versions, …).
      env.UPSTREAM_EXTRAS ??= 'all';
    }
  }
  env.SESSION_SECRET ??= localSecret('session-secret');
  env.WEB_DIST ??= webDist;

  const gateway = await startGateway(loadConfig(env));
  const shown = gateway.url.replace('127.0.0.1', 'localhost');
  console.log(`\nFieldPulse is running at ${shown}`);
  if (services && !external) {
    console.log(
      'Demo sign-ins: admin / Admin@2026 (every page), manager / Manager@2026, promoter / Promoter@2026, ' +
        'supervisor / Supervisor@2026',
    );
    console.log(`Embedded REST bases at ${services.url}/main, /settings, /transfer`);
  }

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    await gateway.close();
    await services?.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
