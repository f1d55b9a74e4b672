// Every list and report of the registry exports CSV and Excel: each Excel file is read back with read-excel-file and
// holds the CSV's header and rows, and a paged list's file holds the whole list ("of N" on its pager). For a
// report and a list, the files' cells (dates, figures, codes and names) are what GraphQL answers for the filter.
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, downloadBytes, openBrowser } from '../../support/browser.js';
import { businessToday, daysFromToday } from '../../support/business-day.js';
import { cellText, readWorkbook } from '../../support/xlsx.js';
import { navigate, registeredScreens, settle } from '../a11y-support.js';
import { graphql, POLL, recordAChange, signIn } from '../support.js';

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
  'Access Tokens': "the member's own tokens: none until they make one, and no export",
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
  return downloadBytes(file);
}

async function readExcel(bytes: Buffer): Promise<string[][]> {
  const workbook = await readWorkbook(bytes);
  expect(workbook.frozenRows).toBe(1);
  const width = Math.max(0, ...workbook.rows.map((row) => row.length));
  return workbook.rows.map((row) => Array.from({ length: width }, (_, column) => cellText(row[column] ?? null)));
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
      // The files beside this one may add a row between two reads (the audit trail records every change they make):
      // a pair that differs in length is read again, twice at most, before it is compared.
      for (let index = 0; index < count; index += 1) {
        let csv: string[][] = [];
        let excel: string[][] = [];
        for (let read = 0; read < 3 && (read === 0 || excel.length !== csv.length); read += 1) {
          csv = parse((await download(page, 'Export CSV', index)).toString('utf8'), { bom: true }) as string[][];
          excel = await readExcel(await download(page, 'Export Excel', index));
        }
        expect(excel[0]).toEqual(csv[0]);
        expect(excel.length).toBe(csv.length);
        expect(excel.map((row) => row.length)).toEqual(csv.map((row) => row.length));
      }
      // A paged list (one table): its export holds every row of the list, not only the page shown.
      const pager = page.getByText(/^Showing [\d,]+–[\d,]+ of [\d,]+$/);
      if (count === 1 && (await pager.count()) === 1) {
        let total = -1;
        let excel: string[][] = [];
        for (let read = 0; read < 3 && (read === 0 || excel.length - 1 !== total); read += 1) {
          if (read > 0) {
            await page.reload();
            await settle(page, title);
          }
          total = Number((await pager.textContent())!.split(' of ')[1]!.replace(/\D/g, ''));
          excel = await readExcel(await download(page, 'Export Excel', 0));
        }
        expect(excel.length - 1).toBe(total);
      }
    },
    // Stock and the lists export a few thousand rows, twice each, fetched a page at a time.
    240_000,
  );
});

/** The cells of an export by header: each row a map from column label to its text. */
function byHeader(table: string[][]): Record<string, string>[] {
  const [header, ...rows] = table;
  return rows.map((row) => Object.fromEntries(header!.map((label, index) => [label, row[index] ?? ''])));
}

/** The first, a middle and the last of `count` rows. */
const sampled = (count: number) => [...new Set([0, Math.floor(count / 2), count - 1])].filter((index) => index >= 0);

describe('exported cells are what GraphQL answers for the same filter', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser({ width: 1366, height: 850 });
    await signIn(session.page, 'admin', 'Admin@2026');
  });
  afterAll(() => session?.close());

  /** The screen's CSV (parsed with csv-parse) and Excel files, each by header. */
  async function exportsOf(path: string, title: string) {
    const { page } = session;
    await navigate(page, path);
    await settle(page, title);
    await page.getByRole('button', { name: 'Export Excel' }).first().waitFor({ timeout: 30_000 });
    await settle(page);
    const csv = parse((await download(page, 'Export CSV', 0)).toString('utf8'), { bom: true }) as string[][];
    const excel = await readExcel(await download(page, 'Export Excel', 0));
    return { csv: byHeader(csv), excel: byHeader(excel) };
  }

  it('By Date: each day and its figures, over the days asked', async () => {
    const from = daysFromToday(-13);
    const to = businessToday().day;
    const { csv, excel } = await exportsOf(`/DisplayCheckByDate?from=${from}&to=${to}`, 'By Date');
    type Day = Record<string, string | number>;
    const { displayChecksByDate: days } = await graphql<{ displayChecksByDate: Day[] }>(
      session.page,
      'query ($filter: ReportFilter) { displayChecksByDate(filter: $filter) { ' +
        'date visits lines displayedQty stockQty lowStockLines } }',
      { filter: { fromDate: from, toDate: to } },
    );
    expect(days.length).toBeGreaterThan(1);
    const expected = days.map((day) => ({
      Date: String(day.date),
      Visits: String(day.visits),
      Lines: String(day.lines),
      'On display': String(day.displayedQty),
      'In stock': String(day.stockQty),
      'Low stock': String(day.lowStockLines),
    }));
    for (const file of [csv, excel]) {
      expect(file.slice(0, days.length)).toEqual(expected.map((row) => expect.objectContaining(row)));
      for (const { Date: day = '' } of file.slice(0, days.length)) expect(day >= from && day <= to, day).toBe(true);
    }
  });

  it("Product List: a brand's products, their codes, names, brand and category", async () => {
    const { csv, excel } = await exportsOf('/ProductList?brand=1', 'Product List');
    const { products } = await graphql<{
      products: {
        total: number;
        items: { code: string; name: string; shortName: string; brand: { name: string }; category: { name: string } }[];
      };
    }>(
      session.page,
      'query ($filter: ProductFilter, $sort: ProductSort) { products(filter: $filter, sort: $sort, limit: 1000) { ' +
        'total items { code name shortName brand { name } category { name } } } }',
      { filter: { brandId: 1 }, sort: { field: 'CODE', direction: 'ASC' } },
    );
    expect(products.total).toBeGreaterThan(2);
    for (const file of [csv, excel]) {
      expect(file).toHaveLength(products.total);
      for (const index of sampled(products.items.length)) {
        const product = products.items[index]!;
        expect(file[index], `row ${index + 1}`).toMatchObject({
          'Model code': product.code,
          'Model name': product.name,
          'Short name': product.shortName,
          Brand: product.brand.name,
          Category: product.category.name,
        });
      }
    }
  });
});
