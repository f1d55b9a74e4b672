// Team Location with a tile server: a gateway started with MAP_TILE_URL pointing at a tile server on
// loopback (a small PNG for any z/x/y, requests counted) draws its tiles and leaves out the bundled vector base.
// The other half, no tile server and the vector base drawn, is field-screens.test.ts.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig, startGateway } from '@fieldforce/gateway';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { tinyPng } from '../../support/images.js';
import { webDist } from '../../support/product.js';
import { freshSessionSecret, standInBases } from '../../support/stand-in-env.js';
import { signInBehind } from '../support.js';

const POLL = { timeout: 30_000 };

describe('Team Location with MAP_TILE_URL', () => {
  const png = tinyPng();
  const requested: string[] = [];
  let tiles: Server;
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  let browser: Browser;

  beforeAll(async () => {
    tiles = createServer((request, response) => {
      const match = /^\/tiles\/(\d+)\/(\d+)\/(\d+)\.png$/.exec(request.url ?? '');
      if (!match) {
        response.writeHead(404).end();
        return;
      }
      requested.push(request.url ?? '');
      response.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length }).end(png);
    });
    await new Promise<void>((resolve) => tiles.listen(0, '127.0.0.1', resolve));
    const tilePort = (tiles.address() as AddressInfo).port;
    const services = inject('servicesUrl');
    gateway = await startGateway({
      ...loadConfig({
        PORT: '0',
        ...standInBases(services, inject('servicesToken')),
        SESSION_SECRET: freshSessionSecret(),
        WEB_DIST: webDist,
        MAP_TILE_URL: `http://127.0.0.1:${tilePort}/tiles/{z}/{x}/{y}.png`,
        MAP_ATTRIBUTION: 'Test tiles',
        LOG: 'off',
        UPSTREAM_EXTRAS: 'all',
        LOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      }),
    });
    browser = await chromium.connect(inject('browserEndpoint'));
  });
  afterAll(async () => {
    await browser?.close();
    await gateway?.close();
    await new Promise((resolve) => tiles?.close(resolve));
  });

  it('draws the tile server’s tiles, and the vector base map gives way', async () => {
    const context = await browser.newContext({ baseURL: gateway.url, viewport: { width: 1366, height: 850 } });
    const page = await context.newPage();
    await signInBehind(page, 'admin', 'Admin@2026');
    await page.goto('/TeamLocation');
    const map = page.getByTestId('team-map');
    await map.waitFor();
    // Tiles are asked of the configured server, and drawn: each image loaded with the PNG's size.
    await expect.poll(() => requested.length, POLL).toBeGreaterThan(0);
    const drawn = () =>
      map
        .locator('img.leaflet-tile')
        .evaluateAll(
          (images) =>
            images.filter(
              (image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth === 2,
            ).length,
        );
    await expect.poll(drawn, POLL).toBeGreaterThan(0);
    expect(requested.every((url) => /^\/tiles\/\d+\/\d+\/\d+\.png$/.test(url))).toBe(true);
    // The bundled divisions are not drawn under the tiles; the attribution names the tile source.
    expect(await map.locator('.leaflet-base-pane path').count()).toBe(0);
    expect(await map.locator('path[aria-label$=" division"]').count()).toBe(0);
    await map.locator('.leaflet-control-attribution').getByText('Test tiles').waitFor();
    await context.close();
  }, 120_000);
});
