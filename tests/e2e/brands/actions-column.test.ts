// An administrator reads Brand List and Product Category List: the Actions header stands over its buttons (both at the
// column's right edge), at 1366 and 800 px.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { screenshot, settle } from '../a11y-support.js';
import { signInBehind } from '../support.js';

const LISTS = [
  ['/BrandList', 'Brand List'],
  ['/PCategoryList', 'Product Category List'],
] as const;

for (const width of [1366, 800]) {
  describe(`the Actions column at ${width} px`, () => {
    let session: BrowserSession;
    beforeAll(async () => {
      session = await openBrowser({ width, height: 900 });
      await signInBehind(session.page, 'admin', 'Admin@2026');
    });
    afterAll(() => session?.close());

    it('puts the header over the buttons', async () => {
      const { page } = session;
      const seen: Record<string, number> = {};
      for (const [path, title] of LISTS) {
        await page.goto(path);
        const table = page.getByRole('table').first();
        await table.locator('tbody tr').first().waitFor();
        await settle(page, title);
        await screenshot(page, `actions ${width} ${title}`);
        // How far the header's text ends from where the first row's buttons end (px).
        seen[title] = await table.evaluate((element) => {
          const header = [...element.querySelectorAll('thead th')].find((th) => th.textContent?.trim() === 'Actions');
          const buttons = [...(element.querySelector('tbody tr > :last-child')?.querySelectorAll('button') ?? [])];
          if (!header || buttons.length === 0) return Number.NaN;
          const range = document.createRange();
          range.selectNodeContents(header);
          const text = range.getBoundingClientRect().right;
          return Math.round(Math.abs(text - Math.max(...buttons.map((b) => b.getBoundingClientRect().right))));
        });
      }
      expect(seen).toEqual({ 'Brand List': 0, 'Product Category List': 0 });
    });
  });
}
