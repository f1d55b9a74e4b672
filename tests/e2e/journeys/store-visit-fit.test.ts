// Store Visit's Store column reads at 1366 and 800 px: no word of a store's code or name is broken across lines,
// the column keeps a readable width, and the page never scrolls sideways (a table wider than the window scrolls
// inside its own box).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { settle } from '../a11y-support.js';
import { POLL, signInBehind } from '../support.js';

describe('Store Visit at narrow and wide windows', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser({ width: 1366, height: 850 });
    await signInBehind(session.page, 'admin', 'Admin@2026');
  });
  afterAll(() => session?.close());

  it.each([1366, 800])('keeps the store names readable at %i px', async (width) => {
    const { page } = session;
    await page.setViewportSize({ width, height: 850 });
    // The farthest check-ins first: their 'Far from store' badges widen the metres column, as on a day's real page.
    await page.goto('/StoreVisit?size=25&sort=distance&dir=desc');
    await settle(page, 'Store Visit');
    const table = page.getByRole('table', { name: 'Store visits' });
    await expect.poll(() => table.locator('tbody tr').count(), POLL).toBeGreaterThan(5);
    const seen = await table.evaluate((element) => {
      const headers = [...element.querySelectorAll('thead th')].map((th) => th.textContent ?? '');
      const column = headers.indexOf('Store');
      const cells = [...element.querySelectorAll(`tbody tr > :nth-child(${column + 1})`)];
      const broken = new Set<string>();
      for (const cell of cells) {
        const text = cell.firstChild;
        if (!text) continue;
        for (const match of (cell.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(text, match.index);
          range.setEnd(text, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (lines.size > 1) broken.add(match[0]);
        }
      }
      const narrowest = Math.min(...cells.map((cell) => cell.getBoundingClientRect().width));
      return {
        broken: [...broken],
        readable: narrowest >= 150,
        pageScrollsSideways: document.documentElement.scrollWidth > document.documentElement.clientWidth,
      };
    });
    expect(seen).toEqual({ broken: [], readable: true, pageScrollsSideways: false });
  });
});
