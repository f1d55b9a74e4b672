// The shared report filter as analysts send it: a field a report does not honour is refused, naming the field and the
// report, before any upstream call (never silently ignored), and a relative period on the business's calendar is
// resolved by the gateway into the same days as explicit dates, which the answer echoes (extensions.periods).
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, businessToday, isoWeekDay, isoWeekOf } from '../../../tests/support/business-day.js';
import { createGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, gql, signIn, type TestGateway, UpstreamCounter } from './support.js';

type Problem = { field: string; message: string };
type Range = { fromDate: string; toDate: string };

/** Last week (the ISO week before the business day's), Monday to Sunday. */
function lastWeek(today: string): Range {
  const { year, week } = isoWeekOf(today);
  const monday = isoWeekDay(year, week, 1);
  return { fromDate: addDays(monday, -7), toDate: addDays(monday, -1) };
}

/** The first of the business day's month to that day. */
const monthToDate = (today: string): Range => ({ fromDate: `${today.slice(0, 8)}01`, toDate: today });

const BY_DATE = `query D($filter: ReportFilter) { byDate: displayChecksByDate(filter: $filter) { date visits lines } }`;
const SALES = `query S($filter: ReportFilter) { dailySales(filter: $filter) { date quantity value } }`;

describe('report filters', () => {
  let gateway: TestGateway;
  let analyst: string;
  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig());
    analyst = await signIn(gateway, DEMO.analyst);
  });
  afterAll(() => gateway?.close());

  it('refuses a field a report does not honour, naming it and the report, before any upstream call', async () => {
    const { year, month } = businessToday();
    const refusals: [string, Record<string, unknown>, string, string][] = [
      [SALES, { filter: { fromWeek: 3 } }, 'filter.fromWeek', 'filter.fromWeek is not honoured by dailySales'],
      [BY_DATE, { filter: { toWeek: 9 } }, 'filter.toWeek', 'filter.toWeek is not honoured by displayChecksByDate'],
      [
        `query A($filter: ReportFilter) { achievementByValue(year: ${year}, month: ${month}, filter: $filter) {
          rows { target } } }`,
        { filter: { storeId: 4 } },
        'filter.storeId',
        'filter.storeId is not honoured by achievementByValue',
      ],
      [
        `query A($filter: ReportFilter) { achievementByQuantity(year: ${year}, month: ${month}, filter: $filter) {
          rows { target } } }`,
        { filter: { period: 'LAST_MONTH' } },
        'filter.period',
        'filter.period is not honoured by achievementByQuantity',
      ],
      [
        'query P($filter: ReportFilter) { storePictures(filter: $filter) { total } }',
        { filter: { categoryId: 1 } },
        'filter.categoryId',
        'filter.categoryId is not honoured by storePictures',
      ],
      [
        SALES,
        { filter: { period: 'LAST_WEEK', fromDate: addDays(businessToday().day, -3) } },
        'filter.period',
        'Give filter.period or filter.fromDate and filter.toDate, not both',
      ],
    ];
    const counter = new UpstreamCounter(inject('servicesUrl'));
    try {
      for (const [query, variables, field, message] of refusals) {
        const answer = await gql(gateway, query, variables, analyst);
        const error = answer.body.errors?.[0];
        expect(error?.extensions?.code, message).toBe('BAD_USER_INPUT');
        expect(error?.extensions?.fields as Problem[], message).toContainEqual({ field, message });
        expect(answer.body.data ?? null, message).toBeNull();
      }
      // One refused report refuses its whole operation: the honoured report beside it is not asked either.
      const both = await gql(
        gateway,
        `{ dailySales { date } displayCheckSummary(filter: { fromWeek: 2, toWeek: 4 }) { lines } }`,
        {},
        analyst,
      );
      expect((both.body.errors?.[0]?.extensions?.fields as Problem[]).map((problem) => problem.field)).toEqual([
        'filter.fromWeek',
        'filter.toWeek',
      ]);
      expect(counter.calls.filter((call) => call !== 'PageAccess' && call !== 'GetPageAccess')).toEqual([]);
    } finally {
      counter.stop();
    }
  });

  it('takes what a report honours: weeks on By Week, 0 as all, and the ids a base filters by', async () => {
    const weeks = await gql(
      gateway,
      '{ displayChecksByWeek(filter: { fromWeek: 1, toWeek: 53, storeId: 0 }) { week } }',
      {},
      analyst,
    );
    expect(weeks.body.errors).toBeUndefined();
    // DeploymentSummary takes only dates in the description: its ids hold where the bases offer the filters extra.
    const summary = await gql(gateway, '{ deploymentSummary(filter: { regionId: 1 }) { deployments } }', {}, analyst);
    if (inject('servicesStrict')) {
      expect(summary.body.errors?.[0]?.message).toBe(
        'filter.regionId is not honoured by deploymentSummary on the configured bases',
      );
    } else expect(summary.body.errors).toBeUndefined();
  });

  it('answers a period with the rows of the same days given as dates, and echoes the days', async () => {
    const before = businessToday().day;
    const byPeriod = await gql(gateway, BY_DATE, { filter: { period: 'LAST_WEEK', regionId: 1 } }, analyst);
    const after = businessToday().day;
    expect(byPeriod.body.errors).toBeUndefined();
    const echoed = (byPeriod.body.extensions?.periods as Record<string, Range & { period: string }>).byDate;
    // The days of the business's last week, read on either side of its midnight should the test straddle it.
    expect([lastWeek(before), lastWeek(after)]).toContainEqual({ fromDate: echoed?.fromDate, toDate: echoed?.toDate });
    expect(echoed?.period).toBe('LAST_WEEK');
    const byDates = await gql(
      gateway,
      BY_DATE,
      { filter: { fromDate: echoed?.fromDate, toDate: echoed?.toDate, regionId: 1 } },
      analyst,
    );
    const rows = byPeriod.body.data?.byDate as { date: string; visits: number }[];
    expect(rows).toEqual(byDates.body.data?.byDate);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.date >= echoed!.fromDate && row.date <= echoed!.toDate)).toBe(true);
    // Dates given explicitly are the caller's own: nothing is echoed.
    expect(byDates.body.extensions?.periods).toBeUndefined();
  });

  it('echoes the days of a period on an answer from the response cache too', async () => {
    const cached = await createGateway(gatewayConfig({}, { RESPONSE_CACHE_TTL_MS: '60000' }));
    try {
      const cookie = await signIn(cached, DEMO.analyst);
      const query = '{ week: dailySales(filter: { period: LAST_WEEK }) { date value } }';
      const ask = () =>
        request(cached.app.server).post('/graphql').set('content-type', 'application/json').set('cookie', cookie).send({
          query,
        });
      const first = await ask();
      const again = await ask();
      expect(again.headers['x-cache']).toBe('hit');
      expect(first.body.extensions?.periods).toMatchObject({ week: { period: 'LAST_WEEK' } });
      expect(again.body).toEqual(first.body);
    } finally {
      await cached.close();
    }
  });

  it('takes the sale report filter in ReportFilter, as its deprecated arguments did', async () => {
    const from = addDays(businessToday().day, -20);
    const to = addDays(businessToday().day, -6);
    const rows = 'brand { id } channel { id } lines quantity value';
    const old = await gql(
      gateway,
      `query($f: LocalDate, $t: LocalDate) { saleReport(channelId: 1, dateFrom: $f, dateTo: $t) { ${rows} } }`,
      { f: from, t: to },
      analyst,
    );
    const filtered = await gql(
      gateway,
      `query($filter: ReportFilter) { saleReport(filter: $filter) { ${rows} } }`,
      { filter: { channelId: 1, fromDate: from, toDate: to } },
      analyst,
    );
    expect(filtered.body.errors).toBeUndefined();
    expect(filtered.body.data?.saleReport).toEqual(old.body.data?.saleReport);
    expect((filtered.body.data?.saleReport as unknown[]).length).toBeGreaterThan(0);
    const counter = new UpstreamCounter(inject('servicesUrl'));
    try {
      const both = await gql(gateway, '{ saleReport(channelId: 1, filter: { channelId: 2 }) { lines } }', {}, analyst);
      expect(both.body.errors?.[0]?.extensions?.fields).toEqual([
        { field: 'filter.channelId', message: 'Give filter.channelId or channelId, not both' },
      ]);
      const region = await gql(gateway, '{ saleReport(filter: { regionId: 2 }) { lines } }', {}, analyst);
      expect(region.body.errors?.[0]?.message).toBe('filter.regionId is not honoured by saleReport');
      expect(counter.calls.filter((call) => call === 'SaleReport')).toEqual([]);
    } finally {
      counter.stop();
    }
  });

  it('resolves a month to date on the business day, the same rows as its dates', async () => {
    const before = businessToday().day;
    const byPeriod = await gql(gateway, SALES, { filter: { period: 'MONTH_TO_DATE' } }, analyst);
    const after = businessToday().day;
    expect(byPeriod.body.errors).toBeUndefined();
    const echoed = (byPeriod.body.extensions?.periods as Record<string, Range>).dailySales;
    expect([monthToDate(before), monthToDate(after)]).toContainEqual({
      fromDate: echoed?.fromDate,
      toDate: echoed?.toDate,
    });
    const byDates = await gql(
      gateway,
      SALES,
      { filter: { fromDate: echoed?.fromDate, toDate: echoed?.toDate } },
      analyst,
    );
    expect(byPeriod.body.data?.dailySales).toEqual(byDates.body.data?.dailySales);
  });
});
