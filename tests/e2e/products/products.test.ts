// Products in the browser: narrow the list by brand then category, export it and read the CSV and Excel;
// add a product, refused first for a duplicate model code, then removed.
import { randomBytes } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, downloadBytes, openBrowser } from '../../support/browser.js';
import { cellText, readWorkbook } from '../../support/xlsx.js';
import { graphql, POLL, signInBehind } from '../support.js';

describe('product list', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser();
    await signInBehind(session.page, 'admin', 'Admin@2026');
  });
  afterAll(() => session?.close());

  it('filters by brand then category and exports exactly the filtered products as CSV', async () => {
    const { page } = session;
    await page.goto('/ProductList');
    await page.getByText(/^Showing 1–50 of \d{3}/).waitFor();
    await page.getByLabel('Brand').selectOption({ label: 'Walton' });
    const category = page.getByLabel('Category');
    await expect.poll(() => category.isEnabled(), POLL).toBe(true);
    const categoryName = (await category.locator('option').nth(1).textContent())!;
    await category.selectOption({ label: categoryName });
    await expect.poll(() => new URL(page.url()).searchParams.get('category'), POLL).not.toBeNull();
    const brandId = Number(new URL(page.url()).searchParams.get('brand'));
    const categoryId = Number(new URL(page.url()).searchParams.get('category'));
    const { products } = await graphql<{ products: { total: number } }>(
      page,
      'query ($filter: ProductFilter) { products(filter: $filter) { total } }',
      { filter: { brandId, categoryId } },
    );
    const total = products.total;
    expect(total).toBeGreaterThan(0);
    await page
      .getByText(`of ${total}`, { exact: false })
      .filter({ hasText: /^Showing/ })
      .waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('products.csv');
    const csv = (await downloadBytes(download)).toString('utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = parse(csv, { bom: true }) as string[][];
    expect(lines[0]).toEqual(['Model code', 'Model name', 'Short name', 'Brand', 'Category', 'Status']);
    expect(lines).toHaveLength(total + 1);
    for (const line of lines.slice(1)) expect(line.slice(3, 5)).toEqual(['Walton', categoryName]);

    // The Excel button beside it: the same header and rows, read back with read-excel-file.
    const [excel] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Excel' }).click(),
    ]);
    expect(excel.suggestedFilename()).toBe('products.xlsx');
    const workbook = await readWorkbook(await downloadBytes(excel));
    expect(workbook.frozenRows).toBe(1);
    const cells = workbook.rows.map((row) => lines[0]!.map((_, index) => cellText(row[index] ?? null)));
    expect(cells).toEqual(lines);
  });

  it('hides a column by choice and keeps the choice after a reload', async () => {
    const { page } = session;
    await page.goto('/ProductList');
    await page.getByRole('columnheader', { name: 'Short name' }).waitFor();
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Short name' }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('columnheader', { name: 'Short name' }).count(), POLL).toBe(0);
    await page.reload();
    await page.getByRole('columnheader', { name: 'Model name' }).waitFor();
    expect(await page.getByRole('columnheader', { name: 'Short name' }).count()).toBe(0);
  });

  it('adds a product after a duplicate model code is refused at its field, then removes it', async () => {
    const { page } = session;
    const { products } = await graphql<{ products: { items: { code: string }[] } }>(
      page,
      'query { products(limit: 1) { items { code } } }',
    );
    const code = `E2E-${randomBytes(3).toString('hex')}`;
    await page.goto('/ProductList');
    await page.getByRole('button', { name: 'Add product' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByLabel('Model code').fill(products.items[0]!.code.toLowerCase());
    await drawer.getByLabel('Model name').fill('E2E phone');
    await drawer.getByLabel('Brand').selectOption({ label: 'Symphony' });
    await expect.poll(() => drawer.getByLabel('Category').locator('option').count(), POLL).toBeGreaterThan(1);
    await drawer.getByLabel('Category').selectOption({ index: 1 });
    await drawer.getByRole('button', { name: 'Save product' }).click();
    await drawer.getByText(`ProductModelCode ${products.items[0]!.code.toLowerCase()} already exists`).waitFor();
    await drawer.getByLabel('Model code').fill(code);
    await drawer.getByRole('button', { name: 'Save product' }).click();
    await page.getByText(`Product ${code} added`).first().waitFor();

    await page.getByLabel('Search').fill(code);
    await page.getByRole('cell', { name: code, exact: true }).waitFor();
    await page.getByRole('button', { name: `Remove E2E phone (${code})`, exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await page.getByText('No products match these filters').waitFor();
  });
});
