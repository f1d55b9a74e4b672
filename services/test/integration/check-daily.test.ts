// The daily roll-up of display checks (migration 020): after the seed and after every kind of write
// (lines added, changed and removed, a visit moved, a product moved to another brand) it equals a
// recomputation from the lines, and the Summary, By Date and Trend reports read from it answer exactly
// what the same reports over the lines answer, under every filter. On a small seed of its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkHandlers } from '../../src/domains/store-checks/checks.routes.js';
import type { Db } from '../../src/platform/db/db.js';
import { migrate } from '../../src/platform/db/migrate.js';
import type { Query } from '../../src/platform/http/handlers.js';
import { filterCondition, readReportFilter } from '../../src/platform/http/report-filter.js';
import { seedDemo } from '../../src/seed/seed.js';
import { scratchDatabase } from './scratch-db.js';

const RECOMPUTED = `select v.visit_date, v.store_id, coalesce(p.brand_id, 0) as brand_id,
  count(distinct v.visit_id)::int as visits,
  count(*)::int as lines, sum(l.displayed_qty)::bigint as displayed_qty, sum(l.stock_qty)::bigint as stock_qty,
  (count(*) filter (where l.low_stock))::int as low_stock_lines
  from display_check_lines l join visits v on v.visit_id = l.visit_id join products p on p.product_id = l.product_id
  group by grouping sets ((v.visit_date, v.store_id, p.brand_id), (v.visit_date, v.store_id))`;
const STORED = `select visit_date, store_id, brand_id, visits, lines, displayed_qty, stock_qty, low_stock_lines
  from display_check_daily`;

/** The rows of the roll-up that a recomputation does not give, and the other way round: both empty. */
async function drift(db: Db): Promise<unknown[]> {
  return db.query(`(${STORED} except ${RECOMPUTED}) union all (${RECOMPUTED} except ${STORED})`);
}

const MEASURES = `count(distinct v.visit_id)::int as "Visits", count(distinct v.store_id)::int as "Stores",
  count(*)::int as "Lines",
  coalesce(sum(l.displayed_qty), 0)::int as "DisplayedQty", coalesce(sum(l.stock_qty), 0)::int as "StockQty",
  count(*) filter (where l.low_stock)::int as "LowStockLines"`;
const WEEK = `extract(isoyear from v.visit_date)::int as "Year", extract(week from v.visit_date)::int as "WeekNo",
  to_char(date_trunc('week', v.visit_date), 'YYYY-MM-DD') as "FromDate"`;

/** The three reports as they were computed before the roll-up: over every line. */
function overLines(db: Db, query: Query, endpoint: string) {
  const { where, params } = filterCondition(readReportFilter(query), 'v.visit_date');
  const from = `from display_check_lines l join visits v on v.visit_id = l.visit_id
    join stores s on s.store_id = v.store_id join products p on p.product_id = l.product_id where ${where}`;
  const sql: Record<string, string> = {
    DispalyCheckSummary: `select p.brand_id as "BrandID", ${MEASURES} ${from} group by p.brand_id order by p.brand_id`,
    DisplayCheck_BYDATE: `select to_char(v.visit_date, 'YYYY-MM-DD') as "VisitDate", ${MEASURES} ${from}
      group by v.visit_date order by v.visit_date`,
    DisplayCheck_Trend: `select ${WEEK}, p.brand_id as "BrandID", ${MEASURES} ${from}
      group by 1, 2, 3, p.brand_id order by 1, 2, p.brand_id`,
  };
  return db.query(sql[endpoint] ?? '', params);
}

const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);

describe('the daily roll-up of display checks', () => {
  let db: Db;
  beforeAll(async () => {
    db = await scratchDatabase('check_daily');
    await migrate(db);
    // A fifth of the demo data: every kind of row, seeded in a fraction of the time.
    await seedDemo(db, 0.2);
  }, 600_000);
  afterAll(() => db?.close());

  it('equals a recomputation from the lines after the seed', async () => {
    expect((await db.query<{ n: number }>('select count(*)::int as n from display_check_daily'))[0]?.n).toBeGreaterThan(
      0,
    );
    expect(await drift(db)).toEqual([]);
  });

  it('answers Summary, By Date and Trend exactly as the lines do, under every filter', async () => {
    const [store] = await db.query<{ store_id: number; region_id: number; city_id: number; grade_id: number }>(
      `select s.store_id, s.region_id, s.city_id, s.grade_id
       from visits v join stores s using (store_id) order by v.visit_id limit 1`,
    );
    const filters: Query[] = [
      {},
      { FromDate: day(179), ToDate: day(0) },
      { FromDate: day(179), ToDate: day(0), RegionID: store?.region_id },
      { FromDate: day(90), ToDate: day(10), BrandID: 3 },
      { FromDate: day(179), ToDate: day(0), ManagerID: 2 },
      { FromDate: day(179), ToDate: day(0), StoreID: store?.store_id },
      { FromDate: day(60), ToDate: day(0), CityID: store?.city_id, GradeID: store?.grade_id },
      { FromDate: day(179), ToDate: day(0), ProductCategoryID: 2 },
    ];
    for (const endpoint of ['DispalyCheckSummary', 'DisplayCheck_BYDATE', 'DisplayCheck_Trend'] as const) {
      for (const query of filters) {
        const answer = (await checkHandlers[endpoint]!(query, { db })) as { data: unknown[] };
        expect(answer.data, `${endpoint} ${JSON.stringify(query)}`).toEqual(await overLines(db, query, endpoint));
      }
    }
  });

  it('is kept by every write: lines added, changed and removed, a visit moved, a product rebranded', async () => {
    const [visit] = await db.query<{ visit_id: number; store_id: number; team_member_id: number }>(
      'select visit_id, store_id, team_member_id from visits order by visit_id desc limit 1',
    );
    const [added] = await db.query<{ visit_id: number }>(
      `insert into visits (store_id, team_member_id, visit_date) values ($1, $2, $3) returning visit_id`,
      [visit!.store_id, visit!.team_member_id, day(1)],
    );
    await db.query(
      `insert into display_check_lines (visit_id, product_id, displayed_qty, stock_qty)
       select $1, product_id, 7, 3 from products order by product_id limit 4`,
      [added!.visit_id],
    );
    expect(await drift(db)).toEqual([]);
    await db.query('update display_check_lines set stock_qty = 40 where visit_id = $1 and stock_qty = 3', [
      added!.visit_id,
    ]);
    expect(await drift(db)).toEqual([]);
    await db.query('update visits set visit_date = $2 where visit_id = $1', [added!.visit_id, day(2)]);
    expect(await drift(db)).toEqual([]);
    const [product] = await db.query<{ product_id: number; brand_id: number }>(
      'select product_id, brand_id from products order by product_id limit 1',
    );
    const [other] = await db.query<{ brand_id: number }>('select brand_id from brands where brand_id <> $1 limit 1', [
      product!.brand_id,
    ]);
    await db.query('update products set brand_id = $2 where product_id = $1', [product!.product_id, other!.brand_id]);
    expect(await drift(db)).toEqual([]);
    await db.query('delete from display_check_lines where visit_id = $1', [added!.visit_id]);
    await db.query('delete from visits where visit_id = $1', [added!.visit_id]);
    expect(await drift(db)).toEqual([]);
  });
});
