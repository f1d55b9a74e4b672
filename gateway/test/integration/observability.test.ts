// Operating the gateway: the caller's request id comes back and goes upstream; /metrics names the
// operations, upstream calls and cache lookups that traffic produced.
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, signIn, type TestGateway } from './support.js';

describe('observability', () => {
  let gateway: TestGateway;
  let admin: string;
  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig());
    admin = await signIn(gateway, DEMO.admin);
  });
  afterAll(() => gateway?.close());

  it("answers with the caller's request id and sends it upstream", async () => {
    const sent: string[] = [];
    const listener = (message: unknown) => {
      const headers = (message as { request?: { headers?: unknown } }).request?.headers;
      const text = Array.isArray(headers) ? headers.join('\n') : String(headers ?? '');
      const match = /x-request-id(?::\s*|\n)([^\r\n]+)/i.exec(text);
      if (match) sent.push(match[1]!.trim());
    };
    subscribe('undici:request:create', listener);
    try {
      const answer = await request(gateway.app.server)
        .post('/graphql')
        .set('content-type', 'application/json')
        .set('cookie', admin)
        .set('x-request-id', 'analyst-run-42')
        .send({ query: 'query Regions { regions { id } brandOptions { id } }' });
      expect(answer.headers['x-request-id']).toBe('analyst-run-42');
      expect(sent.length).toBeGreaterThan(0);
      expect(new Set(sent)).toEqual(new Set(['analyst-run-42']));
      const fresh = await request(gateway.app.server)
        .post('/graphql')
        .set('content-type', 'application/json')
        .set('x-request-id', 'bad id with spaces')
        .send({ query: '{ __typename }' });
      expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      unsubscribe('undici:request:create', listener);
    }
  });

  it('exposes metrics in Prometheus format after traffic', async () => {
    await request(gateway.app.server)
      .post('/graphql')
      .set('content-type', 'application/json')
      .set('cookie', admin)
      .send({ query: 'query Brands { brands { id } }' });
    await request(gateway.app.server)
      .post('/graphql')
      .set('content-type', 'application/json')
      .set('cookie', admin)
      .send({ query: 'query Brands { brands { id } }' });
    const metrics = await request(gateway.app.server).get('/metrics');
    expect(metrics.headers['content-type']).toMatch(/^text\/plain/);
    expect(metrics.text).toMatch(/gateway_graphql_operations_total\{operation="Brands",type="query",outcome="ok"\} 2/);
    expect(metrics.text).toMatch(
      /gateway_upstream_requests_total\{base="main",endpoint="BrandList_General",status="200"\} 1/,
    );
    expect(metrics.text).toMatch(/gateway_cache_lookups_total\{cache="reference",result="hit"\} \d+/);
    expect(metrics.text).toContain('gateway_process_resident_memory_bytes');
    expect(metrics.text).not.toMatch(/_token|Admin@2026/);
  });
});
