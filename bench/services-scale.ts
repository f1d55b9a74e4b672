// The services' report endpoints at demo scale and at ten times demo scale (SEED_SCALE), on the
// embedded PGlite and on a PostgreSQL server from Debian's packages: p50 and p95 of sequential
// requests after a warm-up, over the window a screen opens with (the last 30 days) and over 180
// days (every sale of the demo data).
import { randomBytes } from 'node:crypto';
import { startServices } from '@fieldforce/services';
import { Agent, request } from 'undici';
import { postgresBinDir, startPostgres } from '../tests/support/postgres.js';

export interface ServiceTiming {
  endpoint: string;
  scale: number;
  engine: 'pglite' | 'postgresql';
  window: string;
  p50Ms: number;
  p95Ms: number;
  rows: number;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const now = new Date();
const WIDE = { FromDate: day(-179), ToDate: day(0) };
const MONTH = { Year: now.getUTCFullYear(), Month: now.getUTCMonth() + 1 };
export const SCREEN_WINDOW = '30 days';
export const WIDE_WINDOW = '180 days';
/** A window's suffix for a list read whole rather than a page of it. */
export const EVERY_LINE = ', every line';

/**
 * What a screen's first answer asks beside the filter: Detail and Stock Report a page (the list's first 50 lines,
 * with their total and measures), as the gateway asks a base that pages.
 */
const FIRST_PAGE: Record<string, Record<string, number>> = {
  DispalyCheckDetail: { Limit: 50, Offset: 0 },
  DispalyCheckDetail_LowStock: { Limit: 50, Offset: 0 },
};

/**
 * Each report endpoint of the main base with the parameters a screen sends (no dates: the last 30 days),
 * then over 180 days.
 */
const DATED = [
  'DispalyCheckSummary',
  'DispalyCheckDetail',
  'DispalyCheckDetail_LowStock',
  'DisplayCheck_BYDATE',
  'DisplayCheck_Trend',
  'DailySales',
];
export const REPORT_ENDPOINTS: [string, Record<string, string | number>, string][] = [
  ...DATED.map((endpoint): [string, Record<string, string | number>, string] => [
    endpoint,
    { ...FIRST_PAGE[endpoint] },
    SCREEN_WINDOW,
  ]),
  ['RecnetSales', {}, 'latest 200'],
  ['TargetAchievement_All_Qty', MONTH, 'this month'],
  ['TargetAchievement_All_Value', MONTH, 'this month'],
  ['ViewMonthlyTarget_Value', MONTH, 'this month'],
  ['DashboardCards', {}, 'today and this month'],
  ['StoreSummary', {}, 'all stores'],
  ...DATED.map((endpoint): [string, Record<string, string | number>, string] => [
    endpoint,
    { ...WIDE, ...FIRST_PAGE[endpoint] },
    WIDE_WINDOW,
  ]),
  // The paged lists whole, as the gateway reads them from a base that does not page (the description's bases).
  ...Object.keys(FIRST_PAGE).flatMap((endpoint): [string, Record<string, string | number>, string][] => [
    [endpoint, {}, `${SCREEN_WINDOW}${EVERY_LINE}`],
    [endpoint, WIDE, `${WIDE_WINDOW}${EVERY_LINE}`],
  ]),
];

async function timeEndpoints(
  url: string,
  token: string,
  samples: number,
  scale: number,
  engine: ServiceTiming['engine'],
  log: (line: string) => void,
): Promise<ServiceTiming[]> {
  const agent = new Agent({ connections: 4 });
  const results: ServiceTiming[] = [];
  try {
    for (const [endpoint, params, window] of REPORT_ENDPOINTS) {
      const query = new URLSearchParams({
        ...Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])),
        _token: token,
      });
      const once = async () => {
        const started = performance.now();
        const response = await request(`${url}/main/${endpoint}?${query}`, { dispatcher: agent });
        const body = (await response.body.json()) as { status: number; data: unknown };
        if (response.statusCode !== 200)
          throw new Error(`${endpoint} answered ${response.statusCode}: ${JSON.stringify(body).slice(0, 200)}`);
        return { ms: performance.now() - started, rows: Array.isArray(body.data) ? body.data.length : 1 };
      };
      for (let i = 0; i < 3; i++) await once();
      const times: number[] = [];
      let rows = 0;
      for (let i = 0; i < samples; i++) {
        const sample = await once();
        times.push(sample.ms);
        rows = sample.rows;
      }
      times.sort((a, b) => a - b);
      const at = (q: number) =>
        Math.round(times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]! * 10) / 10;
      results.push({ endpoint, scale, engine, window, p50Ms: at(0.5), p95Ms: at(0.95), rows });
      log(`  ${engine} ×${scale} ${endpoint} (${window}): p50 ${at(0.5)} ms, p95 ${at(0.95)} ms (${rows} rows)`);
    }
  } finally {
    await agent.close();
  }
  return results;
}

/** Seeds and times each engine at each scale; PostgreSQL is skipped (and said) when not installed. */
export async function measureServicesAtScale(options: {
  quick: boolean;
  log: (line: string) => void;
  engines?: ServiceTiming['engine'][];
}): Promise<{ rows: ServiceTiming[]; notes: string[] }> {
  const samples = options.quick ? 15 : 40;
  const scales = [1, 10];
  const engines = options.engines ?? ['pglite', 'postgresql'];
  const rows: ServiceTiming[] = [];
  const notes: string[] = [];
  const token = randomBytes(24).toString('base64url');
  // Seeding ten times the demo data takes minutes (about 2 on PostgreSQL, more in the in-process
  // PGlite): the quick run measures demo scale only.
  const runScales = options.quick ? [1] : scales;
  if (options.quick)
    notes.push(
      'Quick run: demo scale only (seeding ten times the demo data takes minutes); ' +
        '`npm run bench` measures both scales.',
    );
  for (const scale of engines.includes('pglite') ? runScales : []) {
    const started = performance.now();
    const services = await startServices({
      port: 0,
      token,
      logger: false,
      scale,
      outboxDir: '/tmp/fieldforce-bench-outbox',
    });
    options.log(`services on PGlite at ×${scale} seeded in ${Math.round((performance.now() - started) / 1000)} s`);
    try {
      rows.push(...(await timeEndpoints(services.url, token, samples, scale, 'pglite', options.log)));
    } finally {
      await services.close();
    }
  }
  if (!engines.includes('postgresql')) return { rows, notes };
  if (!postgresBinDir()) {
    notes.push('PostgreSQL is not installed here (bash scripts/ensure-packages.sh installs it): its rows are missing.');
    return { rows, notes };
  }
  const postgres = await startPostgres();
  try {
    for (const scale of runScales) {
      const started = performance.now();
      const services = await startServices({
        port: 0,
        token,
        logger: false,
        scale,
        databaseUrl: await postgres.createDatabase(`bench_scale_${scale}`),
        outboxDir: '/tmp/fieldforce-bench-outbox',
      });
      options.log(
        `services on PostgreSQL at ×${scale} seeded in ${Math.round((performance.now() - started) / 1000)} s`,
      );
      try {
        rows.push(...(await timeEndpoints(services.url, token, samples, scale, 'postgresql', options.log)));
      } finally {
        await services.close();
      }
    }
  } finally {
    await postgres.stop();
  }
  return { rows, notes };
}
