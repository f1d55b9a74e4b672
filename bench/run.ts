// Benchmarks (npm run bench; --quick for a short run): the gateway against calling the REST bases
// directly as the old client did, on the same upstream work, measured side by side in one run with
// one load generator (N concurrent workers repeating an operation for a fixed time); the services'
// report endpoints at demo and ten times demo scale on PGlite and PostgreSQL; the web client's gzip
// JavaScript per route and Lighthouse scores. Writes bench/results/latest.json and latest.md.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { Agent, request } from 'undici';
import { type Manifest, measure as measureBundles } from '../scripts/bundle-budget.js';
import { freePort } from '../tests/support/postgres.js';
import {
  LIGHTHOUSE_PAGES,
  type LighthousePage,
  type LighthousePreset,
  type LighthouseScores,
  lighthouseReport,
  lighthouseScores,
  medianScores,
} from './lighthouse.js';
import { startMesh } from './mesh.js';
import { spawnServer } from './processes.js';
import { measureServicesAtScale, SCREEN_WINDOW, type ServiceTiming } from './services-scale.js';

const quick = process.argv.includes('--quick');
/** Lighthouse runs per page and preset, their median reported: one run on a shared machine is noise. */
const LIGHTHOUSE_RUNS = 3;
/** The Lighthouse targets: mobile 90 or more on sign-in, dashboard and store list; desktop dashboard 95. */
const LIGHTHOUSE_TARGETS: { preset: LighthousePreset; page: LighthousePage; min: number }[] = [
  { preset: 'mobile', page: 'signin', min: 90 },
  { preset: 'mobile', page: 'dashboard', min: 90 },
  { preset: 'mobile', page: 'stores', min: 90 },
  { preset: 'desktop', page: 'dashboard', min: 95 },
];
/** Seconds of one side's window in one round; every comparison runs ROUNDS rounds, the sides alternating. */
const SECONDS = quick ? 2 : 8;
/** Rounds of every comparison: A B, then B A, then A B; each side's figure is the median of its rounds. */
const ROUNDS = 3;
const CONNECTIONS = 8;
const root = new URL('../', import.meta.url);

interface Sample {
  ms: number;
  bytes: number;
  calls: number;
}
/** One side's window in one round. */
interface Window {
  throughput: number;
  p50: number;
  p99: number;
  bytes: number;
}
/** A figure over the rounds: the median of the windows and their spread (min–max). */
interface Figure {
  median: number;
  min: number;
  max: number;
}
interface Measured {
  throughput: Figure;
  p50: Figure;
  p99: Figure;
  bytes: number;
}
/** One side of a comparison: a name and the request it repeats. */
interface Side {
  name: string;
  run: () => Promise<Sample>;
}

const agent = new Agent({ connections: 64, keepAliveTimeout: 10_000 });

async function get(url: string): Promise<{ text: string; bytes: number }> {
  const response = await request(url, { dispatcher: agent });
  const text = await response.body.text();
  if (response.statusCode !== 200) throw new Error(`${url.split('?')[0]} answered ${response.statusCode}`);
  return { text, bytes: Buffer.byteLength(text) };
}

async function post(url: string, cookie: string, body: string): Promise<{ text: string; bytes: number }> {
  const response = await request(url, {
    method: 'POST',
    dispatcher: agent,
    headers: { 'content-type': 'application/json', cookie },
    body,
  });
  const text = await response.body.text();
  if (response.statusCode !== 200 || text.includes('"errors"')) throw new Error(`gateway: ${text.slice(0, 200)}`);
  return { text, bytes: Buffer.byteLength(text) };
}

/** Repeats `run` on CONNECTIONS workers for SECONDS: throughput, latency percentiles and bytes of one window. */
async function measureWindow(run: () => Promise<Sample>): Promise<Window> {
  const samples: Sample[] = [];
  const until = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < until) samples.push(await run());
    }),
  );
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { throughput: samples.length / SECONDS, p50: at(0.5), p99: at(0.99), bytes: samples[0]!.bytes };
}

function figure(values: number[]): Figure {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { median, min: sorted[0]!, max: sorted[sorted.length - 1]! };
}

function combine(windows: Window[]): Measured {
  return {
    throughput: figure(windows.map((w) => w.throughput)),
    p50: figure(windows.map((w) => w.p50)),
    p99: figure(windows.map((w) => w.p99)),
    bytes: windows[0]!.bytes,
  };
}

/**
 * Measures the sides against each other over `rounds` rounds, the order alternating within each round (A B, then
 * B A, …), after five warm-up requests a side; each side's figures are the median of its rounds with their spread.
 */
async function compare(sides: Side[], rounds: number = ROUNDS): Promise<Map<string, Measured>> {
  for (const side of sides) for (let i = 0; i < 5; i++) await side.run();
  const windows = new Map<string, Window[]>(sides.map((side) => [side.name, []]));
  for (let pass = 0; pass < rounds; pass++) {
    const order = pass % 2 === 0 ? sides : [...sides].reverse();
    for (const side of order) windows.get(side.name)!.push(await measureWindow(side.run));
  }
  return new Map(sides.map((side) => [side.name, combine(windows.get(side.name)!)]));
}

/** One side's figures out of a comparison. */
function sideOf(measured: Map<string, Measured>, name: string): Measured {
  const found = measured.get(name);
  if (!found) throw new Error(`no side named ${name}`);
  return found;
}

const timed = async (work: () => Promise<{ bytes: number; calls: number }>): Promise<Sample> => {
  const started = performance.now();
  const { bytes, calls } = await work();
  return { ms: performance.now() - started, bytes, calls };
};

