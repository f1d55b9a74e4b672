// The monthly roll-up of sales per team member and brand (the target screens' actuals): after the seed and after
// every kind of write (sales added, changed and removed, a product moved to another brand) it equals a
// recomputation from the sales, and ViewMonthlyTarget_* and TargetAchievement_All_* read from it answer byte for
// byte what the old query summing every sale of the month answers, under every parameter they take. On a small
// seed of its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesHandlers } from '../../src/domains/sales/sales.routes.js';
import type { Db } from '../../src/platform/db/db.js';
import { migrate } from '../../src/platform/db/migrate.js';
import { businessDay } from '../../src/platform/http/business-day.js';
import { ok } from '../../src/platform/http/envelope.js';
import type { Query } from '../../src/platform/http/handlers.js';
import { seedDemo } from '../../src/seed/seed.js';
import { scratchDatabase } from './scratch-db.js';

const RECOMPUTED = `select date_trunc('month', sa.sale_date)::date as month, sa.team_member_id, p.brand_id,
  sum(sa.quantity)::bigint as quantity, sum(sa.value) as value
  from sales sa join products p on p.product_id = sa.product_id
  group by 1, 2, 3`;
const STORED = 'select month, team_member_id, brand_id, quantity, value from sales_member_monthly';

/** The rows of the roll-up that a recomputation does not give, and the other way round: both empty. */
const drift = (db: Db) => db.query(`(${STORED} except ${RECOMPUTED}) union all (${RECOMPUTED} except ${STORED})`);

type TargetType = 'Quantity' | 'Value';
interface TargetRow {
  TeamMemberID: number;
  BrandID: number;
  Target: number;
  Actual: number;
}

/** The targets with their actuals as they were read before the roll-up: the month's sales summed on every read. */
function oldTargetsWithActuals(db: Db, query: Query, type: TargetType) {
  const measure = type === 'Quantity' ? 'sa.quantity' : 'sa.value';
  return db.query<TargetRow>(
    `with actual as (
        select sa.team_member_id, p.brand_id, sum(${measure}) as total
        from sales sa join products p on p.product_id = sa.product_id
        where sa.sale_date >= make_date($1, $2, 1) and sa.sale_date < make_date($1, $2, 1) + interval '1 month'
        group by sa.team_member_id, p.brand_id)
    select t.team_member_id as "TeamMemberID", t.brand_id as "BrandID", t.target::float8 as "Target",
      coalesce(a.total, 0)::float8 as "Actual"
    from monthly_targets t join team_members m on m.team_member_id = t.team_member_id
    left join actual a on a.team_member_id = t.team_member_id and a.brand_id = t.brand_id
    where t.target_year = $1 and t.target_month = $2 and t.target_type = $3
      and ($4::int = 0 or t.brand_id = $4) and ($5::int = 0 or m.region_id = $5)
      and ($6::int = 0 or t.brand_id in (select bm.brand_id from brand_managers bm where bm.team_member_id = $6))
    order by t.team_member_id, t.brand_id`,
    [
      Number(query.Year ?? 0),
      Number(query.Month ?? 0),
      type,
      Number(query.BrandID ?? 0),
      Number(query.RegionID ?? 0),
      Number(query.ManagerID ?? 0),
    ],
  );
}

const monthDays = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
function daysElapsed(year: number, month: number): number {
  const today = new Date(`${businessDay(new Date())}T00:00:00Z`);
  const current = today.getUTCFullYear() * 12 + today.getUTCMonth();
  const asked = year * 12 + (month - 1);
  if (asked < current) return monthDays(year, month);
  if (asked > current) return 0;
  return today.getUTCDate();
}

/** TargetAchievement_All_* as it was: the old rows added up per member, rounded to cents. */
async function oldAchievement(db: Db, query: Query, type: TargetType) {
  const rows = await oldTargetsWithActuals(db, query, type);
  const byMember = new Map<number, { TeamMemberID: number; Target: number; Actual: number }>();
  for (const row of rows) {
    const member = byMember.get(row.TeamMemberID) ?? { TeamMemberID: row.TeamMemberID, Target: 0, Actual: 0 };
    member.Target += row.Target;
    member.Actual += row.Actual;
    byMember.set(row.TeamMemberID, member);
  }
  const round2 = (value: number) => Math.round(value * 100) / 100;
  const year = Number(query.Year ?? 0);
  const month = Number(query.Month ?? 0);
  return [...byMember.values()].map((member) => ({
    ...member,
    Target: round2(member.Target),
    Actual: round2(member.Actual),
    DaysInMonth: monthDays(year, month),
    DaysElapsed: daysElapsed(year, month),
  }));
}

