// Starts the whole product for the end-to-end run (tests/support/product.ts): the services on an in-memory PGlite
// with the demo seed, and the gateway serving the built web client, both on random loopback ports; and the run's one
// Chromium.
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { findChromium } from './chromium.js';
import { CHROMIUM_ARGS } from './chromium-args.js';
import { startProduct, webDist } from './product.js';

export default async function setup(project: TestProject) {
  if (!existsSync(`${webDist}/index.html`)) {
    throw new Error(`The web client is not built (${webDist}/index.html is missing): run "npm run build" first.`);
  }
  const chromiumPath = findChromium({ headlessShell: true });
  const seedStarted = new Date();
  // STRICT_UPSTREAM=1: the stand-in serves only the product description, as the distributor's bases do.
  const strict = process.env.STRICT_UPSTREAM === '1';
  const product = await startProduct({ strict });
  project.provide('baseUrl', product.url);
  // One Chromium for the run: a file connects to it (openBrowser) rather than starting its own.
  const browserServer = await chromium.launchServer({
    executablePath: chromiumPath,
    headless: true,
    args: [...CHROMIUM_ARGS],
  });
  project.provide('browserEndpoint', browserServer.wsEndpoint());
  // No SMTP server here: report e-mails are written to this outbox, where the tests read them.
  project.provide('outboxDir', product.outboxDir);
  // A test file that needs the product under other settings (MAP_TILE_URL) starts its own gateway on these services.
  project.provide('servicesUrl', product.servicesUrl);
  project.provide('servicesToken', product.token);
  project.provide('servicesStrict', strict);
  // The days the demo seed took as today (its database's UTC date), as in services.global.ts.
  const utcDay = (at: Date) => at.toISOString().slice(0, 10);
  project.provide('seedDays', [...new Set([utcDay(seedStarted), utcDay(new Date())])]);
  return async () => {
    await browserServer.close();
    await product.close();
  };
}
