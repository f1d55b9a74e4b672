// The target screens' endpoints (ViewMonthlyTarget_*, TargetAchievement_All_*) side by side: the services of an
// older tree (summing the month's sales on every read) against this tree's (the monthly roll-up per member and
// brand), both seeded in this process and timed alternately, A B then B A then A B, so neither always runs on a
// warmer or a quieter machine. Each side's figure is the median of its rounds' p50 and p95, with their min–max.
// Every answer of the two sides is compared byte for byte first.
//
//   git worktree add --detach /tmp/wt-target <commit before the roll-up> && ln -s "$PWD/node_modules" /tmp/wt-target/
//   npx tsx bench/targets-rollup.ts --old /tmp/wt-target [--engine pglite|postgresql] [--scale 1] [--rounds 3]
//     [--samples 30] [--seeds 3]
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { Agent, request } from 'undici';
import { startPostgres } from '../tests/support/postgres.js';

interface Started {
  url: string;
  close(): Promise<void>;
}
type Start = (options: Record<string, unknown>) => Promise<Started>;

const { values: args } = parseArgs({
  options: {
    old: { type: 'string' },
    engine: { type: 'string', default: 'pglite' },
    scale: { type: 'string', default: '1' },
    rounds: { type: 'string', default: '3' },
    samples: { type: 'string', default: '30' },
    seeds: { type: 'string', default: '1' },
  },
});
if (!args.old) throw new Error('--old <a worktree of the commit before the roll-up> is required');
const engine = args.engine === 'postgresql' ? 'postgresql' : 'pglite';
const scale = Number(args.scale);
const rounds = Number(args.rounds);
const samples = Number(args.samples);
const seeds = Number(args.seeds);

const now = new Date();
const MONTH = { Year: now.getUTCFullYear(), Month: now.getUTCMonth() + 1 };
const LAST_MONTH =
  MONTH.Month === 1 ? { Year: MONTH.Year - 1, Month: 12 } : { Year: MONTH.Year, Month: MONTH.Month - 1 };
const ENDPOINTS = [
  'TargetAchievement_All_Qty',
  'TargetAchievement_All_Value',
  'ViewMonthlyTarget_Qty',
  'ViewMonthlyTarget_Value',
];
const token = randomBytes(24).toString('base64url');
const agent = new Agent({ connections: 4 });

const sides: { name: 'old' | 'new'; start: Start; services?: Started; seedS: number[]; first: number[] }[] = [
  {
    name: 'old',
    start: (await import(pathToFileURL(resolve(args.old, 'services/src/index.ts')).href)).startServices,
    seedS: [],
    first: [],
  },
  {
    name: 'new',
    start: (await import('@fieldforce/services')).startServices as unknown as Start,
    seedS: [],
    first: [],
  },
];

async function call(url: string, endpoint: string, params: Record<string, number>) {
  const query = new URLSearchParams({
    ...Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])),
    _token: token,
  });
  const started = performance.now();
  const response = await request(`${url}/main/${endpoint}?${query}`, { dispatcher: agent });
  const text = await response.body.text();
  const ms = performance.now() - started;
  if (response.statusCode !== 200)
    throw new Error(`${endpoint} answered ${response.statusCode}: ${text.slice(0, 200)}`);
  return { ms, text };
}

const postgres = engine === 'postgresql' ? await startPostgres() : undefined;
let databases = 0;
async function startSide(side: (typeof sides)[number]) {
  const started = performance.now();
  side.services = await side.start({
    port: 0,
    token,
    logger: false,
    scale,
    outboxDir: '/tmp/fieldforce-bench-outbox',
    ...(postgres ? { databaseUrl: await postgres.createDatabase(`bench_targets_${databases++}`) } : {}),
  });
  side.seedS.push((performance.now() - started) / 1000);
  // The first answer of each endpoint after the start: no page of the database is warm for it yet.
  for (const endpoint of ENDPOINTS) side.first.push((await call(side.services.url, endpoint, MONTH)).ms);
  console.log(`${side.name}: started and seeded at ×${scale} on ${engine} in ${side.seedS.at(-1)!.toFixed(1)} s`);
}

