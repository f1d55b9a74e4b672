// The whole product for the end-to-end run, or for a file that needs one of its own: the services on an in-memory
// PGlite from the run's demo seed, and a gateway serving the built web client, both on random loopback ports.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig, startGateway } from '@fieldforce/gateway';
import { startServices } from '@fieldforce/services';
import { seededImageFile } from './seeded-image.js';
import { freshSessionSecret, standInBases } from './stand-in-env.js';

/** The built client: E2E_WEB_DIST (a client built elsewhere, for a run that must not touch web/dist) or web/dist. */
export const webDist = process.env.E2E_WEB_DIST || fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface RunningProduct {
  url: string;
  servicesUrl: string;
  token: string;
  /** Where the services write report e-mails (no SMTP server in these runs). */
  outboxDir: string;
  close(): Promise<void>;
}

/**
 * Starts the product; `strict`: the stand-in serves only the product description, as the distributor's bases do,
 * and the gateway is told of no extras.
 */
export async function startProduct({ strict }: { strict: boolean }): Promise<RunningProduct> {
  const token = randomBytes(24).toString('base64url');
  const outboxDir = mkdtempSync(join(tmpdir(), 'fieldforce-outbox-'));
  const services = await startServices({
    port: 0,
    token,
    logger: false,
    outboxDir,
    reportEmailDomains: ['example.com'],
    strict,
    seededImage: seededImageFile(),
  });
  const gateway = await startGateway({
    ...loadConfig({
      PORT: '0',
      ...standInBases(services.url, token),
      SESSION_SECRET: freshSessionSecret(),
      WEB_DIST: webDist,
      REPORT_EMAIL_DOMAINS: 'example.com',
      LOG: 'off',
      // Event-loop shedding measures the test machine (Chromium and the suite share its cores), not the product.
      LOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      UPSTREAM_EXTRAS: strict ? 'none' : 'all',
      // A run signs in as each demo role hundreds of times; the limit on successful sign-ins has its own suite.
      SIGNIN_SUCCESS_LIMIT_PER_NAME: '100000',
    }),
  });
  return {
    url: gateway.url,
    servicesUrl: services.url,
    token,
    outboxDir,
    async close() {
      await gateway.close();
      await services.close();
      rmSync(outboxDir, { recursive: true, force: true });
    },
  };
}
