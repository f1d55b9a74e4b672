// The pages of one sorted report cost one upstream read: the gateway reads the whole result once, sorts it and holds
// it briefly for the member who asked, so page 2, 3, … (and a burst of pages at once, as an export or a screen makes)
// are cut from it. Another member's read is their own; the cost of the first page still counts the whole read. A write
// drops the wholes it can change (a narrow one only those of the endpoints it reaches: cache/response-cache.ts).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, daysFromToday } from '../../../tests/support/business-day.js';
import { yearsAhead } from '../../../tests/support/seed-day.js';
import { createGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, gql, signIn, type TestGateway, UpstreamCounter } from './support.js';

/** The rows one upstream page holds at most (upstreamRows reads the whole result in pages of this many). */
const UPSTREAM_PAGE_ROWS = 10_000;

interface SortedReport {
  query: string;
  endpoint: string;
  orderType: string;
  order: { field: string; direction?: string };
  items: string;
}

const REPORTS: SortedReport[] = [
  {
    query: 'displayCheckDetail',
    endpoint: 'DispalyCheckDetail',
    orderType: 'CheckLineOrder',
    order: { field: 'STOCK_QTY', direction: 'DESC' },
    items: 'visitId stockQty',
  },
  {
    query: 'lowStockChecks',
    endpoint: 'DispalyCheckDetail_LowStock',
    orderType: 'CheckLineOrder',
    order: { field: 'STORE' },
    items: 'visitId',
  },
  {
    query: 'stockList',
    endpoint: 'StockLIST',
    orderType: 'StockOrder',
    order: { field: 'QUANTITY', direction: 'DESC' },
    items: 'quantity',
  },
  {
    query: 'storeVisits',
    endpoint: 'StoreVisitReport',
    orderType: 'StoreVisitOrder',
    order: { field: 'DURATION', direction: 'DESC' },
    items: 'id durationMinutes',
  },
];

const document = (report: SortedReport) => `query P($filter: ReportFilter, $limit: Int, $offset: Int,
  $orderBy: ${report.orderType}) { ${report.query}(filter: $filter, limit: $limit, offset: $offset, orderBy: $orderBy)
  { total items { ${report.items} } } }`;