const token = randomBytes(24).toString('base64url');
const dataDir = mkdtempSync(join(tmpdir(), 'fieldforce-bench-db-'));
const servicesPort = await freePort();
const servicesProcess = await spawnServer(
  'services/src/main.ts',
  'services/tsconfig.json',
  {
    SERVICES_TOKEN: token,
    SERVICES_PORT: String(servicesPort),
    DATA_DIR: dataDir,
    LOG: 'off',
    OUTBOX_DIR: join(dataDir, 'outbox'),
  },
  /Services: (http:\/\/[^/\s]+)\/main/,
);
const services = { url: servicesProcess.ready[1]! };
/** Our gateway in a process of its own; `env` adds to the production settings (the response cache's TTL). */
const startGateway = async (env: Record<string, string> = {}) =>
  spawnServer(
    'gateway/src/main.ts',
    'gateway/tsconfig.json',
    {
      PORT: String(await freePort()),
      MAIN_API_URL: `${services.url}/main`,
      UPSTREAM_EXTRAS: 'all',
      SETTINGS_API_URL: `${services.url}/settings`,
      TRANSFER_API_URL: `${services.url}/transfer`,
      PRODUCT_API_URL: `${services.url}/product`,
      API_TOKEN: token,
      SESSION_SECRET: randomBytes(32).toString('base64url'),
      LOG: 'off',
      // One member drives the load: its per-member and per-address limits (1,200 and 6,000 a minute) would
      // answer RATE_LIMITED mid-run. Mesh has no such limit, so ours is lifted to compare like with like.
      RATE_LIMIT_PER_MEMBER: '1000000',
      RATE_LIMIT_PER_ADDRESS: '1000000',
      ...env,
    },
    /Gateway listening on (http:\/\/\S+) /,
  );
const gatewayProcess = await startGateway();
// The same gateway cold: its whole-response cache, shared upstream reads, reference lists and page access all off
// (RESPONSE_CACHE_TTL_MS=0, REFERENCE_CACHE_TTL_MS=0): every request runs the operation and reads from the upstream
// whatever it needs, as direct calls and Hive Gateway's defaults do.
const coldProcess = await startGateway({ RESPONSE_CACHE_TTL_MS: '0', REFERENCE_CACHE_TTL_MS: '0' });
const gateway = { url: gatewayProcess.ready[1]! };
/** The gateway's own figures from its /metrics: upstream calls so far and resident memory. */
async function gatewayFigures(url = gateway.url): Promise<{ upstreamCalls: number; rssBytes: number }> {
  const text = (await get(`${url}/metrics`)).text;
  let upstreamCalls = 0;
  let rssBytes = 0;
  for (const line of text.split('\n')) {
    if (line.startsWith('gateway_upstream_requests_total{'))
      upstreamCalls += Number(line.slice(line.lastIndexOf(' ') + 1));
    if (line.startsWith('gateway_process_resident_memory_bytes '))
      rssBytes = Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return { upstreamCalls, rssBytes };
}
async function signIn(url: string): Promise<string> {
  const login = await request(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'mutation { login(username: "admin", password: "Admin@2026") { id } }' }),
  });
  const answer = await login.body.text();
  const header = login.headers['set-cookie'];
  const session = (Array.isArray(header) ? header : [String(header)])
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith('ff_session='));
  if (!session) throw new Error(`${url}: the demo sign-in failed: ${answer.slice(0, 200)}`);
  return session;
}
const cookie = await signIn(gateway.url);
const cold = { url: coldProcess.ready[1]!, cookie: await signIn(coldProcess.ready[1]!) };

const rest = (base: string, endpoint: string, params: Record<string, string | number> = {}) => {
  const query = new URLSearchParams({
    ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
    _token: token,
  });
  return get(`${services.url}/${base}/${endpoint}?${query}`);
};
/** Calls made directly, in parallel as the old client did; bytes are what the browser would download. */
const direct = (calls: [string, string, Record<string, string | number>?][]) => async () => {
  const answers = await Promise.all(calls.map(([base, endpoint, params]) => rest(base, endpoint, params)));
  return { bytes: answers.reduce((sum, a) => sum + a.bytes, 0), calls: calls.length };
};
const viaGateway =
  (query: string, url = gateway.url, session = cookie) =>
  async () => {
    const answer = await post(`${url}/graphql`, session, JSON.stringify({ query }));
    return { bytes: answer.bytes, calls: 0 };
  };

const LOOKUPS: [string, string, Record<string, string | number>?][] = [
  ['main', 'RegionList'],
  ['main', 'CityList', { RegionID: 0 }],
  ['main', 'GradeList'],
];
/** Mesh: one GraphQL request selecting the same REST calls (its fields are the operations; the client joins names). */
const on = (field: string, args: string, selection: string) =>
  `${field}${args} { ... on ${field}_200_response { data { ${selection} } } }`;
