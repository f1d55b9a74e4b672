// A long page of a list is drawn in two stages, a screenful at once and the rest just after (in a React
// transition, in slices between the browser's own work), so a page of 50 styled rows never holds the main thread
// in one piece; then every row of the page is there.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { signInBehind } from '../support.js';

type Counted = Window & { storeRowCounts?: number[] };

describe('a list page is drawn in stages', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser({ width: 1366, height: 850 });
    await signInBehind(session.page, 'admin', 'Admin@2026');
  });
  afterAll(() => session?.close());

  it('Store List: the first rows drawn are a screenful of the page, then all 50 follow', async () => {
    const { page } = session;
    // Every distinct number of rows the table has held, from its first appearance (one entry per DOM change).
    await page.addInitScript(() => {
      const counts: number[] = [];
      (window as Counted).storeRowCounts = counts;
      new MutationObserver(() => {
        const count = document.querySelectorAll('table[aria-label="Stores"] tbody tr').length;
        if (count > 0 && counts.at(-1) !== count) counts.push(count);
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/store');
    const rows = page.getByRole('table', { name: 'Stores', exact: true }).locator('tbody tr');
    await rows.nth(49).waitFor();
    expect(await rows.count()).toBe(50);
    const counts = await page.evaluate(() => (window as Counted).storeRowCounts ?? []);
    expect(counts[0]).toBe(20);
    expect(counts.at(-1)).toBe(50);
  });
});
