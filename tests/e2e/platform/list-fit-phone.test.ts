// Lists on a phone (360 and 412 px, with the phone's own viewport, as Lighthouse's mobile emulation has it: a page
// wider than the screen widens that viewport, and the whole screen is drawn smaller to fit): the page is never wider
// than the phone; a table wider than the screen scrolls inside its own box, and the header (menu, account, dark
// mode) keeps to the screen's width.
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { screenshot, settle } from '../a11y-support.js';
import { signIn } from '../support.js';

const LISTS = [
  ['/store', 'Stores', 'Store List'],
  ['/ProductList', 'Products', 'Product List'],
  ['/Users', 'Users', 'Users List'],
] as const;

describe.each([412, 360])('lists on a %i px phone', (width) => {
  let session: BrowserSession;
  let phone: BrowserContext;
  beforeAll(async () => {
    session = await openBrowser();
    phone = await session.browser.newContext({
      baseURL: session.baseUrl,
      viewport: { width, height: 823 },
      isMobile: true,
      hasTouch: true,
    });
  });
  afterAll(async () => {
    await phone?.close();
    await session?.close();
  });

  it('fits the screen: the page no wider than the phone, the table scrolling in its own box', {
    timeout: 240_000,
  }, async () => {
    const page = await phone.newPage();
    await signIn(page, 'admin', 'Admin@2026');
    const seen: Record<string, unknown> = {};
    for (const [path, caption, title] of LISTS) {
      await page.goto(path);
      const table = page.getByRole('table', { name: caption, exact: true });
      await table.locator('tbody tr').first().waitFor();
      await settle(page, title);
      await screenshot(page, `fit phone ${width} ${title}`);
      seen[title] = await table.evaluate((element) => {
        const root = document.documentElement;
        // The table's nearest box that scrolls sideways holds it within the screen.
        let box = element.parentElement;
        while (box && getComputedStyle(box).overflowX === 'visible') box = box.parentElement;
        return {
          pageWidth: root.scrollWidth,
          viewport: window.innerWidth,
          tableBoxInside: box !== null && box.getBoundingClientRect().right <= root.clientWidth,
        };
      });
    }
    const fits = { pageWidth: width, viewport: width, tableBoxInside: true };
    expect(seen).toEqual(Object.fromEntries(LISTS.map(([, , title]) => [title, fits])));
  });
});
