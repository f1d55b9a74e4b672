// The side menu as an accordion: opening one collapse closes the others, so at 850 px high the
// menu never grows past the fold, and the current screen's collapse is open on load. Below 992 px the menu is a
// drawer the header's button opens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { screenshot } from '../a11y-support.js';
import { mainMenu, POLL, signInBehind } from '../support.js';

describe('side menu accordion', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser({ width: 1366, height: 850 });
    await signInBehind(session.page, 'admin', 'Admin@2026');
  });
  afterAll(() => session?.close());

  it("opens the current screen's collapse on load, and one collapse at a time within the fold", async () => {
    const { page } = session;
    await page.goto('/StoreGradeByBrand');
    const menu = mainMenu(page);
    const expanded = () => menu.locator('button[aria-expanded="true"]').allTextContents();
    await menu.getByRole('link', { name: 'Store Grade By Brand', exact: true }).waitFor();
    expect(await expanded()).toEqual(['Settings']);
    for (const title of ['Master List', 'Store Check', 'Sales', 'Visit Report', 'Settings']) {
      await menu.getByRole('button', { name: title, exact: true }).click();
      await expect.poll(expanded, POLL).toEqual([title]);
      const overflow = await menu.evaluate((nav) => nav.scrollHeight - nav.clientHeight);
      expect(overflow, `menu with ${title} open`).toBeLessThanOrEqual(0);
    }
    await menu.getByRole('button', { name: 'Settings', exact: true }).click();
    await expect.poll(expanded, POLL).toEqual([]);
    await menu.getByRole('button', { name: 'Sales', exact: true }).click();
    await screenshot(page, 'Menu accordion');
    await page.setViewportSize({ width: 800, height: 850 });
    await screenshot(page, 'Menu accordion 800');
    await page.setViewportSize({ width: 1366, height: 850 });
  }, 120_000);

  it('below 992 px opens in a drawer from the header, which a chosen screen closes', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 800, height: 850 });
    try {
      await page.goto('/StoreGradeByBrand');
      await page.getByRole('heading', { level: 1, name: 'Store Grade By Brand' }).waitFor();
      expect(await mainMenu(page).count()).toBe(0);
      await page.getByRole('button', { name: 'Toggle menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'FieldPulse' });
      await drawer.waitFor();
      await mainMenu(page).getByRole('link', { name: 'Report Email Recipient', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Report Email Recipient' }).waitFor();
      await expect.poll(() => drawer.isVisible(), POLL).toBe(false);
    } finally {
      await page.setViewportSize({ width: 1366, height: 850 });
    }
  }, 120_000);
});
