// Reports for daily use at 1366 × 850: a compact filter bar that shows what is applied,
// range presets on the business calendar, numbers in the configured currency, charts that say what
// they show (titles, named series, labels apart, a text alternative), Daily Sales' chart and table
// leading with one measure, and month choice that does not rely on <input type="month">.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { dateField, dayIn, dayInWords, graphql, overlappingTexts, POLL, signIn } from '../support.js';

/** E2E_SCREENSHOTS=<dir> keeps a picture of each report screen at 1366 px for a person to look at. */
async function picture(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('reports for daily use', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser({ width: 1366, height: 850 });
    await signIn(session.page, 'admin', 'Admin@2026');
  });
  afterAll(() => session?.close());

  it('keeps the filter bar to one row, flags unapplied changes and shows applied filters as chips', async () => {
    const { page } = session;
    await page.goto('/DisplayCheckSummery');
    const table = page.getByRole('table', { name: 'Display checks by brand' });
    await table.waitFor();
    const filters = page.getByRole('form', { name: 'Report filters' });
    expect((await filters.boundingBox())!.height).toBeLessThan(120);
    // Secondary filters sit behind "More filters", inside the bar.
    expect(await filters.getByLabel('Grade').isVisible()).toBe(false);
    await filters.getByRole('button', { name: /More filters/ }).click();
    await filters.getByLabel('Grade').waitFor();

    const region = filters.getByLabel('Region');
    await region.selectOption({ index: 1 });
    const regionName = (await region.locator('option:checked').textContent())!.trim();
    // Not applied yet: the report still shows every region, and says so.
    await filters.getByText('Changes not applied').waitFor();
    expect(new URL(page.url()).searchParams.get('region')).toBeNull();
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('region'), POLL).not.toBeNull();
    await expect.poll(() => filters.getByText('Changes not applied').count(), POLL).toBe(0);

    const chips = page.getByRole('list', { name: 'Applied filters' });
    const chip = chips.getByRole('button', { name: `Remove Region: ${regionName}` });
    await chip.waitFor();
    await chip.click();
    await expect.poll(() => new URL(page.url()).searchParams.get('region'), POLL).toBeNull();
    // The router renders the new URL in a transition, a moment after the address changes: poll, as for Apply.
    await expect.poll(() => chips.getByRole('button', { name: /Remove Region/ }).count(), POLL).toBe(0);
    await picture(page, 'summary');
  });

  it('offers date range presets computed on the business calendar', async () => {
    const { page } = session;
    await page.goto('/DisplayCheckByDate');
    await page.getByRole('table', { name: 'Display checks by date' }).waitFor();
    const { businessCalendar } = await graphql<{ businessCalendar: { today: string } }>(
      page,
      '{ businessCalendar { today } }',
    );
    const today = businessCalendar.today;
    const filters = page.getByRole('form', { name: 'Report filters' });
    const preset = filters.getByLabel('Date range');
    const dates = async () => [
      await dayIn(dateField(filters, 'From date')),
      await dayIn(dateField(filters, 'To date')),
    ];
    await preset.selectOption({ label: 'Today' });
    expect(await dates()).toEqual([today, today]);
    await preset.selectOption({ label: 'Last 7 days' });
    expect(await dates()).toEqual([shiftDay(today, -6), today]);
    await preset.selectOption({ label: 'This month' });
    expect(await dates()).toEqual([`${today.slice(0, 8)}01`, today]);
    await preset.selectOption({ label: 'Last month' });
    const firstOfMonth = `${today.slice(0, 8)}01`;
    const lastOfPrevious = shiftDay(firstOfMonth, -1);
    expect(await dates()).toEqual([`${lastOfPrevious.slice(0, 8)}01`, lastOfPrevious]);
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('to'), POLL).toBe(lastOfPrevious);
    await page
      .getByRole('list', { name: 'Applied filters' })
      .getByText(await dayInWords(page, `${lastOfPrevious.slice(0, 8)}01`), { exact: false })
      .waitFor();
  });

  it('chooses a month with selects, not a month input some browsers show as text', async () => {
    const { page } = session;
    for (const path of ['/TargetAndAchivement', '/TargetSetting', '/MonthVisit']) {
      await page.goto(path);
      const month = page.getByLabel('Month', { exact: true });
      await month.waitFor();
      expect(await month.evaluate((element) => element.tagName), path).toBe('SELECT');
      expect(await page.getByLabel('Year', { exact: true }).evaluate((element) => element.tagName), path).toBe(
        'SELECT',
      );
      expect(await page.locator('input[type="month"]').count(), path).toBe(0);
      await month.selectOption({ label: 'January' });
      await expect.poll(() => new URL(page.url()).searchParams.get('month'), POLL).toMatch(/^\d{4}-01$/);
    }
  });

  it('keeps the opening-stock day inside the filter bar on Stock', async () => {
    const { page } = session;
    await page.goto('/Stock');
    await page.getByRole('table', { name: 'Stock status per product' }).waitFor();
    const filters = page.getByRole('form', { name: 'Report filters' });
    await filters.getByRole('button', { name: /More filters/ }).click();
    await dateField(filters, 'Opening stock date').waitFor();
  });

  it('shows money in the configured currency and each card against the previous period', async () => {
    const { page } = session;
    await page.goto('/app/dashboard/default');
    const sales = page.getByRole('group', { name: 'Sales value' });
    await sales.waitFor();
    await expect.poll(() => sales.textContent(), POLL).toMatch(/BDT\s?[\d,]+/);
    expect(await sales.textContent()).toMatch(/[+−-]?[\d.]+% vs previous \d+ days|none in the previous period/);
    expect(await page.getByRole('group', { name: 'Units sold' }).textContent()).toMatch(/vs previous/);
    await picture(page, 'dashboard');
  });

  it('draws charts with titles, named series, labels apart and a text alternative', async () => {
    const { page } = session;
    await page.goto('/app/dashboard/default');
    const regions = page.getByRole('figure', { name: /Active and visited stores by region/ });
    await regions.scrollIntoViewIfNeeded();
    await regions.locator('svg').waitFor();
    expect(await overlappingTexts(regions)).toEqual([]);
    // A text alternative: the figures as a table for screen readers.
    expect(await regions.getByRole('table', { includeHidden: true }).count()).toBe(1);

    await page.goto('/DisplayCheckSummery');
    const trend = page.getByRole('figure', { name: /Low-stock rate by week/ });
    await trend.scrollIntoViewIfNeeded();
    await trend.locator('svg').waitFor();
    // Two lines at most (all brands and the brand compared), named in the legend: never a tangle.
    const legend = await trend.locator('svg text').allTextContents();
    expect(legend.some((text) => /^All \d+ brands$/.test(text))).toBe(true);
    expect(Number(await trend.getByTestId('trend-chart').getAttribute('data-series'))).toBeLessThanOrEqual(2);
    expect(await overlappingTexts(trend)).toEqual([]);
    await trend.getByText('Low-stock rate (%)').waitFor();
  });

  it("leads Daily Sales' chart and table with the same measure, in the currency", async () => {
    const { page } = session;
    await page.goto('/DailySales');
    const table = page.getByRole('table', { name: 'Sales by day' });
    await table.waitFor();
    const headers = await table.locator('thead th').allTextContents();
    expect(headers[1]).toBe('Value (BDT)');
    const chart = page.getByRole('figure', { name: /^Sales value by day/ });
    await chart.waitFor();
    await picture(page, 'daily-sales');
  });
});

