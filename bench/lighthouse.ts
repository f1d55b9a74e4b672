// Lighthouse performance of the sign-in page, the dashboard and the store list, with the npm lighthouse
// package driving Debian's Chromium through puppeteer-core, in both of Lighthouse's presets: desktop (a desktop
// screen, its simulated throttling: the back office is used by staff at desks) and mobile (the default config:
// a mid-range phone, slow 4G and a 4x slower CPU). The dashboard and the store list
// are measured signed in (the session cookie and the stored member kept between runs). Besides the scores, each
// page reports what blocked its main thread: the longest tasks and the scripts they are attributed to.
import lighthouse, { desktopConfig, navigation } from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { findChromium } from '../tests/support/chromium.js';

export type LighthousePreset = 'desktop' | 'mobile';
export type LighthousePage = 'signin' | 'dashboard' | 'stores';
export const LIGHTHOUSE_PAGES: Record<LighthousePage, { path: string; label: string }> = {
  signin: { path: '/auth/signin-1', label: 'sign-in' },
  dashboard: { path: '/app/dashboard/default', label: 'dashboard' },
  stores: { path: '/store', label: 'store list' },
};

/** One page measured in one preset: its score, its metrics and what kept its main thread busy. */
export interface PageFigures {
  score: number;
  metrics: Record<string, number | null>;
  /** The longest main-thread tasks (Lighthouse's long-tasks audit), longest first, with their script. */
  longTasks: { startMs: number; durationMs: number; script: string }[];
  /** Main-thread time by script (bootup-time), the costliest first. */
  scripts: { script: string; totalMs: number; scriptingMs: number }[];
  /** Main-thread time by kind of work (mainthread-work-breakdown): script evaluation, style and layout... */
  work: { group: string; ms: number }[];
  /** When these are a median of runs (medianScores): every run's score, in run order. */
  runScores?: number[];
}

export type PresetFigures = Record<LighthousePage, PageFigures>;

export interface LighthouseScores {
  /** The desktop preset's figures, kept under their first names for bench/run.ts's gates and history. */
  signin: number;
  dashboard: number;
  preset: 'desktop';
  metrics: Record<'signin' | 'dashboard', Record<string, number | null>>;
  presets: Partial<Record<LighthousePreset, PresetFigures>>;
}

type Result = Awaited<ReturnType<typeof navigation>>;
type Items = Record<string, unknown>[];

/** A script's address as a short name: its path without the origin and the build's hash. */
function scriptName(url: unknown): string {
  const text = typeof url === 'string' ? url : String(url ?? '');
  try {
    const { pathname } = new URL(text);
    return pathname.replace(/-[\w-]{8}\.js$/, '.js') || text;
  } catch {
    return text || '(unattributed)';
  }
}

/** One Lighthouse result's figures: score, metrics, longest tasks, costliest scripts and main-thread work. */
export function figures(result: Result): PageFigures {
  const lhr = result?.lhr;
  if (!lhr) throw new Error('Lighthouse returned no report');
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const items = (id: string): Items => {
    const details = lhr.audits[id]?.details as { items?: Items } | undefined;
    return details?.items ?? [];
  };
  const number = (value: unknown) => Math.round(typeof value === 'number' ? value : 0);
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    metrics: {
      firstContentfulPaintMs: audit('first-contentful-paint'),
      largestContentfulPaintMs: audit('largest-contentful-paint'),
      totalBlockingTimeMs: audit('total-blocking-time'),
      cumulativeLayoutShift: audit('cumulative-layout-shift'),
      speedIndexMs: audit('speed-index'),
    },
    longTasks: items('long-tasks')
      .map((item) => ({
        startMs: number(item.startTime),
        durationMs: number(item.duration),
        script: scriptName(item.url),
      }))
      .sort((a, b) => b.durationMs - a.durationMs)
      .slice(0, 8),
    scripts: items('bootup-time')
      .map((item) => ({
        script: scriptName(item.url),
        totalMs: number(item.total),
        scriptingMs: number(item.scripting),
      }))
      .slice(0, 8),
    work: items('mainthread-work-breakdown')
      .map((item) => ({ group: String(item.groupLabel ?? item.group), ms: number(item.duration) }))
      .slice(0, 6),
  };
}