const MESH_LOOKUPS = [
  on('RegionList', '', 'RegionID RegionName'),
  on('CityList', '(RegionID: 0)', 'CityID CityName'),
  on('GradeList', '', 'GradeID GradeName'),
].join(' ');
const operations = [
  {
    operation: 'store list page (50 stores with region, city, grade)',
    gateway:
      '{ stores(filter: { regionId: 1 }, limit: 50) ' +
      '{ total items { code name region { name } city { name } grade { name } } } }',
    direct: [['main', 'StoreList', { RegionID: 1 }], ...LOOKUPS] as [
      string,
      string,
      Record<string, string | number>?,
    ][],
    mesh: `{ ${on('StoreList', '(RegionID: 1)', 'StoreCode StoreName RegionID CityID GradeID')} ${MESH_LOOKUPS} }`,
  },
  {
    operation: 'full store list (every store with names)',
    gateway: '{ stores(limit: 2000) { total items { code name region { name } city { name } grade { name } } } }',
    direct: [['main', 'StoreList', { ActiveStatus: 0 }], ...LOOKUPS] as [
      string,
      string,
      Record<string, string | number>?,
    ][],
    mesh: `{ ${on('StoreList', '(ActiveStatus: 0)', 'StoreCode StoreName RegionID CityID GradeID')} ${MESH_LOOKUPS} }`,
  },
  {
    operation: 'display-check summary (region 1)',
    gateway: '{ displayCheckSummary(filter: { regionId: 1 }) { brand { name } visits lines lowStockLines } }',
    direct: [
      ['main', 'DispalyCheckSummary', { RegionID: 1 }],
      ['main', 'BrandList_General'],
    ] as [string, string, Record<string, string | number>?][],
    mesh: `{ ${[
      on('DispalyCheckSummary', '(RegionID: 1)', 'BrandID Visits Lines LowStockLines'),
      on('BrandList_General', '', 'BrandID BrandName'),
    ].join(' ')} }`,
  },
  {
    operation: 'dashboard (cards and series)',
    gateway:
      '{ dashboard { cards { salesValue visits } salesByDay { date value } ' +
      'compliance { brand { name } lowStockRate } storeSummary { region { name } stores } ' +
      'productCountByBrand { brand { name } products } recentSales { date store { name } } } }',
    direct: [
      ['main', 'DashboardCards'],
      ['main', 'DailySales'],
      ['main', 'DispalyCheckSummary'],
      ['main', 'StoreSummary'],
      ['main', 'ProductCountbyBrandSummary'],
      ['main', 'RecnetSales'],
      ['main', 'RegionList'],
      ['main', 'BrandList_General'],
      ['main', 'StoreList', { ActiveStatus: 0 }],
    ] as [string, string, Record<string, string | number>?][],
    mesh: `{ ${[
      on('DashboardCards', '', 'SalesValue Visits'),
      on('DailySales', '', 'SaleDate Value'),
      on('DispalyCheckSummary', '', 'BrandID LowStockLines Lines'),
      on('StoreSummary', '', 'RegionID Stores'),
      on('ProductCountbyBrandSummary', '', 'BrandID Products'),
      on('RecnetSales', '', 'SaleDate StoreID'),
      on('RegionList', '', 'RegionID RegionName'),
      on('BrandList_General', '', 'BrandID BrandName'),
      on('StoreList', '(ActiveStatus: 0)', 'StoreID StoreName'),
    ].join(' ')} }`,
  },
  {
    operation: 'me with its menu',
    gateway: '{ me { id name menu { title children { title url } } } }',
    direct: [['main', 'GetPageAccess', { TeamMemberID: 1 }]] as [string, string, Record<string, string | number>?][],
    mesh: `{ ${on('GetPageAccess', '(TeamMemberID: 1)', 'PageName AccessEnable')} }`,
  },
];

const OURS_CACHED = 'ours (response cache on, 60 s)';
const OURS_COLD = 'ours cold (response cache, reference lists and page access off)';
const DIRECT = 'direct';
const UPSTREAM_ALONE = "the upstream's StoreList alone";
/** A side's figures as written to the results: medians, their spread over the rounds, and bytes. */
interface Summary {
  throughputPerSecond: number;
  throughputRange: [number, number];
  p50Ms: number;
  p50Range: [number, number];
  p99Ms: number;
  p99Range: [number, number];
  bytes: number;
}
interface DirectRow {
  operation: string;
  oursSetup: string;
  p50Ratio: number;
  p99Ratio: number;
  throughputRatio: number;
  /** Whether the two sides' min–max over the rounds overlap: the ratio is then within the run's noise. */
  p50Overlap: boolean;
  throughputOverlap: boolean;
  upstreamCalls: number;
  directCalls: number;
  bytesRatio: number;
  gateway: Summary;
  direct: Summary;
}
interface MeshRow {
  operation: string;
  oursSetup: string;
  meshSetup: string;
  throughputRatio: number;
  p99Ratio: number;
  throughputOverlap: boolean;
  p99Overlap: boolean;
  bytesRatio: number;
  ours: Summary;
  mesh: Summary;
}

/** Upstream calls of one gateway operation, counted alone from the gateway's /metrics (the timed runs overlap). */
async function upstreamCallsOf(url: string, session: string, query: string): Promise<number> {
  const before = (await gatewayFigures(url)).upstreamCalls;
  await viaGateway(query, url, session)();
  return (await gatewayFigures(url)).upstreamCalls - before;
}

const gatewayVsDirect: DirectRow[] = [];
for (const op of operations) {
  const calls = {
    [OURS_CACHED]: await upstreamCallsOf(gateway.url, cookie, op.gateway),
    [OURS_COLD]: await upstreamCallsOf(cold.url, cold.cookie, op.gateway),
  };
  const measured = await compare([
    { name: OURS_CACHED, run: () => timed(viaGateway(op.gateway)) },
    { name: DIRECT, run: () => timed(direct(op.direct)) },
    { name: OURS_COLD, run: () => timed(viaGateway(op.gateway, cold.url, cold.cookie)) },
  ]);
  const theirs = sideOf(measured, DIRECT);
  for (const oursSetup of [OURS_CACHED, OURS_COLD]) {
    const ours = sideOf(measured, oursSetup);
    gatewayVsDirect.push({
      operation: op.operation,
      oursSetup,
      p50Ratio: ratio(ours.p50, theirs.p50),
      p99Ratio: ratio(ours.p99, theirs.p99),
      throughputRatio: ratio(ours.throughput, theirs.throughput),
      p50Overlap: overlap(ours.p50, theirs.p50),
      throughputOverlap: overlap(ours.throughput, theirs.throughput),
      upstreamCalls: calls[oursSetup as keyof typeof calls],
      directCalls: op.direct.length,
      bytesRatio: round(ours.bytes / theirs.bytes),
      gateway: summary(ours),
      direct: summary(theirs),
    });
    console.log(
      `${op.operation}, ${oursSetup}: p50 ${spread(ours.p50)} ms vs direct ${spread(theirs.p50)} ms; ` +
        `bytes ${ours.bytes} vs ${theirs.bytes}`,
    );
  }
}
// The gateway's resident memory right after the load (its own process).
const rssMB = Math.round((await gatewayFigures()).rssBytes / 2 ** 20);

