// Store-check reports through GraphQL: a 500-line page with stores, products, brands and members
// joined costs one upstream call per distinct list; figures match the services; bad filters never
// reach the upstream; the low-stock e-mail is checked and sent; pages are enforced.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, businessToday, isoWeekOf } from '../../../tests/support/business-day.js';
import { createGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, gql, signIn, type TestGateway, UpstreamCounter } from './support.js';

const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
const DETAIL = `query Detail($filter: ReportFilter, $limit: Int) { displayCheckDetail(filter: $filter, limit: $limit) {
  total totals { lines lowStockLines displayedQty }
  items { visitId visitDate lowStock stockQty store { code name region { name } city { name } grade { name } }
          product { code name category { name } brand { name } } brand { name } teamMember { name teamType { name }
          } } } }`;
const SUMMARY =
  'query Summary($filter: ReportFilter) { displayCheckSummary(filter: $filter) { brand { id name } visits lines ' +
  'lowStockLines lowStockRate } }';
const EMAIL =
  'mutation Email($filter: ReportFilter, $to: [String!], $cc: [String!]) { emailLowStockReport(filter: $filter, ' +
  'to: $to, cc: $cc) { lines to cc } }';

describe('store-check reports', () => {
  let gateway: TestGateway;
  let admin: string;
  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig());
    admin = await signIn(gateway, DEMO.admin);
  });
  afterAll(() => gateway?.close());

  it('joins a 500-line page with one upstream call per distinct list, none per row', async () => {
    const counter = new UpstreamCounter(inject('servicesUrl'));
    try {
      const answer = await gql(gateway, DETAIL, { filter: { fromDate: day(59) }, limit: 500 }, admin);
      expect(answer.body.errors).toBeUndefined();
      const page = answer.body.data?.displayCheckDetail as {
        total: number;
        items: {
          store: { name: string; region: { name: string } };
          product: { brand: { name: string } };
          teamMember: { name: string };
        }[];
      };
      expect(page.items).toHaveLength(500);
      expect(
        page.items.every((item) => item.store.region.name && item.product.brand.name && item.teamMember.name),
      ).toBe(true);
      const calls = counter.calls.filter((call) => call !== 'PageAccess' && call !== 'GetPageAccess');
      expect(new Set(calls).size).toBe(calls.length); // each distinct call once
      expect([...calls].sort()).toEqual(
        [
          'BrandList_General',
          'CityList',
          'DispalyCheckDetail',
          'GradeList',
          'ProductCategoryListOnly',
          'ProductList',
          'RegionList',
          'StoreList',
          'TeamMemberStore',
          'TeamType',
          'TeamTypeRoles',
        ].sort(),
      );
    } finally {
      counter.stop();
    }
  });

  it('adds up the same figures as the lines', async () => {
    const filter = { fromDate: day(13), brandId: 1 };
    const detail = (await gql(gateway, DETAIL, { filter, limit: 10_000 }, admin)).body.data?.displayCheckDetail as {
      totals: { lines: number; lowStockLines: number };
    };
    const summary = (await gql(gateway, SUMMARY, { filter }, admin)).body.data?.displayCheckSummary as {
      brand: { id: number };
      lines: number;
      lowStockLines: number;
      lowStockRate: number;
    }[];
    expect(summary).toHaveLength(1);
    expect(summary[0]).toMatchObject({
      brand: { id: 1 },
      lines: detail.totals.lines,
      lowStockLines: detail.totals.lowStockLines,
    });
    expect(summary[0]!.lowStockRate).toBeCloseTo(detail.totals.lowStockLines / detail.totals.lines, 10);
  });

  it('refuses bad filters before any upstream call', async () => {
    const counter = new UpstreamCounter(inject('servicesUrl'));
    try {
      const answer = await gql(
        gateway,
        SUMMARY,
        { filter: { fromDate: '2026-05-10', toDate: '2026-05-01', storeId: -2 } },
        admin,
      );
      expect(answer.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
      expect((answer.body.errors?.[0]?.extensions?.fields as { field: string }[]).map((p) => p.field)).toEqual([
        'filter.storeId',
        'filter.fromDate',
      ]);
      expect(counter.calls.filter((call) => call.startsWith('Dispaly'))).toEqual([]);
    } finally {
      counter.stop();
    }
  });

  it('e-mails the low-stock report, refusing bad addresses first', async () => {
    const bad = await gql(gateway, EMAIL, { to: ['ops@example.com', 'nope'], cc: [] }, admin);
    expect(bad.body.errors?.[0]).toMatchObject({
      message: 'to has an invalid address: nope',
      extensions: { code: 'BAD_USER_INPUT', field: 'to' },
    });
    const sent = await gql(
      gateway,
      EMAIL,
      { filter: { fromDate: day(2) }, to: ['ops@example.com'], cc: ['audit@example.com'] },
      admin,
    );
    expect(sent.body.data?.emailLowStockReport).toMatchObject({ to: ['ops@example.com'], cc: ['audit@example.com'] });
  });

  it('opens Summary to the promoter but not Stock', async () => {
    const promoter = await signIn(gateway, DEMO.promoter);
    expect((await gql(gateway, SUMMARY, {}, promoter)).body.errors).toBeUndefined();
    expect((await gql(gateway, '{ stockList { total } }', {}, promoter)).body.errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
  });

  it("lists weeks, a manager's brands and stock status", async () => {
    const answer = await gql(
      gateway,
      `{ weeks { weekNo fromDate } brandsForManager(managerId: 2) { id name }
      stockStatus(filter: { fromDate:
      "${day(40)}" }, startingDate: "${day(20)}") { product { code } openingQty closingQty change } }`,
      {},
      admin,
    );
    expect(answer.body.errors).toBeUndefined();
    const data = answer.body.data as {
      weeks: unknown[];
      brandsForManager: unknown[];
      stockStatus: { openingQty: number; closingQty: number; change: number }[];
    };
    expect(data.weeks).toHaveLength(isoWeekOf(`${businessToday().year}-12-28`).week);
    expect(data.brandsForManager.length).toBeGreaterThan(0);
    expect(data.stockStatus.every((row) => row.change === row.closingQty - row.openingQty)).toBe(true);
  });

  it("lists the weeks of the business's current year when no year is given", async () => {
    const { year } = businessToday();
    // Week 1 holds 4 January; 28 December always lies in the year's last week (52 or 53).
    const january4 = `${year}-01-04`;
    const firstMonday = addDays(january4, -((new Date(`${january4}T00:00:00Z`).getUTCDay() + 6) % 7));
    const lastWeek = isoWeekOf(`${year}-12-28`).week;
    const answer = await gql(gateway, '{ weeks { weekNo fromDate } }', {}, admin);
    expect(answer.body.errors).toBeUndefined();
    const weeks = (answer.body.data as { weeks: { weekNo: number; fromDate: string }[] }).weeks;
    expect(weeks).toHaveLength(lastWeek);
    expect(weeks[0]).toEqual({ weekNo: 1, fromDate: firstMonday });
    expect(weeks.at(-1)).toEqual({ weekNo: lastWeek, fromDate: addDays(firstMonday, (lastWeek - 1) * 7) });
  });
});
