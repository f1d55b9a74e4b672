// The target grid draws only the rows in view of an admin's whole team: the keyboard still walks every row (the grid
// scrolls to the next), the row being edited stays drawn when scrolled away, and "Find member" reaches any member.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { POLL, signInBehind } from '../support.js';

describe('target grid: the rows in view', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser();
    await signInBehind(session.page, 'admin', 'Admin@2026');
  });
  afterAll(() => session?.close());

  it('walks every row with the keyboard, keeps the edited row, and finds a member by name', async () => {
    const { page } = session;
    await page.goto('/TargetSetting');
    const grid = page.getByRole('table', { name: /Quantity targets for/ });
    const area = page.locator('[aria-label="Targets"]');
    const drawn = grid.locator('tbody tr[aria-rowindex]');
    await drawn.first().waitFor(POLL);
    const rows = Number(await grid.getAttribute('aria-rowcount')) - 1;
    const shown = await drawn.count();
    expect(shown).toBeLessThan(rows);

    // Down with the keyboard past the rows drawn at first: each next row is drawn and focused.
    await grid.locator('input[data-row="0"][data-col="0"]').focus();
    for (let step = 0; step < shown + 5; step++) await page.keyboard.press('ArrowDown');
    const focused = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.row ?? null);
    expect(await focused()).toBe(String(shown + 5));
    const last = grid.locator(`tbody tr[aria-rowindex="${rows + 1}"]`);
    expect(await last.count()).toBe(0);

    // Typed into, then scrolled away from: the row stays drawn and keeps the focus and the value.
    await page.keyboard.type('77');
    await area.evaluate((element) => {
      element.scrollTop = element.scrollHeight;
    });
    await last.waitFor(POLL);
    expect(await focused()).toBe(String(shown + 5));
    expect(await grid.locator(`input[data-row="${shown + 5}"][data-col="0"]`).inputValue()).toBe('77');
    await page.getByRole('button', { name: 'Discard' }).click();

    // A member far down, found by name: the rows narrow to the namesakes, every one drawn.
    const name = (await last.locator('td').first().locator('p').first().innerText()).trim();
    await page.getByLabel('Find member').fill(name);
    await expect.poll(() => grid.getAttribute('aria-rowcount'), POLL).not.toBe(String(rows + 1));
    const found = Number(await grid.getAttribute('aria-rowcount')) - 1;
    expect(await drawn.count()).toBe(found);
    for (const text of await drawn.locator('td:first-child p:first-child').allInnerTexts())
      expect(text.toLowerCase()).toContain(name.toLowerCase());
  });
});
