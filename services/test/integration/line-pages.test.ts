// Detail and Stock Report a page at a time: the page read from the newest days that hold it (found from the daily
// roll-up's line counts) and Detail's measures read from the roll-up answer byte for byte what the whole window's
// lines answer, under every filter and page, after the seed and after every kind of write that moves the roll-up
// (lines added, changed and removed, a visit moved, a product moved to another brand). On a small seed of its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkHandlers } from '../../src/domains/store-checks/checks.routes.js';
import { lineListSql } from '../../src/domains/store-checks/line-pages.js';
import type { Db } from '../../src/platform/db/db.js';
import { migrate } from '../../src/platform/db/migrate.js';
import { lines, MEASURES } from '../../src/platform/db/over-rows.js';
import { businessDay } from '../../src/platform/http/business-day.js';
import { type JsonList, ok } from '../../src/platform/http/envelope.js';
import type { Query } from '../../src/platform/http/handlers.js';
import { seedDemo } from '../../src/seed/seed.js';
import { scratchDatabase } from './scratch-db.js';

const ENDPOINTS = ['DispalyCheckDetail', 'DispalyCheckDetail_LowStock'] as const;

/** The page as it is read over every line of the window: the rows sorted whole, counted and measured. */
async function overLines(db: Db, query: Query, lowStockOnly: boolean) {
  const list = lineListSql(query, lowStockOnly);
  const next = list.params.length + 1;
  const rows = await db.query(`${list.sql} ${list.order} limit $${next} offset $${next + 1}`, [
    ...list.params,
    Number(query.Limit),
    Number(query.Offset ?? 0),
  ]);
  const [totals] = await lines(db, query, MEASURES, '', lowStockOnly ? 'and l.low_stock' : '');
  return { ...ok(rows), total: (totals as { Lines: number }).Lines, totals };
}

const today = businessDay();
const day = (offset: number) => new Date(Date.parse(today) - offset * 86_400_000).toISOString().slice(0, 10);

describe('Detail and Stock Report a page at a time', () => {
  let db: Db;
  let filters: Query[];
  beforeAll(async () => {
    db = await scratchDatabase('line_pages');
    await migrate(db);
    // A fifth of the demo data: every kind of row, seeded in a fraction of the time.
    await seedDemo(db, 0.2);
    const [store] = await db.query<{ store_id: number; region_id: number; city_id: number; grade_id: number }>(
      `select s.store_id, s.region_id, s.city_id, s.grade_id
       from visits v join stores s using (store_id) order by v.visit_id desc limit 1`,
    );
    filters = [
      {},
      { FromDate: day(179), ToDate: day(0) },
      { FromDate: day(29), ToDate: day(0), RegionID: store!.region_id },
      { FromDate: day(90), ToDate: day(10), BrandID: 3 },
      { FromDate: day(179), ToDate: day(0), ManagerID: 2 },
      { FromDate: day(179), ToDate: day(0), BrandID: 3, ManagerID: 2 },
      { FromDate: day(179), ToDate: day(0), StoreID: store!.store_id },
      { FromDate: day(60), ToDate: day(0), CityID: store!.city_id, GradeID: store!.grade_id },
      { FromDate: day(179), ToDate: day(0), ProductCategoryID: 2 },
      { FromDate: day(3), ToDate: day(3) },
    ];
  }, 600_000);
  afterAll(() => db?.close());

  const pages: Query[] = [
    { Limit: 50, Offset: 0 },
    { Limit: 1, Offset: 0 },
    { Limit: 20, Offset: 75 },
    { Limit: 200, Offset: 1500 },
    { Limit: 50, Offset: 1_000_000 },
  ];

  /** Every endpoint, filter and page: the answer is the whole window's, byte for byte. */
  async function expectAsOverLines() {
    for (const endpoint of ENDPOINTS)
      for (const filter of filters)
        for (const page of pages) {
          const query = { ...filter, ...page };
          const answer = await checkHandlers[endpoint]!(query, { db });
          const expected = await overLines(db, query, endpoint === 'DispalyCheckDetail_LowStock');
          expect(JSON.stringify(answer), `${endpoint} ${JSON.stringify(query)}`).toBe(JSON.stringify(expected));
        }
  }

  it('answers every page and its measures as the lines of the whole window do, after the seed', async () => {
    await expectAsOverLines();
  });

  it('writes every line, unpaged, as the rows of the whole window written out', async () => {
    for (const endpoint of ENDPOINTS)
      for (const filter of filters) {
        const answer = (await checkHandlers[endpoint]!(filter, { db })) as JsonList;
        const list = lineListSql(filter, endpoint === 'DispalyCheckDetail_LowStock');
        const rows = await db.query(`${list.sql} ${list.order}`, list.params);
        expect(answer.text, `${endpoint} ${JSON.stringify(filter)}`).toBe(JSON.stringify(ok(rows)));
      }
  });

  it('still does after lines are added, changed and removed, a visit moved and a product rebranded', async () => {
    const [visit] = await db.query<{ store_id: number; team_member_id: number }>(
      'select store_id, team_member_id from visits order by visit_id desc limit 1',
    );
    const [added] = await db.query<{ visit_id: number }>(
      'insert into visits (store_id, team_member_id, visit_date) values ($1, $2, $3) returning visit_id',
      [visit!.store_id, visit!.team_member_id, day(0)],
    );
    await db.query(
      `insert into display_check_lines (visit_id, product_id, displayed_qty, stock_qty)
       select $1, product_id, 7, 3 from products order by product_id limit 60`,
      [added!.visit_id],
    );
    await expectAsOverLines();
    await db.query('update display_check_lines set stock_qty = 40 where visit_id = $1 and product_id % 2 = 0', [
      added!.visit_id,
    ]);
    await expectAsOverLines();
    await db.query('update visits set visit_date = $2 where visit_id = $1', [added!.visit_id, day(2)]);
    await expectAsOverLines();
    const [product] = await db.query<{ product_id: number; brand_id: number }>(
      'select product_id, brand_id from products order by product_id limit 1',
    );
    await db.query('update products set brand_id = case when brand_id = 3 then 4 else 3 end where product_id = $1', [
      product!.product_id,
    ]);
    await expectAsOverLines();
    await db.query('delete from display_check_lines where visit_id = $1 and product_id % 3 = 0', [added!.visit_id]);
    await expectAsOverLines();
  });
});
