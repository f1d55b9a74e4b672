// Insider suite, exhaustion: a CSV or Excel export whose client has gone stops fetching pages. A member
// who starts exports with a small page and drops the connection at once must not leave them running
// page after page upstream once their in-flight share is freed (the gateway counts a request until
// its client is gone). Measured by the upstream calls a loopback proxy in front of the real services sees.
import { createServer, request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, gql, signIn, type TestGateway } from '../integration/support.js';

/** The StoreList call the proxy holds until the client has gone (the export is mid-way then). */
const HELD_CALL = 3;

interface CountingProxy {
  upstream: { main: string; settings: string; transfer: string; product: string };
  /** StoreList calls seen so far. */
  calls(): number;
  /** Resolves when the held call arrives. */
  arrived: Promise<void>;
  release(): void;
  close(): Promise<void>;
}

async function countingProxy(): Promise<CountingProxy> {
  const target = new URL(inject('servicesUrl'));
  let count = 0;
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const server = createServer((req, res) => {
    const pass = () => {
      const upstream = httpRequest(
        { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      req.pipe(upstream);
    };
    if ((req.url ?? '').split('?')[0]?.endsWith('/StoreList')) {
      count++;
      if (count === HELD_CALL) {
        arrive();
        void released.then(pass);
        return;
      }
    }
    pass();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    upstream: {
      main: `${origin}/main`,
      settings: `${origin}/settings`,
      transfer: `${origin}/transfer`,
      product: `${origin}/product`,
    },
    calls: () => count,
    arrived,
    release,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Waits until `read` has not changed for a while (the export has stopped), or has passed `bound`. */
async function settled(read: () => number, bound: number): Promise<number> {
  let last = read();
  for (let quiet = 0; quiet < 20 && last <= bound; ) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const now = read();
    quiet = now === last ? quiet + 1 : 0;
    last = now;
  }
  return last;
}

describe('insider: an export whose client has gone stops', () => {
  let gateway: TestGateway;
  let cookie: string;
  let total: number;
  let port: number;

  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig());
    await gateway.app.listen({ port: 0, host: '127.0.0.1' });
    port = (gateway.app.server.address() as { port: number }).port;
    cookie = await signIn(gateway, DEMO.manager);
    total = ((await gql(gateway, '{ stores(limit: 1) { total } }', {}, cookie)).body.data?.stores as { total: number })
      .total;
  });
  afterAll(async () => {
    await gateway?.close();
  });

  it.each(['csv', 'xlsx'] as const)(
    'a .%s export of one-row pages, abandoned mid-way, fetches no more pages',
    async (format) => {
      expect(total).toBeGreaterThan(100);
      const proxy = await countingProxy();
      const held = await createGateway(gatewayConfig({ upstream: proxy.upstream }));
      await held.app.listen({ port: 0, host: '127.0.0.1' });
      try {
        const heldPort = (held.app.server.address() as { port: number }).port;
        const call = httpRequest({
          host: '127.0.0.1',
          port: heldPort,
          path: `/api/export.${format}`,
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: await signIn(held, DEMO.manager) },
        });
        call.on('error', () => undefined);
        call.end(JSON.stringify({ query: '{ stores(limit: 1) { items { code name } } }' }));
        await proxy.arrived;
        // The client leaves while a page is on its way; the gateway sees the socket close.
        call.destroy();
        await new Promise((resolve) => setTimeout(resolve, 100));
        proxy.release();
        const calls = await settled(proxy.calls, HELD_CALL + 10);
        expect(calls).toBeLessThanOrEqual(HELD_CALL + 2);
        // The gateway still answers the member (their share was given back).
        const me = await gql(held, '{ me { login } }', {}, await signIn(held, DEMO.manager));
        expect(me.body.data).toEqual({ me: { login: 'manager' } });
      } finally {
        proxy.release();
        await held.close();
        await proxy.close();
      }
    },
  );

  it('the same export, not abandoned, reads every row (what the stop is measured against)', async () => {
    const answer = await fetch(`http://127.0.0.1:${port}/api/export.csv`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query: '{ stores(limit: 50) { items { code } } }' }),
    });
    expect(answer.status).toBe(200);
    expect((await answer.text()).trim().split('\r\n')).toHaveLength(total + 1);
  });
});

describe("insider: an export's pages count against the member's request rate", () => {
  it('a one-row-page export of every store is cut at the rate limit, not run as hundreds of calls', async () => {
    const proxy = await countingProxy();
    proxy.release();
    const gateway = await createGateway(gatewayConfig({ upstream: proxy.upstream }, { RATE_LIMIT_PER_MEMBER: '20' }));
    await gateway.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const cookie = await signIn(gateway, DEMO.manager);
      const { port } = gateway.app.server.address() as { port: number };
      const cut = await new Promise<{ status: number; complete: boolean }>((resolve, reject) => {
        const call = httpRequest(
          {
            host: '127.0.0.1',
            port,
            path: '/api/export.csv',
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie },
          },
          (response) => {
            response.resume();
            const done = (complete: boolean) => resolve({ status: response.statusCode ?? 0, complete });
            response.on('end', () => done(response.complete));
            response.on('error', () => done(false));
            response.on('aborted', () => done(false));
          },
        );
        call.on('error', reject);
        call.end(JSON.stringify({ query: '{ stores(limit: 1) { items { code } } }' }));
      });
      expect(cut.status).toBe(200);
      expect(cut.complete).toBe(false);
      // The sign-in and the export's first request took two of the 20; each later page one more.
      expect(proxy.calls()).toBeLessThanOrEqual(20);
    } finally {
      await gateway.close();
      await proxy.close();
    }
  });
});
