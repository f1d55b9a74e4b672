// Lists fit a 1366 × 850 screen: no key column hides behind sideways scrolling (the data table's box is
// as wide as its content), the table takes the page's height instead of an inner scroll box, and no
// one-word cell (a status, a code, a date) breaks inside its word.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { daysFromToday } from '../../support/business-day.js';
import { screenshot, settle } from '../a11y-support.js';
import { measureFit } from '../fit-support.js';
import { signInBehind } from '../support.js';

const LISTS = [
  ['/store', 'Stores', 'Store List'],
  ['/ProductList', 'Products', 'Product List'],
  ['/Users', 'Users', 'Users List'],
  // The demo data's 180 days back from the business's today: its widest transfers.
  [`/ProductTransfer?from=${daysFromToday(-179)}`, 'Product transfers', 'Product Transfer'],
  ['/Deployment/ViewDeployment', 'Deployments', 'View Deployments'],
  ['/MarkeetActivity', 'Market activities', 'Market Activity'],
  ['/MarketIssue', 'Market issues', 'Market Issues'],
  ['/TrainingList', 'Trainings', 'Training List'],
  ['/DisplayCheckDetail', 'Display-check lines', 'Detail'],
  ['/StockReport', 'Lines low on stock (fewer than 5 units)', 'Stock Report'],
] as const;

describe('lists at 1366 px', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser({ width: 1366, height: 850 });
    await signInBehind(session.page, 'admin', 'Admin@2026');
  });
  afterAll(() => session?.close());

  it('shows every shown column without sideways scrolling or words broken', { timeout: 240_000 }, async () => {
    const { page } = session;
    const seen: Record<string, Awaited<ReturnType<typeof measureFit>>> = {};
    for (const [path, caption, title] of LISTS) {
      await page.goto(path);
      const table = page.getByRole('table', { name: caption, exact: true });
      await table.locator('tbody tr').first().waitFor();
      await settle(page, title);
      await screenshot(page, `fit ${title}`);
      seen[title] = await measureFit(table);
    }
    const fine = { overflow: 0, shortScrollBox: 0, broken: [] };
    expect(seen).toEqual(Object.fromEntries(LISTS.map(([, , title]) => [title, fine])));
  });
});