// The whole joined store list with the response cache off against the upstream's own StoreList call for the
// same rows: what the gateway's execution (the call, the join, GraphQL execution and JSON) leaves of the upstream's
// throughput. The lookups the old client also fetched are left out: this is the upstream alone.
const FULL_LIST = operations.find((op) => op.operation.startsWith('full store list'))!;
const fullList = await compare([
  { name: OURS_COLD, run: () => timed(viaGateway(FULL_LIST.gateway, cold.url, cold.cookie)) },
  { name: UPSTREAM_ALONE, run: () => timed(direct([['main', 'StoreList', { ActiveStatus: 0 }]])) },
]);
const coldFullList = sideOf(fullList, OURS_COLD);
const upstreamAlone = sideOf(fullList, UPSTREAM_ALONE);
const fullListAnswer = await post(`${cold.url}/graphql`, cold.cookie, JSON.stringify({ query: FULL_LIST.gateway }));
const fullListCost = {
  operation: FULL_LIST.operation,
  rows: (JSON.parse(fullListAnswer.text) as { data: { stores: { total: number } } }).data.stores.total,
  throughputRatio: ratio(coldFullList.throughput, upstreamAlone.throughput),
  p50Ratio: ratio(coldFullList.p50, upstreamAlone.p50),
  throughputOverlap: overlap(coldFullList.throughput, upstreamAlone.throughput),
  bytesRatio: round(coldFullList.bytes / upstreamAlone.bytes),
  gatewayCacheOff: summary(coldFullList),
  upstreamStoreList: summary(upstreamAlone),
};
console.log(
  `full store list, cache off: ${spread(coldFullList.throughput)} req/s vs the upstream's StoreList alone ` +
    `${spread(upstreamAlone.throughput)} req/s`,
);

// GraphQL Mesh + Hive Gateway on the same services, each of its set-ups measured interleaved with ours (one
// Mesh process at a time): first Hive Gateway's defaults (no response cache) against ours with the cache on and
// off, then Hive Gateway with its response cache against ours with the cache on.
/** Ours as in production, or on the process with the response cache off. */
const oursRun = (setup: string, query: string) =>
  setup === OURS_COLD ? viaGateway(query, cold.url, cold.cookie) : viaGateway(query);
const gatewayVsMesh: MeshRow[] = [];
let meshNote = '';
for (const responseCache of [false, true]) {
  const setup = responseCache
    ? 'Hive Gateway with its response cache (60 s)'
    : 'Hive Gateway defaults (no response cache)';
  let mesh: Awaited<ReturnType<typeof startMesh>> | undefined;
  try {
    const started = await startMesh(services.url, token, { responseCache });
    mesh = started;
    for (const op of operations) {
      const meshRun = async () => {
        const answer = await post(started.url, '', JSON.stringify({ query: op.mesh }));
        return { bytes: answer.bytes, calls: 0 };
      };
      // Cold against cold: ours without its response cache against Hive Gateway's defaults (which have none).
      const oursSetups = responseCache ? [OURS_CACHED] : [OURS_CACHED, OURS_COLD];
      const measured = await compare([
        ...oursSetups.map((name) => ({ name, run: () => timed(oursRun(name, op.gateway)) })),
        { name: setup, run: () => timed(meshRun) },
      ]);
      const theirs = sideOf(measured, setup);
      for (const oursSetup of oursSetups) {
        const ours = sideOf(measured, oursSetup);
        gatewayVsMesh.push({
          operation: op.operation,
          oursSetup,
          meshSetup: setup,
          throughputRatio: ratio(ours.throughput, theirs.throughput),
          p99Ratio: ratio(ours.p99, theirs.p99),
          throughputOverlap: overlap(ours.throughput, theirs.throughput),
          p99Overlap: overlap(ours.p99, theirs.p99),
          bytesRatio: round(ours.bytes / theirs.bytes),
          ours: summary(ours),
          mesh: summary(theirs),
        });
        console.log(
          `${op.operation}, ${oursSetup} vs Mesh (${setup}): ${spread(ours.throughput)} vs ` +
            `${spread(theirs.throughput)} req/s, p99 ${spread(ours.p99)} vs ${spread(theirs.p99)} ms`,
        );
      }
    }
  } catch (error) {
    meshNote = `Mesh did not run (${setup}): ${error instanceof Error ? error.message.slice(0, 500) : String(error)}`;
    console.log(meshNote);
  } finally {
    await mesh?.close();
  }
}
await coldProcess.close();
// Lighthouse against the same product (the gateway serves the built client).
let lighthouse: LighthouseScores | null = null;
let lighthouseNote = '';
try {
  const runs: LighthouseScores[] = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run++) runs.push(await lighthouseScores(gateway.url));
  lighthouse = medianScores(runs);
  console.log(`Lighthouse:\n${lighthouseReport(lighthouse)}`);
} catch (error) {
  lighthouseNote = `Lighthouse did not run: ${error instanceof Error ? error.message : String(error)}`;
  console.log(lighthouseNote);
}
await gatewayProcess.close();
await servicesProcess.close();
await agent.close();
rmSync(dataDir, { recursive: true, force: true });

