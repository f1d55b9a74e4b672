// The dashboard's charts without a chart library (nivo laying out its charts blocked the dashboard's
// main thread for 100 to 230 ms a task): every chart is plain SVG with its title, its series named in a legend,
// its unit and labels that do not overlap, and a text alternative; no nivo script is fetched on the dashboard,
// while the reports still draw with it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { overlappingTexts, signInBehind } from '../support.js';

const CHARTS: { name: RegExp; unit: RegExp; series: string[] }[] = [
  { name: /^Sales value by day/, unit: /^Value \(\w+\)$/, series: [] },
  { name: /^Value target and value sold by brand/, unit: /^Value \(\w+\)$/, series: ['Target', 'Sold', 'Projected'] },
  { name: /^Low-stock rate by brand/, unit: /^Lines low on stock \(%\)$/, series: ['Low stock %'] },
  { name: /^Active and visited stores by region/, unit: /^Stores$/, series: ['Active', 'Visited'] },
  { name: /^Active products by brand/, unit: /^Products$/, series: ['Active', 'Inactive'] },
];

describe.each([
  { width: 1366, height: 850 },
  { width: 412, height: 823 },
])('the dashboard charts at $width px', (viewport) => {
  let session: BrowserSession;
  const scripts: string[] = [];
  beforeAll(async () => {
    session = await openBrowser(viewport);
    session.page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await signInBehind(session.page, 'admin', 'Admin@2026');
  });
  afterAll(() => session?.close());

  it('draws each chart as SVG with its unit, named series, apart labels and its figures as a table', async () => {
    const { page } = session;
    await page.goto('/app/dashboard/default');
    for (const { name, unit, series } of CHARTS) {
      const chart = page.getByRole('figure', { name });
      await chart.scrollIntoViewIfNeeded();
      await chart.locator('svg').waitFor();
      const texts = (await chart.locator('svg text').allTextContents()).map((text) => text.trim());
      expect(
        texts.some((text) => unit.test(text)),
        `${name}: ${texts.join(' | ')}`,
      ).toBe(true);
      for (const key of series) expect(texts, String(name)).toContain(key);
      expect(await overlappingTexts(chart), String(name)).toEqual([]);
      expect(await chart.getByRole('table', { includeHidden: true }).count()).toBe(1);
      expect(await chart.locator('svg rect, svg polyline').count(), String(name)).toBeGreaterThan(0);
    }
    expect(scripts.filter((url) => /nivo/.test(url))).toEqual([]);
  }, 120_000);

  it('still draws the reports with their chart library', async () => {
    const { page } = session;
    await page.goto('/DisplayCheckSummery');
    const trend = page.getByRole('figure', { name: /Low-stock rate by week/ });
    await trend.scrollIntoViewIfNeeded();
    await trend.locator('svg').waitFor();
    expect(scripts.some((url) => /nivo/.test(url))).toBe(true);
  });
});
