// Daily use at 1366 × 850: Users List and Product Transfer show every column without sideways
// scrolling, the achievement charts name their units, and Store Grade By Brand's confirm is not drawn as
// a destructive action.

import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { businessToday, daysFromToday } from '../../support/business-day.js';
import { screenshot, settle } from '../a11y-support.js';
import { graphql, POLL, signInBehind } from '../support.js';

/** How far the table's last column reaches past what is shown: of its scroll box, of the page, of the window. */
const overflow = (table: Locator) =>
  table.evaluate((element) => {
    let clip = document.documentElement.clientWidth;
    for (let box = element.parentElement; box; box = box.parentElement) {
      const style = getComputedStyle(box);
      if (style.overflowX !== 'visible') clip = Math.min(clip, box.getBoundingClientRect().right);
      if (box.scrollWidth > box.clientWidth + 1 && style.overflowX !== 'visible')
        return box.scrollWidth - box.clientWidth;
    }
    const cells = [...element.querySelectorAll('tr > :last-child')];
    const right = Math.max(...cells.map((cell) => cell.getBoundingClientRect().right));
    return Math.max(0, Math.round(right - clip));
  });

describe('daily use at 1366 px', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser({ width: 1366, height: 850 });
    await signInBehind(session.page, 'admin', 'Admin@2026');
  });
  afterAll(() => session?.close());

  it('shows Users List and Product Transfer without sideways scrolling', { timeout: 120_000 }, async () => {
    const { page } = session;
    const seen: Record<string, number> = {};
    for (const [path, caption, title] of [
      ['/Users', 'Users', 'Users List'],
      // The demo data's 180 days: its widest transfers.
      [`/ProductTransfer?from=${daysFromToday(-179)}`, 'Product transfers', 'Product Transfer'],
    ] as const) {
      await page.goto(path);
      const table = page.getByRole('table', { name: caption, exact: true });
      await table.locator('tbody tr').nth(1).waitFor();
      await settle(page, title);
      await screenshot(page, `fit ${title}`);
      seen[title] = await overflow(table);
    }
    expect(seen).toEqual({ 'Users List': 0, 'Product Transfer': 0 });
    // Users List: each row's actions on one line, and no team type or region broken inside a word.
    await page.goto('/Users');
    const rows = page.getByRole('table', { name: 'Users', exact: true }).locator('tbody tr');
    await rows.nth(5).waitFor();
    const layout = await rows.evaluateAll((trs) =>
      trs.map((tr) => {
        const cells = [...tr.querySelectorAll('td')];
        const lines = (cell: Element | undefined) => {
          const range = document.createRange();
          range.selectNodeContents(cell!);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        };
        const tops = [...tr.querySelectorAll('td:last-child button')].map((b) =>
          Math.round(b.getBoundingClientRect().top),
        );
        return { actions: new Set(tops).size, teamType: lines(cells[2]), region: lines(cells[3]) };
      }),
    );
    expect(layout.filter((row) => row.actions !== 1 || row.teamType !== 1 || row.region !== 1)).toEqual([]);
  });

  it('names the units of the achievement charts: quantity in units, value in the business currency', async () => {
    const { page } = session;
    const { businessCalendar } = await graphql<{ businessCalendar: { currency: string } }>(
      page,
      '{ businessCalendar { currency } }',
    );
    const { year, month } = businessToday();
    const thisMonth = `${year}-${String(month).padStart(2, '0')}`;
    await page.goto(`/TargetAndAchivement?month=${thisMonth}`);
    await settle(page, 'Target And Achivement');
    const quantity = page.getByRole('figure', { name: /^Achievement by quantity/ });
    const value = page.getByRole('figure', { name: /^Achievement by value/ });
    expect(await quantity.getAttribute('aria-label')).toContain('(units)');
    expect(await value.getAttribute('aria-label')).toContain(`(${businessCalendar.currency})`);
    await quantity.locator('svg').first().waitFor();
    await quantity.scrollIntoViewIfNeeded();
    await expect.poll(() => quantity.locator('svg text').allTextContents(), POLL).toContain('Quantity (units)');
    await value.scrollIntoViewIfNeeded();
    await expect
      .poll(() => value.locator('svg text').allTextContents(), POLL)
      .toContain(`Value (${businessCalendar.currency})`);
    await page.goto(`/AchivementByValue?month=${thisMonth}`);
    const only = page.getByRole('figure', { name: /^Achievement by value/ });
    await only.locator('svg').first().waitFor();
    expect(await only.locator('svg text').allTextContents()).toContain(`Value (${businessCalendar.currency})`);
    await screenshot(page, 'Achievement by value units');
  }, 120_000);

  it("draws Store Grade By Brand's confirm in the primary colour, naming the stores and the grade", async () => {
    const { page } = session;
    await page.goto('/StoreGradeByBrand?brand=3');
    const table = page.getByRole('table', { name: 'Store grades' });
    await table.getByRole('row').nth(3).waitFor();
    const boxes = table.locator('tbody').getByRole('checkbox');
    for (let i = 0; i < 2; i++) await boxes.nth(i).check();
    const bar = page.getByRole('region', { name: 'Grade the selection' });
    await bar.getByLabel('Grade for the selection').selectOption({ index: 1 });
    const grade = (await bar.getByLabel('Grade for the selection').locator('option:checked').textContent())!;
    const opener = bar.getByRole('button', { name: 'Set grade for 2 stores' });
    const colour = (button: Locator) => button.evaluate((element) => getComputedStyle(element).backgroundColor);
    const primary = await colour(opener);
    await opener.click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(`Set grade ${grade} for 2 stores?`).waitFor();
    const confirm = dialog.getByRole('button', { name: `Set grade ${grade} for 2 stores` });
    await page.evaluate(() => Promise.allSettled(document.getAnimations().map((animation) => animation.finished)));
    expect(await colour(confirm)).toBe(primary);
    await screenshot(page, 'Store Grade By Brand confirm');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  }, 120_000);
});