const scaled = await measureServicesAtScale({ quick, log: (line) => console.log(line) });

function round(value: number) {
  return Math.round(value * 100) / 100;
}
function summary(m: Measured): Summary {
  const range = (f: Figure): [number, number] => [round(f.min), round(f.max)];
  return {
    throughputPerSecond: round(m.throughput.median),
    throughputRange: range(m.throughput),
    p50Ms: round(m.p50.median),
    p50Range: range(m.p50),
    p99Ms: round(m.p99.median),
    p99Range: range(m.p99),
    bytes: m.bytes,
  };
}
/** Ours over theirs, of the medians. */
function ratio(ours: Figure, theirs: Figure): number {
  return round(ours.median / theirs.median);
}
/** Whether two figures' spreads over the rounds overlap: a ratio between them is then within the run's noise. */
function overlap(a: Figure, b: Figure): boolean {
  return a.min <= b.max && b.min <= a.max;
}
/** A figure as "median (min–max)". */
function spread(f: Figure): string {
  return `${round(f.median)} (${round(f.min)}–${round(f.max)})`;
}
/** A written figure as "median (min–max)". */
function cell(median: number, [min, max]: [number, number]): string {
  return `${median} (${min}–${max})`;
}
/** A ratio, marked "~" when the two sides' spreads overlap. */
function marked(value: number, overlapping: boolean): string {
  return overlapping ? `${value} ~` : String(value);
}

// Web: gzip JavaScript each route needs (its chunk and what it imports), from Vite's manifest.
// WEB_DIST (the gateway's own setting, which its process inherits) names a client built elsewhere than web/dist.
const webDist = new URL(`${process.env.WEB_DIST ?? 'web/dist'}/`.replace(/\/+$/, '/'), root);
const manifestPath = new URL('.vite/manifest.json', webDist);
const web: Record<string, unknown> = {
  initialJsGzipKB: null,
  routes: {},
  lighthouse: lighthouse
    ? {
        signin: lighthouse.signin,
        dashboard: lighthouse.dashboard,
        preset: lighthouse.preset,
        metrics: lighthouse.metrics,
        presets: lighthouse.presets,
      }
    : null,
};
if (existsSync(manifestPath)) {
  // The same measure as the JavaScript budget stage of `npm test` (scripts/bundle-budget.ts), so both agree.
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const [signIn, ...pages] = measureBundles(
    manifest,
    (file) => gzipSync(readFileSync(new URL(file, webDist)), { level: 9 }).length / 1024,
  );
  web.initialJsGzipKB = signIn?.kB ?? null;
  web.routes = Object.fromEntries(pages.map((page) => [page.name, page.kB]));
}

const results = {
  date: new Date().toISOString(),
  quick,
  secondsPerWindow: SECONDS,
  rounds: ROUNDS,
  connections: CONNECTIONS,
  machine: {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model,
    memoryGB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
  },
  gatewayVsDirect,
  gatewayVsMesh,
  gatewayVsMeshFooting:
    'Ours runs as configured for production, then with its response cache off. Production: whole answers cached ' +
    '60 s per member and page set (dropped by every write), repeats answered from their stored JSON before ' +
    'Apollo runs (the fast path), identical upstream list reads shared across requests, reference lists ' +
    '(regions, cities, grades, brands…) cached 60 s and identical reads coalesced within a request. Cache off ' +
    '(RESPONSE_CACHE_TTL_MS=0, REFERENCE_CACHE_TTL_MS=0): every request is parsed, validated, costed, executed ' +
    'and reads from the upstream what it needs, reference lists and page access included, as Hive Gateway ' +
    'defaults, which cache nothing, do. Mesh is ' +
    'measured twice: Hive Gateway defaults (no cache), then with its whole-response cache (60 s), each set-up ' +
    'interleaved with ours in the same rounds. Mesh answers the REST ' +
    "shapes (every row, ids only, the client joins names); ours answers the screen's shape " +
    '(joined names, paged where the screen pages).',
  fullListCost,
  services: scaled.rows as ServiceTiming[],
  servicesNotes: scaled.notes,
  web,
  gatewayMemory: {
    rssMB,
    note: "the gateway process's resident memory (its /metrics) right after the gateway-against-direct runs",
  },
  notYetMeasured: {
    ...(meshNote ? { gatewayVsMesh: meshNote } : {}),
    ...(lighthouse ? {} : { lighthouse: lighthouseNote }),
  } as Record<string, string>,
};
mkdirSync(new URL('bench/results/', root), { recursive: true });
writeFileSync(new URL('bench/results/latest.json', root), `${JSON.stringify(results, null, 2)}\n`);
const rows = gatewayVsDirect
  .map(
    (r) =>
      `| ${r.operation} | ${r.oursSetup} | ${marked(r.p50Ratio, r.p50Overlap)} | ${r.p99Ratio} | ` +
      `${marked(r.throughputRatio, r.throughputOverlap)} | ${cell(r.gateway.p50Ms, r.gateway.p50Range)} | ` +
      `${cell(r.direct.p50Ms, r.direct.p50Range)} | ` +
      `${cell(r.gateway.throughputPerSecond, r.gateway.throughputRange)} | ` +
      `${cell(r.direct.throughputPerSecond, r.direct.throughputRange)} | ` +
      `${r.upstreamCalls} (direct ${r.directCalls}) | ` +
      `${r.gateway.bytes} / ${r.direct.bytes} (${r.bytesRatio}) |`,
  )
  .join('\n');
