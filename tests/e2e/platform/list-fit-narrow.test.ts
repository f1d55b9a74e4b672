// Lists at 800 px (a small laptop window, a tablet): the page never scrolls sideways and each row's last
// cell (the actions) stays on screen; columns of less use (the Users List's region) step aside below 1024 px.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { screenshot, settle } from '../a11y-support.js';
import { measureFit } from '../fit-support.js';
import { signInBehind } from '../support.js';

const LISTS = [
  ['/store', 'Stores', 'Store List'],
  ['/ProductList', 'Products', 'Product List'],
  ['/Users', 'Users', 'Users List'],
  ['/MarketIssue', 'Market issues', 'Market Issues'],
  ['/TrainingList', 'Trainings', 'Training List'],
] as const;

describe('lists at 800 px', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser({ width: 800, height: 900 });
    await signInBehind(session.page, 'admin', 'Admin@2026');
  });
  afterAll(() => session?.close());

  it('keeps every row on screen, its actions included, without sideways scrolling', { timeout: 180_000 }, async () => {
    const { page } = session;
    const seen: Record<string, { overflow: number; pageOverflow: number }> = {};
    for (const [path, caption, title] of LISTS) {
      await page.goto(path);
      const table = page.getByRole('table', { name: caption, exact: true });
      await table.locator('tbody tr').first().waitFor();
      await settle(page, title);
      await screenshot(page, `fit 800 ${title}`);
      const { overflow } = await measureFit(table);
      const pageOverflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      seen[title] = { overflow, pageOverflow };
    }
    expect(seen).toEqual(Object.fromEntries(LISTS.map(([, , title]) => [title, { overflow: 0, pageOverflow: 0 }])));
  });
});
