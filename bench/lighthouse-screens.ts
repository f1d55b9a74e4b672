// Lighthouse mobile on every screen of the signed-in administrator's menu, each against the reference page (React
// and Chakra UI alone: bench/reference-page/) read in the same run, alternating with the screens: the reference before
// every screen and after the last, so each screen's main-thread work is divided by the reference's read beside it
// (the ratio a second machine can check; the milliseconds are this machine's). Both are read cold: the browser's
// cache is cleared before every page (the session cookie and stored member kept), so no screen is read with the
// chunks an earlier one loaded. Lighthouse's default (mobile) configuration: a mid-range phone, slow 4G, a 4x slower
// CPU, simulated, so its main-thread figures are the observed times multiplied by 4.
import { navigation } from 'lighthouse';
import type { Page } from 'puppeteer-core';
import { figures } from './lighthouse.js';
import {
  alternation,
  type Figure,
  figureOf,
  type MenuEntry,
  menuPaths,
  menuScreens,
  type Reading,
  type RegisteredScreen,
  ratiosToReference,
} from './lighthouse-screens-plan.js';

type Result = Awaited<ReturnType<typeof navigation>>;

/** One page read once: Lighthouse's score and figures, or why the reading failed. */
export interface PageReading {
  /** Performance score, 0–100. */
  score: number;
  /** Main-thread work, every kind (mainthread-work-breakdown's total), ms. */
  mainThreadMs: number;
  /** Of which script evaluation, ms. */
  scriptEvaluationMs: number;
  totalBlockingTimeMs: number | null;
  largestContentfulPaintMs: number | null;
  /** Where the page ended (a screen that sent the reader to sign-in would show here) and its level-1 heading. */
  finalPath: string;
  heading: string | null;
  /** The costliest scripts on the main thread (bootup-time), the costliest first. */
  scripts: { script: string; totalMs: number; scriptingMs: number }[];
}
export type Attempt = PageReading | { error: string };

/** A page's figures over the runs: each the median of the readings that succeeded, with their min–max. */
export interface PageFigures {
  score: Figure | null;
  mainThreadMs: Figure | null;
  scriptEvaluationMs: Figure | null;
  totalBlockingTimeMs: Figure | null;
  largestContentfulPaintMs: Figure | null;
}

export interface ScreenResult extends RegisteredScreen {
  readings: Attempt[];
  figures: PageFigures;
  /** Main-thread work over the reference's read beside it, run by run (null where either failed). */
  ratios: (number | null)[];
  ratio: Figure | null;
}

export interface ScreensResult {
  runs: number;
  reference: { path: string; readings: Attempt[]; figures: PageFigures };
  screens: ScreenResult[];
}

const ok = (attempt: Attempt): attempt is PageReading => !('error' in attempt);

/** The registry's screens (web/src/platform/app/screens.ts), read as the e2e sweeps read it. */
async function registry(): Promise<RegisteredScreen[]> {
  const specifier = '../web/src/platform/app/screens.ts';
  const module = (await import(specifier)) as { SCREENS: Record<string, RegisteredScreen> };
  return Object.values(module.SCREENS).map(({ path, title }) => ({ path, title }));
}

/** The registry's screens the signed-in member's menu shows (the gateway's `me { menu }`), in the menu's order. */
export async function menuScreensOf(page: Page): Promise<RegisteredScreen[]> {
  const answer = await page.evaluate(async () => {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ me { menu { url children { url children { url } } } } }' }),
    });
    return (await response.json()) as { data?: { me?: { menu?: MenuEntry[] } }; errors?: unknown };
  });
  const menu = answer.data?.me?.menu;
  if (!menu) throw new Error(`the menu could not be read: ${JSON.stringify(answer.errors ?? answer)}`);
  return menuScreens(await registry(), menuPaths(menu));
}

