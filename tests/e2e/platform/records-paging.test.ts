// Record lists and report screens keep their view (page, page size, sort) in the URL through the list kit:
// a reload shows the same rows, the back button returns to the page before, other filters are kept.

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { daysFromToday } from '../../support/business-day.js';
import { dateField, dayInWords, graphql, POLL, signInBehind } from '../support.js';

const firstRow = (page: Page, caption: string) =>
  page.getByRole('table', { name: caption, exact: true }).locator('tbody tr').first().innerText();
const DETAIL = `query ($filter: ReportFilter, $limit: Int, $offset: Int) {
  displayCheckDetail(filter: $filter, limit: $limit, offset: $offset) { items { visitDate store { code } } }
}`;
const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);
/** Waits until the table shows the rows its URL asks for: the URL changes at once, the rows once they come (busy). */
const rowsArrived = (page: Page, caption: string) =>
  expect.poll(() => page.getByRole('table', { name: caption, exact: true }).getAttribute('aria-busy'), POLL).toBeNull();

describe('record lists keep page, size and sort in the URL', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser({ width: 1366, height: 850 });
    await signInBehind(session.page, 'admin', 'Admin@2026');
  });
  afterAll(() => session?.close());

  it('Market Issues: newest first, page 3 of 25 survives a reload; back returns to page 2', async () => {
    const { page } = session;
    // A year of issues, counted back from the business's today: a fixed first day went past the 366-day limit
    // of a report as the calendar moved on ("A report covers at most 366 days", no table).
    const { businessCalendar } = await graphql<{ businessCalendar: { today: string } }>(
      page,
      '{ businessCalendar { today } }',
    );
    const from = new Date(Date.parse(`${businessCalendar.today}T00:00:00Z`) - 364 * 86_400_000).toISOString();
    await page.goto(`/MarketIssue?from=${from.slice(0, 10)}`);
    const caption = 'Market issues';
    await page.getByRole('table', { name: caption, exact: true }).locator('tbody tr').first().waitFor();
    await page.getByLabel('Rows per page').selectOption('25');
    await expect.poll(() => param(page, 'size'), POLL).toBe('25');
    const table = page.getByRole('table', { name: caption, exact: true });
    await table.getByRole('button', { name: 'Date' }).click();
    await table.getByRole('button', { name: 'Date' }).click();
    await expect.poll(() => param(page, 'dir'), POLL).toBe('desc');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => param(page, 'page'), POLL).toBe('2');
    await page.getByText(/^Showing 26–50/).waitFor();
    await rowsArrived(page, caption);
    const secondPage = await firstRow(page, caption);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => param(page, 'page'), POLL).toBe('3');
    await page.getByText(/^Showing 51–/).waitFor();
    await rowsArrived(page, caption);
    const thirdPage = await firstRow(page, caption);
    expect(thirdPage).not.toBe(secondPage);
    // Newest first across pages: page 3 starts no later than page 2 began (the first cell is the day in words, as
    // "Nov 2, 2026": compared as days, not as text, where "Nov 2" would follow "Nov 17").
    const day = (row: string) => Date.parse(row.split('\t')[0]!);
    expect(day(secondPage)).not.toBeNaN();
    expect(day(thirdPage)).toBeLessThanOrEqual(day(secondPage));

    await page.reload();
    await page.getByText(/^Showing 51–/).waitFor();
    expect(await firstRow(page, caption)).toBe(thirdPage);
    expect(param(page, 'from')).toBe(from.slice(0, 10));
    expect(await table.locator('th[aria-sort="descending"]').innerText()).toContain('Date');

    await page.goBack();
    await expect.poll(() => param(page, 'page'), POLL).toBe('2');
    await page.getByText(/^Showing 26–50/).waitFor();
    expect(await firstRow(page, caption)).toBe(secondPage);
  });

  it('Detail: page 3 of 25 is the API offset-50 answer, after a reload too; back returns to page 2', async () => {
    const { page } = session;
    // A year up to the business's today (a report covers at most 366 days), not fixed days the data leaves.
    const filter = { fromDate: daysFromToday(-364), toDate: daysFromToday(0) };
    await page.goto(`/DisplayCheckDetail?from=${filter.fromDate}&to=${filter.toDate}`);
    const caption = 'Display-check lines';
    await page.getByRole('table', { name: caption, exact: true }).locator('tbody tr').first().waitFor();
    /** The first line the API answers at this offset, as the table's first cells show it. */
    const apiFirst = async (offset: number) => {
      const { displayCheckDetail } = await graphql<{
        displayCheckDetail: { items: { visitDate: string; store: { code: string } }[] };
      }>(page, DETAIL, { filter, limit: 25, offset });
      const line = displayCheckDetail.items[0]!;
      return `${await dayInWords(page, line.visitDate)}\t${line.store.code}`;
    };
    await page.getByLabel('Rows per page').selectOption('25');
    await expect.poll(() => param(page, 'size'), POLL).toBe('25');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(/^Showing 51–75/).waitFor();
    const third = await apiFirst(50);
    await expect.poll(() => firstRow(page, caption), POLL).toContain(third);

    await page.reload();
    await page.getByText(/^Showing 51–75/).waitFor();
    expect(await firstRow(page, caption)).toContain(third);
    expect(param(page, 'from')).toBe(filter.fromDate);

    await page.goBack();
    await page.getByText(/^Showing 26–50/).waitFor();
    const second = await apiFirst(25);
    await expect.poll(() => firstRow(page, caption), POLL).toContain(second);

    // A newly applied filter is a new list: it opens on its first page, the page size kept.
    const from = daysFromToday(-30);
    await dateField(page, 'From date').fill(from);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => param(page, 'from'), POLL).toBe(from);
    expect(param(page, 'page')).toBeNull();
    expect(param(page, 'size')).toBe('25');
    await page.getByText(/^Showing 1–25/).waitFor();
  });
});
