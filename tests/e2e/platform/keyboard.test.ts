// The frame from the keyboard: a skip link first, the side menu opened and followed with Tab and Enter under
// a visible focus ring, and the icon rail (993 to 1024 px) naming its entries in a tooltip on hover and focus.

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { mainMenu, POLL, signIn } from '../support.js';

/** The accessible name (or text) and a few styles of the element that has focus. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const style = element ? getComputedStyle(element) : undefined;
    return {
      tag: element?.tagName.toLowerCase(),
      name: (element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim(),
      inMain: Boolean(element?.closest('main')),
      inMenu: Boolean(element?.closest('nav')),
      width: element?.getBoundingClientRect().width ?? 0,
      outline: style ? `${style.outlineStyle} ${style.outlineWidth}` : '',
      shadow: style?.boxShadow ?? 'none',
    };
  });

describe('keyboard use at 1366 px', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser({ width: 1366, height: 850 });
    await signIn(session.page, 'admin', 'Admin@2026');
  });
  afterAll(() => session?.close());

  it('offers "Skip to content" as the first Tab stop, and it lands in the main region past the menu', async () => {
    const { page } = session;
    await page.goto('/store');
    await page.getByRole('heading', { level: 1, name: 'Store List' }).waitFor();
    // The title shows with the frame, before the screen's own code and rows: wait for something to Tab to.
    await page.getByRole('main').getByRole('table').waitFor();
    await page.keyboard.press('Tab');
    const skip = await focused(page);
    expect(skip.name).toBe('Skip to content');
    expect(skip.width).toBeGreaterThan(20); // shown once it has focus
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.tagName.toLowerCase())).toBe('main');
    expect(new URL(page.url()).hash).toBe(''); // the address is not changed by the skip
    await page.keyboard.press('Tab');
    const next = await focused(page);
    expect(next.inMain).toBe(true);
    expect(next.inMenu).toBe(false);
  });

  it('opens a menu collapse and follows one of its links with Tab and Enter, under a visible focus ring', async () => {
    const { page } = session;
    await page.goto('/app/dashboard/default');
    const collapse = mainMenu(page).getByRole('button', { name: 'Master List', exact: true });
    await collapse.waitFor();
    // Tab from the top of the page until the collapse has focus, as a keyboard user would.
    for (let stop = 0; stop < 10 && (await focused(page)).name !== 'Master List'; stop++) {
      await page.keyboard.press('Tab');
    }
    const onCollapse = await focused(page);
    expect(onCollapse.name).toBe('Master List');
    expect(onCollapse.outline.startsWith('none') && onCollapse.shadow === 'none').toBe(false);
    await page.keyboard.press('Enter');
    expect(await collapse.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    expect((await focused(page)).name).toBe('Store List');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/store');
    await page.getByRole('heading', { level: 1, name: 'Store List' }).waitFor();
  });
});

describe('the icon rail between 993 and 1024 px', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser({ width: 1000, height: 850 });
    await signIn(session.page, 'admin', 'Admin@2026');
  });
  afterAll(() => session?.close());

  it('names an entry in a tooltip on hover', async () => {
    const { page } = session;
    const entry = mainMenu(page).getByRole('link', { name: 'Store Pictures', exact: true });
    expect(await entry.innerText()).toBe(''); // icons only
    await entry.hover();
    await expect.poll(() => page.getByRole('tooltip').innerText(), POLL).toBe('Store Pictures');
    expect(await page.getByRole('tooltip').isVisible()).toBe(true);
  });

  it('names an entry in a tooltip on keyboard focus', async () => {
    const { page } = session;
    await page.mouse.move(900, 600);
    await mainMenu(page).getByRole('link', { name: 'Dashboard', exact: true }).focus();
    await page.keyboard.press('Tab');
    expect((await focused(page)).name).toBe('Master List');
    await expect.poll(() => page.getByRole('tooltip').innerText(), POLL).toBe('Master List');
  });
});
