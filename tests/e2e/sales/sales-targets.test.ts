// Sales and targets in the browser: the dashboard draws its cards and charts; a target typed in
// the grid is saved, survives a reload and changes the achievement report; a pasted block fills
// the grid; leaving with unsaved changes asks first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { POLL, signInBehind } from '../support.js';

describe('dashboard, targets and achievement', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser();
    await signInBehind(session.page, 'admin', 'Admin@2026');
  });
  afterAll(() => session?.close());

  it('shows the dashboard cards and charts', async () => {
    const { page } = session;
    await page.goto('/app/dashboard/default');
    await page.getByRole('link', { name: /^Sales value / }).waitFor();
    // Charts are drawn as they come near the screen: the first ones at once, the rest on scrolling.
    const figures = page.locator('[data-testid="bar-chart"], [data-testid="trend-chart"]');
    await expect.poll(() => figures.count(), POLL).toBeGreaterThanOrEqual(5);
    await figures.first().locator('svg').first().waitFor();
    for (const figure of await figures.all()) {
      await figure.scrollIntoViewIfNeeded();
      await figure.locator('svg').first().waitFor();
    }
    expect(await page.getByRole('table', { name: 'Latest sales' }).locator('tbody tr').count()).toBe(10);
    await page.getByRole('link', { name: /^Low-stock lines / }).click();
    await page.waitForURL('**/StockReport');
  });

  it('saves a target typed in the grid, keeps it after a reload, and the achievement follows', async () => {
    const { page } = session;
    await page.goto('/TargetSetting');
    const grid = page.getByRole('table', { name: /Quantity targets for/ });
    await grid.waitFor();
    const firstBrand = (await grid.locator('thead th').nth(1).textContent())!;
    // The grid draws the rows in view: the member's row is found by name.
    const find = page.getByLabel('Find member');
    await find.fill('Nusrat Jahan');
    const cell = page.getByLabel(`Nusrat Jahan, ${firstBrand}`);
    const target = String(4000 + Math.floor(Math.random() * 999));
    await cell.fill(target);
    await cell.press('Enter');
    await page.getByText('1 unsaved change').waitFor();
    await page.getByRole('button', { name: 'Save targets' }).click();
    await page.getByText('1 target saved').first().waitFor();
    await page.reload();
    await find.fill('Nusrat Jahan');
    await expect.poll(() => page.getByLabel(`Nusrat Jahan, ${firstBrand}`).inputValue(), POLL).toBe(target);

    await page.goto('/AchivementByQuantity?byBrand=1');
    const table = page.getByRole('table', { name: 'Achievement by quantity', exact: true });
    await table.waitFor();
    const row = table.locator('tbody tr').filter({ hasText: 'Nusrat Jahan' }).filter({ hasText: firstBrand });
    await expect.poll(() => row.locator('td').nth(3).textContent(), POLL).toBe(Number(target).toLocaleString('en-US'));
    expect(await row.getAttribute('data-highlight')).toBe('at-risk'); // thousands of units: far beyond the pace
  });

  it('fills a pasted block, and asks before leaving with unsaved changes', async () => {
    const { page } = session;
    await page.goto('/TargetSetting');
    const grid = page.getByRole('table', { name: /Quantity targets for/ });
    await grid.waitFor();
    const first = grid.locator('input[data-row="1"][data-col="0"]');
    await first.focus();
    await first.evaluate((input) => {
      const data = new DataTransfer();
      data.setData('text/plain', '101\t202\r\n303\t404\r\n');
      input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await expect.poll(() => grid.locator('input[data-row="2"][data-col="1"]').inputValue(), POLL).toBe('404');
    expect(await grid.locator('input[data-row="1"][data-col="1"]').inputValue()).toBe('202');
    await first.press('ArrowDown');
    expect(
      await grid.locator('input[data-row="2"][data-col="0"]').evaluate((input) => input === document.activeElement),
    ).toBe(true);

    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Leave without saving?').waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect(new URL(page.url()).pathname).toBe('/TargetSetting');
    await page.getByRole('button', { name: 'Discard' }).click();
    expect(await grid.locator('input[data-row="2"][data-col="1"]').inputValue()).not.toBe('404');
  });
});
