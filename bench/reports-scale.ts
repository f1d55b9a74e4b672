// The 180-day reports a daily roll-up answers (display-check Summary, By Date, Trend; DailySales) at ten
// times demo scale on PostgreSQL, before and after side by side in one run: each sample times the old
// query over every row, the store-grain roll-up (020, 022) and the endpoint's own answer (the roll-up
// without the store, 023) on the same database, interleaved so the shared machine's load falls on all
// alike; the load average is printed beside the figures.
// `npx tsx bench/reports-scale.ts [samples]`; REPORTS_DATABASE_URL reuses a database seeded before.
import { loadavg } from 'node:os';
import { salesHandlers } from '../services/src/domains/sales/sales.routes.js';
import { dailySales } from '../services/src/domains/sales/sales-daily.js';
import { attrSummaryDistinct, attrTrendWithoutWeeks } from '../services/src/domains/store-checks/attr-daily.js';
import { dailyByDate, dailySummary, dailyTrend } from '../services/src/domains/store-checks/check-daily.js';
import { checkHandlers } from '../services/src/domains/store-checks/checks.routes.js';
import { type Db, openDb } from '../services/src/platform/db/db.js';
import { migrate } from '../services/src/platform/db/migrate.js';
import { OVER_ROWS } from '../services/src/platform/db/over-rows.js';
import type { HandlerTable, Query } from '../services/src/platform/http/handlers.js';
import { seedDemo } from '../services/src/seed/seed.js';
import { type RunningPostgres, startPostgres } from '../tests/support/postgres.js';

const SCALE = 10;
const samples = Number(process.argv[2] ?? 30);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
const WIDE: Query = { FromDate: day(179), ToDate: day(0) };
/** Summary's other windows: its distinct stores must be cheap over any window, not only the whole history. */
const WINDOWS: Partial<Record<keyof typeof OVER_ROWS, [string, Query][]>> = {
  DispalyCheckSummary: [
    ['last 90 days', { FromDate: day(89), ToDate: day(0) }],
    ['days 150 to 30 ago', { FromDate: day(150), ToDate: day(30) }],
  ],
};
const handlers: HandlerTable = { ...checkHandlers, ...salesHandlers };
/** The store-grain roll-up of each endpoint that has one (the Dashboard's cards read the day roll-ups only). */
const STORE_GRAIN: Partial<Record<keyof typeof OVER_ROWS, (db: Db, query: Query) => Promise<unknown> | null>> = {
  DispalyCheckSummary: dailySummary,
  DisplayCheck_BYDATE: dailyByDate,
  DisplayCheck_Trend: dailyTrend,
  DailySales: dailySales,
};
/**
 * The endpoint as it read before a later roll-up (Trend before 024's weekly stores, Summary before 025's
 * previous visit day), timed in the same loop.
 */
const PREVIOUS: Partial<Record<keyof typeof OVER_ROWS, (db: Db, query: Query) => unknown>> = {
  DispalyCheckSummary: attrSummaryDistinct,
  DisplayCheck_Trend: attrTrendWithoutWeeks,
};

let postgres: RunningPostgres | undefined;
let url = process.env.REPORTS_DATABASE_URL;
if (!url) {
  postgres = await startPostgres();
  url = await postgres.createDatabase('reports_scale');
}
const db = await openDb({ databaseUrl: url });
try {
  const started = performance.now();
  await migrate(db);
  const [{ n } = { n: 0 }] = await db.query<{ n: number }>('select count(*)::int as n from stores');
  if (n === 0) await seedDemo(db, SCALE);
  console.log(
    `migrated${n === 0 ? ` and seeded ×${SCALE}` : ''} in ${Math.round((performance.now() - started) / 1000)} s`,
  );
  const time = async (work: () => Promise<unknown>) => {
    const at = performance.now();
    await work();
    return performance.now() - at;
  };
  const quantile = (times: number[], q: number) => {
    const sorted = [...times].sort((a, b) => a - b);
    return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]! * 10) / 10;
  };
  console.log(`PostgreSQL ×${SCALE}, ${samples} samples each after 3 warm-ups; load average at start ${load()}`);
  const runs = (Object.keys(OVER_ROWS) as (keyof typeof OVER_ROWS)[]).flatMap((endpoint) =>
    [['180 days', WIDE] as [string, Query], ...(WINDOWS[endpoint] ?? [])].map(([name, window]) => ({
      endpoint,
      name,
      window,
    })),
  );
  for (const { endpoint, name, window } of runs) {
    const before: number[] = [];
    const storeGrain: number[] = [];
    const after: number[] = [];
    const previous: number[] = [];
    const earlier = PREVIOUS[endpoint];
    for (let i = 0; i < samples + 3; i++) {
      const old = await time(() => OVER_ROWS[endpoint](db, window));
      const grain = await time(async () => STORE_GRAIN[endpoint]?.(db, window));
      const was = earlier ? await time(async () => earlier(db, window)) : 0;
      const now = await time(() => handlers[endpoint]!(window, { db }));
      if (i >= 3) before.push(old) && storeGrain.push(grain) && after.push(now) && previous.push(was);
    }
    const figures = (times: number[]) => `p50 ${quantile(times, 0.5)} ms p95 ${quantile(times, 0.95)} ms`;
    console.log(
      `${endpoint} (${name}): before (over rows) ${figures(before)}; ` +
        `${STORE_GRAIN[endpoint] ? `store-grain roll-up ${figures(storeGrain)}; ` : ''}` +
        `${earlier ? `previous endpoint ${figures(previous)}; ` : ''}after (endpoint) ${figures(after)}; ` +
        `load average ${load()}`,
    );
  }
} finally {
  await db.close();
  await postgres?.stop();
}
