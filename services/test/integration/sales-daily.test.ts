// The daily roll-up of sales (migration 022): after the seed and after every kind of write (sales
// added, changed and removed, a product moved to another brand or category) it equals a recomputation
// from the sales, and DailySales read from it answers exactly what the old query over every sale
// answers, under every filter and after writes; so do the dashboard's cards (checks' roll-up too).
// On a small seed of its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesHandlers } from '../../src/domains/sales/sales.routes.js';
import type { Db } from '../../src/platform/db/db.js';
import { migrate } from '../../src/platform/db/migrate.js';
import { OVER_ROWS } from '../../src/platform/db/over-rows.js';
import type { Query } from '../../src/platform/http/handlers.js';
import { seedDemo } from '../../src/seed/seed.js';
import { scratchDatabase } from './scratch-db.js';

const RECOMPUTED = `select sa.sale_date, sa.store_id, p.brand_id, p.product_category_id, count(*)::int as lines,
  sum(sa.quantity)::bigint as quantity, sum(sa.value) as value
  from sales sa join products p on p.product_id = sa.product_id
  group by sa.sale_date, sa.store_id, p.brand_id, p.product_category_id`;
const STORED = 'select sale_date, store_id, brand_id, product_category_id, lines, quantity, value from sales_daily';

/** The rows of the roll-up that a recomputation does not give, and the other way round: both empty. */
const drift = (db: Db) => db.query(`(${STORED} except ${RECOMPUTED}) union all (${RECOMPUTED} except ${STORED})`);

const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);

describe('the daily roll-up of sales', () => {
  let db: Db;
  let filters: Query[] = [];
  beforeAll(async () => {
    db = await scratchDatabase('sales_daily');
    await migrate(db);
    // A fifth of the demo data: every kind of row, seeded in a fraction of the time.
    await seedDemo(db, 0.2);
    const [sale] = await db.query<{ store_id: number; region_id: number; city_id: number; grade_id: number }>(
      `select s.store_id, s.region_id, s.city_id, s.grade_id, s.channel_id
       from sales sa join stores s using (store_id) order by sa.sale_id limit 1`,
    );
    filters = [
      {},
      { FromDate: day(179), ToDate: day(0) },
      { FromDate: day(179), ToDate: day(0), RegionID: sale?.region_id },
      { FromDate: day(90), ToDate: day(10), BrandID: 3 },
      { FromDate: day(179), ToDate: day(0), ManagerID: 2 },
      { FromDate: day(179), ToDate: day(0), StoreID: sale?.store_id },
      { FromDate: day(60), ToDate: day(0), CityID: sale?.city_id, GradeID: sale?.grade_id },
      { FromDate: day(179), ToDate: day(0), ProductCategoryID: 2 },
      { FromDate: day(120), ToDate: day(30), ChannelID: 1, BrandID: 1 },
      { FromDate: day(30), ToDate: day(0), BrandID: 2, RegionID: sale?.region_id },
    ];
  }, 600_000);
  afterAll(() => db?.close());

  /** DailySales under every filter, against the old query over every sale. */
  async function expectSameAnswers() {
    for (const query of filters) {
      const answer = (await salesHandlers.DailySales!(query, { db })) as { data: unknown[] };
      expect(JSON.stringify(answer.data), JSON.stringify(query)).toBe(
        JSON.stringify(await OVER_ROWS.DailySales(db, query)),
      );
      // The dashboard's cards read both roll-ups (and the check lines' one): the same figures as every row.
      const cards = (await salesHandlers.DashboardCards!(query, { db })) as { data: unknown };
      expect(cards.data, JSON.stringify(query)).toEqual(await OVER_ROWS.DashboardCards(db, query));
    }
  }

  it('equals a recomputation from the sales after the seed', async () => {
    expect((await db.query<{ n: number }>('select count(*)::int as n from sales_daily'))[0]?.n).toBeGreaterThan(0);
    expect(await drift(db)).toEqual([]);
  });

  it('answers DailySales and DashboardCards exactly as the sales and lines do, under every filter', async () => {
    const cards = (await salesHandlers.DashboardCards!(filters[1]!, { db })) as { data: Record<string, number> };
    expect(cards.data.Visits).toBeGreaterThan(0);
    expect(cards.data.LowStockLines).toBeGreaterThan(0);
    const wide = (await salesHandlers.DailySales!(filters[1]!, { db })) as { data: unknown[] };
    expect(wide.data.length).toBeGreaterThan(100);
    await expectSameAnswers();
  });

  it('is kept by every write: sales added, changed, removed; a product moved to another brand, category', async () => {
    const [sale] = await db.query<{ store_id: number; team_member_id: number; product_id: number }>(
      'select store_id, team_member_id, product_id from sales order by sale_id desc limit 1',
    );
    const added = await db.query<{ sale_id: number }>(
      `insert into sales (sale_date, store_id, team_member_id, product_id, quantity, value)
       values ($1, $2, $3, $4, 3, 12.34), ($5, $2, $3, $4, 2, 0.01) returning sale_id`,
      [day(1), sale!.store_id, sale!.team_member_id, sale!.product_id, day(40)],
    );
    expect(await drift(db)).toEqual([]);
    await expectSameAnswers();
    const ids = added.map((row) => row.sale_id);
    await db.query('update sales set value = value + 0.05, quantity = 9 where sale_id = $1', [ids[0]!]);
    await db.query('update sales set sale_date = $2 where sale_id = $1', [ids[1]!, day(2)]);
    expect(await drift(db)).toEqual([]);
    const [product] = await db.query<{ product_id: number; brand_id: number; product_category_id: number }>(
      'select product_id, brand_id, product_category_id from products where product_id = $1',
      [sale!.product_id],
    );
    const [other] = await db.query<{ brand_id: number }>('select brand_id from brands where brand_id <> $1 limit 1', [
      product!.brand_id,
    ]);
    await db.query('update products set brand_id = $2 where product_id = $1', [product!.product_id, other!.brand_id]);
    expect(await drift(db)).toEqual([]);
    const [category] = await db.query<{ id: number }>(
      'select product_category_id as id from product_categories where product_category_id <> $1 limit 1',
      [product!.product_category_id],
    );
    await db.query('update products set product_category_id = $2 where product_id = $1', [
      product!.product_id,
      category!.id,
    ]);
    expect(await drift(db)).toEqual([]);
    await expectSameAnswers();
    await db.query('delete from sales where sale_id = any($1::int[])', [`{${ids.join(',')}}`]);
    expect(await drift(db)).toEqual([]);
    await expectSameAnswers();
  });
});
