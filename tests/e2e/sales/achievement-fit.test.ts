// A manager reads Target and Achievement on a small laptop window: each table stays inside its card, and the
// "At risk" column says Yes or No on every row, as the API answers it.
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { screenshot, settle } from '../a11y-support.js';
import { measureFit } from '../fit-support.js';
import { signInBehind } from '../support.js';

/** How far the table passes the content box (inside padding and border) of any box around it, up to the page. */
const pastContentBox = (table: Locator) =>
  table.evaluate((element) => {
    let past = 0;
    const right = element.getBoundingClientRect().right;
    for (let box = element.parentElement; box && box.tagName !== 'MAIN'; box = box.parentElement) {
      const style = getComputedStyle(box);
      const inner =
        box.getBoundingClientRect().right - parseFloat(style.paddingRight) - parseFloat(style.borderRightWidth);
      past = Math.max(past, Math.round(right - inner));
    }
    return past;
  });

describe('Target And Achievement at 800 px', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser({ width: 800, height: 900 });
    await signInBehind(session.page, 'manager', 'Manager@2026');
  });
  afterAll(() => session?.close());

  it('keeps both tables inside their cards and answers Yes or No for every row at risk', async () => {
    const { page } = session;
    await page.goto('/TargetAndAchivement');
    const table = page.getByRole('table', { name: 'Achievement by quantity', exact: true });
    await table.locator('tbody tr').first().waitFor();
    await settle(page, 'Target And Achivement');
    await screenshot(page, 'fit 800 Target And Achievement');
    for (const name of ['Achievement by quantity', 'Achievement by value']) {
      const shown = page.getByRole('table', { name, exact: true });
      const { overflow } = await measureFit(shown);
      expect({ name, overflow, pastItsCard: await pastContentBox(shown) }).toEqual({
        name,
        overflow: 0,
        pastItsCard: 0,
      });
    }

    const headers = await table.locator('thead th').allTextContents();
    const column = headers.findIndex((header) => header.startsWith('At risk')) + 1;
    expect(column).toBeGreaterThan(0);
    const rows = await table.locator('tbody tr').evaluateAll(
      (trs, n) =>
        trs.map((tr) => ({
          atRisk: tr.getAttribute('data-highlight') === 'at-risk',
          says: tr.querySelector(`td:nth-child(${n})`)?.textContent ?? '',
        })),
      column,
    );
    // The seed's month holds members at risk and members on course: both answers are seen.
    expect(rows.filter((row) => row.atRisk).length).toBeGreaterThan(0);
    expect(rows.filter((row) => !row.atRisk).length).toBeGreaterThan(0);
    expect(rows.filter((row) => row.says !== (row.atRisk ? 'Yes' : 'No'))).toEqual([]);
  });
});
