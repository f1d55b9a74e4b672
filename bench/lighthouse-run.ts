// Lighthouse alone, without the rest of the benchmark: starts the services and the gateway (serving the built
// client: `npm run -s build` first) or measures a running product, then prints each page's score, LCP, TBT and
// longest tasks, and with --runs N the median of N runs (the machine is shared: one run is noise).
//   npx tsx --tsconfig gateway/tsconfig.json bench/lighthouse-run.ts [--url http://localhost:4000]
//     [--runs 3] [--preset desktop|mobile]
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from '../tests/support/postgres.js';
import {
  LIGHTHOUSE_PAGES,
  type LighthousePage,
  type LighthousePreset,
  type LighthouseScores,
  lighthouseReport,
  lighthouseScores,
} from './lighthouse.js';
import { type ServerProcess, spawnServer } from './processes.js';

const { values } = parseArgs({
  options: { url: { type: 'string' }, runs: { type: 'string', default: '1' }, preset: { type: 'string' } },
});
const runs = Math.max(1, Number(values.runs) || 1);
const presets: LighthousePreset[] =
  values.preset === 'desktop' || values.preset === 'mobile' ? [values.preset] : ['desktop', 'mobile'];

const servers: ServerProcess[] = [];
let dataDir: string | undefined;
async function startProduct(): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  dataDir = mkdtempSync(join(tmpdir(), 'fieldforce-lighthouse-db-'));
  const services = await spawnServer(
    'services/src/main.ts',
    'services/tsconfig.json',
    {
      SERVICES_TOKEN: token,
      SERVICES_PORT: String(await freePort()),
      DATA_DIR: dataDir,
      LOG: 'off',
      OUTBOX_DIR: join(dataDir, 'outbox'),
    },
    /Services: (http:\/\/[^/\s]+)\/main/,
  );
  servers.push(services);
  const gateway = await spawnServer(
    'gateway/src/main.ts',
    'gateway/tsconfig.json',
    {
      PORT: String(await freePort()),
      MAIN_API_URL: `${services.ready[1]}/main`,
      UPSTREAM_EXTRAS: 'all',
      SETTINGS_API_URL: `${services.ready[1]}/settings`,
      TRANSFER_API_URL: `${services.ready[1]}/transfer`,
      PRODUCT_API_URL: `${services.ready[1]}/product`,
      API_TOKEN: token,
      SESSION_SECRET: randomBytes(32).toString('base64url'),
      LOG: 'off',
    },
    /Gateway listening on (http:\/\/\S+) /,
  );
  servers.push(gateway);
  return gateway.ready[1]!;
}

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)] ?? 0;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

try {
  const baseUrl = values.url ?? (await startProduct());
  const all: LighthouseScores[] = [];
  for (let run = 1; run <= runs; run++) {
    const before = load();
    const scores = await lighthouseScores(baseUrl, presets);
    all.push(scores);
    console.log(`\nRun ${run} of ${runs} (load average ${before} before, ${load()} after)`);
    console.log(lighthouseReport(scores));
  }
  if (runs > 1) {
    console.log(`\nMedian of ${runs} runs (score, LCP, TBT):`);
    for (const preset of presets) {
      for (const name of Object.keys(LIGHTHOUSE_PAGES) as LighthousePage[]) {
        const pages = all.map((scores) => scores.presets[preset]![name]);
        const of = (metric: string) => Math.round(median(pages.map((page) => page.metrics[metric] ?? 0)));
        console.log(
          `${preset} ${LIGHTHOUSE_PAGES[name].label}: ${median(pages.map((page) => page.score))} ` +
            `(LCP ${of('largestContentfulPaintMs')} ms, TBT ${of('totalBlockingTimeMs')} ms; ` +
            `scores ${pages.map((page) => page.score).join(', ')})`,
        );
      }
    }
  }
} finally {
  for (const server of servers.reverse()) await server.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
