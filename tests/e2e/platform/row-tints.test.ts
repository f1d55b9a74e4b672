// A list's status tint (low stock, at risk, open) wins over its zebra stripe: every tinted row reads the same
// whether it falls on a striped line or not, in light and in dark mode.

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { daysFromToday } from '../../support/business-day.js';
import { settle } from '../a11y-support.js';
import { POLL, signInBehind } from '../support.js';

interface DrawnRow {
  /** 1-based, as :nth-of-type counts (the stripe falls on the odd ones). */
  position: number;
  tinted: boolean;
  /** The background each cell paints. */
  cells: string[];
}

const drawnRows = (page: Page, table: string) =>
  page.getByRole('table', { name: table }).evaluate((element) =>
    [...element.querySelectorAll('tbody tr')].map((row, index) => ({
      position: index + 1,
      tinted: row.hasAttribute('data-highlight') && row.getAttribute('data-highlight') !== 'saved',
      cells: [...row.querySelectorAll('td')].map((cell) => getComputedStyle(cell).backgroundColor),
    })),
  ) as Promise<DrawnRow[]>;

describe.each(['light', 'dark'] as const)('status tints over zebra stripes (%s)', (colorScheme) => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser({ width: 1366, height: 850 }, { colorScheme });
    await signInBehind(session.page, 'manager', 'Manager@2026');
  });
  afterAll(() => session?.close());

  it('paints every low-stock line of Display Check Detail in the tint, striped line or not', async () => {
    const { page } = session;
    const table = 'Display-check lines';
    // The page must hold both kinds on striped lines, or the check below proves nothing: the first of the last
    // four weeks whose first page does (the demo's days differ; today may have few lines yet).
    let rows: DrawnRow[] = [];
    for (let back = 1; back <= 22; back += 7) {
      await page.goto(`/DisplayCheckDetail?from=${daysFromToday(-back - 6)}&to=${daysFromToday(-back)}`);
      await settle(page, 'Detail');
      await expect.poll(async () => (await drawnRows(page, table)).length, POLL).toBeGreaterThan(10);
      rows = await drawnRows(page, table);
      const striped = rows.filter((row) => row.position % 2 === 1);
      if (striped.some((row) => row.tinted) && striped.some((row) => !row.tinted)) break;
    }
    const tinted = rows.filter((row) => row.tinted);
    const plain = rows.filter((row) => !row.tinted);
    expect(tinted.some((row) => row.position % 2 === 1)).toBe(true);
    expect(plain.some((row) => row.position % 2 === 1)).toBe(true);

    const tints = new Set(tinted.flatMap((row) => row.cells));
    expect([...tints]).toHaveLength(1);
    const stripes = new Set(plain.filter((row) => row.position % 2 === 1).flatMap((row) => row.cells));
    for (const stripe of stripes) expect(tints.has(stripe)).toBe(false);
  });
});
