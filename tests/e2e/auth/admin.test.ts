// The administrator's day one: sign in, see the whole menu, filter the store list, reload, log out.
import type { Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { graphql, mainMenu, openCollapse, POLL, signIn } from '../support.js';

const MENU: Record<string, string[]> = {
  'Master List': ['Store List', 'Product List', 'Users List', 'Brand List', 'Product Category List'],
  'Store Check': ['Summary', 'Detail', 'Stock Report', 'By Date', 'By Week'],
  Sales: ['Daily Sales', 'Target And Achivement', 'Promoter Target Setting'],
  'Visit Report': ['Store Visit', 'Month Visit', 'Journey Plan', 'Team Location'],
  Settings: [
    'User Store Mapping',
    'Store Grade By Brand',
    'Product Store Mapping',
    'Report Email Recipient',
    'Setup Manager By Brand',
  ],
};
const TOP_ITEMS = [
  'Dashboard',
  'Store Pictures',
  'Product Transfer',
  'Deployment',
  'Market Activity',
  'Market Issues',
  'Training List',
  'Stock',
  'Reset Password',
  'Audit Trail',
];

describe('admin', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser();
    await signIn(session.page, 'admin', 'Admin@2026');
  });
  afterAll(() => session?.close());

  it('sees the full menu of the description with Log Out last', async () => {
    const { page } = session;
    const menu = mainMenu(page);
    for (const title of TOP_ITEMS)
      await menu.getByRole('link', { name: title, exact: true }).waitFor({ state: 'visible' });
    for (const [collapse, items] of Object.entries(MENU)) {
      await openCollapse(page, collapse, items[0]!);
      for (const item of items) await menu.getByRole('link', { name: item, exact: true }).waitFor({ state: 'visible' });
    }
    const entries = await menu.locator('a, button').allInnerTexts();
    expect(
      entries
        .map((text) => text.trim())
        .filter(Boolean)
        .at(-1),
    ).toBe('Log Out');
    expect(await page.title()).toMatch(/\| FieldPulse$/);
  });

  it('filters the store list by region then city, and the URL keeps the view', async () => {
    const { page } = session;
    await openCollapse(page, 'Master List', 'Store List');
    await mainMenu(page).getByRole('link', { name: 'Store List', exact: true }).click();
    await page.waitForURL('**/store');
    await page.locator('table tbody tr').first().waitFor();

    await page.getByLabel('Region', { exact: true }).selectOption({ label: 'Dhaka' });
    await page.getByLabel('City', { exact: true }).selectOption({ label: 'Gazipur' });
    const { stores } = await graphql<{ stores: { total: number } }>(
      page,
      'query { stores(filter: { regionId: 1, cityId: 2 }) { total } }',
    );
    expect(stores.total).toBeGreaterThan(0);
    await page.getByText(new RegExp(`of ${stores.total.toLocaleString('en-US')}$`)).waitFor();

    const cityCells = async () =>
      page
        .locator('table tbody tr')
        .evaluateAll((rows) =>
          rows.map((row) => Array.from(row.querySelectorAll('td')).map((cell) => cell.textContent?.trim() ?? '')),
        );
    // A table draws a screenful first and the rest of the page just after (DataTable's two stages).
    await expect.poll(async () => (await cityCells()).length, POLL).toBe(Math.min(stores.total, 50));
    const rows = await cityCells();
    expect(rows.every((cells) => cells.includes('Gazipur') && cells.includes('Dhaka'))).toBe(true);

    expect(page.url()).toMatch(/region=1/);
    expect(page.url()).toMatch(/city=2/);
    await page.reload();
    await page.locator('table tbody tr').first().waitFor();
    expect(await page.getByLabel('City', { exact: true }).inputValue()).toBe('2');
    await page.getByText(new RegExp(`of ${stores.total.toLocaleString('en-US')}$`)).waitFor();
    expect((await cityCells()).every((cells) => cells.includes('Gazipur'))).toBe(true);
    await page.screenshot({ path: '/tmp/e2e-store-list.png' });
  });

  it('stays signed in, and says so, when the server does not confirm Log Out', async () => {
    const { page } = session;
    const dropLogout = (route: Route) =>
      route.request().postData()?.includes('mutation Logout') ? route.abort('connectionreset') : route.fallback();
    await page.route('**/graphql', dropLogout);
    await mainMenu(page).getByText('Log Out', { exact: true }).click();
    await page.getByText('Log out failed').waitFor();
    await page.unroute('**/graphql', dropLogout);
    expect(new URL(page.url()).pathname).not.toMatch(/^\/auth\//);
    expect(await page.evaluate(() => localStorage.getItem('user'))).not.toBeNull();
    const { me } = await graphql<{ me: { login: string } }>(page, '{ me { login } }');
    expect(me.login).toBe('admin');
  });

  it('logs out: the alert shows on the sign-in page and the stored user is gone', async () => {
    const { page } = session;
    await mainMenu(page).getByText('Log Out', { exact: true }).click();
    await page.waitForURL('**/auth/signin-1');
    await page.getByText('You have been logged out.').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    await page.goto('/store');
    await page.waitForURL('**/auth/signin-1');
  });
});
