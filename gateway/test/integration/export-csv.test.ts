// CSV of any list query for scripts (POST /api/export.csv): the same rows as the JSON answer, the
// same session and page checks, and bad requests refused before any upstream call.
import { parse } from 'csv-parse/sync';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { daysFromToday } from '../../../tests/support/business-day.js';
import { createGateway } from '../../src/index.js';
import { EXPORT_PAGE_ROWS } from '../../src/platform/exports/export-csv.js';
import { DEMO, gatewayConfig, gql, signIn, type TestGateway, UpstreamCounter } from './support.js';

/** The rows of a CSV answer, read by an independent parser; the file must start with a byte-order mark. */
function parseCsv(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  return parse(text, { bom: true, relax_column_count: false }) as string[][];
}

describe('CSV export of list queries', () => {
  let gateway: TestGateway;
  let admin: string;
  const exportCsv = (body: object, cookie?: string) => {
    let call = request(gateway.app.server).post('/api/export.csv').set('content-type', 'application/json');
    if (cookie) call = call.set('cookie', cookie);
    return call.send(body);
  };

  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig());
    admin = await signIn(gateway, DEMO.admin);
  });
  afterAll(() => gateway?.close());

  it('returns a { total, items } page as CSV: nested names as dotted columns, row for row as the JSON', async () => {
    const query =
      'query ($f: StoreFilter) { stores(filter: $f, limit: 2000) { total items { code name active region { name } ' +
      'grade { name } } } }';
    const variables = { f: { regionId: 1 } };
    const json = (await gql(gateway, query, variables, admin)).body.data?.stores as {
      total: number;
      items: {
        code: string;
        name: string;
        active: boolean;
        region: { name: string } | null;
        grade: { name: string } | null;
      }[];
    };
    const answer = await exportCsv({ query, variables }, admin);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="stores.csv"');
    const [header, ...rows] = parseCsv(answer.text);
    expect(header).toEqual(['code', 'name', 'active', 'region.name', 'grade.name']);
    expect(rows).toHaveLength(json.total);
    expect(rows).toEqual(
      json.items.map((store) => [
        store.code,
        store.name,
        String(store.active),
        store.region?.name ?? '',
        store.grade?.name ?? '',
      ]),
    );
  });

  it('exports a plain list field (a report) the same way', async () => {
    // Nearly a year up to the business's today (a report covers at most 366 days), the demo data's 180 days in it.
    const filter = `fromDate: "${daysFromToday(-356)}", toDate: "${daysFromToday(0)}"`;
    const query = `{ displayChecksByDate(filter: { ${filter} }) { date visits lowStockRate } }`;
    const json = (await gql(gateway, query, {}, admin)).body;
    expect(json.errors).toBeUndefined();
    const answer = await exportCsv({ query }, admin);
    expect(answer.status).toBe(200);
    const [header, ...rows] = parseCsv(answer.text);
    expect(header).toEqual(['date', 'visits', 'lowStockRate']);
    const days = json.data?.displayChecksByDate as { date: string; visits: number; lowStockRate: number }[];
    expect(days.length).toBeGreaterThan(0);
    expect(rows).toEqual(days.map((day) => [day.date, String(day.visits), String(day.lowStockRate)]));
  });

  it('applies the same session and page checks as /graphql', async () => {
    const query = '{ stores { items { code } } }';
    const anonymous = await exportCsv({ query });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.errors[0]).toMatchObject({
      message: 'You are not signed in',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    const promoter = await signIn(gateway, DEMO.promoter);
    const refused = await exportCsv({ query }, promoter);
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(refused.text).not.toContain('code\r\n');
  });

  it('picks its own page size when the query names no limit: a few pages, not one per 50 rows', async () => {
    const storeTotal = async () =>
      ((await gql(gateway, '{ stores(limit: 1) { total } }', {}, admin)).body.data?.stores as { total: number }).total;
    // Files beside this one add and remove stores of their own: the export is compared with the totals read just
    // before and after it, and made again (three times at most) until no store came or went meanwhile.
    let before = 0;
    let after = -1;
    let rows = 0;
    let storeListCalls = 0;
    for (let attempt = 1; attempt <= 3 && before !== after; attempt++) {
      before = await storeTotal();
      const counter = new UpstreamCounter(inject('servicesUrl'));
      try {
        const answer = await exportCsv({ query: '{ stores { items { code } } }' }, admin);
        expect(answer.status).toBe(200);
        rows = parseCsv(answer.text).length - 1;
        storeListCalls = counter.count('StoreList');
      } finally {
        counter.stop();
      }
      after = await storeTotal();
    }
    expect(before).toBeGreaterThan(1000);
    expect(rows).toBeGreaterThanOrEqual(Math.min(before, after));
    expect(rows).toBeLessThanOrEqual(Math.max(before, after));
    // The field's default page (50 rows) would be one upstream call per 50 stores.
    expect(storeListCalls).toBeLessThanOrEqual(Math.ceil(rows / EXPORT_PAGE_ROWS) + 1);
  });

  it('keeps the page size a query names (limit), as its script chose', async () => {
    const counter = new UpstreamCounter(inject('servicesUrl'));
    try {
      const answer = await exportCsv(
        { query: '{ stores(filter: { regionId: 1 }, limit: 100) { items { code } } }' },
        admin,
      );
      expect(answer.status).toBe(200);
      const rows = parseCsv(answer.text).length - 1;
      expect(rows).toBeGreaterThan(100);
      expect(counter.count('StoreList')).toBeGreaterThanOrEqual(Math.ceil(rows / 100));
    } finally {
      counter.stop();
    }
  });

  it('refuses mutations, several fields, non-lists and malformed bodies before any upstream call', async () => {
    const counter = new UpstreamCounter(inject('servicesUrl'));
    try {
      const cases: [object, number, string][] = [
        [{ query: 'mutation { removeBrand(id: 1) }' }, 400, 'Only queries can be exported as CSV'],
        [
          { query: '{ brands { id } regions { id } }' },
          400,
          'Export one list at a time: select exactly one top-level field',
        ],
        [{ query: '{ brands { id' }, 400, 'Syntax Error'],
        [{ query: 42 }, 400, 'Send the query as JSON'],
        [{ query: '{ brands { id } }', variables: [1] }, 400, 'variables must be an object'],
        [
          { query: 'query A { brands { id } } query B { regions { id } }' },
          400,
          'Name the operation to export (operationName)',
        ],
        [{ query: `{ brands { ${'id '.repeat(8000)} } }` }, 400, 'characters'],
      ];
      for (const [body, status, message] of cases) {
        const answer = await exportCsv(body, admin);
        expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(status);
        expect(answer.body.errors[0].message).toContain(message);
      }
      expect(counter.calls).toEqual([]);
    } finally {
      counter.stop();
    }
    const notAList = await exportCsv({ query: '{ me { login } }' }, admin);
    expect(notAList.status).toBe(400);
    expect(notAList.body.errors[0].message).toContain('me is not a list');
  });

  it('refuses a body that is not JSON (no cross-site form posts)', async () => {
    const answer = await request(gateway.app.server)
      .post('/api/export.csv')
      .set('cookie', admin)
      .set('content-type', 'application/x-www-form-urlencoded')
      .send('query=%7B+brands+%7B+id+%7D+%7D');
    expect(answer.status).toBe(415);
  });
});
