// Insider suite, exports: a running CSV or Excel export stops at its next page once its member's session
// ends (logout, deactivation, an administrator's order): the download is cut (the connection aborted,
// never a file that looks complete), well before the full row count.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../../src/index.js';
import {
  betweenEqual,
  DEMO,
  gatewayConfig,
  gql,
  holdingProxy,
  signIn,
  type TestGateway,
} from '../integration/support.js';

const PAGE = 25;
const QUERY = `{ stores(limit: ${PAGE}) { total items { code name } } }`;

interface Download {
  status: number;
  text: string;
  /** Whether the body ended cleanly (false: the connection was cut mid-body). */
  complete: boolean;
}

/** POSTs an export over a raw HTTP request, keeping what arrived even when the connection is cut. */
function download(gateway: TestGateway, format: 'csv' | 'xlsx', cookie: string): Promise<Download> {
  const { port } = gateway.app.server.address() as { port: number };
  return new Promise((resolve, reject) => {
    const call = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: `/api/export.${format}`,
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
      },
      (response) => {
        const chunks: Buffer[] = [];
        const done = (complete: boolean) =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('latin1'), complete });
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(response.complete));
        response.on('error', () => done(false));
        response.on('aborted', () => done(false));
      },
    );
    call.on('error', reject);
    call.end(JSON.stringify({ query: QUERY }));
  });
}

describe('insider: an export stops when its session ends', () => {
  let proxy: Awaited<ReturnType<typeof holdingProxy>>;
  let gateway: TestGateway;
  let total: number;

  beforeAll(async () => {
    proxy = await holdingProxy('StoreList');
    gateway = await createGateway(gatewayConfig({ upstream: proxy.upstream }));
    await gateway.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await gateway?.close();
    await proxy?.close();
  });

  it('the full export has many pages (what the cut is measured against)', async () => {
    const admin = await signIn(gateway, DEMO.admin);
    const started = download(gateway, 'csv', admin);
    await proxy.arrived;
    proxy.release();
    const whole = await started;
    expect(whole.status).toBe(200);
    expect(whole.complete).toBe(true);
    // Files beside this one add and remove stores of their own: an export and the total are compared when the total
    // reads the same before and after them (the proxy holds nothing any more).
    const count = async () =>
      ((await gql(gateway, '{ stores(limit: 1) { total } }', {}, admin)).body.data?.stores as { total: number }).total;
    const rows = (text: string) => text.trim().split('\r\n').length - 1;
    const steady = await betweenEqual(count, async () => ({
      exported: rows((await download(gateway, 'csv', admin)).text),
      total: await count(),
    }));
    expect(steady.exported).toBe(steady.total);
    total = rows(whole.text);
    expect(total).toBeGreaterThan(PAGE * 10);
  });

  it('logout from another request cuts a running CSV export at its next page', async () => {
    const holder = await holdingProxy('StoreList');
    const held = await createGateway(gatewayConfig({ upstream: holder.upstream }));
    await held.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const cookie = await signIn(held, DEMO.manager);
      const started = download(held, 'csv', cookie);
      // The export is running (its first page waits on the upstream); the member logs out elsewhere.
      await holder.arrived;
      expect((await gql(held, 'mutation { logout }', {}, cookie)).body.data).toEqual({ logout: true });
      holder.release();
      const cut = await started;
      expect(cut.status).toBe(200);
      expect(cut.complete).toBe(false);
      const rows = cut.text.split('\r\n').length - 1;
      expect(rows).toBeLessThanOrEqual(PAGE + 1);
      expect(rows).toBeLessThan(total);
    } finally {
      await held.close();
      await holder.close();
    }
  });

  it("an administrator's end of the member's sessions cuts a running Excel export", async () => {
    const holder = await holdingProxy('StoreList');
    const held = await createGateway(gatewayConfig({ upstream: holder.upstream }));
    await held.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const admin = await signIn(held, DEMO.admin);
      const cookie = await signIn(held, DEMO.manager);
      const me = (await gql(held, '{ me { id } }', {}, cookie)).body.data?.me as { id: number };
      const started = download(held, 'xlsx', cookie);
      await holder.arrived;
      const ended = await gql(held, 'mutation ($id: Int!) { endSessions(id: $id) }', { id: me.id }, admin);
      expect(ended.body.data).toEqual({ endSessions: true });
      holder.release();
      const cut = await started;
      expect(cut.status).toBe(200);
      expect(cut.complete).toBe(false);
    } finally {
      await held.close();
      await holder.close();
    }
  });
});
