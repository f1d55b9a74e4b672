// Lighthouse performance of the sign-in page and the dashboard, with the npm lighthouse package
// driving Debian's Chromium through puppeteer-core. Desktop settings (Lighthouse's desktop preset:
// a desktop screen, its simulated throttling): the back office is used by staff at desks. The
// dashboard is measured signed in (the session cookie and the stored member kept between runs).
import lighthouse, { desktopConfig, navigation } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { findChromium } from '../tests/support/chromium.js';

export interface LighthouseScores {
  signin: number;
  dashboard: number;
  preset: 'desktop';
  metrics: Record<'signin' | 'dashboard', Record<string, number | null>>;
}

type Result = Awaited<ReturnType<typeof navigation>>;

function figures(result: Result): { score: number; metrics: Record<string, number | null> } {
  const lhr = result?.lhr;
  if (!lhr) throw new Error('Lighthouse returned no report');
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? null;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    metrics: {
      firstContentfulPaintMs: audit('first-contentful-paint'),
      largestContentfulPaintMs: audit('largest-contentful-paint'),
      totalBlockingTimeMs: audit('total-blocking-time'),
      cumulativeLayoutShift: audit('cumulative-layout-shift'),
      speedIndexMs: audit('speed-index'),
    },
  };
}

export async function lighthouseScores(baseUrl: string): Promise<LighthouseScores> {
  void lighthouse; // the default export is the CLI-style runner; navigation() drives our own page
  const browser = await puppeteer.launch({
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
  try {
    const page = await browser.newPage();
    const signin = figures(await navigation(page, `${baseUrl}/auth/signin-1`, { config: desktopConfig }));

    await page.goto(`${baseUrl}/auth/signin-1`);
    await page.locator('input[name="username"], #username, input[autocomplete="username"]').fill('admin');
    await page.locator('input[type="password"]').fill('Admin@2026');
    await Promise.all([
      page.waitForNavigation({ waitUntil: 'networkidle0' }).catch(() => undefined),
      page.locator('button[type="submit"]').click(),
    ]);
    await page.waitForFunction(() => location.pathname === '/app/dashboard/default');
    const dashboard = figures(
      await navigation(page, `${baseUrl}/app/dashboard/default`, {
        config: desktopConfig,
        flags: { disableStorageReset: true },
      }),
    );
    return {
      signin: signin.score,
      dashboard: dashboard.score,
      preset: 'desktop',
      metrics: { signin: signin.metrics, dashboard: dashboard.metrics },
    };
  } finally {
    await browser.close();
  }
}
