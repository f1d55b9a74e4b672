// Upstream failures become typed GraphQL errors, never crashes or leaks: a wrong token and a closed
// port against the real services setup, and a small misbehaving HTTP server for the rest.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createGateway, type GatewayConfig } from '../../src/index.js';
import { signSession } from '../../src/modules/auth/session.js';
import { gatewayConfig, gql, type TestGateway } from './support.js';

const member = { id: 1, login: 'admin', name: 'Admin', email: 'admin@example.com', teamTypeId: 1, regionId: 1 };
const sessionFor = (config: GatewayConfig) => `ff_session=${signSession(member, config.sessionSecret, 600)}`;

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

async function closedPort(): Promise<number> {
  const server = createServer();
  const port = await listen(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('a gateway with a wrong token', () => {
  let gateway: TestGateway;
  let config: GatewayConfig;
  beforeAll(async () => {
    config = gatewayConfig({ token: 'not-the-token' });
    gateway = await createGateway(config);
  });
  afterAll(() => gateway.close());

  it('answers UPSTREAM_ERROR with the upstream status, and never the token', async () => {
    const answer = await gql(gateway, '{ regions { id } }', {}, sessionFor(config));
    expect(answer.status).toBe(200);
    expect(answer.body.errors?.[0]?.extensions).toEqual({ code: 'UPSTREAM_ERROR', upstreamStatus: 401 });
    expect(answer.text).not.toContain('not-the-token');
    expect(answer.text).not.toContain(inject('servicesUrl'));
  });

  it("answers 'Failed to fetch page access' for me", async () => {
    const answer = await gql(gateway, '{ me { id menu { id } } }', {}, sessionFor(config));
    expect(answer.body.errors?.[0]).toMatchObject({ message: 'Failed to fetch page access', extensions: { code: 'UPSTREAM_ERROR' } });
  });
});

describe('a gateway pointed at a closed port', () => {
  let gateway: TestGateway;
  let config: GatewayConfig;
  beforeAll(async () => {
    const base = `http://127.0.0.1:${await closedPort()}`;
    config = gatewayConfig({ upstream: { main: `${base}/main`, settings: `${base}/settings`, transfer: `${base}/transfer` }, upstreamTimeoutMs: 3000 });
    gateway = await createGateway(config);
  });
  afterAll(() => gateway.close());

  it('answers UPSTREAM_UNAVAILABLE', async () => {
    const answer = await gql(gateway, '{ grades { id } }', {}, sessionFor(config));
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(answer.text).not.toContain('127.0.0.1');
  });

  it('is live but not ready, naming the unreachable bases', async () => {
    expect((await request(gateway.app.server).get('/healthz')).body).toEqual({ status: 'ok' });
    const ready = await request(gateway.app.server).get('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ status: 'unavailable', unreachable: ['main', 'settings', 'transfer'] });
  });
});

describe('a gateway on the shared services', () => {
  it('is ready', async () => {
    const gateway = await createGateway(gatewayConfig());
    try {
      const ready = await request(gateway.app.server).get('/readyz');
      expect(ready.status).toBe(200);
    } finally {
      await gateway.close();
    }
  });
});

describe('a misbehaving upstream', () => {
  // Answers per endpoint: invalid JSON, a body without the envelope, a list that is not a list,
  // a hang, a 503 then success, and a 200 whose body says 500.
  const hits = new Map<string, number>();
  const server = createServer((req, res) => {
    const endpoint = (req.url ?? '').split('?')[0]?.split('/').pop() ?? '';
    const hit = (hits.get(endpoint) ?? 0) + 1;
    hits.set(endpoint, hit);
    const send = (status: number, body: string) => res.writeHead(status, { 'content-type': 'application/json' }).end(body);
    switch (endpoint) {
      case 'RegionList': return send(200, '{"status": 200, "data": [');
      case 'GradeList': return send(200, '[{"GradeID": 1}]');
      case 'ChannelTypeList': return send(200, '{"status": 200, "message": "ok", "data": {"ChannelTypeID": 1}}');
      case 'StoreTypeList': return undefined; // never answers
      case 'TeamType': return hit === 1 ? send(503, '{"status": 503, "message": "busy"}') : send(200, '{"status": 200, "message": "ok", "data": [{"TeamTypeID": 1, "TeamTypeName": "Promoter"}]}');
      case 'ChannelList': return send(200, '{"status": 500, "message": "database down", "data": []}');
      case 'DistrictList': return send(200, '{"status": 200, "message": "ok"}');
      default: return send(404, '{"status": 404, "message": "unknown"}');
    }
  });
  let gateway: TestGateway;
  let config: GatewayConfig;

  beforeAll(async () => {
    const base = `http://127.0.0.1:${await listen(server)}`;
    config = gatewayConfig({ upstream: { main: `${base}/main`, settings: `${base}/settings`, transfer: `${base}/transfer` }, upstreamTimeoutMs: 800 });
    gateway = await createGateway(config);
  });
  afterAll(async () => {
    await gateway.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const firstError = async (query: string) => (await gql(gateway, query, {}, sessionFor(config))).body.errors?.[0];

  it.each([
    ['invalid JSON', '{ regions { id } }'],
    ['a body without the envelope', '{ grades { id } }'],
    ['data that is not a list', '{ channelTypes { id } }'],
  ])("answers 'Failed to parse API response' for %s", async (_label, query) => {
    expect(await firstError(query)).toMatchObject({ message: 'Failed to parse API response', extensions: { code: 'UPSTREAM_BAD_RESPONSE' } });
  });

  it('reads a list without data as an empty list', async () => {
    const answer = await gql(gateway, '{ districts { id } }', {}, sessionFor(config));
    expect(answer.body).toEqual({ data: { districts: [] } });
  });

  it('answers UPSTREAM_TIMEOUT when the upstream hangs past the deadline', async () => {
    expect((await firstError('{ storeTypes { id } }'))?.extensions?.code).toBe('UPSTREAM_TIMEOUT');
  });

  it('retries a read after a 503', async () => {
    const answer = await gql(gateway, '{ teamTypes { id name } }', {}, sessionFor(config));
    expect(answer.body).toEqual({ data: { teamTypes: [{ id: 1, name: 'Promoter' }] } });
    expect(hits.get('TeamType')).toBe(2);
  });

  it('treats a body status of 500 under HTTP 200 as a failure, without the upstream message', async () => {
    const answer = await gql(gateway, '{ channels { id } }', {}, sessionFor(config));
    expect(answer.body.errors?.[0]?.extensions).toEqual({ code: 'UPSTREAM_ERROR', upstreamStatus: 500 });
    expect(answer.text).not.toContain('database down');
  });
});
