// Graceful shutdown: once close() starts, the gateway takes no new connections, but a request
// already in flight (here held at a slow upstream) still gets its full answer before it stops.
import { afterAll, describe, expect, it } from 'vitest';
import { startGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, holdingProxy, LOGIN } from './support.js';

describe('graceful shutdown', () => {
  const proxyReady = holdingProxy('BrandList_General');
  afterAll(async () => (await proxyReady).close());

  it('finishes the request in flight, refuses new ones, then stops', async () => {
    const proxy = await proxyReady;
    const gateway = await startGateway(gatewayConfig({ upstream: proxy.upstream }));
    const post = (query: string, variables: object = {}, cookie?: string) =>
      fetch(`${gateway.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', connection: 'close', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({ query, variables }),
      });
    const login = await post(LOGIN, DEMO.admin);
    const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;

    const inFlight = post('{ brands { id name } }', {}, cookie);
    await proxy.arrived; // the brands request is now waiting on the upstream
    let stopped = false;
    const closing = gateway.close().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(stopped).toBe(false); // still waiting for the request in flight

    await expect(post('{ me { login } }', {}, cookie)).rejects.toThrow(); // no new connections
    proxy.release();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { data?: { brands: unknown[] }; errors?: unknown };
    expect(body.errors).toBeUndefined();
    expect(body.data?.brands.length).toBeGreaterThan(0);
    await closing;
    expect(stopped).toBe(true);
  });
});
