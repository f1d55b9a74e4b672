// Display Check Summary's charts as a manager reads them: brands compared by the share of their lines low on stock
// (highest first), and the low-stock rate week by week of all brands against one brand chosen, not a tangle of five.
// The figures on screen are the API's.

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { daysFromToday, isoWeekDay, isoWeekOf } from '../../support/business-day.js';
import { dayInWords, graphql, POLL, signInBehind } from '../support.js';

interface Summary {
  displayCheckSummary: { brand: { id: number; name: string } | null; lines: number; lowStockLines: number }[];
  displayCheckTrend: { fromDate: string; brand: { id: number } | null; lines: number; lowStockLines: number }[];
}

/** A chart's figures, from the table each chart carries for screen readers. */
async function figures(page: Page, name: RegExp): Promise<{ columns: string[]; rows: string[][] }> {
  const figure = page.getByRole('figure', { name });
  const table = figure.getByRole('table', { includeHidden: true });
  await table.waitFor({ state: 'attached' });
  const columns = await table.locator('thead th').allTextContents();
  const rows = await table
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
  return { columns, rows };
}

const percent = (low: number, lines: number) => Math.round((low / lines) * 1000) / 10;

describe('Display Check Summary charts', () => {
  let session: BrowserSession;
  let api: Summary;
  beforeAll(async () => {
    session = await openBrowser({ width: 1366, height: 900 });
    await signInBehind(session.page, 'admin', 'Admin@2026');
    api = await graphql<Summary>(
      session.page,
      `{ displayCheckSummary { brand { id name } lines lowStockLines }
         displayCheckTrend { fromDate brand { id } lines lowStockLines } }`,
    );
  });
  afterAll(() => session?.close());

  it('compares brands by the share of their lines low on stock, highest first', async () => {
    const { page } = session;
    await page.goto('/DisplayCheckSummery');
    await page.getByRole('table', { name: 'Display checks by brand' }).waitFor();
    const bars = await figures(page, /^Share of lines low on stock, by brand/);
    const expected = api.displayCheckSummary
      .filter((row) => row.lines > 0)
      .map((row) => ({ name: row.brand?.name ?? '?', share: percent(row.lowStockLines, row.lines), lines: row.lines }))
      .sort((a, b) => b.share - a.share || b.lines - a.lines);
    expect(bars.rows.map((row) => row[0])).toEqual(expected.map((row) => row.name));
    expect(bars.rows.map((row) => Number(row[1]))).toEqual(expected.map((row) => row.share));
  });

  it("draws all brands' weekly rate against one brand, the busiest unless another is chosen (in the URL)", async () => {
    const { page } = session;
    await page.goto('/DisplayCheckSummery');
    await page.getByRole('table', { name: 'Display checks by brand' }).waitFor();
    const busiest = [...api.displayCheckSummary].sort((a, b) => b.lines - a.lines)[0]!.brand!;
    const trendName = /^Low-stock rate by week/;
    const allBrands = `All ${api.displayCheckSummary.length} brands`;
    await expect
      .poll(async () => (await figures(page, trendName)).columns, POLL)
      .toEqual(['', allBrands, busiest.name]);

    // The weekly rate of all brands pools every brand's lines of that week.
    const weeks = new Map<string, { lines: number; low: number }>();
    for (const point of api.displayCheckTrend) {
      const week = weeks.get(point.fromDate) ?? { lines: 0, low: 0 };
      week.lines += point.lines;
      week.low += point.lowStockLines;
      weeks.set(point.fromDate, week);
    }
    const trend = await figures(page, trendName);
    for (const [day, week] of weeks) {
      // The week as the chart names it: its first day in the business's words, "(to date)" after the one running.
      const names = [await dayInWords(page, day), await dayInWords(page, day, 'short')];
      const row = trend.rows.find((cells) =>
        names.some((name) => cells[0] === name || cells[0]?.startsWith(`${name} (`)),
      );
      expect(row, day).toBeDefined();
      expect(Number(row![1])).toBeCloseTo(week.low / week.lines, 4);
    }

    const other = [...api.displayCheckSummary].sort((a, b) => b.lines - a.lines)[2]!.brand!;
    await page.getByLabel('Compare with').selectOption({ label: other.name });
    await expect.poll(() => new URL(page.url()).searchParams.get('compare'), POLL).toBe(String(other.id));
    await expect.poll(async () => (await figures(page, trendName)).columns, POLL).toEqual(['', allBrands, other.name]);
    await page.reload();
    await expect.poll(async () => (await figures(page, trendName)).columns, POLL).toEqual(['', allBrands, other.name]);
    await page.getByLabel('Compare with').selectOption({ label: 'No brand' });
    await expect.poll(async () => (await figures(page, trendName)).columns, POLL).toEqual(['', allBrands]);
  });

  it('names the day the first week counts from when the range starts after its Monday', async () => {
    const { page } = session;
    // From the Wednesday three weeks back: its week's Monday and Tuesday are outside the range.
    const { year, week } = isoWeekOf(daysFromToday(-21));
    const monday = isoWeekDay(year, week, 1);
    const wednesday = isoWeekDay(year, week, 3);
    await page.goto(`/DisplayCheckSummery?from=${wednesday}&to=${daysFromToday(0)}`);
    const trendName = /^Low-stock rate by week/;
    await expect.poll(async () => (await figures(page, trendName)).rows.length, POLL).toBeGreaterThan(1);
    const [first, second] = (await figures(page, trendName)).rows;
    const [mondayName, wednesdayName] = [
      await dayInWords(page, monday, 'short'),
      await dayInWords(page, wednesday, 'short'),
    ];
    expect(first![0]).toBe(`${mondayName} (from ${wednesdayName})`);
    expect(second![0]).not.toContain('(from');
  });
});