const { machine } = results;
const runLine =
  `${results.date} · ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGB} GB, Node ${machine.node} · ` +
  `${quick ? 'quick run' : 'full run'}: every comparison over ${ROUNDS} rounds of ${SECONDS} s a side, the sides ` +
  `alternating within each round, ${CONNECTIONS} concurrent workers, on loopback; each figure is the median of ` +
  'its rounds with their min–max beside it; the services (on-disk PGlite), our gateway and Mesh each in a process ' +
  'of their own, the load generator in this one.';
const meshRows = gatewayVsMesh
  .map(
    (r) =>
      `| ${r.operation} | ${r.oursSetup} | ${r.meshSetup} | ${marked(r.throughputRatio, r.throughputOverlap)} | ` +
      `${marked(r.p99Ratio, r.p99Overlap)} | ${cell(r.ours.throughputPerSecond, r.ours.throughputRange)} | ` +
      `${cell(r.mesh.throughputPerSecond, r.mesh.throughputRange)} | ${cell(r.ours.p99Ms, r.ours.p99Range)} | ` +
      `${cell(r.mesh.p99Ms, r.mesh.p99Range)} | ${r.ours.bytes} / ${r.mesh.bytes} (${r.bytesRatio}) |`,
  )
  .join('\n');
const NOISE_NOTE =
  "~ marks a ratio whose two sides overlap in their min–max over the rounds: within this run's noise, " +
  'no difference is shown.';
const fullListLine = [
  `${fullListCost.rows} stores, every one joined with its region, city and grade names, on the gateway with its ` +
    "response cache, reference lists and page access off, interleaved with the upstream's own StoreList call for " +
    'the same rows alone.',
  '',
  '| side | req/s | p50 ms | p99 ms | bytes |',
  '|---|---|---|---|---|',
  ...(
    [
      ['gateway, response cache off', fullListCost.gatewayCacheOff],
      ["upstream's StoreList alone", fullListCost.upstreamStoreList],
    ] as [string, Summary][]
  ).map(
    ([name, s]) =>
      `| ${name} | ${cell(s.throughputPerSecond, s.throughputRange)} | ${cell(s.p50Ms, s.p50Range)} | ` +
      `${cell(s.p99Ms, s.p99Range)} | ${s.bytes} |`,
  ),
  '',
  fullListVerdict(),
].join('\n');
const lighthouseLine = lighthouse
  ? `Sign-in ${lighthouse.signin}, dashboard ${lighthouse.dashboard} (signed in). ` +
    `Dashboard: LCP ${Math.round(lighthouse.metrics.dashboard.largestContentfulPaintMs ?? 0)} ms, ` +
    `total blocking time ${Math.round(lighthouse.metrics.dashboard.totalBlockingTimeMs ?? 0)} ms; ` +
    `sign-in: LCP ${Math.round(lighthouse.metrics.signin.largestContentfulPaintMs ?? 0)} ms, ` +
    `total blocking time ${Math.round(lighthouse.metrics.signin.totalBlockingTimeMs ?? 0)} ms.` +
    (lighthouse.presets.mobile
      ? ` Mobile preset: sign-in ${lighthouse.presets.mobile.signin.score}, dashboard ` +
        `${lighthouse.presets.mobile.dashboard.score}, store list ${lighthouse.presets.mobile.stores.score}; ` +
        `desktop store list ${lighthouse.presets.desktop?.stores.score ?? '-'}.`
      : '')
  : lighthouseNote;
const directHeading = 'ratios: gateway over direct; under 1 is better for latency and bytes, over 1 for throughput';
const directFooting =
  'Direct means the calls the old client made in parallel from the browser, with every byte it downloaded. ' +
  'Upstream calls are those of one gateway operation run alone, with the caches as earlier operations left them. ' +
  'The gateway runs twice, interleaved with direct in the same rounds: as in production (response cache on, so ' +
  'repeats are answered from it, which direct cannot do), and with the response cache off ' +
  '(RESPONSE_CACHE_TTL_MS=0) and its reference lists and page access off too (REFERENCE_CACHE_TTL_MS=0): cold, ' +
  'each request reads the regions, cities, grades and brands it joins, as direct does. ' +
  `Bytes: the gateway's answer / everything direct downloaded (ratio). ${NOISE_NOTE}`;
const md = `# Benchmarks

${runLine}

## Gateway against direct REST (${directHeading})

| operation | gateway | p50 | p99 | throughput | gateway p50 ms | direct p50 ms | gateway req/s | direct req/s \
| upstream calls | bytes (gateway / direct) |
|---|---|---|---|---|---|---|---|---|---|---|
${rows}

${directFooting}

## Where the targets stand

${targets()}

## Gateway against GraphQL Mesh (ratios: ours over Mesh; over 1 is better for throughput, under 1 for p99)

${results.gatewayVsMeshFooting}

| operation | ours | Mesh set-up | throughput | p99 | ours req/s | Mesh req/s | ours p99 ms | Mesh p99 ms \
| bytes (ours / Mesh) |
|---|---|---|---|---|---|---|---|---|---|
${meshRows}

${NOISE_NOTE}

## Full store list: what the gateway keeps of the upstream's own call

${fullListLine}

## Services: report endpoints at scale (p50 / p95 ms, sequential requests)

${servicesTable()}

${scaled.notes.map((note) => `- ${note}`).join('\n')}

## Lighthouse (performance, ${lighthouse ? `${lighthouse.preset} preset` : 'not run'})

${lighthouseLine}

## Memory

Process RSS under the benchmark load: ${rssMB} MB (${results.gatewayMemory.note}).

## Not measured yet

${
  Object.entries(results.notYetMeasured)
    .map(([key, note]) => `- ${key}: ${note}`)
    .join('\n') || '- nothing'
}

## Web (gzip JavaScript, KB)

Sign-in (its own page, signin.html): ${web.initialJsGzipKB ?? 'not built'} KB. Per route (the client's entry, the
signed-in shell and the route's own chunks, as the JavaScript budget stage measures them):

${Object.entries(web.routes as Record<string, number>)
  .map(([route, kb]) => `- ${route}: ${kb} KB`)
  .join('\n')}
`;
writeFileSync(new URL('bench/results/latest.md', root), md);

