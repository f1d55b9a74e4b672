// Sales, targets and the dashboard through GraphQL: the grid's targets checked first, every bad row
// named and nothing sent upstream, then saved one call per target; achievement and projection; the dashboard's parts
// fetched in parallel, each distinct upstream call once; the description's daily-sales message.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { businessToday, daysElapsedBetween } from '../../../tests/support/business-day.js';
import { yearsAhead } from '../../../tests/support/seed-day.js';
import { createGateway } from '../../src/index.js';
import { DEMO, failingProxy, gatewayConfig, gql, signIn, type TestGateway, UpstreamCounter } from './support.js';

/** Months of a year ahead, with no seeded targets (the demo seed sets them up to this month). */
const YEAR = yearsAhead(5);

const SET =
  'mutation Set($year: Int!, $month: Int!, $type: TargetType!, $targets: [TargetInput!]!) { ' +
  'setMonthlyTargets(year: $year, month: $month, type: $type, targets: $targets) { saved failed } }';
const TARGETS =
  'query T($year: Int!, $month: Int!, $type: TargetType) { monthlyTargets(year: $year, month: $month, type: $type) ' +
  '{ teamMemberId brandId target type teamMember { name } brand { name } } }';
const DASHBOARD = `query Dashboard($filter: ReportFilter) { dashboard(filter: $filter) {
  cards { activeStores activeProducts fieldTeam visits lowStockLines salesQuantity salesValue }
  salesByDay { date quantity value }
  achievementByBrand { brand { name } target actual achievement projected atRisk }
  compliance { brand { name } lines lowStockRate }
  recentSales { date quantity store { name } product { name } }
  storeSummary { region { name } stores activeStores visitedStores }
  productCountByBrand { brand { name } products activeProducts } } }`;