describe('the pages of a sorted report', () => {
  let gateway: TestGateway;
  let admin: string;
  let manager: string;
  const filter = { fromDate: addDays(daysFromToday(0), -29), toDate: daysFromToday(0) };
  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig());
    [admin, manager] = await Promise.all([signIn(gateway, DEMO.admin), signIn(gateway, DEMO.manager)]);
  });
  afterAll(() => gateway?.close());

  const page = async (report: SortedReport, cookie: string, variables: Record<string, unknown>) => {
    const answer = await gql(gateway, document(report), { filter, orderBy: report.order, ...variables }, cookie);
    expect(answer.body.errors).toBeUndefined();
    return {
      ...(answer.body.data?.[report.query] as { total: number; items: unknown[] }),
      cost: (answer.body.extensions?.cost as { estimated: number }).estimated,
    };
  };
  /** The upstream calls one whole read of `total` rows makes (one in strict mode, where the base does not page). */
  const oneRead = (total: number) =>
    inject('servicesStrict') ? 1 : Math.max(1, Math.ceil(total / UPSTREAM_PAGE_ROWS));

  it.each(REPORTS)('$query: ten pages, one after another, make one upstream read', async (report) => {
    const counter = new UpstreamCounter(inject('servicesUrl'));
    try {
      const first = await page(report, admin, { limit: 20 });
      expect(first.total).toBeGreaterThan(20);
      const reads = oneRead(first.total);
      expect(counter.count(report.endpoint)).toBe(reads);
      const rest = [];
      for (let index = 1; index < 10; index++) rest.push(await page(report, admin, { limit: 20, offset: 20 * index }));
      expect(counter.count(report.endpoint)).toBe(reads);
      // The pages follow on: page 2 is the sorted whole's rows 21 to 40, as a page of 40 shows them.
      const forty = await page(report, admin, { limit: 40 });
      expect([...first.items, ...(rest[0]?.items ?? [])]).toEqual(forty.items);
      expect(counter.count(report.endpoint)).toBe(reads);
    } finally {
      counter.stop();
    }
  });

  it.each(REPORTS)('$query: a burst of pages at once makes one upstream read', async (report) => {
    const counter = new UpstreamCounter(inject('servicesUrl'));
    try {
      const order = { ...report.order, direction: report.order.direction === 'DESC' ? 'ASC' : 'DESC' };
      const pages = await Promise.all(
        Array.from({ length: 8 }, (_, index) =>
          page(report, manager, { limit: 25, offset: 25 * index, orderBy: order }),
        ),
      );
      expect(counter.count(report.endpoint)).toBe(oneRead(pages[0]!.total));
    } finally {
      counter.stop();
    }
  });

  it("does not lend one member's sorted read to another: each member's pages are read for them", async () => {
    const report = REPORTS[0]!;
    const order = { field: 'DISPLAYED_QTY' };
    const counter = new UpstreamCounter(inject('servicesUrl'));
    try {
      const mine = await page(report, admin, { limit: 10, orderBy: order });
      const reads = oneRead(mine.total);
      expect(counter.count(report.endpoint)).toBe(reads);
      const theirs = await page(report, manager, { limit: 10, orderBy: order });
      expect(counter.count(report.endpoint)).toBe(2 * reads);
      await page(report, manager, { limit: 10, offset: 10, orderBy: order });
      await page(report, admin, { limit: 10, offset: 10, orderBy: order });
      expect(counter.count(report.endpoint)).toBe(2 * reads);
      expect(theirs.total).toBe(mine.total);
    } finally {
      counter.stop();
    }
  });

  it('reads the whole again after a write that can change it: no change hidden behind the held order', async () => {
    const report = REPORTS[2]!;
    const order = { field: 'BRAND', direction: 'DESC' };
    const counter = new UpstreamCounter(inject('servicesUrl'));
    try {
      const first = await page(report, manager, { limit: 10, orderBy: order });
      const reads = oneRead(first.total);
      await page(report, manager, { limit: 10, offset: 10, orderBy: order });
      expect(counter.count(report.endpoint)).toBe(reads);
      // A write that reaches no stock line (a target of a month years ahead): the held whole answers on.
      const members = await gql(gateway, '{ targetMembers { id } brandOptions { id active } }', {}, manager);
      const lists = members.body.data as {
        targetMembers: { id: number }[];
        brandOptions: { id: number; active: boolean }[];
      };
      const saved = await gql(
        gateway,
        'mutation ($year: Int!, $targets: [TargetInput!]!) { setMonthlyTargets(year: $year, month: 5, type: ' +
          'QUANTITY, targets: $targets) { saved } }',
        {
          year: yearsAhead(13),
          targets: [
            {
              teamMemberId: lists.targetMembers[0]!.id,
              brandId: lists.brandOptions.find((brand) => brand.active)!.id,
              target: 5,
            },
          ],
        },
        manager,
      );
      expect(saved.body.data?.setMonthlyTargets).toEqual({ saved: 1 });
      await page(report, manager, { limit: 10, offset: 20, orderBy: order });
      expect(counter.count(report.endpoint)).toBe(reads);
      // A write that can change any report (a brand of its own, added and taken away): the whole is read again.
      const created = await gql(
        gateway,
        'mutation ($input: BrandInput!) { createBrand(input: $input) { id } }',
        { input: { name: `Sorted ${randomBytes(3).toString('hex')}` } },
        admin,
      );
      const brand = (created.body.data?.createBrand as { id: number }).id;
      await page(report, manager, { limit: 10, offset: 30, orderBy: order });
      expect(counter.count(report.endpoint)).toBe(2 * reads);
      await gql(gateway, 'mutation ($id: Int!) { removeBrand(id: $id) }', { id: brand }, admin);
    } finally {
      counter.stop();
    }
  });

  it('costs a sorted page the whole read it may make, on every page', async () => {
    const report = REPORTS[0]!;
    const unsorted = await page(report, admin, { limit: 20, orderBy: null });
    const first = await page(report, admin, { limit: 20 });
    const second = await page(report, admin, { limit: 20, offset: 20 });
    expect(first.cost).toBeGreaterThanOrEqual(unsorted.cost + UPSTREAM_PAGE_ROWS);
    expect(second.cost).toBe(first.cost);
  });
});
