// Store Grade By Brand: every store of the brand a page at a time with its city, and one
// grade set on a selection after one confirmation, the outcome said in a toast. Screens at 1366 and 800 px.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { screenshot, seriousViolations, settle } from '../a11y-support.js';
import { POLL, signInBehind } from '../support.js';

describe('Store Grade By Brand', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser({ width: 1366, height: 850 });
    await signInBehind(session.page, 'admin', 'Admin@2026');
  });
  afterAll(() => session?.close());

  it('lists every store with paging and its city, and grades a selection after one confirmation', async () => {
    const { page } = session;
    await page.goto('/StoreGradeByBrand?brand=2');
    const table = page.getByRole('table', { name: 'Store grades' });
    await table.getByRole('row').nth(3).waitFor();
    await settle(page, 'Store Grade By Brand');
    const showing = page.getByText(/^Showing 1–50 of [\d,]+$/);
    await showing.waitFor();
    const total = Number((await showing.textContent())!.split(' of ')[1]!.replace(/,/g, ''));
    expect(total).toBeGreaterThan(1000);
    const cities = await table.locator('tbody tr td:nth-child(3)').allTextContents();
    expect(cities).toHaveLength(50);
    expect(cities.every((city) => city.trim() !== '')).toBe(true);
    await screenshot(page, 'Store Grade By Brand');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(/^Showing 51–100 of/).waitFor();
    const boxes = table.locator('tbody').getByRole('checkbox');
    const picked: string[] = [];
    for (let i = 0; i < 3; i++) {
      await boxes.nth(i).check();
      picked.push((await boxes.nth(i).getAttribute('aria-label'))!.replace(/^Select /, ''));
    }
    const bar = page.getByRole('region', { name: 'Grade the selection' });
    await bar.getByLabel('Grade for the selection').selectOption({ index: 1 });
    const gradeName = (await bar.getByLabel('Grade for the selection').locator('option:checked').textContent())!;
    await bar.getByRole('button', { name: 'Set grade for 3 stores' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(`Set grade ${gradeName} for 3 stores?`).waitFor();
    await dialog.getByRole('button', { name: `Set grade ${gradeName} for 3 stores` }).click();
    await page.getByText(`Grade ${gradeName} set for 3 of 3 stores`).waitFor();
    for (const name of picked)
      await expect
        .poll(() => table.getByLabel(`Grade of ${name}`).locator('option:checked').textContent(), POLL)
        .toBe(gradeName);
    expect(await bar.getByText('0 selected').count()).toBe(1);

    await page.setViewportSize({ width: 800, height: 850 });
    await screenshot(page, 'Store Grade By Brand 800');
    await page.setViewportSize({ width: 1366, height: 850 });
  }, 120_000);
});
