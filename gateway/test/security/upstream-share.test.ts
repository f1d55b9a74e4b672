// Insider suite, load: one member cannot take the bases from everyone else. A promoter sends operations of
// five report fields each, every one a distinct year-long aggregation upstream; while the base holds them,
// the promoter has at most their share of the bases' calls in flight (UPSTREAM_MAX_IN_FLIGHT_PER_MEMBER),
// the rest wait behind them, and a manager's report reaches the base at once. When the base answers,
// every waiting call is served, none refused.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessToday, daysFromToday } from '../../../tests/support/business-day.js';
import { createGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, holdingProxy, signIn, type TestGateway } from '../integration/support.js';

const SHARE = 3;
const OPERATIONS = 3;
const REPORTS_PER_OPERATION = 5;

/** Five low-stock reports, each from a different first day: five distinct aggregations upstream. */
const floodDocument = (operation: number) => {
  const today = businessToday().day;
  const fields = Array.from({ length: REPORTS_PER_OPERATION }, (_, at) => {
    const from = daysFromToday(-(365 - operation * REPORTS_PER_OPERATION - at));
    return `r${at}: lowStockChecks(filter: { fromDate: "${from}", toDate: "${today}" }, limit: 1) { total }`;
  });
  return `{ ${fields.join(' ')} }`;
};

describe('security: the bases are shared fairly between members', () => {
  let proxy: Awaited<ReturnType<typeof holdingProxy>>;
  let gateway: TestGateway;
  let promoter: string;
  let manager: string;
  beforeAll(async () => {
    proxy = await holdingProxy('DispalyCheckDetail_LowStock');
    gateway = await createGateway(
      gatewayConfig({ upstream: proxy.upstream }, { UPSTREAM_MAX_IN_FLIGHT_PER_MEMBER: String(SHARE) }),
    );
    promoter = await signIn(gateway, DEMO.promoter);
    manager = await signIn(gateway, DEMO.manager);
  });
  afterAll(async () => {
    proxy?.release();
    await gateway?.close();
    await proxy?.close();
  });

  const post = (cookie: string, query: string) =>
    request(gateway.app.server)
      .post('/graphql')
      .set('content-type', 'application/json')
      .set('cookie', cookie)
      .send({ query });
  const settle = async (until: () => boolean) => {
    for (let tries = 0; tries < 200 && !until(); tries++) await new Promise((resolve) => setTimeout(resolve, 25));
    // Long enough for calls past the share to have reached the base, were they let through.
    await new Promise((resolve) => setTimeout(resolve, 300));
  };

  it("holds a flooding member to their share of the bases; another member's report goes straight through", async () => {
    const flood = Array.from({ length: OPERATIONS }, (_, operation) =>
      post(promoter, floodDocument(operation)).then((answer) => answer),
    );
    await proxy.arrived;
    await settle(() => proxy.held() >= SHARE);
    expect(proxy.held()).toBe(SHARE);

    const other = post(
      manager,
      `{ lowStockChecks(filter: { toDate: "${businessToday().day}" }, limit: 1) { total } }`,
    ).then((answer) => answer);
    await settle(() => proxy.held() > SHARE);
    expect(proxy.held()).toBe(SHARE + 1);

    proxy.release();
    const answer = await other;
    expect(answer.body.errors).toBeUndefined();
    for (const done of await Promise.all(flood)) {
      expect(done.status).toBe(200);
      expect(done.body.errors).toBeUndefined();
      expect(Object.keys(done.body.data)).toHaveLength(REPORTS_PER_OPERATION);
    }
    expect(proxy.held()).toBe(OPERATIONS * REPORTS_PER_OPERATION + 1);
  });
});
