// Lists fit a 1366 × 850 screen: no key column hides behind sideways scrolling (the data table's box is
// as wide as its content), the table takes the page's height instead of an inner scroll box, and no
// one-word cell (a status, a code, a date) breaks inside its word.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { openBrowser, type BrowserSession } from '../support/browser.js';
import { screenshot, settle } from './a11y-support.js';
import { signIn } from './support.js';

const LISTS = [
  ['/store', 'Stores', 'Store List'],
  ['/ProductList', 'Products', 'Product List'],
  ['/Users', 'Users', 'Users List'],
  ['/ProductTransfer?from=2026-06-01', 'Product transfers', 'Product Transfer'],
  ['/Deployment/ViewDeployment', 'Deployments', 'View Deployments'],
  ['/MarkeetActivity', 'Market activities', 'Market Activity'],
  ['/MarketIssue', 'Market issues', 'Market Issues'],
  ['/TrainingList', 'Trainings', 'Training List'],
  ['/DisplayCheckDetail', 'Display-check lines', 'Detail'],
  ['/StockReport', 'Lines low on stock (fewer than 5 units)', 'Stock Report'],
] as const;

/** How the table sits: its overflow past what is shown, an inner vertical scroll box, one-word cells broken. */
const measureFit = (table: Locator) =>
  table.evaluate((element) => {
    let clip = document.documentElement.clientWidth;
    let overflow = 0;
    // A scroll box as tall as the page (under a sticky header) is fine; one of a few rows is not.
    let shortScrollBox = 0;
    for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
      const style = getComputedStyle(box);
      if (box.tagName === 'MAIN') break;
      if (style.overflowX !== 'visible') clip = Math.min(clip, box.getBoundingClientRect().right);
      if (box.scrollWidth > box.clientWidth + 1 && style.overflowX !== 'visible')
        overflow = Math.max(overflow, box.scrollWidth - box.clientWidth);
      const scrolls = style.overflowY === 'auto' || style.overflowY === 'scroll';
      if (scrolls && box.scrollHeight > box.clientHeight + 1 && box.clientHeight < window.innerHeight - 200)
        shortScrollBox = box.clientHeight;
    }
    const main = document.querySelector('main')!;
    const cells = [...element.querySelectorAll('tr > :last-child')];
    const right = Math.max(...cells.map((cell) => cell.getBoundingClientRect().right));
    overflow = Math.max(overflow, Math.round(right - clip), main.scrollWidth - main.clientWidth);
    // Each short one-word text (a status, a day, a code) on one line; long ones (an e-mail) may wrap.
    const walker = document.createTreeWalker(element.querySelector('tbody')!, NodeFilter.SHOW_TEXT);
    const broken = new Set<string>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (!/^\S{1,16}$/.test(text)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      if (new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1) broken.add(text);
    }
    return { overflow: Math.max(0, overflow), shortScrollBox, broken: [...broken] };
  });

describe('lists at 1366 px', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser({ width: 1366, height: 850 });
    await signIn(session.page, 'admin', 'Admin@2026');
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