/** Reads one page with Lighthouse's mobile defaults, cold (the cache cleared, the session kept). */
async function readPage(page: Page, url: string): Promise<Attempt> {
  try {
    const session = await page.createCDPSession();
    await session.send('Network.clearBrowserCache');
    await session.detach();
    const result: Result = await navigation(page, url, { flags: { disableStorageReset: true } });
    const lhr = result?.lhr;
    if (!lhr) return { error: 'Lighthouse returned no report' };
    if (lhr.runtimeError) return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
    const base = figures(result);
    const work = lhr.audits['mainthread-work-breakdown'];
    const groups = (work?.details as { items?: { group?: string; duration?: number }[] } | undefined)?.items ?? [];
    const heading = await page
      .evaluate(() => document.querySelector('h1')?.textContent?.trim() ?? null)
      .catch(() => null);
    return {
      score: base.score,
      mainThreadMs: Math.round(work?.numericValue ?? 0),
      scriptEvaluationMs: Math.round(groups.find((group) => group.group === 'scriptEvaluation')?.duration ?? 0),
      totalBlockingTimeMs: base.metrics.totalBlockingTimeMs ?? null,
      largestContentfulPaintMs: base.metrics.largestContentfulPaintMs ?? null,
      finalPath: new URL(lhr.finalDisplayedUrl).pathname,
      heading,
      scripts: base.scripts.slice(0, 5),
    };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

function pageFigures(attempts: readonly Attempt[]): PageFigures {
  const readings = attempts.filter(ok);
  const of = (pick: (reading: PageReading) => number | null) => figureOf(readings.map(pick));
  return {
    score: of((reading) => reading.score),
    mainThreadMs: of((reading) => reading.mainThreadMs),
    scriptEvaluationMs: of((reading) => reading.scriptEvaluationMs),
    totalBlockingTimeMs: of((reading) => reading.totalBlockingTimeMs),
    largestContentfulPaintMs: of((reading) => reading.largestContentfulPaintMs),
  };
}

const brief = (attempt: Attempt) =>
  ok(attempt)
    ? `score ${attempt.score}, main thread ${attempt.mainThreadMs} ms (script evaluation ` +
      `${attempt.scriptEvaluationMs} ms), TBT ${Math.round(attempt.totalBlockingTimeMs ?? 0)} ms, ` +
      `LCP ${Math.round(attempt.largestContentfulPaintMs ?? 0)} ms`
    : `failed: ${attempt.error}`;

/**
 * Reads the screens and the reference page `runs` times each, the reference alternating with the screens
 * (bench/lighthouse-screens-plan.ts: alternation), in the signed-in page given.
 */
export async function measureScreens(
  page: Page,
  productUrl: string,
  referenceUrl: string,
  screens: readonly RegisteredScreen[],
  runs: number,
): Promise<ScreensResult> {
  const reference: Attempt[] = [];
  const readings = new Map<string, Attempt[]>(screens.map((screen) => [screen.path, []]));
  const ratios = new Map<string, (number | null)[]>(screens.map((screen) => [screen.path, []]));
  for (let run = 1; run <= runs; run++) {
    const order: Reading[] = [];
    const steps = alternation(screens, run);
    for (const [index, step] of steps.entries()) {
      const label = step.kind === 'reference' ? 'reference page' : step.screen.title;
      const url = step.kind === 'reference' ? `${referenceUrl}/` : `${productUrl}${step.screen.path}`;
      const attempt = await readPage(page, url);
      console.log(`run ${run}/${runs}, ${index + 1}/${steps.length}: ${label}: ${brief(attempt)}`);
      if (step.kind === 'reference') reference.push(attempt);
      else readings.get(step.screen.path)!.push(attempt);
      order.push({
        screen: step.kind === 'reference' ? null : step.screen.path,
        value: ok(attempt) ? attempt.mainThreadMs : null,
      });
    }
    for (const [path, ratio] of ratiosToReference(order)) ratios.get(path)!.push(ratio);
  }
  return {
    runs,
    reference: { path: '/', readings: reference, figures: pageFigures(reference) },
    screens: screens.map((screen) => {
      const screenRatios = ratios.get(screen.path)!;
      const attempts = readings.get(screen.path)!;
      return {
        ...screen,
        readings: attempts,
        figures: pageFigures(attempts),
        ratios: screenRatios,
        ratio: figureOf(screenRatios),
      };
    }),
  };
}
