// A client that goes away before its answer (a browser navigating on, a script's timeout) is not a
// server error: the gateway logs it at info with nginx's 499, never as an error with status 500,
// so error alerts and dashboards count only the gateway's own failures.
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { startGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, holdingProxy, LOGIN } from './support.js';

describe('a client that closes the connection before its answer', () => {
  const proxyReady = holdingProxy('StoreList');
  afterAll(async () => (await proxyReady).close());

  it('is logged at info as 499, not as an error 500', async () => {
    const lines: { level: number; msg?: string; res?: { statusCode?: number } }[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const proxy = await proxyReady;
    const gateway = await startGateway(gatewayConfig({ upstream: proxy.upstream, logger: true, logStream }));
    try {
      const post = (query: string, variables: object, headers: Record<string, string>, signal?: AbortSignal) =>
        fetch(`${gateway.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'accept-encoding': 'br, gzip', ...headers },
          body: JSON.stringify({ query, variables }),
          signal,
        });
      const login = await post(LOGIN, DEMO.admin, {});
      const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;

      const leaving = new AbortController();
      const request = post(
        '{ stores(limit: 1500) { total items { id code name } } }',
        {},
        { cookie },
        leaving.signal,
      ).catch(() => 'gone');
      await proxy.arrived; // the answer now waits on the upstream
      leaving.abort();
      expect(await request).toBe('gone');
      proxy.release();
      await expect.poll(() => lines.some((line) => line.res?.statusCode === 499), { timeout: 10_000 }).toBe(true);
      expect(lines.filter((line) => line.level >= 50)).toEqual([]);
      expect(lines.filter((line) => line.res?.statusCode === 500)).toEqual([]);
    } finally {
      await gateway.close();
    }
  });
});
