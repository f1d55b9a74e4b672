// The roll-ups without the store (migration 023): after the seed and after every kind of write (lines,
// visits, sales, a product rebranded, a store moved to another city, channel or grade) they equal a
// recomputation from the store-grain roll-ups, the reports read them when the filters allow it, and
// Summary, By Date, Trend and DailySales answer byte for byte what the old queries over every row answer,
// over several windows and filters. On a small seed of its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesHandlers } from '../../src/domains/sales/sales.routes.js';
import { checkHandlers } from '../../src/domains/store-checks/checks.routes.js';
import type { Db } from '../../src/platform/db/db.js';
import { migrate } from '../../src/platform/db/migrate.js';
import { OVER_ROWS } from '../../src/platform/db/over-rows.js';
import type { Query } from '../../src/platform/http/handlers.js';
import { seedDemo } from '../../src/seed/seed.js';
import { scratchDatabase } from './scratch-db.js';

const GRAINS = `grouping sets ((), (s.region_id, s.city_id), (s.channel_id), (s.grade_id))`;
const GRAIN = `case when grouping(s.city_id) = 0 then 'city' when grouping(s.channel_id) = 0 then 'channel'
  when grouping(s.grade_id) = 0 then 'grade' else 'all' end`;
const ATTRS = 'coalesce(s.region_id, 0), coalesce(s.city_id, 0), coalesce(s.channel_id, 0), coalesce(s.grade_id, 0)';
const CHECKS_RECOMPUTED = `select ${GRAIN}, d.visit_date, d.brand_id, ${ATTRS}, sum(d.visits)::int,
  count(distinct d.store_id)::int, sum(d.lines)::int, sum(d.displayed_qty)::bigint, sum(d.stock_qty)::bigint,
  sum(d.low_stock_lines)::int
  from display_check_daily d join stores s on s.store_id = d.store_id group by d.visit_date, d.brand_id, ${GRAINS}`;
const CHECKS_STORED = `select grain, visit_date, brand_id, region_id, city_id, channel_id, grade_id, visits, stores,
  lines, displayed_qty, stock_qty, low_stock_lines from display_check_attr_daily`;
const SALES_RECOMPUTED = `select ${GRAIN}, d.sale_date, coalesce(d.brand_id, 0), coalesce(d.product_category_id, 0),
  ${ATTRS}, sum(d.lines)::int, count(distinct d.store_id)::int, sum(d.quantity)::bigint, sum(d.value)
  from sales_daily d join stores s on s.store_id = d.store_id
  group by d.sale_date, cube(d.brand_id, d.product_category_id), ${GRAINS}`;
const SALES_STORED = `select grain, sale_date, brand_id, product_category_id, region_id, city_id, channel_id, grade_id,
  lines, stores, quantity, value from sales_attr_daily`;

// Distinct stores per whole week (024), recomputed from the store grain.
const WEEKLY_RECOMPUTED = `select ${GRAIN}, date_trunc('week', d.visit_date)::date, d.brand_id, ${ATTRS},
  count(distinct d.store_id)::int from display_check_daily d join stores s on s.store_id = d.store_id
  group by date_trunc('week', d.visit_date)::date, d.brand_id, ${GRAINS}`;
const WEEKLY_STORED = `select grain, monday, brand_id, region_id, city_id, channel_id, grade_id, stores
  from display_check_attr_weekly`;

// Each store-grain row's previous visit day of its store and brand (025), recomputed; '-infinity' for the first.
const PREVIOUS_RECOMPUTED = `select visit_date, store_id, brand_id,
  lag(visit_date, 1, '-infinity') over (partition by store_id, brand_id order by visit_date) from display_check_daily`;
const PREVIOUS_STORED = 'select visit_date, store_id, brand_id, prev_visit_date from display_check_daily';

const except = (a: string, b: string) => `(${a} except ${b}) union all (${b} except ${a})`;
/** Rows the roll-ups hold that a recomputation does not give, and the other way round: both empty. */
async function drift(db: Db) {
  return [
    ...(await db.query(except(CHECKS_STORED, CHECKS_RECOMPUTED))),
    ...(await db.query(except(SALES_STORED, SALES_RECOMPUTED))),
    ...(await db.query(except(WEEKLY_STORED, WEEKLY_RECOMPUTED))),
    ...(await db.query(except(PREVIOUS_STORED, PREVIOUS_RECOMPUTED))),
  ];
}