describe('report scope, paper and width', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser({ width: 1366, height: 850 });
  });
  afterAll(() => session?.close());

  it("opens a manager's dashboard on their brands, with one switch to the whole company", async () => {
    const { page } = session;
    await signIn(page, 'manager', 'Manager@2026');
    const sales = page.getByRole('group', { name: 'Sales value' });
    await sales.waitFor();
    const mine = page.getByLabel(/^Only my \d+ brands$/);
    await expect.poll(() => mine.isChecked(), POLL).toBe(true);
    await page
      .getByRole('list', { name: 'Applied filters' })
      .getByText(/Brands: the \d+ I manage/)
      .waitFor();
    const scopedValue = await sales.textContent();
    await picture(page, 'dashboard-manager');
    // The switch goes to the whole company: the URL says so and the figure is the company's.
    await page.getByText(/^Only my \d+ brands$/).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('scope'), POLL).toBe('company');
    await expect.poll(() => sales.textContent(), POLL).not.toBe(scopedValue);
    await page.goto('/DisplayCheckSummery');
    const table = page.getByRole('table', { name: 'Display checks by brand' });
    await table.waitFor();
    await expect.poll(() => table.locator('tbody tr').count(), POLL).toBeLessThanOrEqual(6);
    await page.evaluate(() =>
      fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'mutation { logout }' }),
      }),
    );
  }, 120_000);

  it('prints a report with its filters as text, its totals and charts, and no menu or buttons', async () => {
    const { page } = session;
    await signIn(page, 'admin', 'Admin@2026');
    await page.goto('/DisplayCheckSummery?region=1');
    const table = page.getByRole('table', { name: 'Display checks by brand' });
    await table.waitFor();
    await page.emulateMedia({ media: 'print' });
    try {
      expect(await page.getByRole('navigation', { name: 'Main menu' }).isVisible()).toBe(false);
      expect(await page.getByRole('form', { name: 'Report filters' }).isVisible()).toBe(false);
      expect(
        await page
          .getByRole('button', { name: /Export CSV/ })
          .first()
          .isVisible(),
      ).toBe(false);
      expect(
        await page
          .getByRole('list', { name: 'Applied filters' })
          .getByText(/^Region: /)
          .isVisible(),
      ).toBe(true);
      expect(await table.locator('tfoot').isVisible()).toBe(true);
      expect(
        await page
          .getByRole('figure', { name: /by brand/ })
          .first()
          .isVisible(),
      ).toBe(true);
      // Every row on paper: no inner scroll box cuts the table.
      const clipped = await table.evaluate((element) => {
        const box = element.parentElement!;
        return box.scrollHeight > box.clientHeight + 1;
      });
      expect(clipped).toBe(false);
    } finally {
      await page.emulateMedia({ media: 'screen' });
    }
  });

  it('shows every column of Detail and Stock Report at 1366 px without sideways scrolling', async () => {
    const { page } = session;
    for (const [path, caption] of [
      ['/DisplayCheckDetail', 'Display-check lines'],
      ['/StockReport', /Lines low on stock/],
    ] as const) {
      await page.goto(path);
      const table = page.getByRole('table', { name: caption });
      await table.locator('tbody tr').first().waitFor();
      const fit = await table.evaluate((element) => {
        const box = element.parentElement!;
        const edge = box.getBoundingClientRect().right;
        const headers = [...element.querySelectorAll('thead th')].map((th) => ({
          text: th.textContent,
          right: Math.round(th.getBoundingClientRect().right),
        }));
        return { overflow: box.scrollWidth - box.clientWidth, hidden: headers.filter((h) => h.right > edge + 1) };
      });
      expect(fit).toEqual({ overflow: 0, hidden: [] });
      await picture(page, path.slice(1));
    }
  });
});
