// Faults suite (npm run test:faults, part of npm test): upstream failures become typed GraphQL
// errors with the description's messages, never crashes or leaks. A wrong token and a closed port
// against the real services, a small misbehaving HTTP server (invalid JSON, no envelope, not a list,
// a hang, 503 then success, an empty body, a truncated body), writes never retried, a write whose
// answer is lost applied once, partial data, and no unhandled rejection anywhere.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createGateway, type GatewayConfig } from '../../src/index.js';
import { signSession } from '../../src/platform/sessions/session.js';
import { DEMO, failingProxy, gatewayConfig, gql, signIn, type TestGateway } from '../integration/support.js';

const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
process.on('unhandledRejection', onUnhandled);
let survived = 0;
afterAll(() => {
  process.off('unhandledRejection', onUnhandled);
  expect(unhandled).toEqual([]);
  console.info(
    `faults: ${survived} injected faults answered with a typed error and the process up; ` +
      `${unhandled.length} unhandled rejections`,
  );
});

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
    expect(answer.body.errors?.[0]).toMatchObject({
      message: 'Failed to fetch page access',
      extensions: { code: 'UPSTREAM_ERROR' },
    });
  });
});

describe('a gateway pointed at a closed port', () => {
  let gateway: TestGateway;
  let config: GatewayConfig;
  beforeAll(async () => {
    const base = `http://127.0.0.1:${await closedPort()}`;
    config = gatewayConfig({
      upstream: {
        main: `${base}/main`,
        settings: `${base}/settings`,
        transfer: `${base}/transfer`,
        product: `${base}/product`,
      },
      upstreamTimeoutMs: 3000,
    });
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
    expect(ready.body).toEqual({ status: 'unavailable', unreachable: ['main', 'settings', 'transfer', 'product'] });
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
    const send = (status: number, body: string) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(body);
    switch (endpoint) {
      case 'RegionList':
        return send(200, '{"status": 200, "data": [');
      case 'GradeList':
        return send(200, '[{"GradeID": 1}]');
      case 'ChannelTypeList':
        return send(200, '{"status": 200, "message": "ok", "data": {"ChannelTypeID": 1}}');
      case 'StoreTypeList':
        return undefined; // never answers
      case 'TeamType':
        return hit === 1
          ? send(503, '{"status": 503, "message": "busy"}')
          : send(200, '{"status": 200, "message": "ok", "data": [{"TeamTypeID": 1, "TeamTypeName": "Promoter"}]}');
      case 'TeamTypeRoles': // the product's own store: no type has roles set
        return send(200, '{"status": 200, "message": "ok", "data": []}');
      case 'ChannelList':
        return send(200, '{"status": 500, "message": "database down", "data": []}');
      case 'DistrictList':
        return send(200, '{"status": 200, "message": "ok"}');
      case 'CityList':
        return send(200, '');
      case 'StoreFilterList': {
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': '500' });
        res.write('{"status": 200, "message": "ok", "data": [{"StoreID": 1,');
        setTimeout(() => res.destroy(), 20);
        return undefined;
      }
      case 'Brand_Add':
        return send(503, '{"status": 503, "message": "busy"}');
      case 'GetPageAccess':
      case 'PageAccess':
        return send(200, '{"status": 200, "message": "ok", "data": [{"PageName": "Brand List", "AccessEnable": 1}]}');
      default:
        return send(404, '{"status": 404, "message": "unknown"}');
    }
  });
  let gateway: TestGateway;
  let config: GatewayConfig;

  beforeAll(async () => {
    const base = `http://127.0.0.1:${await listen(server)}`;
    config = gatewayConfig({
      upstream: {
        main: `${base}/main`,
        settings: `${base}/settings`,
        transfer: `${base}/transfer`,
        product: `${base}/product`,
      },
      upstreamTimeoutMs: 800,
    });
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
    expect(await firstError(query)).toMatchObject({
      message: 'Failed to parse API response',
      extensions: { code: 'UPSTREAM_BAD_RESPONSE' },
    });
    survived++;
  });

  it("answers 'Failed to parse API response' for an empty body", async () => {
    expect(await firstError('{ cities { id } }')).toMatchObject({
      message: 'Failed to parse API response',
      extensions: { code: 'UPSTREAM_BAD_RESPONSE' },
    });
    survived++;
  });

  it('answers a body cut short as unavailable, after retrying the read', async () => {
    const error = await firstError('{ storeFilterList { id } }');
    expect(['UPSTREAM_UNAVAILABLE', 'UPSTREAM_BAD_RESPONSE', 'UPSTREAM_TIMEOUT']).toContain(error?.extensions?.code);
    expect(hits.get('StoreFilterList')).toBeGreaterThan(1);
    survived++;
  });

  it('never retries a write', async () => {
    const answer = await gql(
      gateway,
      'mutation { createBrand(input: { name: "Faulty" }) { id } }',
      {},
      sessionFor(config),
    );
    expect(answer.body.errors?.[0]?.extensions).toMatchObject({ code: 'UPSTREAM_ERROR', upstreamStatus: 503 });
    expect(hits.get('Brand_Add')).toBe(1);
    survived++;
  });

  it('reads a list without data as an empty list', async () => {
    const answer = await gql(gateway, '{ districts { id } }', {}, sessionFor(config));
    expect(answer.body).toEqual({ extensions: { cost: expect.any(Object) }, data: { districts: [] } });
  });

  it('answers UPSTREAM_TIMEOUT when the upstream hangs past the deadline', async () => {
    expect((await firstError('{ storeTypes { id } }'))?.extensions?.code).toBe('UPSTREAM_TIMEOUT');
    survived++;
  });

  it('retries a read after a 503', async () => {
    const answer = await gql(gateway, '{ teamTypes { id name } }', {}, sessionFor(config));
    expect(answer.body).toEqual({
      extensions: { cost: expect.any(Object) },
      data: { teamTypes: [{ id: 1, name: 'Promoter' }] },
    });
    expect(hits.get('TeamType')).toBe(2);
  });

  it('treats a body status of 500 under HTTP 200 as a failure, without the upstream message', async () => {
    const answer = await gql(gateway, '{ channels { id } }', {}, sessionFor(config));
    expect(answer.body.errors?.[0]?.extensions).toEqual({ code: 'UPSTREAM_ERROR', upstreamStatus: 500 });
    expect(answer.text).not.toContain('database down');
  });
});