const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
/** The Monday of the ISO week `offset` days ago, plus `plus` days: windows on and off week edges. */
const weekDay = (offset: number, plus: number) => {
  const at = new Date(Date.now() - offset * 86_400_000);
  const monday = at.getTime() - ((at.getUTCDay() + 6) % 7) * 86_400_000;
  return new Date(monday + plus * 86_400_000).toISOString().slice(0, 10);
};
const ENDPOINTS = ['DispalyCheckSummary', 'DisplayCheck_BYDATE', 'DisplayCheck_Trend', 'DailySales'] as const;
const handlers = { ...checkHandlers, ...salesHandlers };

describe('the daily roll-ups without the store', () => {
  let db: Db;
  let filters: Query[] = [];
  let store: { store_id: number; region_id: number; city_id: number; channel_id: number; grade_id: number };
  beforeAll(async () => {
    db = await scratchDatabase('attr_daily');
    await migrate(db);
    // A fifth of the demo data: every kind of row, seeded in a fraction of the time.
    await seedDemo(db, 0.2);
    [store] = (await db.query(
      `select s.store_id, s.region_id, s.city_id, s.channel_id, s.grade_id
       from visits v join stores s using (store_id) order by v.visit_id limit 1`,
    )) as [typeof store];
    const wide = { FromDate: day(179), ToDate: day(0) };
    filters = [
      {},
      wide,
      { FromDate: day(30), ToDate: day(0) },
      { FromDate: day(400), ToDate: day(200) },
      { ...wide, RegionID: store.region_id },
      { ...wide, CityID: store.city_id },
      { FromDate: day(90), ToDate: day(10), RegionID: store.region_id, CityID: store.city_id, BrandID: 2 },
      { ...wide, ChannelID: store.channel_id },
      { ...wide, GradeID: store.grade_id, BrandID: 3 },
      { FromDate: day(60), ToDate: day(0), ChannelID: store.channel_id, ProductCategoryID: 2 },
      { FromDate: day(90), ToDate: day(10), BrandID: 3 },
      { ...wide, ManagerID: 2 },
      { ...wide, ManagerID: 2, GradeID: store.grade_id },
      { ...wide, StoreID: store.store_id },
      { FromDate: day(60), ToDate: day(0), CityID: store.city_id, GradeID: store.grade_id },
      { ...wide, ProductCategoryID: 2, BrandID: 1 },
      // Trend's whole weeks (024) and its partial edge weeks (store grain): on and off the week's edges.
      { FromDate: weekDay(150, 0), ToDate: weekDay(10, 6) },
      { FromDate: weekDay(150, 0), ToDate: weekDay(10, 2), RegionID: store.region_id },
      { FromDate: weekDay(150, 3), ToDate: weekDay(10, 6), ChannelID: store.channel_id, BrandID: 2 },
      { FromDate: weekDay(150, 6), ToDate: weekDay(140, 0), GradeID: store.grade_id, ManagerID: 2 },
      { FromDate: weekDay(50, 1), ToDate: weekDay(50, 4), CityID: store.city_id },
      { FromDate: weekDay(50, 0), ToDate: weekDay(50, 6) },
    ];
  }, 600_000);
  afterAll(() => db?.close());

  /** Every endpoint under every filter, byte for byte against the old query over every row. */
  async function expectSameAnswers() {
    for (const endpoint of ENDPOINTS) {
      for (const query of filters) {
        const answer = (await handlers[endpoint]!(query, { db })) as { data: unknown[] };
        expect(JSON.stringify(answer.data), `${endpoint} ${JSON.stringify(query)}`).toBe(
          JSON.stringify(await OVER_ROWS[endpoint](db, query)),
        );
      }
    }
  }

  /** Summary alone under every filter, byte for byte against the old query: after each kind of write. */
  async function expectSameSummary() {
    for (const query of filters) {
      const answer = (await handlers.DispalyCheckSummary!(query, { db })) as { data: unknown[] };
      expect(JSON.stringify(answer.data), `Summary ${JSON.stringify(query)}`).toBe(
        JSON.stringify(await OVER_ROWS.DispalyCheckSummary(db, query)),
      );
    }
  }

  it('equal a recomputation from the store-grain roll-ups after the seed', async () => {
    const [counts] = await db.query<{ checks: number; sales: number }>(
      `select (select count(*) from display_check_attr_daily)::int as checks,
        (select count(*) from sales_attr_daily)::int as sales`,
    );
    expect(counts?.checks).toBeGreaterThan(0);
    expect(counts?.sales).toBeGreaterThan(0);
    expect(await drift(db)).toEqual([]);
  });

  it('answer every report as the rows do, under every window and filter', async () => {
    const wide = (await handlers.DisplayCheck_BYDATE!(filters[1]!, { db })) as { data: unknown[] };
    expect(wide.data.length).toBeGreaterThan(100);
    await expectSameAnswers();
  }, 120_000);

  it('are what the reports read when no store is asked and one kind of attribute at most', async () => {
    // A wrong figure put into the roll-ups shows in the answers that read them, and only those.
    const read = { FromDate: day(179), ToDate: day(0), ChannelID: store.channel_id };
    const notRead = { ...read, StoreID: store.store_id };
    const before = await Promise.all(ENDPOINTS.map((e) => handlers[e]!(notRead, { db })));
    await db.exec(
      'update display_check_attr_daily set lines = lines + 1000; update sales_attr_daily set lines = lines + 1000',
    );
    try {
      for (const endpoint of ENDPOINTS) {
        const answer = (await handlers[endpoint]!(read, { db })) as { data: unknown[] };
        expect(JSON.stringify(answer.data), endpoint).not.toBe(JSON.stringify(await OVER_ROWS[endpoint](db, read)));
      }
      expect(await Promise.all(ENDPOINTS.map((e) => handlers[e]!(notRead, { db })))).toEqual(before);
    } finally {
      await db.exec(
        'update display_check_attr_daily set lines = lines - 1000; update sales_attr_daily set lines = lines - 1000',
      );
    }
    expect(await drift(db)).toEqual([]);
  }, 120_000);

  it("give Trend its whole weeks' stores, the edge weeks still from the store grain", async () => {
    const whole = { FromDate: weekDay(150, 0), ToDate: weekDay(10, 6), ChannelID: store.channel_id };
    const edges = { FromDate: weekDay(50, 1), ToDate: weekDay(50, 5), ChannelID: store.channel_id };
    const trend = async (query: Query) =>
      JSON.stringify(((await handlers.DisplayCheck_Trend!(query, { db })) as { data: unknown[] }).data);
    const edgesBefore = await trend(edges);
    await db.exec('update display_check_attr_weekly set stores = stores + 1000');
    try {
      expect(await trend(whole)).not.toBe(JSON.stringify(await OVER_ROWS.DisplayCheck_Trend(db, whole)));
      expect(await trend(edges)).toBe(edgesBefore);
    } finally {
      await db.exec('update display_check_attr_weekly set stores = stores - 1000');
    }
    expect(await drift(db)).toEqual([]);
  });

  it('give Summary its distinct stores as the first visits of the window (previous visit day, 025)', async () => {
    // Every row taken for a first visit: Summary then counts every store-day of the window, and differs.
    const query = { FromDate: day(90), ToDate: day(10), ChannelID: store.channel_id };
    const summary = async () =>
      JSON.stringify(((await handlers.DispalyCheckSummary!(query, { db })) as { data: unknown[] }).data);
    expect(await summary()).toBe(JSON.stringify(await OVER_ROWS.DispalyCheckSummary(db, query)));
    await db.exec(`update display_check_daily set prev_visit_date = '-infinity'`);
    try {
      expect(await summary()).not.toBe(JSON.stringify(await OVER_ROWS.DispalyCheckSummary(db, query)));
    } finally {
      await db.exec(`update display_check_daily d set prev_visit_date = p.prev from (${PREVIOUS_RECOMPUTED}) as p
        (visit_date, store_id, brand_id, prev)
        where (d.visit_date, d.store_id, d.brand_id) = (p.visit_date, p.store_id, p.brand_id)`);
    }
    expect(await drift(db)).toEqual([]);
  });

  it('are kept by every write: lines, visits, sales, a product rebranded, a store moved', async () => {
    const [visit] = await db.query<{ store_id: number; team_member_id: number; product_id: number }>(
      `select v.store_id, v.team_member_id, l.product_id from visits v join display_check_lines l using (visit_id)
       order by v.visit_id desc limit 1`,
    );
    const [added] = await db.query<{ visit_id: number }>(
      'insert into visits (store_id, team_member_id, visit_date) values ($1, $2, $3) returning visit_id',
      [visit!.store_id, visit!.team_member_id, day(1)],
    );
    await db.query(
      `insert into display_check_lines (visit_id, product_id, displayed_qty, stock_qty)
       select $1, product_id, 7, 3 from products order by product_id limit 4`,
      [added!.visit_id],
    );
    const sales = await db.query<{ sale_id: number }>(
      `insert into sales (sale_date, store_id, team_member_id, product_id, quantity, value)
       values ($1, $2, $3, $4, 3, 12.34), ($5, $2, $3, $4, 2, 0.01) returning sale_id`,
      [day(1), visit!.store_id, visit!.team_member_id, visit!.product_id, day(40)],
    );
    expect(await drift(db)).toEqual([]);
    // The store's next visit day now follows the added one (its previous visit day moved): the insert reached it.
    const [next] = await db.query<{ n: number }>(
      `select count(*)::int as n from display_check_daily
       where store_id = $1 and brand_id = 0 and prev_visit_date = $2`,
      [visit!.store_id, day(1)],
    );
    expect(next?.n).toBe(1);
    await expectSameSummary();
    await db.query('update display_check_lines set stock_qty = 40 where visit_id = $1', [added!.visit_id]);
    await db.query('update visits set visit_date = $2 where visit_id = $1', [added!.visit_id, day(2)]);
    await db.query('update sales set sale_date = $2, quantity = 9 where sale_id = $1', [sales[1]!.sale_id, day(3)]);
    expect(await drift(db)).toEqual([]);
    await expectSameSummary();
    const [product] = await db.query<{ brand_id: number }>('select brand_id from products where product_id = $1', [
      visit!.product_id,
    ]);
    await db.query('update products set brand_id = $2 where product_id = $1', [
      visit!.product_id,
      product!.brand_id === 1 ? 2 : 1,
    ]);
    expect(await drift(db)).toEqual([]);
    // The store moves to another city (of another region), channel and grade: every day it has rows of.
    const [elsewhere] = await db.query<{ region_id: number; city_id: number }>(
      'select region_id, city_id from cities where region_id <> $1 order by city_id limit 1',
      [store.region_id],
    );
    await db.query(
      `update stores set region_id = $2, city_id = $3, channel_id = 1 + channel_id % 9,
        grade_id = 1 + grade_id % 4 where store_id = $1`,
      [visit!.store_id, elsewhere!.region_id, elsewhere!.city_id],
    );
    expect(await drift(db)).toEqual([]);
    await expectSameAnswers();
    await db.query('delete from display_check_lines where visit_id = $1', [added!.visit_id]);
    expect(await drift(db)).toEqual([]);
    await expectSameSummary();
    await db.query('delete from visits where visit_id = $1', [added!.visit_id]);
    await db.query('delete from sales where sale_id = any($1::int[])', [`{${sales.map((s) => s.sale_id).join(',')}}`]);
    expect(await drift(db)).toEqual([]);
    await expectSameAnswers();
  }, 300_000);

  it("rewrite, for a store moved to another grade, only that grade's rows and the one it left", async () => {
    // A grade change used to recompute every row of every day the store has (all grains, every store):
    // seconds of one statement holding 026's roll-up lock, so one Store List edit stalled every write.
    const [moved] = await db.query<{ store_id: number; grade_id: number }>(
      'select store_id, grade_id from stores where store_id = $1',
      [store.store_id],
    );
    const next = 1 + (moved!.grade_id % 4);
    const untouched = (table: string) =>
      `select *, xmin::text as version from ${table}
       where not (grain = 'grade' and grade_id in (${moved!.grade_id}, ${next})) order by 1, 2, 3, 4, 5, 6, 7, 8`;
    const tables = ['display_check_attr_daily', 'sales_attr_daily', 'display_check_attr_weekly'];
    const before = await Promise.all(tables.map((table) => db.query(untouched(table))));
    await db.query('update stores set grade_id = $2 where store_id = $1', [moved!.store_id, next]);
    expect(await drift(db)).toEqual([]);
    const after = await Promise.all(tables.map((table) => db.query(untouched(table))));
    tables.forEach((table, index) => {
      expect(after[index]!.length, table).toBeGreaterThan(0);
      expect(after[index], table).toEqual(before[index]);
    });
  }, 300_000);

  /** The roll-up rows outside `rewritable` (per table, a condition; none: every row), with their row versions. */
  const ROLLUP_TABLES = [
    'display_check_daily',
    'sales_daily',
    'display_check_attr_daily',
    'sales_attr_daily',
    'display_check_attr_weekly',
  ];
  const keptRows = (rewritable: Record<string, string>) =>
    Promise.all(
      ROLLUP_TABLES.map((table) =>
        db.query(`select *, xmin::text as version from ${table} where not (${rewritable[table] ?? 'false'})
          order by 1, 2, 3, 4, 5, 6, 7`),
      ),
    );
  async function expectKept(before: unknown[][], rewritable: Record<string, string>) {
    const after = await keptRows(rewritable);
    ROLLUP_TABLES.forEach((table, index) => {
      expect(after[index]!.length, table).toBeGreaterThan(0);
      expect(after[index], table).toEqual(before[index]);
    });
  }

  it("rewrite, for a product renamed, recategorised or rebranded, only its old and new groups' rows", async () => {
    // A category change of one product recomputed the sales roll-ups of every store on every day it sold, and a
    // brand change the checks' too: seconds under 026's roll-up lock, so one Product List edit timed out.
    const [product] = await db.query<{ product_id: number; brand_id: number; product_category_id: number }>(
      `select p.product_id, p.brand_id, p.product_category_id from products p
       where exists (select 1 from sales sa where sa.product_id = p.product_id)
         and exists (select 1 from display_check_lines l where l.product_id = p.product_id)
       order by p.product_id limit 1`,
    );
    const { product_id: id, brand_id: brand, product_category_id: category } = product!;
    const renamed = await keptRows({});
    await db.query(`update products set product_model_name = product_model_name || ' renamed' where product_id = $1`, [
      id,
    ]);
    await expectKept(renamed, {});

    const [sibling] = await db.query<{ id: number }>(
      `select product_category_id as id from product_categories where brand_id = $1 and product_category_id <> $2
       order by 1 limit 1`,
      [brand, category],
    );
    const categories = `product_category_id in (${category}, ${sibling!.id})`;
    const recategorised = { sales_daily: categories, sales_attr_daily: categories };
    const beforeCategory = await keptRows(recategorised);
    await db.query('update products set product_category_id = $2 where product_id = $1', [id, sibling!.id]);
    expect(await drift(db)).toEqual([]);
    await expectKept(beforeCategory, recategorised);

    const [other] = await db.query<{ brand_id: number; id: number }>(
      `select brand_id, product_category_id as id from product_categories where brand_id <> $1 order by 2 limit 1`,
      [brand],
    );
    const brands = `brand_id in (${brand}, ${other!.brand_id})`;
    const moved = `(${brands} or product_category_id in (${sibling!.id}, ${other!.id}))`;
    const rebranded = {
      display_check_daily: brands,
      sales_daily: moved,
      display_check_attr_daily: brands,
      sales_attr_daily: moved,
      display_check_attr_weekly: brands,
    };
    const beforeBrand = await keptRows(rebranded);
    await db.query('update products set brand_id = $2, product_category_id = $3 where product_id = $1', [
      id,
      other!.brand_id,
      other!.id,
    ]);
    expect(await drift(db)).toEqual([]);
    await expectKept(beforeBrand, rebranded);
    await expectSameAnswers();
  }, 300_000);
});
