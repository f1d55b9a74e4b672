// Runs the product: the gateway, and beside it the embedded reference services when no upstream bases are
// configured (MAIN_API_URL, SETTINGS_API_URL, TRANSFER_API_URL, API_TOKEN), or the product's own store alone when
// they are and PRODUCT_API_URL names none. `npm start` (scripts/start.ts) and the production start
// (scripts/start-production.ts, compiled by `npm run build`) differ only in where secrets and the client come from.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { loadConfig, startGateway } from '@fieldforce/gateway';
import { emailDomains, type RunningServices, startServices } from '@fieldforce/services';

export interface ProductOptions {
  /** Where the embedded PGlite databases and the e-mail outbox live unless DATA_DIR and OUTBOX_DIR say. */
  dataDir: string;
  /** The token between the gateway and the embedded services when API_TOKEN is not set. */
  embeddedToken(): string;
}

export interface RunningProduct {
  /** Where a browser opens it (localhost for a loopback or wildcard address). */
  url: string;
  /** Whether the demo's embedded REST bases run here (no upstream bases configured). */
  demo: boolean;
  /** The embedded services' origin, when they run here. */
  servicesUrl?: string;
  /** The gateway's /readyz answers 503 for SHUTDOWN_DRAIN_MS while requests are still served. */
  drain(): Promise<void>;
  close(): Promise<void>;
}

/** Starts the product from `env` (which it completes with the embedded services' addresses). */
export async function startProduct(env: NodeJS.ProcessEnv, options: ProductOptions): Promise<RunningProduct> {
  const external = Boolean(env.MAIN_API_URL || env.SETTINGS_API_URL || env.TRANSFER_API_URL);
  // Checked before the embedded services start (a first start seeds for a minute): the bases they will serve stand in.
  const placeholder = 'http://127.0.0.1/placeholder';
  loadConfig({
    ...env,
    MAIN_API_URL: env.MAIN_API_URL || placeholder,
    SETTINGS_API_URL: env.SETTINGS_API_URL || placeholder,
    TRANSFER_API_URL: env.TRANSFER_API_URL || placeholder,
    PRODUCT_API_URL: env.PRODUCT_API_URL || placeholder,
    // The embedded services' token is made here; the distributor's bases need theirs given.
    API_TOKEN: env.API_TOKEN || (external ? '' : 'embedded'),
  });
  let services: RunningServices | undefined;

  // Against the distributor's own bases, the product's own store still runs here unless PRODUCT_API_URL names one.
  const bases = external ? (env.PRODUCT_API_URL ? [] : (['product'] as const)) : undefined;
  if (!bases || bases.length > 0) {
    const token = env.API_TOKEN ?? options.embeddedToken();
    console.log(
      external
        ? "Starting the product's own store beside the configured bases…"
        : 'Starting the embedded services (the first start seeds the demo data, allow a minute)…',
    );
    // The demo data's members are at the demo distributor's domain: its company domain for e-mails.
    if (!external) env.REPORT_EMAIL_DOMAINS ??= 'meridian-distribution.example';
    const dataDir = env.DATABASE_URL
      ? undefined
      : (env.DATA_DIR ?? join(options.dataDir, external ? 'product' : 'pglite'));
    // PGlite makes its own directory, not the ones above it (a fresh machine or container has no .data/ yet).
    if (dataDir) mkdirSync(dirname(dataDir), { recursive: true });
    services = await startServices({
      port: Number(env.SERVICES_PORT ?? 4001),
      token,
      databaseUrl: env.DATABASE_URL,
      dataDir,
      scale: env.SEED_SCALE ? Number(env.SEED_SCALE) : undefined,
      smtpUrl: env.SMTP_URL,
      outboxDir: env.OUTBOX_DIR ?? join(options.dataDir, 'outbox'),
      reportDefaultEmail: env.REPORT_DEFAULT_EMAIL,
      reportEmailDomains: emailDomains(env.REPORT_EMAIL_DOMAINS),
      publicUrl: env.PUBLIC_URL,
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

  let gateway: Awaited<ReturnType<typeof startGateway>>;
  try {
    gateway = await startGateway(loadConfig(env));
  } catch (error) {
    await services?.close();
    throw error;
  }
  return {
    url: gateway.url.replace('127.0.0.1', 'localhost'),
    demo: Boolean(services && !external),
    servicesUrl: services?.url,
    drain: () => gateway.drain(),
    async close() {
      await gateway.close();
      await services?.close();
    },
  };
}

/** Prints where the product runs, and how to sign in to the demo. */
export function announce(product: RunningProduct): void {
  console.log(`\nFieldPulse is running at ${product.url}`);
  if (product.demo) {
    console.log(
      'Demo sign-ins: admin / Admin@2026 (every page), manager / Manager@2026, promoter / Promoter@2026, ' +
        'supervisor / Supervisor@2026, analyst / Analyst@2026 (the reports and the API explorer)',
    );
    console.log(`Embedded REST bases at ${product.servicesUrl}/main, /settings, /transfer`);
  }
}

/** Stops the product on SIGINT or SIGTERM: requests in flight finish, then the process exits. */
export function stopOnSignals(product: RunningProduct): void {
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    await product.drain();
    await product.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