describe('a write whose answer is lost', () => {
  it('is applied once: the gateway reports the failure and never sends it again', async () => {
    // A proxy that passes Brand_Add to the real services, then drops the connection before the answer.
    const { createServer: create, request: forward } = await import('node:http');
    const target = new URL(inject('servicesUrl'));
    let forwarded = 0;
    const proxy = create((req, res) => {
      const upstream = forward(
        { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          if ((req.url ?? '').includes('/Brand_Add')) {
            forwarded++;
            answer.resume();
            answer.on('end', () => res.destroy());
            return;
          }
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      req.pipe(upstream);
    });
    const base = `http://127.0.0.1:${await listen(proxy)}`;
    const gateway = await createGateway(
      gatewayConfig({
        upstream: {
          main: `${base}/main`,
          settings: `${base}/settings`,
          transfer: `${base}/transfer`,
          product: `${base}/product`,
        },
      }),
    );
    const direct = await createGateway(gatewayConfig());
    try {
      const cookie = await signIn(gateway, DEMO.admin);
      const name = `Lost answer ${Date.now()}`;
      const answer = await gql(
        gateway,
        'mutation C($name: String!) { createBrand(input: { name: $name }) { id } }',
        { name },
        cookie,
      );
      expect(answer.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
      expect(forwarded).toBe(1);
      const admin = await signIn(direct, DEMO.admin);
      const brands = (await gql(direct, '{ brands { name } }', {}, admin)).body.data?.brands as { name: string }[];
      expect(brands.filter((brand) => brand.name === name)).toHaveLength(1);
      survived++;
    } finally {
      await gateway.close();
      await direct.close();
      proxy.closeAllConnections();
      await new Promise((resolve) => proxy.close(resolve));
    }
  });
});

describe('one failing call among many', () => {
  it('still answers the parts that do not depend on it (partial data)', async () => {
    const proxy = await failingProxy(['DashboardCards', 'StoreSummary']);
    const gateway = await createGateway(gatewayConfig({ upstream: proxy.upstream }));
    try {
      const cookie = await signIn(gateway, DEMO.admin);
      const answer = await gql(
        gateway,
        '{ dashboard { cards { visits } storeSummary { stores } productCountByBrand { products } } }',
        {},
        cookie,
      );
      const dashboard = answer.body.data?.dashboard as {
        cards: unknown;
        storeSummary: unknown;
        productCountByBrand: unknown[];
      };
      expect(dashboard.cards).toBeNull();
      expect(dashboard.storeSummary).toBeNull();
      expect(dashboard.productCountByBrand.length).toBeGreaterThan(10);
      expect(answer.body.errors?.map((error) => error.message).sort()).toEqual([
        'Failed to fetch the dashboard',
        'Failed to fetch the store summary',
      ]);
      survived += 2;
    } finally {
      await gateway.close();
      await proxy.close();
    }
  });
});
