// Starts the whole product for the end-to-end run: the services on an in-memory PGlite with the demo
// seed, and the gateway serving the built web client, both on random loopback ports.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig, startGateway } from '@fieldforce/gateway';
import { startServices } from '@fieldforce/services';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { findChromium } from './chromium.js';
import { CHROMIUM_ARGS } from './chromium-args.js';
import { seededImageFile } from './seeded-image.js';
import { freshSessionSecret, standInBases } from './stand-in-env.js';

// E2E_WEB_DIST: a client built elsewhere (vite build --outDir), for a run that must not touch web/dist.
const webDist = process.env.E2E_WEB_DIST || fileURLToPath(new URL('../../web/dist', import.meta.url));

export default async function setup(project: TestProject) {
  if (!existsSync(`${webDist}/index.html`)) {
    throw new Error(`The web client is not built (${webDist}/index.html is missing): run "npm run build" first.`);
  }
  const chromiumPath = findChromium({ headlessShell: true });
  const token = randomBytes(24).toString('base64url');
  // No SMTP server here: report e-mails are written to this outbox, where the tests read them.
  const outboxDir = mkdtempSync(join(tmpdir(), 'fieldforce-outbox-'));
  const seedStarted = new Date();
  // STRICT_UPSTREAM=1: the stand-in serves only the product description, as the distributor's bases do.
  const strict = process.env.STRICT_UPSTREAM === '1';
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
  project.provide('baseUrl', gateway.url);
  // One Chromium for the run: a file connects to it (openBrowser) rather than starting its own.
  const browserServer = await chromium.launchServer({
    executablePath: chromiumPath,
    headless: true,
    args: [...CHROMIUM_ARGS],
  });
  project.provide('browserEndpoint', browserServer.wsEndpoint());
  project.provide('outboxDir', outboxDir);
  // A test file that needs the product under other settings (MAP_TILE_URL) starts its own gateway on these services.
  project.provide('servicesUrl', services.url);
  project.provide('servicesToken', token);
  project.provide('servicesStrict', strict);
  // The days the demo seed took as today (its database's UTC date), as in services.global.ts.
  const utcDay = (at: Date) => at.toISOString().slice(0, 10);
  project.provide('seedDays', [...new Set([utcDay(seedStarted), utcDay(new Date())])]);
  return async () => {
    await browserServer.close();
    await gateway.close();
    await services.close();
    rmSync(outboxDir, { recursive: true, force: true });
  };
}
