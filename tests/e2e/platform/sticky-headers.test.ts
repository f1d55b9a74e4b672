// Long lists and reports at 1366 × 850: after scrolling down a table its header row stays in
// view, on top of the rows, and the table uses the page's height (no small inner scroll box of a few rows).
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { navigate, settle } from '../a11y-support.js';
import { POLL, signIn } from '../support.js';

/** Scrolls with the wheel over the table, as a person would, until its first row has gone up by `distance`. */
async function scrollDown(page: Page, table: Locator, distance: number): Promise<number> {
  const firstRow = table.locator('tbody tr').first();
  const start = (await firstRow.boundingBox())!.y;
  await table.locator('tbody tr').nth(2).hover();
  for (let step = 0; step < 12; step += 1) {
    await page.mouse.wheel(0, 200);
    await page.waitForTimeout(50);
  }
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  const moved = start - (await firstRow.evaluate((row) => row.getBoundingClientRect().top));
  expect(moved).toBeGreaterThan(distance);
  return moved;
}

/** Where the header row is, whether it is the topmost thing at its centre, and the smallest scroll box around. */
async function headerState(table: Locator) {
  return table.evaluate((element) => {
    const header = element.querySelector('thead')!.getBoundingClientRect();
    const hit = document.elementFromPoint(header.left + header.width / 2, header.top + header.height / 2);
    let smallestBox = Number.POSITIVE_INFINITY;
    for (let box = element.parentElement; box; box = box.parentElement) {
      const overflow = getComputedStyle(box).overflowY;
      if ((overflow === 'auto' || overflow === 'scroll') && box.scrollHeight > box.clientHeight)
        smallestBox = Math.min(smallestBox, box.clientHeight);
    }
    return {
      inView: header.top >= 0 && header.bottom <= window.innerHeight,
      onTop: Boolean(hit?.closest('thead')),
      smallestBox,
      viewport: window.innerHeight,
    };
  });
}

describe('sticky table headers', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser({ width: 1366, height: 850 });
    await signIn(session.page, 'admin', 'Admin@2026');
  });
  afterAll(() => session?.close());

  it.each([
    ['Store List', '/store?size=100', 'Stores'],
    ['Detail', '/DisplayCheckDetail', 'Display-check lines'],
    ['Stock Report', '/StockReport', /Lines low on stock/],
  ] as const)(
    '%s keeps its header row in view after scrolling down, with no small inner box',
    async (title, path, caption) => {
      const { page } = session;
      await navigate(page, path);
      await settle(page, title);
      const table = page.getByRole('table', { name: caption }).first();
      await expect.poll(() => table.locator('tbody tr').count(), POLL).toBeGreaterThan(30);
      await scrollDown(page, table, 600);
      const state = await headerState(table);
      expect({ inView: state.inView, onTop: state.onTop }).toEqual({ inView: true, onTop: true });
      // A scroll box, if any, takes most of the page's height: not a box of 14 rows inside the page.
      expect(state.smallestBox).toBeGreaterThan(state.viewport * 0.6);
    },
    120_000,
  );
});