/**
 * The full list's verdict: the share of the upstream's throughput the gateway keeps. A gateway cannot answer faster
 * than the call it makes, so a ratio above 1, or spreads that overlap, is noise, not a finding.
 */
function fullListVerdict(): string {
  const { throughputRatio, throughputOverlap, bytesRatio } = fullListCost;
  const bytes = `Bytes: ${bytesRatio} × the upstream's answer.`;
  if (throughputRatio > 1)
    return (
      `Gateway over upstream in throughput: ${throughputRatio}, above 1, which is noise: the gateway makes this very ` +
      `call and cannot be faster than it. The run does not resolve what the gateway's execution costs here. ${bytes}`
    );
  const kept = `The gateway keeps ${Math.round(throughputRatio * 100)}% of the upstream's throughput`;
  return throughputOverlap
    ? `${kept}, but the two sides' spreads overlap: within this run's noise, no cost is shown. ${bytes}`
    : `${kept} (p50 ${fullListCost.p50Ratio} × the upstream's). ${bytes}`;
}

function meshTarget(): string {
  if (gatewayVsMesh.length === 0)
    return `- not measured: 2 × Mesh throughput and half its p99 (${meshNote || 'no rows'})`;
  const lines: string[] = [];
  for (const pair of [...new Set(gatewayVsMesh.map((row) => `${row.oursSetup}|${row.meshSetup}`))]) {
    const rows = gatewayVsMesh.filter((row) => `${row.oursSetup}|${row.meshSetup}` === pair);
    const { oursSetup, meshSetup } = rows[0]!;
    const short = rows.filter((row) => row.throughputRatio < 2 || row.p99Ratio > 0.5);
    const ratios = rows.map((row) => `${row.throughputRatio}× / ${row.p99Ratio}`).join(', ');
    const shortOn = short.length ? `; short on: ${short.map(shortfall).join('; ')}` : '';
    lines.push(
      `- ${short.length === 0 ? 'met' : 'missed'}: at least 2 × Mesh throughput and at most half its p99 ` +
        `on every operation, ${oursSetup} against ${meshSetup} (${ratios})${shortOn}`,
    );
  }
  return lines.join('\n');
}

/** A missed operation with its figures and, for the cache-off gateway, the direct calls' rate in the same run. */
function shortfall(row: MeshRow): string {
  const { ours, mesh } = row;
  // The same operation made directly, as the old client made it, in this run; named only where ours calls the
  // upstream too, without a claim of a ceiling (the cache-off gateway keeps its reference lists).
  const cold = gatewayVsDirect.find((r) => r.operation === row.operation && r.oursSetup === OURS_COLD);
  const upstream = cold?.direct;
  const ceiling =
    row.oursSetup === OURS_COLD && cold && cold.upstreamCalls > 0 && upstream
      ? `; made directly, as the old client made them, the same operation's calls answered ` +
        `${upstream.throughputPerSecond} req/s in this run`
      : '';
  return (
    `${row.operation} (${ours.throughputPerSecond} vs ${mesh.throughputPerSecond} req/s, ` +
    `p99 ${ours.p99Ms} vs ${mesh.p99Ms} ms${ceiling})`
  );
}

function servicesTable(): string {
  const rows = scaled.rows;
  if (rows.length === 0) return 'Not measured.';
  const columns = [...new Set(rows.map((row) => `${row.engine} ×${row.scale}`))];
  const keys = [...new Set(rows.map((row) => `${row.endpoint}|${row.window}`))];
  const cell = (key: string, column: string) => {
    const row = rows.find((r) => `${r.endpoint}|${r.window}` === key && `${r.engine} ×${r.scale}` === column);
    return row ? `${row.p50Ms} / ${row.p95Ms}` : '';
  };
  return [
    `| endpoint | window | ${columns.join(' | ')} |`,
    `|---|---|${columns.map(() => '---').join('|')}|`,
    ...keys.map(
      (key) =>
        `| ${key.split('|')[0]} | ${key.split('|')[1]} | ${columns.map((column) => cell(key, column)).join(' | ')} |`,
    ),
  ].join('\n');
}

