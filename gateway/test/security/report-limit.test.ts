// Insider suite, upstream work: a report field costs its base a whole aggregation whatever few rows
// it answers, so a promoter's 30 aliased year-long weekly reports (about 1% of the cost budget) would
// make 30 aggregations at once. An operation asks for at most a few reports: past that it is refused
// before any upstream call, naming the limit; the screens' own operations (two reports at most) run.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { daysFromToday } from '../../../tests/support/business-day.js';
import { createGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, gql, signIn, type TestGateway, UpstreamCounter } from '../integration/support.js';

// A year of checks up to the business's today: the longest range a report takes, as the flood used.
const [from, to] = [daysFromToday(-364), daysFromToday(0)];
const weekly = (count: number) =>
  `query Weeks { ${Array.from(
    { length: count },
    (_, i) =>
      `w${i}: displayChecksByWeek(filter: { fromDate: "${from}", toDate: "${to}", fromWeek: 1, ` +
      `toWeek: 53, brandId: ${i} }) { year week lines }`,
  ).join(' ')} }`;

describe('security: reports per operation', () => {
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

  it('refuses 30 aliased year-long weekly reports before any upstream call, naming the limit', async () => {
    upstream.reset();
    const answer = await gql(gateway, weekly(30), {}, promoter);
    expect(answer.status).toBe(400);
    const error = answer.body.errors?.[0];
    expect(error?.extensions?.code).toBe('COST_LIMIT_EXCEEDED');
    expect(error?.message).toBe(
      'The query asks for 30 reports; at most 5 are allowed in one operation: ask for fewer, or in several requests',
    );
    expect(answer.body.data ?? null).toBeNull();
    expect(upstream.calls).toEqual([]);
  });

  it('counts reports inside fragments, and report mutations', async () => {
    upstream.reset();
    const three = (field: string) => Array.from({ length: 3 }, (_, i) => `${field[0]}${i}: ${field}`).join(' ');
    const fragments = await gql(
      gateway,
      `query { ...A ...B } fragment A on Query { ${three('dailySales { date }')} } ` +
        `fragment B on Query { ${three('recentSales { quantity }')} }`,
      {},
      promoter,
    );
    expect(fragments.body.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^The query asks for 6 reports; at most 5 are allowed/),
      extensions: { code: 'COST_LIMIT_EXCEEDED' },
    });
    const mails = await gql(
      gateway,
      `mutation { ${Array.from({ length: 6 }, (_, i) => `m${i}: emailLowStockReport { lines }`).join(' ')} }`,
      {},
      promoter,
    );
    expect(mails.body.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^The query asks for 6 reports; at most 5 are allowed/),
      extensions: { code: 'COST_LIMIT_EXCEEDED' },
    });
    expect(upstream.calls).toEqual([]);
  });

  it('runs up to the limit, and takes the limit from GRAPHQL_MAX_REPORTS', async () => {
    const five = await gql(gateway, weekly(5), {}, promoter);
    expect(five.body.errors).toBeUndefined();
    expect(Object.keys(five.body.data ?? {})).toHaveLength(5);
    const tight = await createGateway(gatewayConfig({}, { GRAPHQL_MAX_REPORTS: '1' }));
    try {
      const who = await signIn(tight, DEMO.promoter);
      expect((await gql(tight, weekly(2), {}, who)).body.errors?.[0]).toMatchObject({
        message: expect.stringMatching(/^The query asks for 2 reports; at most 1 is allowed in one operation/),
        extensions: { code: 'COST_LIMIT_EXCEEDED' },
      });
      expect((await gql(tight, weekly(1), {}, who)).body.errors).toBeUndefined();
    } finally {
      await tight.close();
    }
  });
});
