// Faults: reference lists (RegionList, TeamMemberStore) that time out while several queries that join
// them run at once, one of them failing first on its own read. Every failure reaches its GraphQL answer
// as a typed error, and none escapes as an unhandled rejection (which would crash a production gateway).
import { createServer, request as forward, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { businessToday } from '../../../tests/support/business-day.js';
import { createGateway, type GatewayConfig } from '../../src/index.js';
import { signSession } from '../../src/platform/sessions/session.js';
import { gatewayConfig, gql, type TestGateway } from '../integration/support.js';

const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
process.on('unhandledRejection', onUnhandled);
afterAll(() => {
  process.off('unhandledRejection', onUnhandled);
});

const TIMEOUT_MS = 800;
/** Never answered: the gateway gives up with UPSTREAM_TIMEOUT. */
const HUNG = ['RegionList', 'TeamMemberStore'];
/** Answered at once with a body that is not JSON: a bad response, never retried, before the hung ones time out. */
const BROKEN = ['TargetAchievement_All_Value', 'TargetAchievement_All_Qty'];

const member = { id: 1, login: 'admin', name: 'Admin', email: 'admin@example.com', teamTypeId: 1, regionId: 1 };

describe('reference lists timing out under concurrent queries', () => {
  let proxy: Server;
  let gateway: TestGateway;
  let cookie: string;

  beforeAll(async () => {
    const target = new URL(inject('servicesUrl'));
    proxy = createServer((req, res) => {
      const endpoint = (req.url ?? '').split('?')[0]?.split('/').pop() ?? '';
      if (HUNG.includes(endpoint)) return; // never answers
      if (BROKEN.includes(endpoint)) {
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"status": 200, "data": [');
        return;
      }
      const upstream = forward(
        { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      req.pipe(upstream);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    const config: GatewayConfig = gatewayConfig(
      {
        upstream: {
          main: `${origin}/main`,
          settings: `${origin}/settings`,
          transfer: `${origin}/transfer`,
          product: `${origin}/product`,
        },
        upstreamTimeoutMs: TIMEOUT_MS,
      },
      // One member sends every query at once here: its in-flight share (a quarter of the cap by default,
      // the security suite's in-flight-share test) would answer some OVERLOADED before they time out.
      { GRAPHQL_MAX_IN_FLIGHT_PER_MEMBER: '32' },
    );
    gateway = await createGateway(config);
    cookie = `ff_session=${signSession(member, config.sessionSecret, 600)}`;
  });

  afterAll(async () => {
    await gateway.close();
    proxy.closeAllConnections();
    await new Promise((resolve) => proxy.close(resolve));
  });

  afterEach(() => {
    unhandled.length = 0;
  });

  it('answers each query with a typed upstream error and leaves no unhandled rejection', async () => {
    const { year, month: monthNo } = businessToday();
    const month = { year, month: monthNo };
    const memberFields = 'teamMember { name region { name } teamType { name } }';
    const queries: [string, Record<string, unknown>][] = [
      ['{ stores(limit: 5) { total items { name region { name } } } }', {}],
      ['{ teamMembers(limit: 5) { total items { name region { name } } } }', {}],
      [
        `query A($year: Int!, $month: Int!) { achievementByValue(year: $year, month: $month) {
          daysInMonth rows { ${memberFields} target } } }`,
        month,
      ],
      [
        `query A($year: Int!, $month: Int!) {
          achievementByQuantity(year: $year, month: $month, byBrand: true) {
            daysInMonth rows { ${memberFields} brand { name } } } }`,
        month,
      ],
      ['{ dashboard { achievementByBrand { brand { name } target } } }', {}],
      ['{ targetMembers { name region { name } } }', {}],
    ];
    // Twice over, concurrently: the second round shares the first's in-flight reference loads.
    const answers = await Promise.all(
      [...queries, ...queries].map(([query, vars]) => gql(gateway, query, vars, cookie)),
    );
    // Let any rejection nobody handled surface (Node reports them after the microtask queue drains).
    await new Promise((resolve) => setTimeout(resolve, TIMEOUT_MS + 200));

    for (const [index, answer] of answers.entries()) {
      expect(answer.status, queries[index % queries.length]![0]).toBe(200);
      const codes = (answer.body.errors ?? []).map((error) => error.extensions?.code);
      expect(codes.length, queries[index % queries.length]![0]).toBeGreaterThan(0);
      for (const code of codes) expect(['UPSTREAM_TIMEOUT', 'UPSTREAM_BAD_RESPONSE']).toContain(code);
    }
    const codes = answers.flatMap((answer) => (answer.body.errors ?? []).map((error) => error.extensions?.code));
    expect(codes).toContain('UPSTREAM_TIMEOUT');
    expect(unhandled).toEqual([]);
  });
});