describe('sales and targets', () => {
  let gateway: TestGateway;
  let admin: string;
  /** Another member who takes targets (the demo promoter is 3). */
  let other: number;
  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig());
    admin = await signIn(gateway, DEMO.admin);
    other = (
      (await gql(gateway, '{ targetMembers { id } }', {}, admin)).body.data?.targetMembers as { id: number }[]
    ).find((m) => m.id !== 3)!.id;
  });
  afterAll(() => gateway?.close());

  it('saves a grid of targets, then changes one without duplicating it', async () => {
    const month = { year: YEAR, month: 5, type: 'VALUE' };
    const saved = await gql(
      gateway,
      SET,
      {
        ...month,
        targets: [
          { teamMemberId: 3, brandId: 1, target: 1500.5 },
          { teamMemberId: other, brandId: 2, target: 900 },
        ],
      },
      admin,
    );
    expect(saved.body.data?.setMonthlyTargets).toEqual({ saved: 2, failed: 0 });
    await gql(gateway, SET, { ...month, targets: [{ teamMemberId: 3, brandId: 1, target: 1700 }] }, admin);
    const targets = (await gql(gateway, TARGETS, month, admin)).body.data?.monthlyTargets as {
      teamMemberId: number;
      brandId: number;
      target: number;
      teamMember: { name: string };
    }[];
    expect(targets.filter((t) => t.teamMemberId === 3)).toEqual([
      {
        teamMemberId: 3,
        brandId: 1,
        target: 1700,
        type: 'VALUE',
        teamMember: { name: 'Nusrat Jahan' },
        brand: { name: 'Samsung' },
      },
    ]);
    expect(targets).toHaveLength(2);
  });

  it('names every bad row and sends nothing upstream', async () => {
    const counter = new UpstreamCounter(inject('servicesUrl'));
    try {
      const answer = await gql(
        gateway,
        SET,
        {
          year: YEAR,
          month: 6,
          type: 'QUANTITY',
          targets: [
            { teamMemberId: 3, brandId: 1, target: 10 },
            { teamMemberId: 999999, brandId: 1, target: 5 },
            { teamMemberId: 3, brandId: 1, target: 7 },
            { teamMemberId: other, brandId: 3, target: 2.5 },
            { teamMemberId: other, brandId: 4, target: -1 },
          ],
        },
        admin,
      );
      const fields = answer.body.errors?.[0]?.extensions?.fields as { field: string; message: string }[];
      expect(fields.map((f) => f.field)).toEqual([
        'targets[1].teamMemberId',
        'targets[2].brandId',
        'targets[3].target',
        'targets[4].target',
      ]);
      expect(fields[0]!.message).toBe('Row 2: team member 999999 does not exist');
      expect(counter.count('MonthlyTargetAdd')).toBe(0);
    } finally {
      counter.stop();
    }
    expect((await gql(gateway, TARGETS, { year: YEAR, month: 6 }, admin)).body.data?.monthlyTargets).toEqual([]);
    const badMonth = await gql(
      gateway,
      SET,
      { year: YEAR, month: 13, type: 'QUANTITY', targets: [{ teamMemberId: 3, brandId: 1, target: 1 }] },
      admin,
    );
    expect(badMonth.body.errors?.[0]?.extensions?.field).toBe('month');
  });

  it('reports achievement with the month-end projection, at risk when it falls short', async () => {
    const today = businessToday();
    const answer = await gql(
      gateway,
      `query A($year: Int!, $month: Int!) { achievementByValue(year: $year, month: $month) {
      daysInMonth daysElapsed rows { teamMember { id } target actual achievement projected atRisk } } }`,
      { year: today.year, month: today.month },
      admin,
    );
    const report = answer.body.data?.achievementByValue as {
      daysInMonth: number;
      daysElapsed: number;
      rows: { target: number; actual: number; achievement: number | null; projected: number; atRisk: boolean }[];
    };
    // The business's date (or, past its midnight since the question, the next day's count).
    expect(report.daysElapsed).toBeOneOf(daysElapsedBetween(today.day, businessToday().day, today.year, today.month));
    expect(report.rows.length).toBeGreaterThan(10);
    for (const row of report.rows) {
      // Today is paced by the part of it gone: between the pace of whole days with today and without it.
      const paced = (days: number) => (row.actual / Math.max(days, 1 / 24)) * report.daysInMonth;
      expect(row.projected).toBeGreaterThanOrEqual(paced(report.daysElapsed) - 0.01);
      expect(row.projected).toBeLessThanOrEqual(paced(report.daysElapsed - 1) + 0.01);
      expect(row.atRisk).toBe(row.target > 0 && row.projected < row.target);
      if (row.target > 0) expect(row.achievement).toBeCloseTo(row.actual / row.target, 6);
    }
  });

  it('serves the whole dashboard with each distinct upstream call once', async () => {
    const counter = new UpstreamCounter(inject('servicesUrl'));
    try {
      const answer = await gql(gateway, DASHBOARD, { filter: {} }, admin);
      expect(answer.body.errors).toBeUndefined();
      const dashboard = answer.body.data?.dashboard as {
        cards: { activeStores: number; salesQuantity: number };
        salesByDay: { quantity: number }[];
        recentSales: unknown[];
        storeSummary: unknown[];
      };
      expect(dashboard.cards.activeStores).toBeGreaterThan(1000);
      expect(dashboard.salesByDay.reduce((sum, day) => sum + day.quantity, 0)).toBe(dashboard.cards.salesQuantity);
      expect(dashboard.recentSales).toHaveLength(10);
      expect(dashboard.storeSummary).toHaveLength(8);
      const calls = counter.calls.filter((call) => !call.includes('PageAccess'));
      expect(new Set(calls).size).toBe(calls.length);
    } finally {
      counter.stop();
    }
  });

  it(
    "answers 'Failed to fetch daily sales data' when DailySales fails, other parts of the dashboard still " +
      'answering',
    async () => {
      const proxy = await failingProxy(['DailySales']);
      const flaky = await createGateway(gatewayConfig({ upstream: proxy.upstream }));
      try {
        const cookie = await signIn(flaky, DEMO.admin);
        const daily = await gql(flaky, '{ dailySales { date } }', {}, cookie);
        expect(daily.body.errors?.[0]).toMatchObject({
          message: 'Failed to fetch daily sales data',
          extensions: { code: 'UPSTREAM_ERROR' },
        });
        const partial = await gql(flaky, '{ dashboard { cards { activeStores } salesByDay { date } } }', {}, cookie);
        expect(partial.body.errors?.[0]).toMatchObject({
          message: 'Failed to fetch daily sales data',
          path: ['dashboard', 'salesByDay'],
        });
        expect(
          (partial.body.data?.dashboard as { cards: { activeStores: number } }).cards.activeStores,
        ).toBeGreaterThan(0);
      } finally {
        await flaky.close();
        await proxy.close();
      }
    },
  );
});
