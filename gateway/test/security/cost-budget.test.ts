// Insider suite, cost: a promoter's query of 30 aliased 10,000-row reports is refused by its
// computed cost before any upstream call, with the cost and the budget in the answer; the budget
// is configurable; the screens' ordinary queries still run.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { daysFromToday } from '../../../tests/support/business-day.js';
import { createGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, gql, signIn, type TestGateway, UpstreamCounter } from '../integration/support.js';

const ROWS =
  'items { visitId visitDate displayedQty stockQty store { code name city { name } } product { code name } }';
const thirtyReports = (field: string) =>
  `query Exhaust { ${Array.from(
    { length: 30 },
    (_, i) =>
      `r${i}: ${field}(limit: 10000, filter: { fromDate:
        "${daysFromToday(-330 + (i % 28))}", toDate: "${daysFromToday(-7)}" }) { total ${ROWS} }`,
  ).join(' ')} }`;

describe('security: cost budget', () => {
  let gateway: TestGateway;
  let promoter: string;
  let upstream: UpstreamCounter;
  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig());
    promoter = await signIn(gateway, DEMO.promoter);
    upstream = new UpstreamCounter(inject('servicesUrl'));
  });
  afterAll(async () => {
    upstream?.stop();
    await gateway?.close();
  });

  it('refuses 30 aliased 10,000-row reports before any upstream call, naming the cost and the budget', async () => {
    upstream.reset();
    const answer = await gql(gateway, thirtyReports('lowStockChecks'), {}, promoter);
    const error = answer.body.errors?.[0];
    expect(error?.extensions?.code).toBe('COST_LIMIT_EXCEEDED');
    const cost = error?.extensions?.cost as number;
    const budget = error?.extensions?.budget as number;
    expect(cost).toBeGreaterThan(budget);
    expect(budget).toBe(500_000);
    expect(error?.message).toContain(cost.toLocaleString('en-US'));
    expect(error?.message).toContain(budget.toLocaleString('en-US'));
    expect(answer.body.data ?? null).toBeNull();
    expect(upstream.calls).toEqual([]);
  });

  it('refuses the same through the CSV export, and through variables', async () => {
    upstream.reset();
    const csv = await request(gateway.app.server)
      .post('/api/export.csv')
      .set('content-type', 'application/json')
      .set('cookie', promoter)
      .send({ query: `query Big($n: Int!) { lowStockChecks(limit: $n) { ${ROWS} } }`, variables: { n: 1_000_000 } });
    expect(csv.status).toBe(400);
    expect((csv.body as { errors: { extensions: { code: string } }[] }).errors[0]?.extensions.code).toBe(
      'COST_LIMIT_EXCEEDED',
    );
    expect(upstream.calls).toEqual([]);
  });

  it('runs an ordinary screen query, and a 10,000-row export', async () => {
    const answer = await gql(gateway, `{ lowStockChecks(limit: 10000) { total ${ROWS} } }`, {}, promoter);
    expect(answer.body.errors).toBeUndefined();
  });

  it('answers a variable of the wrong kind with BAD_USER_INPUT, not an internal error', async () => {
    upstream.reset();
    const answer = await gql(
      gateway,
      'query ($l: Int) { lowStockChecks(limit: $l) { total } }',
      { l: 'many' },
      promoter,
    );
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(upstream.calls).toEqual([]);
  });

  it('takes its budget from GRAPHQL_COST_BUDGET', async () => {
    const tight = await createGateway(gatewayConfig({}, { GRAPHQL_COST_BUDGET: '1000' }));
    try {
      const who = await signIn(tight, DEMO.promoter);
      const answer = await gql(tight, `{ lowStockChecks(limit: 100) { ${ROWS} } }`, {}, who);
      expect(answer.body.errors?.[0]?.extensions).toMatchObject({ code: 'COST_LIMIT_EXCEEDED', budget: 1000 });
      expect((await gql(tight, `{ lowStockChecks(limit: 10) { ${ROWS} } }`, {}, who)).body.errors).toBeUndefined();
    } finally {
      await tight.close();
    }
  });
});
