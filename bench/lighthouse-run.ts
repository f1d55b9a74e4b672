// Lighthouse alone, without the rest of the benchmark: starts the services and the gateway (serving the built
// client: `npm run -s build` first) or measures a running product, then prints each page's score, LCP, TBT and
// longest tasks, and with --runs N the median of N runs (the machine is shared: one run is noise).
//   npx tsx --tsconfig gateway/tsconfig.json bench/lighthouse-run.ts [--url http://localhost:4000]
//     [--runs 3] [--preset desktop|mobile]
// With --screens all|<titles, comma-separated> it reads instead every screen of the administrator's menu (or those
// named) with Lighthouse mobile, signed in, against a reference page (React and Chakra UI alone, built from
// bench/reference-page/ with the web's Vite and configuration and served by a gateway of its own, as web/dist is)
// read in the same run, alternating with the screens (bench/lighthouse-screens.ts); with --inp, the interactions'
// durations at a 4x slower CPU (bench/lighthouse-inp.ts). Either writes bench/results/lighthouse-screens.md and .json.
//     [--screens all|"Store List,Detail"] [--inp] [--note "what the run may be taken for"]
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { Browser } from 'puppeteer-core';
import { freePort } from '../tests/support/postgres.js';
import { freshSessionSecret, standInBases } from '../tests/support/stand-in-env.js';
import {
  LIGHTHOUSE_PAGES,
  type LighthousePage,
  type LighthousePreset,
  type LighthouseScores,
  launchBrowser,
  lighthouseReport,
  lighthouseScores,
  signIn,
} from './lighthouse.js';
import { type InpResult, measureInteractions } from './lighthouse-inp.js';
import { measureScreens, menuScreensOf, type ScreensResult } from './lighthouse-screens.js';
import { selectScreens } from './lighthouse-screens-plan.js';
import { writeScreensReport } from './lighthouse-screens-report.js';
import { type ServerProcess, spawnServer } from './processes.js';
import { buildReferencePage } from './reference-page-build.js';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    runs: { type: 'string', default: '1' },
    preset: { type: 'string' },
    screens: { type: 'string' },
    inp: { type: 'boolean', default: false },
    note: { type: 'string' },
  },
});
const runs = Math.max(1, Number(values.runs) || 1);
const presets: LighthousePreset[] =
  values.preset === 'desktop' || values.preset === 'mobile' ? [values.preset] : ['desktop', 'mobile'];

const servers: ServerProcess[] = [];
let dataDir: string | undefined;
interface Services {
  url: string;
  token: string;
}
async function startServices(): Promise<Services> {
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
  return { url: services.ready[1]!, token };
}

/**
 * The built client a gateway serves: this process's WEB_DIST, else web/dist, named as scripts/start.ts names it (the
 * gateway's own default is not found from its sources).
 */
const webDist = process.env.WEB_DIST ?? fileURLToPath(new URL('../web/dist', import.meta.url));

/** A gateway on the services, serving the client built in `client` (the product's unless told). */
async function startGateway(services: Services, client = webDist): Promise<string> {
  const gateway = await spawnServer(
    'gateway/src/main.ts',
    'gateway/tsconfig.json',
    {
      PORT: String(await freePort()),
      ...standInBases(services.url, services.token),
      UPSTREAM_EXTRAS: 'all',
      SESSION_SECRET: freshSessionSecret(),
      LOG: 'off',
      WEB_DIST: client,
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

/** The three pages in the presets, as before: the default, and what `npm run bench` reads. */
async function threePages(baseUrl: string): Promise<void> {
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
}

/** The menu's screens (or those named) against the reference page, and the interactions when asked. */
async function screensAgainstReference(productUrl: string, services: Services): Promise<void> {
  const loadBefore = loadavg();
  const referenceUrl = await startGateway(services, await buildReferencePage());
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser();
    const page = await browser.newPage();
    await signIn(page, productUrl);
    const menu = await menuScreensOf(page);
    const screens = selectScreens(values.screens, menu);
    console.log(`The administrator's menu shows ${menu.length} screens; reading ${screens.length}.`);
    let lighthouse: ScreensResult | null = null;
    if (screens.length > 0) lighthouse = await measureScreens(page, productUrl, referenceUrl, screens, runs);
    await page.close();
    const inp: InpResult | null = values.inp
      ? await measureInteractions(browser, { product: productUrl, reference: referenceUrl }, runs)
      : null;
    const chromium = await browser.version();
    const lighthouseVersion = (
      JSON.parse(readFileSync(new URL('node_modules/lighthouse/package.json', import.meta.url), 'utf8')) as {
        version: string;
      }
    ).version;
    const command =
      'npx tsx --tsconfig gateway/tsconfig.json bench/lighthouse-run.ts ' +
      process.argv
        .slice(2)
        .filter((argument, index, all) => argument !== '--note' && all[index - 1] !== '--note')
        .join(' ');
    const markdown = writeScreensReport({
      generatedAt: new Date().toISOString(),
      command: command.trim(),
      note:
        values.note ??
        `${runs === 1 ? 'One run' : `${runs} runs`} on this machine: a first reading, not a claim; ` +
          'the load average above says how busy the machine was.',
      machine: {
        cores: cpus().length,
        cpu: cpus()[0]?.model ?? 'unknown',
        memoryGB: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
        loadAverageBefore: loadBefore,
        loadAverageAfter: loadavg(),
        node: process.version,
        chromium,
        lighthouse: lighthouseVersion,
      },
      method: [
        values.url === undefined
          ? 'The product: the services (PGlite, the demo seed) and a gateway serving the built client ' +
            `(${process.env.WEB_DIST ?? 'web/dist'}), each in a process of its own on loopback; the administrator ` +
            'signed in once, as a person does.'
          : `The product at ${values.url}; the administrator signed in once, as a person does.`,
        'The reference page: bench/reference-page/ (a heading, a five-row table and a button in React 19 and ' +
          'Chakra UI 3, started as the client starts: no router, Apollo, session nor data), built by ' +
          "bench/reference-page-build.ts with the web package's own Vite, plugins and build settings, and served by " +
          'a second gateway of the same code and settings on the same services (WEB_DIST set to the page): the ' +
          "same static serving, the same pre-compressed .br and .gz files, the same headers as the product's client.",
        ...(lighthouse
          ? [
              "Lighthouse 'navigation' with its default (mobile) configuration: a mid-range phone's screen, slow 4G " +
                'and a 4x slower CPU, simulated. Every page is read cold: the browser cache is cleared before each ' +
                'reading (the session cookie and the stored member kept), so no screen benefits from chunks an ' +
                'earlier one loaded.',
              'Order: the reference page before every screen and after the last, every second run the screens the ' +
                'other way round; a screen is divided by the mean of the two reference readings around it.',
            ]
          : []),
      ],
      lighthouse,
      inp,
    });
    console.log(`\n${markdown}`);
  } finally {
    await browser?.close();
  }
}

try {
  const asked = values.screens !== undefined || values.inp;
  const services = values.url === undefined || asked ? await startServices() : undefined;
  const baseUrl = values.url ?? (await startGateway(services!));
  if (asked) await screensAgainstReference(baseUrl, services!);
  else await threePages(baseUrl);
} finally {
  for (const server of servers.reverse()) await server.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
