// Insider suite, metrics: the labels of /metrics are bounded (an operation name the client does
// not use counts as "other", so 5,000 unique names add nothing), and /metrics is kept from
// callers: behind a bearer token (METRICS_TOKEN), on a port of its own (METRICS_PORT), and off in
// production until one of them is set.
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../../src/index.js';
import { gatewayConfig, type TestGateway } from '../integration/support.js';

const series = (text: string) => text.split('\n').filter((line) => line !== '' && !line.startsWith('#')).length;
const operationSeries = (text: string) =>
  text.split('\n').filter((line) => line.startsWith('gateway_graphql_operation')).length;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('security: metrics labels', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig());
  });
  afterAll(() => gateway?.close());

  it('counts 5,000 unique operation names as "other" without growing the registry', async () => {
    const graphql = (name: string) =>
      gateway.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json' },
        payload: { query: `query ${name} { __typename }` },
      });
    await graphql('Warmup');
    await graphql('Me');
    const beforeText = (await gateway.app.inject({ method: 'GET', url: '/metrics' })).body;
    for (let i = 0; i < 5000; i++) await graphql(`Exfil_${i}_${'x'.repeat(200)}`);
    const text = (await gateway.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(text).not.toContain('Exfil_');
    expect(text).toMatch(/gateway_graphql_operations_total\{operation="other",type="query",outcome="ok"\} 50\d\d/);
    expect(text).toMatch(/gateway_graphql_operations_total\{operation="Me",/);
    expect(operationSeries(text)).toBe(operationSeries(beforeText));
    // Process figures may add a few series (a new GC kind); 5,000 names would add 75,000.
    expect(series(text) - series(beforeText)).toBeLessThan(50);
  }, 180_000);
});

describe('security: metrics access', () => {
  it('requires the bearer token when METRICS_TOKEN is set', async () => {
    const gateway = await createGateway(gatewayConfig({}, { METRICS_TOKEN: 'scrape-secret-0123456789' }));
    try {
      expect((await gateway.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
      expect(
        (await gateway.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer wrong' } }))
          .statusCode,
      ).toBe(401);
      const ok = await gateway.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: 'Bearer scrape-secret-0123456789' },
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.body).toContain('gateway_graphql_operations_total');
    } finally {
      await gateway.close();
    }
  });

  it('serves /metrics only on METRICS_PORT when it is set', async () => {
    const port = await freePort();
    const gateway = await createGateway(gatewayConfig({}, { METRICS_PORT: String(port) }));
    try {
      expect((await gateway.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
      const answer = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain('gateway_graphql_operations_total');
    } finally {
      await gateway.close();
    }
  });

  it('keeps /metrics off in production until a token or port is set', async () => {
    const gateway = await createGateway(gatewayConfig({}, { NODE_ENV: 'production' }));
    try {
      expect((await gateway.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await gateway.close();
    }
  });
});
