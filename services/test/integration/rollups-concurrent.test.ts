// Two editors at once (the roll-ups): display checks written in two overlapping
// transactions (READ COMMITTED on PostgreSQL; PGlite runs them one after the other) must leave the
// roll-ups of 020, 023, 024 and 025 equal to a recomputation from the committed rows, and neither write may
// fail. The second transaction writes while the first is still open; the first commits once the second has
// written or is waiting on a lock.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { businessToday } from '../../../tests/support/business-day.js';
import type { Db } from '../../src/platform/db/db.js';
import { migrate } from '../../src/platform/db/migrate.js';
import { seedDemo } from '../../src/seed/seed.js';
import { scratchDatabase } from './scratch-db.js';

// The previous visit day per store and brand (025) and the distinct stores of a day and brand (023),
// each recomputed from the store grain; the store grain recomputed from the lines (020).
const PREVIOUS = `(select visit_date, store_id, brand_id, prev_visit_date from display_check_daily)
  except (select visit_date, store_id, brand_id,
    lag(visit_date, 1, '-infinity') over (partition by store_id, brand_id order by visit_date)
  from display_check_daily)`;
const STORES = `(select visit_date, brand_id, stores from display_check_attr_daily where grain = 'all')
  except (select visit_date, brand_id, count(*)::int from display_check_daily group by visit_date, brand_id)`;
const WEEKS = `(select monday, brand_id, stores from display_check_attr_weekly where grain = 'all')
  except (select date_trunc('week', visit_date)::date, brand_id, count(distinct store_id)::int
  from display_check_daily group by 1, 2)`;
const DAILY = `(select v.visit_date, v.store_id, count(distinct v.visit_id)::int from visits v
  join display_check_lines l using (visit_id) group by 1, 2)
  except (select visit_date, store_id, visits from display_check_daily where brand_id = 0)`;

/** Five years ahead: past the seed's window, no visit there yet. */
const YEAR = businessToday().year + 5;
/** A day of that year: `later('03-04')`. */
const later = (monthDay: string) => `${YEAR}-${monthDay}`;

async function drift(db: Db): Promise<unknown[]> {
  const found: unknown[] = [];
  for (const sql of [PREVIOUS, STORES, WEEKS, DAILY]) found.push(...(await db.query(sql)));
  return found;
}

describe('the display-check roll-ups under two editors at once', () => {
  let db: Db;
  let member: number;
  let stores: number[];
  beforeAll(async () => {
    db = await scratchDatabase('rollups_concurrent');
    await migrate(db);
    await seedDemo(db, 0.02);
    const rows = await db.query<{ store_id: number; team_member_id: number }>(
      'select store_id, team_member_id from visits order by visit_id limit 2',
    );
    member = rows[0]!.team_member_id;
    stores = (await db.query<{ store_id: number }>('select store_id from stores order by store_id limit 2')).map(
      (s) => s.store_id,
    );
  }, 600_000);
  afterAll(() => db?.close());

  /** A visit of `store` on `day` with lines of the first four products, in `tx`. */
  async function check(tx: Db, store: number, day: string) {
    const [visit] = await tx.query<{ visit_id: number }>(
      'insert into visits (store_id, team_member_id, visit_date) values ($1, $2, $3) returning visit_id',
      [store, member, day],
    );
    await tx.query(
      `insert into display_check_lines (visit_id, product_id, displayed_qty, stock_qty)
       select $1, product_id, 7, 3 from products order by product_id limit 4`,
      [visit!.visit_id],
    );
  }

  /** Another backend of this database waits on a lock (the second editor is held by the first). */
  async function someoneWaits(): Promise<boolean> {
    const [row] = await db.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
       where datname = current_database() and wait_event_type = 'Lock'`,
    );
    return (row?.n ?? 0) > 0;
  }

  /** `first` and `second` in overlapping transactions; the settled outcomes, first then second. */
  async function overlapping(first: (tx: Db) => Promise<void>, second: (tx: Db) => Promise<void>) {
    const postgres = inject('databaseEngine') === 'postgresql';
    let secondWrote = false;
    let secondRun: Promise<void> | undefined;
    const firstRun = db.transaction(async (tx) => {
      await first(tx);
      secondRun = db.transaction(async (tx2) => {
        await second(tx2);
        secondWrote = true;
      });
      // PGlite queues the second transaction behind this one: nothing to wait for.
      while (postgres && !secondWrote && !(await someoneWaits())) await new Promise((r) => setTimeout(r, 20));
    });
    const outcomes = await Promise.allSettled([firstRun, firstRun.then(() => secondRun)]);
    return outcomes.map((o) => (o.status === 'fulfilled' ? 'ok' : String(o.reason)));
  }

  it('keep the previous visit day of a store and brand when two visits of it are added at once', async () => {
    // Two days no visit has: the later one's previous visit day is the earlier one.
    expect(
      await overlapping(
        (tx) => check(tx, stores[0]!, later('03-04')),
        (tx) => check(tx, stores[0]!, later('03-11')),
      ),
    ).toEqual(['ok', 'ok']);
    expect(await drift(db)).toEqual([]);
  });

  it('keep the stores of a day when two stores are checked the same day at once', async () => {
    expect(
      await overlapping(
        (tx) => check(tx, stores[0]!, later('05-06')),
        (tx) => check(tx, stores[1]!, later('05-06')),
      ),
    ).toEqual(['ok', 'ok']);
    expect(await drift(db)).toEqual([]);
  });

  it('keep the roll-ups when a visit is removed while another of the same store and brand is added', async () => {
    const [gone] = await db.query<{ visit_id: number }>(
      'select visit_id from visits where store_id = $1 and visit_date = $2',
      [stores[0]!, later('03-04')],
    );
    const remove = async (tx: Db) => {
      await tx.query('delete from display_check_lines where visit_id = $1', [gone!.visit_id]);
    };
    expect(await overlapping(remove, (tx) => check(tx, stores[0]!, later('03-08')))).toEqual(['ok', 'ok']);
    expect(await drift(db)).toEqual([]);
  });
});