const at = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
const median = (xs: number[]) =>
  at(
    [...xs].sort((a, b) => a - b),
    0.5,
  );
const spread = (xs: number[]) => `${Math.min(...xs).toFixed(1)}–${Math.max(...xs).toFixed(1)}`;

try {
  // Seeding alternately (A B, B A, …): the last pair stays up for the timing.
  for (let seed = 0; seed < seeds; seed++) {
    const order = seed % 2 === 0 ? sides : [...sides].reverse();
    for (const side of order) {
      await side.services?.close();
      await startSide(side);
    }
  }
  // Byte for byte, before any timing.
  for (const endpoint of ENDPOINTS)
    for (const params of [MONTH, LAST_MONTH, { ...MONTH, RegionID: 1 }, { ...LAST_MONTH, BrandID: 3, ManagerID: 2 }]) {
      const [old, fresh] = await Promise.all(
        sides.map(async (side) => (await call(side.services!.url, endpoint, params)).text),
      );
      if (old !== fresh) throw new Error(`${endpoint} ${JSON.stringify(params)}: the two sides answer differently`);
    }
  console.log('every answer compared is the same on both sides, byte for byte');

  const figures = new Map<string, { p50: number[]; p95: number[]; rows: number; bytes: number }>();
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? sides : [...sides].reverse();
    for (const endpoint of ENDPOINTS) {
      for (const side of order) {
        for (let i = 0; i < 3; i++) await call(side.services!.url, endpoint, MONTH);
        const times: number[] = [];
        let text = '';
        for (let i = 0; i < samples; i++) {
          const sample = await call(side.services!.url, endpoint, MONTH);
          times.push(sample.ms);
          text = sample.text;
        }
        times.sort((a, b) => a - b);
        const key = `${endpoint} ${side.name}`;
        const entry = figures.get(key) ?? {
          p50: [],
          p95: [],
          rows: (JSON.parse(text) as { data: unknown[] }).data.length,
          bytes: Buffer.byteLength(text),
        };
        entry.p50.push(at(times, 0.5));
        entry.p95.push(at(times, 0.95));
        figures.set(key, entry);
      }
    }
    console.log(`round ${round + 1} of ${rounds} done (${order.map((side) => side.name).join(' then ')})`);
  }

  console.log(
    `\n×${scale} on ${engine}, ${rounds} rounds of ${samples} sequential requests a side (after 3 warm-up), this month`,
  );
  console.log('| Endpoint | Rows | Bytes | Old p50 | New p50 | Old p95 | New p95 | p95 ratio |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const endpoint of ENDPOINTS) {
    const old = figures.get(`${endpoint} old`)!;
    const fresh = figures.get(`${endpoint} new`)!;
    const cell = (xs: number[]) => `${median(xs).toFixed(1)} (${spread(xs)})`;
    console.log(
      `| ${endpoint} | ${fresh.rows} | ${fresh.bytes} | ${cell(old.p50)} | ${cell(fresh.p50)} | ${cell(old.p95)} | ` +
        `${cell(fresh.p95)} | ${(median(old.p95) / median(fresh.p95)).toFixed(1)}× |`,
    );
  }
  for (const side of sides) {
    console.log(
      `${side.name}: seeded in ${side.seedS.map((s) => s.toFixed(1)).join(', ')} s ` +
        `(median ${median(side.seedS).toFixed(1)}); ` +
        `first answers after each start ${side.first.map((ms) => ms.toFixed(0)).join(', ')} ms ` +
        `(median ${median(side.first).toFixed(1)}, max ${Math.max(...side.first).toFixed(1)})`,
    );
  }
} finally {
  for (const side of sides) await side.services?.close();
  await agent.close();
  await postgres?.stop();
}
