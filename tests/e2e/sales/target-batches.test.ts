// The target grid past the gateway's limit of 1000 targets a call: a spreadsheet paste of more than
// 1000 cells is saved in sequential batches (progress shown), every cell's outcome reported as one save.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { yearsAhead } from '../../support/seed-day.js';
import { POLL, signIn } from '../support.js';

describe('target grid: a paste of more than 1000 cells', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser();
    await signIn(session.page, 'admin', 'Admin@2026');
  });
  afterAll(() => session?.close());

  it('saves every pasted cell in batches and reports them as one save', async () => {
    const { page } = session;
    // Every brand as a column (unknown ids are dropped by the screen), so the grid holds over 1000 cells.
    const allBrands = Array.from({ length: 60 }, (_, index) => index + 1).join(',');
    // A month years ahead, with no seeded targets to overwrite (field-screens edits another month).
    const month = `${yearsAhead(4)}-10`;
    await page.goto(`/TargetSetting?month=${month}&type=value&brands=${allBrands}`);
    const grid = page.getByRole('table', { name: `Value targets for ${month}` });
    await grid.waitFor();
    const cols = await grid.locator('input[data-row="0"]').count();
    // The grid's rows, drawn or not (it draws those in view).
    const rows = Number(await grid.getAttribute('aria-rowcount')) - 1;
    const wanted = Math.min(rows, Math.ceil(1001 / cols) + 1);
    expect(wanted * cols).toBeGreaterThan(1000);
    const base = 100_000 + Math.floor(Math.random() * 800_000);
    const text = Array.from({ length: wanted }, (_, row) =>
      Array.from({ length: cols }, (_, col) => String(base + row * cols + col)).join('\t'),
    ).join('\n');
    const first = grid.locator('input[data-row="0"][data-col="0"]');
    await first.focus();
    await first.evaluate((input, pasted) => {
      const data = new DataTransfer();
      data.setData('text/plain', pasted);
      input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, text);
    const total = wanted * cols;
    await page.getByText(`${total} unsaved changes`).waitFor();
    await page.getByRole('button', { name: 'Save targets' }).click();
    // The first batch of 1000 takes a while: the button says how far the save has come.
    await page
      .getByText(new RegExp(`Saving \\d+ of ${total}`))
      .first()
      .waitFor();
    await page.getByText(`${total} targets saved`).first().waitFor({ timeout: 120_000 });
    expect(await page.getByText(/unsaved change/).count()).toBe(0);

    await page.reload();
    await grid.waitFor();
    // The last pasted row lies below the rows in view: scrolled to, it is drawn.
    await first.waitFor();
    await page.locator('[aria-label="Targets"]').evaluate((area, row) => {
      const height = area.querySelector('tbody tr[aria-rowindex]')?.getBoundingClientRect().height ?? 0;
      area.scrollTop = row * height;
    }, wanted - 1);
    const last = grid.locator(`input[data-row="${wanted - 1}"][data-col="${cols - 1}"]`);
    await expect.poll(() => last.inputValue(), POLL).toBe(String(base + total - 1));
  }, 180_000);
});
