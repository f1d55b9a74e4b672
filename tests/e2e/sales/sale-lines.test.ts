// Daily Sales lists every sale line of its filter, not only the latest 200: the count of lines is on screen and
// every page is reached, the last one included, with the same filter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { daysFromToday } from '../../support/business-day.js';
import { graphql, signInBehind } from '../support.js';

const POLL = { timeout: 30_000 };

describe('Daily Sales sale lines', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser({ width: 1366, height: 850 });
    await signInBehind(session.page, 'admin', 'Admin@2026');
  });
  afterAll(() => session?.close());

  it('says how many lines there are and pages to the last of them', async () => {
    const { page } = session;
    const filter = { fromDate: daysFromToday(-20), toDate: daysFromToday(0) };
    const { dailySales } = await graphql<{ dailySales: { lines: number }[] }>(
      page,
      'query D($filter: ReportFilter) { dailySales(filter: $filter) { lines } }',
      { filter },
    );
    const total = dailySales.reduce((sum, day) => sum + day.lines, 0);
    expect(total).toBeGreaterThan(200);
    const counted = new Intl.NumberFormat('en-US').format(total);

    await page.goto(`/DailySales?from=${filter.fromDate}&to=${filter.toDate}`);
    const table = page.getByRole('table', { name: 'Sale lines, newest first', exact: true });
    await table.waitFor();
    await page.getByText(`Showing 1–50 of ${counted}`).waitFor(POLL);
    await expect.poll(() => table.locator('tbody tr').count(), POLL).toBe(50);
    await page.getByText(`Showing 1–50 of ${counted}`).scrollIntoViewIfNeeded();

    const lastPage = Math.ceil(total / 50);
    await page.goto(`/DailySales?from=${filter.fromDate}&to=${filter.toDate}&page=${lastPage}`);
    const first = (lastPage - 1) * 50 + 1;
    await page
      .getByText(`Showing ${new Intl.NumberFormat('en-US').format(first)}–${counted} of ${counted}`)
      .waitFor(POLL);
    await expect.poll(() => table.locator('tbody tr').count(), POLL).toBe(total - first + 1);

    await page.setViewportSize({ width: 800, height: 900 });
    await page.getByText(/^Showing [\d,]+–[\d,]+ of [\d,]+$/).scrollIntoViewIfNeeded();
    await page.setViewportSize({ width: 1366, height: 850 });
  }, 120_000);
});
