// The web client as `npm run bench` measures it: Lighthouse against the product (the gateway serves the built
// client), and the gzip JavaScript each route needs, read from the build's Vite manifest.
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { type Manifest, measure as measureBundles } from '../scripts/bundle-budget.js';
import { type LighthouseScores, lighthouseReport, lighthouseScores, medianScores } from './lighthouse.js';

/** Lighthouse runs per page and preset, their median reported: one run on a shared machine is noise. */
const LIGHTHOUSE_RUNS = 3;
const root = new URL('../', import.meta.url);

/** Lighthouse's median scores over LIGHTHOUSE_RUNS runs, or null and why it did not run. */
export async function runLighthouse(
  gatewayUrl: string,
): Promise<{ lighthouse: LighthouseScores | null; lighthouseNote: string }> {
  let lighthouse: LighthouseScores | null = null;
  let lighthouseNote = '';
  try {
    const runs: LighthouseScores[] = [];
    for (let run = 0; run < LIGHTHOUSE_RUNS; run++) runs.push(await lighthouseScores(gatewayUrl));
    lighthouse = medianScores(runs);
    console.log(`Lighthouse:\n${lighthouseReport(lighthouse)}`);
  } catch (error) {
    lighthouseNote = `Lighthouse did not run: ${error instanceof Error ? error.message : String(error)}`;
    console.log(lighthouseNote);
  }
  return { lighthouse, lighthouseNote };
}

/** The web's figures as the results write them: the JavaScript of sign-in and of each route, and Lighthouse's. */
export function webFigures(lighthouse: LighthouseScores | null): Record<string, unknown> {
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
  return web;
}