/** What a call answers, as JSON text, or the message it fails with. */
async function outcome(call: () => Promise<unknown>): Promise<string> {
  try {
    return JSON.stringify(await call());
  } catch (error) {
    return `failed: ${(error as Error).message}`;
  }
}

const ENDPOINTS: [keyof typeof salesHandlers, TargetType, 'rows' | 'members'][] = [
  ['ViewMonthlyTarget_Qty', 'Quantity', 'rows'],
  ['ViewMonthlyTarget_Value', 'Value', 'rows'],
  ['TargetAchievement_All_Qty', 'Quantity', 'members'],
  ['TargetAchievement_All_Value', 'Value', 'members'],
];

describe('the monthly roll-up of sales per member and brand', () => {
  let db: Db;
  let queries: Query[] = [];
  let month: { Year: number; Month: number };
  beforeAll(async () => {
    db = await scratchDatabase('sales_member_monthly');
    await migrate(db);
    // A fifth of the demo data: every kind of row, seeded in a fraction of the time.
    await seedDemo(db, 0.2);
    const months = await db.query<{ y: number; m: number }>(
      'select distinct target_year as y, target_month as m from monthly_targets order by 1, 2',
    );
    const [picked] = await db.query<{ brand_id: number; region_id: number; manager_id: number }>(
      `select t.brand_id, m.region_id, (select bm.team_member_id from brand_managers bm order by 1 limit 1) as manager_id
       from monthly_targets t join team_members m using (team_member_id)
       order by t.target_year desc, t.target_month desc, t.team_member_id limit 1`,
    );
    const [unmanaged] = await db.query<{ brand_id: number }>(
      `select b.brand_id from brands b where not exists (select 1 from monthly_targets t where t.brand_id = b.brand_id)
       order by 1 limit 1`,
    );
    const last = months.at(-1)!;
    month = { Year: last.y, Month: last.m };
    const periods: Query[] = [
      ...months.map(({ y, m }) => ({ Year: y, Month: m })),
      // A month with no targets, one after the last, and impossible months.
      { Year: months[0]!.y - 1, Month: months[0]!.m },
      { Year: last.m === 12 ? last.y + 1 : last.y, Month: last.m === 12 ? 1 : last.m + 1 },
      { Year: last.y, Month: 13 },
      { Year: last.y, Month: 0 },
      {},
    ];
    const narrowings: Query[] = [
      {},
      { BrandID: picked!.brand_id },
      { BrandID: unmanaged?.brand_id ?? 999_999 },
      { RegionID: picked!.region_id },
      { ManagerID: picked!.manager_id },
      { BrandID: picked!.brand_id, RegionID: picked!.region_id, ManagerID: picked!.manager_id },
      { RegionID: 999_999 },
    ];
    queries = periods.flatMap((period) => narrowings.map((narrowing) => ({ ...period, ...narrowing })));
  }, 600_000);
  afterAll(() => db?.close());

  /** Every endpoint under every parameter set, against the old query over every sale of the month. */
  async function expectSameAnswers(only = queries) {
    for (const query of only) {
      for (const [endpoint, type, shape] of ENDPOINTS) {
        const answer = await outcome(() => salesHandlers[endpoint]!(query, { db }));
        const old = await outcome(async () =>
          ok(shape === 'rows' ? await oldTargetsWithActuals(db, query, type) : await oldAchievement(db, query, type)),
        );
        expect(answer, `${endpoint} ${JSON.stringify(query)}`).toBe(old);
      }
    }
  }

  it('equals a recomputation from the sales after the seed', async () => {
    expect(
      (await db.query<{ n: number }>('select count(*)::int as n from sales_member_monthly'))[0]?.n,
    ).toBeGreaterThan(0);
    expect(await drift(db)).toEqual([]);
  });

  it('answers the target screens exactly as the sales do, under every parameter', async () => {
    const achieved = (await salesHandlers.TargetAchievement_All_Value!(month, { db })) as {
      data: { Actual: number }[];
    };
    expect(achieved.data.length).toBeGreaterThan(10);
    expect(achieved.data.some((member) => member.Actual > 0)).toBe(true);
    await expectSameAnswers();
  });

  it('is kept by every write: sales added, changed, removed; a product moved to another brand', async () => {
    // A member with targets this month on two brands, and a product of each that the member sold.
    const [target] = await db.query<{ team_member_id: number; store_id: number; a: number; b: number }>(
      `select t.team_member_id, (select sa.store_id from sales sa where sa.team_member_id = t.team_member_id limit 1)
         as store_id, min(t.brand_id) as a, max(t.brand_id) as b
       from monthly_targets t where t.target_year = $1 and t.target_month = $2 and t.target_type = 'Value'
       group by t.team_member_id having count(distinct t.brand_id) > 1 order by 1 limit 1`,
      [month.Year, month.Month],
    );
    const [product] = await db.query<{ product_id: number }>(
      'select product_id from products where brand_id = $1 order by product_id limit 1',
      [target!.a],
    );
    const [other] = await db.query<{ team_member_id: number }>(
      `select distinct t.team_member_id from monthly_targets t
       where t.team_member_id <> $1 and t.target_year = $2 and t.target_month = $3 order by 1 limit 1`,
      [target!.team_member_id, month.Year, month.Month],
    );
    const firstDay = `${month.Year}-${String(month.Month).padStart(2, '0')}-01`;
    const thisMonth = queries.filter((query) => query.Year === month.Year && query.Month === month.Month);
    const before = (await salesHandlers.ViewMonthlyTarget_Value!(month, { db })) as { data: TargetRow[] };

    const added = await db.query<{ sale_id: number }>(
      `insert into sales (sale_date, store_id, team_member_id, product_id, quantity, value)
       values ($1, $2, $3, $4, 3, 12.34), ($1, $2, $3, $4, 2, 0.01), ($1, $2, $5, $4, 1, 7.77) returning sale_id`,
      [firstDay, target!.store_id, target!.team_member_id, product!.product_id, other!.team_member_id],
    );
    expect(await drift(db)).toEqual([]);
    const after = (await salesHandlers.ViewMonthlyTarget_Value!(month, { db })) as { data: TargetRow[] };
    const cell = (rows: TargetRow[]) =>
      rows.find((row) => row.TeamMemberID === target!.team_member_id && row.BrandID === target!.a)!.Actual;
    expect(cell(after.data)).toBeCloseTo(cell(before.data) + 12.35, 2);
    await expectSameAnswers(thisMonth);

    const ids = added.map((row) => row.sale_id);
    await db.query('update sales set value = value + 0.05, quantity = 9 where sale_id = $1', [ids[0]!]);
    // To another month and to another member: both sides are recomputed.
    await db.query(`update sales set sale_date = sale_date - 1 where sale_id = $1`, [ids[1]!]);
    await db.query('update sales set team_member_id = $2 where sale_id = $1', [ids[2]!, target!.team_member_id]);
    expect(await drift(db)).toEqual([]);
    await expectSameAnswers();

    // Every sale of the product, the seed's and the test's, goes to the member's other brand, then back.
    await db.query('update products set brand_id = $2 where product_id = $1', [product!.product_id, target!.b]);
    expect(await drift(db)).toEqual([]);
    await expectSameAnswers();
    await db.query('update products set product_model_name = product_model_name where product_id = $1', [
      product!.product_id,
    ]);
    await db.query('update products set brand_id = $2 where product_id = $1', [product!.product_id, target!.a]);
    expect(await drift(db)).toEqual([]);

    await db.query('delete from sales where sale_id = any($1::int[])', [`{${ids.join(',')}}`]);
    expect(await drift(db)).toEqual([]);
    await expectSameAnswers();
    expect(JSON.stringify(await salesHandlers.ViewMonthlyTarget_Value!(month, { db }))).toBe(JSON.stringify(before));
  });
});