/** Signs the administrator in on the sign-in page, as a person does; the page is left on the dashboard. */
export async function signIn(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/auth/signin-1`);
  await page.locator('input[name="username"], #username, input[autocomplete="username"]').fill('admin');
  await page.locator('input[type="password"]').fill('Admin@2026');
  await Promise.all([
    page.waitForNavigation({ waitUntil: 'networkidle0' }).catch(() => undefined),
    page.locator('button[type="submit"]').click(),
  ]);
  await page.waitForFunction(() => location.pathname === '/app/dashboard/default');
}

/** A fresh headless Chromium of the machine's (never a downloaded one), as every Lighthouse run here drives it. */
export function launchBrowser(): Promise<Browser> {
  void lighthouse; // the default export is the CLI-style runner; navigation() drives our own page
  return puppeteer.launch({
    executablePath: findChromium(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Measures the pages in the presets asked for (both by default), in one fresh browser. */
export async function lighthouseScores(
  baseUrl: string,
  presets: LighthousePreset[] = ['desktop', 'mobile'],
): Promise<LighthouseScores> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const measured: Partial<Record<LighthousePreset, PresetFigures>> = {};
    for (const preset of presets) {
      const config = preset === 'desktop' ? desktopConfig : undefined; // undefined: Lighthouse's mobile default
      const run = async (name: LighthousePage, signedIn: boolean) =>
        figures(
          await navigation(page, `${baseUrl}${LIGHTHOUSE_PAGES[name].path}`, {
            ...(config ? { config } : {}),
            ...(signedIn ? { flags: { disableStorageReset: true } } : {}),
          }),
        );
      const signin = await run('signin', false);
      await signIn(page, baseUrl);
      measured[preset] = { signin, dashboard: await run('dashboard', true), stores: await run('stores', true) };
    }
    return scoresOf(measured);
  } finally {
    await browser.close();
  }
}

/**
 * The median of several runs, page by page and preset by preset: the run whose score is the median, with its own
 * metrics and tasks, and every run's score beside it (one Lighthouse run on a shared machine is noise).
 */
export function medianScores(runs: readonly LighthouseScores[]): LighthouseScores {
  const first = runs[0];
  if (!first) throw new Error('no Lighthouse run to take the median of');
  const presets: Partial<Record<LighthousePreset, PresetFigures>> = {};
  for (const preset of Object.keys(first.presets) as LighthousePreset[]) {
    const pages = {} as PresetFigures;
    for (const name of Object.keys(LIGHTHOUSE_PAGES) as LighthousePage[]) {
      const each = runs.map((run) => run.presets[preset]![name]).sort((a, b) => a.score - b.score);
      const middle = each[Math.floor(each.length / 2)]!;
      pages[name] = { ...middle, runScores: runs.map((run) => run.presets[preset]![name].score) };
    }
    presets[preset] = pages;
  }
  return scoresOf(presets);
}

/** The presets' figures, with the desktop preset's (or the only one's) under the first names bench/run.ts reads. */
function scoresOf(presets: Partial<Record<LighthousePreset, PresetFigures>>): LighthouseScores {
  const desktop = presets.desktop ?? presets.mobile!;
  return {
    signin: desktop.signin.score,
    dashboard: desktop.dashboard.score,
    preset: 'desktop',
    metrics: { signin: desktop.signin.metrics, dashboard: desktop.dashboard.metrics },
    presets,
  };
}

/** The figures as text: a line per page and preset, then its longest tasks and costliest scripts. */
export function lighthouseReport(scores: LighthouseScores): string {
  const lines: string[] = [];
  const ms = (value: number | null | undefined) => `${Math.round(value ?? 0)} ms`;
  for (const [preset, pages] of Object.entries(scores.presets)) {
    for (const [name, page] of Object.entries(pages) as [LighthousePage, PageFigures][]) {
      lines.push(
        `${preset} ${LIGHTHOUSE_PAGES[name].label}: ${page.score} (LCP ${ms(page.metrics.largestContentfulPaintMs)}, ` +
          `TBT ${ms(page.metrics.totalBlockingTimeMs)}, FCP ${ms(page.metrics.firstContentfulPaintMs)}, ` +
          `CLS ${(page.metrics.cumulativeLayoutShift ?? 0).toFixed(3)})` +
          (page.runScores ? `; median of ${page.runScores.length} runs scoring ${page.runScores.join(', ')}` : ''),
      );
      const tasks = page.longTasks.map((task) => `${task.durationMs} ms at ${task.startMs} (${task.script})`);
      if (tasks.length > 0) lines.push(`  long tasks: ${tasks.join('; ')}`);
      lines.push(`  scripts: ${page.scripts.map((s) => `${s.script} ${s.totalMs} ms`).join('; ')}`);
      lines.push(`  main thread: ${page.work.map((w) => `${w.group} ${w.ms} ms`).join('; ')}`);
    }
  }
  return lines.join('\n');
}