function scaleTarget(): string {
  const tenfold = scaled.rows.filter((row) => row.engine === 'postgresql' && row.scale === 10);
  if (tenfold.length === 0)
    return (
      '- not measured: report endpoints p95 under 200 ms at ten times scale on PostgreSQL ' +
      '(the quick run seeds demo scale only; `npm run bench` measures it)'
    );
  const screen = tenfold.filter((row) => row.window !== '180 days');
  const slow = (list: ServiceTiming[]) => list.filter((row) => row.p95Ms >= 200);
  const wide = tenfold.filter((row) => row.window === '180 days');
  const ok = slow(screen).length === 0;
  const slowScreen = slow(screen).length
    ? ` (${slow(screen)
        .map((row) => row.endpoint)
        .join(', ')})`
    : '';
  const overWide =
    slow(wide).length === 0
      ? 'all under 200 ms'
      : `${slow(wide)
          .map((row) => `${row.endpoint} ${row.p95Ms} ms`)
          .join(', ')} over 200 ms; ` +
        'the aggregates then read every line of half a year (about a million at this scale): ' +
        'a daily roll-up table kept by the writes would close it';
  return (
    `- ${ok ? 'met' : 'missed'}: report endpoints p95 under 200 ms at ten times scale on PostgreSQL, ` +
    `over what the screens ask for (${SCREEN_WINDOW} or the month): ` +
    `slowest ${Math.max(...screen.map((row) => row.p95Ms))} ms${slowScreen}. Over 180 days: ${overWide}`
  );
}

/** Whether every Lighthouse target is met (undefined when a preset did not run). */
function lighthouseMet(scores: LighthouseScores): boolean | undefined {
  const found = LIGHTHOUSE_TARGETS.map(({ preset, page, min }) => {
    const score = scores.presets[preset]?.[page]?.score;
    return score === undefined ? undefined : score >= min;
  });
  return found.includes(undefined) ? undefined : found.every(Boolean);
}

/** Each target's score and, when short, what the page's main thread spent its time on (Lighthouse's own audits). */
function lighthouseDetail(scores: LighthouseScores): string {
  return LIGHTHOUSE_TARGETS.map(({ preset, page, min }) => {
    const figures = scores.presets[preset]?.[page];
    const name = `${preset} ${LIGHTHOUSE_PAGES[page].label}`;
    if (!figures) return `${name} not measured`;
    if (figures.score >= min) return `${name} ${figures.score}`;
    const tasks = figures.longTasks
      .slice(0, 3)
      .map((task) => `${Math.round(task.durationMs)} ms (${task.script})`)
      .join(', ');
    const scripts = figures.scripts
      .slice(0, 2)
      .map((script) => `${script.script} ${Math.round(script.totalMs)} ms`)
      .join(', ');
    const blocking = Math.round(figures.metrics.totalBlockingTimeMs ?? 0);
    const busy = `longest tasks ${tasks || 'none'}; costliest scripts ${scripts || 'none'}`;
    return `${name} ${figures.score} (total blocking time ${blocking} ms; ${busy})`;
  }).join('; ');
}

/**
 * What a run says of a latency target on the median ratio: met or missed, or "within noise" when the two sides'
 * spreads overlap and the median falls on the other side of the mark than the claim would need.
 */
function latencyVerdict(row: DirectRow | undefined, met: (ratio: number) => boolean): boolean | undefined | 'noise' {
  if (!row) return undefined;
  if (row.p50Overlap && met(row.p50Ratio) !== met(1)) return 'noise';
  return met(row.p50Ratio);
}

function targets(): string {
  // The targets are the production set-up's: the gateway with its response cache on.
  const find = (prefix: string) =>
    gatewayVsDirect.find((row) => row.oursSetup === OURS_CACHED && row.operation.startsWith(prefix));
  const status = (ok: boolean | undefined | 'noise') =>
    ok === undefined ? 'not measured' : ok === 'noise' ? 'within noise' : ok ? 'met' : 'missed';
  const line = (label: string, ok: boolean | undefined | 'noise', detail: string) =>
    `- ${status(ok)}: ${label} (${detail})`;
  const p50 = (row: DirectRow | undefined) => (row ? marked(row.p50Ratio, row.p50Overlap) : 'not measured');
  const page = find('store list page');
  const summary = find('display-check summary');
  const dashboard = find('dashboard');
  const cachedRows = gatewayVsDirect.filter((row) => row.oursSetup === OURS_CACHED);
  const routes = Object.values(web.routes as Record<string, number>);
  const largest = Object.entries(web.routes as Record<string, number>).sort((a, b) => b[1] - a[1])[0];
  return [
    line(
      'store list p50 at most 1.2 × direct',
      latencyVerdict(page, (r) => r <= 1.2),
      p50(page),
    ),
    line(
      'summary p50 at most 1.2 × direct',
      latencyVerdict(summary, (r) => r <= 1.2),
      p50(summary),
    ),
    line(
      'dashboard faster than direct',
      latencyVerdict(dashboard, (r) => r < 1),
      p50(dashboard),
    ),
    line(
      'at most half the bytes on every operation',
      cachedRows.every((row) => row.bytesRatio <= 0.5),
      cachedRows.map((row) => `${row.operation} ${row.bytesRatio}`).join(', '),
    ),
    line(
      'sign-in page at most 200 kB gzip',
      web.initialJsGzipKB === null ? undefined : Number(web.initialJsGzipKB) <= 200,
      `${web.initialJsGzipKB} kB`,
    ),
    line(
      'no route over 350 kB gzip',
      routes.length ? routes.every((kb) => kb <= 350) : undefined,
      largest
        ? `largest ${largest[1]} kB, ${largest[0]}; chunks a route imports lazily (nivo's) are not counted`
        : 'web client not built',
    ),
    meshTarget(),
    scaleTarget(),
    line(
      'Lighthouse mobile 90 or more on sign-in, dashboard and store list, desktop dashboard 95 or more',
      lighthouse ? lighthouseMet(lighthouse) : undefined,
      lighthouse ? lighthouseDetail(lighthouse) : 'not run',
    ),
    line('gateway memory under 300 MB RSS under load', rssMB < 300, `${rssMB} MB`),
  ].join('\n');
}
console.log(md);
process.exit(0);
