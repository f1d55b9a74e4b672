// No silent truncation: over a year of demo data every report list answers its true total (the
// Summary's line count), every row can be reached by paging, and the CSV export carries every row.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, gql, signIn, type TestGateway } from './support.js';

const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
const YEAR = { fromDate: day(365), toDate: day(0) };
const PAGE = 10_000;

const DETAIL = `query Detail($filter: ReportFilter, $limit: Int, $offset: Int) {
  displayCheckDetail(filter: $filter, limit: $limit, offset: $offset) { total totals { lines lowStockLines } items {
  visitId visitDate } } }`;
const LOW = `query Low($filter: ReportFilter, $limit: Int, $offset: Int) {
  lowStockChecks(filter: $filter, limit: $limit, offset: $offset) { total totals { lines } items { visitId } } }`;
const SUMMARY =
  'query Summary($filter: ReportFilter) { displayCheckSummary(filter: $filter) { lines lowStockLines visits } }';
const VISITS = `query Visits($filter: ReportFilter, $limit: Int, $offset: Int) {
  storeVisits(filter: $filter, limit: $limit, offset: $offset) { total items { id } } }`;
const BY_DATE = 'query ByDate($filter: ReportFilter) { displayChecksByDate(filter: $filter) { visits } }';

interface LinePage {
  total: number;
  totals: { lines: number; lowStockLines: number };
  items: { visitId: number; visitDate: string }[];
}

describe('true totals and every row reachable over a year', () => {
  let gateway: TestGateway;
  let admin: string;
  let summary: { lines: number; lowStockLines: number; visits: number };
  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig());
    admin = await signIn(gateway, DEMO.admin);
    const rows = (await gql(gateway, SUMMARY, { filter: YEAR }, admin)).body.data?.displayCheckSummary as {
      lines: number;
      lowStockLines: number;
      visits: number;
    }[];
    summary = rows.reduce(
      (sum, row) => ({
        lines: sum.lines + row.lines,
        lowStockLines: sum.lowStockLines + row.lowStockLines,
        visits: sum.visits + row.visits,
      }),
      { lines: 0, lowStockLines: 0, visits: 0 },
    );
  });
  afterAll(() => gateway?.close());

  it('Detail answers the Summary line count and pages to its last row', async () => {
    expect(summary.lines).toBeGreaterThan(PAGE * 2);
    const first = await gql(gateway, DETAIL, { filter: YEAR, limit: 5 }, admin);
    expect(first.body.errors).toBeUndefined();
    const page = first.body.data?.displayCheckDetail as LinePage;
    expect(page.total).toBe(summary.lines);
    expect(page.totals.lines).toBe(summary.lines);
    expect(page.totals.lowStockLines).toBe(summary.lowStockLines);
    const lastOffset = summary.lines - 3;
    const last = (await gql(gateway, DETAIL, { filter: YEAR, limit: PAGE, offset: lastOffset }, admin)).body;
    expect(last.errors).toBeUndefined();
    const tail = last.data?.displayCheckDetail as LinePage;
    expect(tail.items).toHaveLength(3);
    expect(tail.total).toBe(summary.lines);
    // Newest first: the last row is the oldest line of the range.
    expect(tail.items.at(-1)!.visitDate <= page.items[0]!.visitDate).toBe(true);
  });

  it('a page size stays bounded: more than 10,000 rows a page is refused', async () => {
    const answer = await gql(gateway, DETAIL, { filter: YEAR, limit: PAGE + 1 }, admin);
    expect(answer.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('low stock and store visits answer their true totals', async () => {
    const low = (await gql(gateway, LOW, { filter: YEAR, limit: 1 }, admin)).body.data?.lowStockChecks as LinePage;
    expect(low.total).toBe(summary.lowStockLines);
    const days = (await gql(gateway, BY_DATE, { filter: YEAR }, admin)).body.data?.displayChecksByDate as {
      visits: number;
    }[];
    const visitsChecked = days.reduce((sum, row) => sum + row.visits, 0);
    const visits = (await gql(gateway, VISITS, { filter: YEAR, limit: 1, offset: visitsChecked - 1 }, admin)).body;
    expect(visits.errors).toBeUndefined();
    const visitPage = visits.data?.storeVisits as { total: number; items: unknown[] };
    expect(visitPage.total).toBe(visitsChecked);
    expect(visitPage.items).toHaveLength(1);
  });

  it('the CSV export over the year has the total plus a header line', async () => {
    const answer = await request(gateway.app.server)
      .post('/api/export.csv')
      .set('content-type', 'application/json')
      .set('cookie', admin)
      .send({
        query: `query { displayCheckDetail(filter: { fromDate: "${YEAR.fromDate}", toDate: "${YEAR.toDate}" },
          limit: 10000) { items { visitId visitDate product { code } } } }`,
      });
    expect(answer.status).toBe(200);
    const lines = answer.text.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('\uFEFFvisitId,visitDate,product.code');
    expect(lines).toHaveLength(summary.lines + 1);
  });
});
