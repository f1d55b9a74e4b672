// Every list and report of the registry exports CSV and Excel: each Excel file is read back with exceljs and
// holds the CSV's header and rows, and a paged list's file holds the whole list ("of N" on its pager).
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession } from '../support/browser.js';
import { businessToday } from '../support/business-day.js';
import { navigate, registeredScreens, settle } from './a11y-support.js';
import { POLL, recordAChange, signIn } from './support.js';

const SCREENS = await registeredScreens();

/** Screens that are no list nor report: a form, a grid of inputs, a map, tiles or a two-sided mapping. */
const NOT_LISTS: Record<string, string> = {
  'Promoter Target Setting': 'a grid of inputs',
  'Month Visit': 'a calendar of one member',
  'Journey Plan': 'a planner of one member',
  'Team Location': 'a map',
  'Store Pictures': 'picture tiles',
  Deployment: 'a form',
  'User Permission': 'a form of one member',
  'User Store Mapping': 'a two-sided mapping',
  'Product Store Mapping': 'a two-sided mapping',
  'Report Email Recipient': 'a form',
  'Setup Manager By Brand': 'a form of brands and managers',
  'Reset Password': 'a form',
};

/**
 * The line-level reports open on the last few days rather than 30: what is compared is the two files and the
 * total, and a month of Detail is thousands of rows fetched twice (minutes of the suite, not more proof).
 */
const NARROWED = new Set(['Detail', 'Stock Report']);
const RECENT = (() => {
  const to = businessToday().day;
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - 2 * 86_400_000).toISOString().slice(0, 10);
  return `from=${from}&to=${to}`;
})();

/** What a screen needs before its list shows. */
const PREPARE: Record<string, (page: Page) => Promise<void>> = {
  'Store Grade By Brand': async (page) => {
    const brand = page.getByLabel('Brand', { exact: true });
    await expect.poll(() => brand.locator('option').count(), POLL).toBeGreaterThan(1);
    await brand.selectOption({ index: 1 });
  },
  'Audit Trail': async (page) => {
    await recordAChange(page);
    await page.reload();
  },
};

async function download(page: Page, button: string, index: number): Promise<Buffer> {
  const [file] = await Promise.all([
    // A report's export fetches every row a page at a time first.
    page.waitForEvent('download', { timeout: 180_000 }),
    page.getByRole('button', { name: button }).nth(index).click(),
  ]);
  return readFile((await file.path())!);
}

async function readExcel(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const values: string[] = [];
    for (let column = 1; column <= sheet.columnCount; column += 1) {
      const value = row.getCell(column).value;
      values.push(value instanceof Date ? value.toISOString().slice(0, 10) : String(value ?? ''));
    }
    rows.push(values);
  });
  return rows;
}

describe('CSV and Excel beside every list and report', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser({ width: 1366, height: 850 });
    await signIn(session.page, 'admin', 'Admin@2026');
  });
  afterAll(() => session?.close());

  it('names every screen it leaves out', () => {
    const titles = SCREENS.map((screen) => screen.title);
    for (const title of Object.keys(NOT_LISTS)) expect(titles).toContain(title);
  });

  it.each(SCREENS.filter((screen) => !(screen.title in NOT_LISTS)).map((screen) => [screen.title, screen.path]))(
    '%s exports the same header and rows as CSV and Excel',
    async (title, path) => {
      const { page } = session;
      await navigate(page, NARROWED.has(title) ? `${path}${path.includes('?') ? '&' : '?'}${RECENT}` : path);
      await settle(page, title);
      await PREPARE[title]?.(page);
      const excelButtons = page.getByRole('button', { name: 'Export Excel' });
      await excelButtons.first().waitFor({ timeout: 30_000 });
      await settle(page);
      const count = await excelButtons.count();
      expect(await page.getByRole('button', { name: 'Export CSV' }).count()).toBe(count);
      for (let index = 0; index < count; index += 1) {
        const csv = parse((await download(page, 'Export CSV', index)).toString('utf8'), { bom: true }) as string[][];
        const excel = await readExcel(await download(page, 'Export Excel', index));
        expect(excel[0]).toEqual(csv[0]);
        expect(excel.length).toBe(csv.length);
        expect(excel.map((row) => row.length)).toEqual(csv.map((row) => row.length));
      }
      // A paged list (one table): its export holds every row of the list, not only the page shown.
      const pager = page.getByText(/^Showing [\d,]+–[\d,]+ of [\d,]+$/);
      if (count === 1 && (await pager.count()) === 1) {
        const total = Number((await pager.textContent())!.split(' of ')[1]!.replace(/\D/g, ''));
        const excel = await readExcel(await download(page, 'Export Excel', 0));
        expect(excel.length - 1).toBe(total);
      }
    },
    // Stock and the lists export a few thousand rows, twice each, fetched a page at a time.
    240_000,
  );
});
