// Store Visit in the browser: a check-in made more than 500 m from the store carries a 'Far from
// store' badge beside its metres, and no closer one does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { POLL, signInBehind } from '../support.js';

describe('store visit', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser();
    await signInBehind(session.page, 'admin', 'Admin@2026');
  });
  afterAll(() => session?.close());

  it('badges the check-ins far from the store, and only those', async () => {
    const { page } = session;
    let far = 0;
    // The demo data puts about one check-in in twenty-five that far away: a few pages find some.
    for (let number = 1; number <= 5 && far === 0; number++) {
      await page.goto(`/StoreVisit?size=100&page=${number}`);
      const table = page.getByRole('table', { name: 'Store visits' });
      await table.getByRole('row').nth(1).waitFor();
      // The whole page of 100, not only the screenful a table draws first.
      await expect.poll(() => table.locator('tbody tr').count(), POLL).toBe(100);
      const rows = await table.locator('tbody tr').evaluateAll((trs) =>
        trs.map((tr) => {
          const cells = [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '');
          return { metres: cells[6] ?? '', badged: (cells[6] ?? '').includes('Far from store') };
        }),
      );
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        const metres = Number(row.metres.replace('Far from store', '').replaceAll(',', '').trim());
        expect(row.badged, `a visit ${metres} m from its store`).toBe(metres > 500);
      }
      far = rows.filter((row) => row.badged).length;
    }
    expect(far).toBeGreaterThan(0);
  });
});
