// A table reads as one: every column header of a list in one size, sortable or not (Users List), and a report's
// cell of "code × quantity" items breaks between items, never inside a product code (Product Transfer at 800 px).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { POLL, signInBehind } from '../support.js';

describe('tables', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser({ width: 1366, height: 900 });
    await signInBehind(session.page, 'admin', 'Admin@2026');
  });
  afterAll(() => session?.close());

  it('write every column header of Users List in one size and weight', async () => {
    const { page } = session;
    await page.goto('/Users');
    const table = page.getByRole('table', { name: 'Users' });
    await expect.poll(() => table.getByRole('row').count(), POLL).toBeGreaterThan(10);
    const looks = await table.locator('thead th').evaluateAll((headers) =>
      headers
        .filter((header) => header.textContent?.trim())
        .map((header) => {
          // The element that holds the header's words: a sort button's, or the header itself.
          const words = header.querySelector('button') ?? header;
          const style = getComputedStyle(words);
          return `${style.fontSize} ${style.fontWeight}`;
        }),
    );
    expect(looks.length).toBeGreaterThan(4);
    expect(new Set(looks)).toEqual(new Set([looks[0]]));
  });

  it('keep each product of a transfer whole on its line at 800 px', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto('/ProductTransfer');
    const table = page.getByRole('table', { name: /transfer/i });
    await expect.poll(() => table.getByRole('row').count(), POLL).toBeGreaterThan(5);
    const broken = await table.locator('tbody td').evaluateAll((cells) =>
      cells.flatMap((cell) => {
        // Each "CODE-123 × 4" item of the cell, found by its text, must sit on one line.
        const items = [...cell.querySelectorAll('span')].filter((span) => / × \d+$/.test(span.textContent ?? ''));
        return items.filter((item) => item.getClientRects().length > 1).map((item) => item.textContent);
      }),
    );
    const items = await table.locator('tbody td span', { hasText: ' × ' }).count();
    expect(items).toBeGreaterThan(5);
    expect(broken).toEqual([]);
  });
});
