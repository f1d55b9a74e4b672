// Reachable screens: the sale report (by brand and channel) on Daily Sales and the recent
// store pictures on Store Pictures, each checked row by row against the API's own answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { businessToday, monthBefore } from '../../support/business-day.js';
import { graphql, POLL, signInBehind } from '../support.js';

interface SaleRow {
  brand: { name: string } | null;
  channel: { name: string } | null;
  lines: number;
  stores: number;
  quantity: number;
  value: number;
}
interface Picture {
  id: number;
  url: string;
  store: { name: string } | null;
  element: { name: string } | null;
}
const number = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 1 });
/** Money in a report table: always two decimals (the business's locale, en-BD, groups as en-US does). */
const amount = (value: number) => value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

describe('sale report and recent store pictures', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser();
    await session.page.setViewportSize({ width: 1366, height: 900 });
    await signInBehind(session.page, 'admin', 'Admin@2026');
  });
  afterAll(() => session?.close());

  it('shows the sale report of the chosen dates, row by row as the API answers, with totals', async () => {
    const { page } = session;
    // The whole month before the business's today: always inside the demo data's 180 days (a fixed month left them).
    const month = monthBefore(businessToday().day);
    await page.goto(`/DailySales?from=${month.from}&to=${month.to}`);
    const table = page.getByRole('table', { name: 'Sales by brand and channel', exact: true });
    await table.locator('tbody tr').first().waitFor();
    const { saleReport } = await graphql<{ saleReport: SaleRow[] }>(
      page,
      'query($f: LocalDate, $t: LocalDate) { saleReport(dateFrom: $f, dateTo: $t) { ' +
        'brand { name } channel { name } lines stores quantity value } }',
      { f: month.from, t: month.to },
    );
    expect(saleReport.length).toBeGreaterThan(0);
    // A table draws a screenful first and the rest just after (DataTable's two stages): wait for every row.
    await expect.poll(() => table.locator('tbody tr').count(), POLL).toBe(saleReport.length);
    const shown = await table
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent ?? '')));
    expect(shown).toEqual(
      saleReport.map((r) => [
        r.brand?.name ?? '',
        r.channel?.name ?? '',
        number(r.lines),
        number(r.stores),
        number(r.quantity),
        amount(r.value),
      ]),
    );
    const total = await table.locator('tfoot td').allTextContents();
    expect(total[0]).toBe('Total');
    expect(total[4]).toBe(number(saleReport.reduce((sum, r) => sum + r.quantity, 0)));
    // The same sale lines as the per-day table above it, only grouped otherwise.
    const { dailySales } = await graphql<{ dailySales: { lines: number }[] }>(
      page,
      'query($f: LocalDate, $t: LocalDate) { dailySales(filter: { fromDate: $f, toDate: $t }) { lines } }',
      { f: month.from, t: month.to },
    );
    expect(saleReport.reduce((sum, r) => sum + r.lines, 0)).toBe(dailySales.reduce((sum, d) => sum + d.lines, 0));
    await page.screenshot({ path: '/tmp/webgaps-sale-report.png', fullPage: true });
  });

  it('shows the latest store pictures as the API answers, and opens one', async () => {
    const { page } = session;
    await page.goto('/StorePicture');
    const strip = page.getByRole('list', { name: 'Recent pictures' });
    await strip.getByRole('listitem').first().waitFor();
    const { recentStorePictures } = await graphql<{ recentStorePictures: Picture[] }>(
      page,
      'query { recentStorePictures { id url store { name } element { name } } }',
    );
    expect(recentStorePictures.length).toBeGreaterThan(0);
    const items = strip.getByRole('listitem');
    expect(await items.count()).toBe(recentStorePictures.length);
    const labels = await items.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label')));
    expect(labels).toEqual(
      recentStorePictures.map((p) => `Open ${p.element?.name ?? 'picture'} at ${p.store?.name ?? ''}`),
    );
    const sources = await items
      .locator('img')
      .evaluateAll((nodes) => nodes.map((img) => new URL((img as HTMLImageElement).src).pathname));
    expect(sources).toEqual(recentStorePictures.map((p) => p.url));
    await page.screenshot({ path: '/tmp/webgaps-recent-pictures.png' });
    await items.first().click();
    const viewer = page.getByRole('dialog');
    await viewer.getByText(`Picture 1 of ${recentStorePictures.length}`).waitFor();
    await expect
      .poll(
        () =>
          viewer
            .getByRole('img')
            .first()
            .evaluate((img) => (img as HTMLImageElement).naturalWidth),
        POLL,
      )
      .toBeGreaterThan(0);
  });
});
