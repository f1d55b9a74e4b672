// Tables driven from the keyboard alone: sort headers, row actions named by their row, a row that opens
// its detail, the pager and the column chooser, on Store List, a report (Detail) and Market Issues. No mouse click.

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { POLL, signInBehind } from '../support.js';

/** The accessible name of the focused element (its aria-label, else its text). */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return (element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim();
  });

/** Skips the menu, then presses Tab until the focused element's name matches: as a keyboard user would. */
async function tabTo(page: Page, name: string | RegExp, limit = 120): Promise<string> {
  const matches = (text: string) => (typeof name === 'string' ? text === name : name.test(text));
  for (let stop = 0; stop < limit; stop++) {
    const current = await focusedName(page);
    if (matches(current)) return current;
    await page.keyboard.press('Tab');
  }
  throw new Error(`No Tab stop named ${String(name)} within ${limit} presses (last: ${await focusedName(page)})`);
}

/** Lands in the main region through the skip link (Tab wraps round to it), the way a keyboard user starts. */
async function skipToContent(page: Page) {
  await tabTo(page, 'Skip to content', 600);
  await page.keyboard.press('Enter');
}

const columnTexts = (page: Page, table: string, column: number) =>
  page.getByRole('table', { name: table }).locator(`tbody tr td:nth-child(${column})`).allInnerTexts();

/** The column's texts once its rows stand in the order asked: the server sorts, so they arrive after the header. */
async function inOrder(page: Page, table: string, column: number, order: 'asc' | 'desc') {
  let texts: string[] = [];
  await expect
    .poll(async () => {
      texts = await columnTexts(page, table, column);
      const sorted = [...texts].sort((a, b) => (order === 'asc' ? a.localeCompare(b) : b.localeCompare(a)));
      return texts.length > 0 && texts.join('\n') === sorted.join('\n');
    }, POLL)
    .toBe(true);
  return texts;
}

const showing = (page: Page) => page.getByText(/^Showing [\d,]+–[\d,]+ of [\d,]+$/).innerText();

describe('tables from the keyboard at 1366 px', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser({ width: 1366, height: 850 });
    await signInBehind(session.page, 'admin', 'Admin@2026');
  });
  afterAll(() => session?.close());

  it('sorts Store List from a header button, edits a row named by its code, pages and chooses columns', async () => {
    const { page } = session;
    await page.goto('/store');
    const table = page.getByRole('table', { name: /store/i });
    await table.locator('tbody tr').first().waitFor();
    await skipToContent(page);
    // The Code header: a button that sorts on Enter and says the order on its column header.
    await tabTo(page, 'Code');
    const codeHeader = table.locator('thead th').first();
    const before = await columnTexts(page, await table.getAttribute('aria-label').then(String), 1);
    await page.keyboard.press('Enter');
    await expect.poll(() => codeHeader.getAttribute('aria-sort'), POLL).toBe('ascending');
    // The header says the order at once; the rows in that order arrive from the server (the table busy until then).
    await expect.poll(() => table.getAttribute('aria-busy'), POLL).toBeNull();
    const ascending = await inOrder(page, String(await table.getAttribute('aria-label')), 1, 'asc');
    expect(ascending).not.toEqual(before);
    // Space sorts too: the other way.
    expect(await focusedName(page)).toBe('Code');
    await page.keyboard.press('Space');
    await expect.poll(() => codeHeader.getAttribute('aria-sort'), POLL).toBe('descending');
    await expect.poll(() => table.getAttribute('aria-busy'), POLL).toBeNull();
    const descending = await inOrder(page, String(await table.getAttribute('aria-label')), 1, 'desc');
    // The first row's edit button names its row and opens that store's form.
    const firstCode = descending[0] ?? '';
    await tabTo(page, new RegExp(`^Edit .+ \\(${firstCode}\\)$`));
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: new RegExp(`^Edit .+ \\(${firstCode}\\)$`) });
    await drawer.waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    // The pager: Next from the keyboard shows the next rows.
    const first = await showing(page);
    expect(first).toMatch(/^Showing 1–/);
    await tabTo(page, 'Next', 400);
    await page.keyboard.press('Enter');
    await expect.poll(() => showing(page), POLL).not.toBe(first);
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    // The column chooser: opened with Enter, a column hidden with arrows and Space, closed with Escape.
    const headers = () => table.locator('thead th').allInnerTexts();
    expect(await headers()).toContain('Region');
    await skipToContent(page);
    await tabTo(page, 'Columns');
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    for (let stop = 0; stop < 12; stop++) {
      // The menu keeps focus and marks the item the arrows reached (aria-activedescendant, data-highlighted).
      const item = await page.evaluate(
        () => document.querySelector('[role=menu] [role=menuitemcheckbox][data-highlighted]')?.textContent ?? '',
      );
      if (item.trim() === 'Region') break;
      await page.keyboard.press('ArrowDown');
    }
    expect(await menu.locator('[role=menuitemcheckbox][data-highlighted]').innerText()).toBe('Region');
    await page.keyboard.press('Space');
    await expect.poll(headers, POLL).not.toContain('Region');
    await page.keyboard.press('Space');
    await expect.poll(headers, POLL).toContain('Region');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
  }, 120_000);

  it('pages the Detail report and changes its rows per page from the keyboard', async () => {
    const { page } = session;
    await page.goto('/DisplayCheckDetail');
    const table = page.getByRole('table', { name: 'Display-check lines' });
    await table.locator('tbody tr').first().waitFor();
    await skipToContent(page);
    const first = await showing(page);
    await tabTo(page, 'Next', 400);
    await page.keyboard.press('Enter');
    await expect.poll(() => showing(page), POLL).not.toBe(first);
    await expect.poll(() => new URL(page.url()).searchParams.get('page'), POLL).toBe('2');
    await page.keyboard.press('Shift+Tab');
    expect(await focusedName(page)).toBe('Previous');
    await page.keyboard.press('Enter');
    await expect.poll(() => showing(page), POLL).toBe(first);
    // Rows per page: a select changed with the arrow keys.
    await skipToContent(page);
    await tabTo(page, 'Rows per page', 400);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => table.locator('tbody tr').count(), POLL).toBeGreaterThan(25);
  }, 120_000);

  it('opens a market issue from its row on Enter, sorted from a header by keyboard', async () => {
    const { page } = session;
    await page.goto('/MarketIssue');
    const table = page.getByRole('table', { name: 'Market issues' });
    await table.locator('tbody tr').first().waitFor();
    await skipToContent(page);
    await tabTo(page, 'Issue');
    await page.keyboard.press('Enter');
    await expect.poll(() => table.locator('thead th').nth(2).getAttribute('aria-sort'), POLL).toBe('ascending');
    const titles = await columnTexts(page, 'Market issues', 3);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
    const title = titles[0] ?? '';
    await tabTo(page, `Open ${title}`);
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', {
      name: new RegExp(`^Issue \\d+: ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
    });
    await drawer.waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
  }, 120_000);
});
