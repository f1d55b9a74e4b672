// Faults suite, retries: a read that timed out is not sent again. A base that takes longer than the
// deadline is most likely under load, and a second copy of the same read (for a report, its whole
// aggregation) would add to that load for everyone; a read the base refused with 503 is still retried.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type GatewayConfig } from '../../src/index.js';
import { signSession } from '../../src/platform/sessions/session.js';
import { gatewayConfig, gql, type TestGateway } from '../integration/support.js';

const member = { id: 1, login: 'admin', name: 'Admin', email: 'admin@example.com', teamTypeId: 1, regionId: 1 };

describe('upstream read retries', () => {
  const hits = new Map<string, number>();
  const server = createServer((req, res) => {
    const endpoint = (req.url ?? '').split('?')[0]?.split('/').pop() ?? '';
    const hit = (hits.get(endpoint) ?? 0) + 1;
    hits.set(endpoint, hit);
    const send = (status: number, body: string) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(body);
    switch (endpoint) {
      case 'StoreTypeList':
        return undefined; // never answers
      case 'TeamType':
        return hit === 1
          ? send(503, '{"status": 503, "message": "busy"}')
          : send(200, '{"status": 200, "message": "ok", "data": [{"TeamTypeID": 1, "TeamTypeName": "Promoter"}]}');
      default:
        return send(200, '{"status": 200, "message": "ok", "data": []}');
    }
  });
  let gateway: TestGateway;
  let config: GatewayConfig;
  let cookie: string;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
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
    cookie = `ff_session=${signSession(member, config.sessionSecret, 600)}`;
  });
  afterAll(async () => {
    await gateway?.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('sends a read that timed out once, and answers UPSTREAM_TIMEOUT', async () => {
    const answer = await gql(gateway, '{ storeTypes { id } }', {}, cookie);
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_TIMEOUT');
    expect(hits.get('StoreTypeList')).toBe(1);
  });

  it('still retries a read the base refused with 503', async () => {
    const answer = await gql(gateway, '{ teamTypes { id name } }', {}, cookie);
    expect(answer.body).toEqual({
      extensions: { cost: expect.any(Object) },
      data: { teamTypes: [{ id: 1, name: 'Promoter' }] },
    });
    expect(hits.get('TeamType')).toBe(2);
  });
});
