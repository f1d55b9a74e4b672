// Product Category List in the browser: its view (brand, status, search, sort, page size) lives in the URL
// and survives a reload; the export holds exactly the filtered categories, in the list's sort.
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, downloadBytes, openBrowser } from '../../support/browser.js';
import { graphql, POLL, signInBehind } from '../support.js';

interface Category {
  name: string;
  active: boolean;
  brand: { id: number; name: string } | null;
}

describe('product category list', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser();
    await signInBehind(session.page, 'admin', 'Admin@2026');
  });
  afterAll(() => session?.close());

  it('keeps brand, status, sort and page size in the URL across a reload, and exports the filtered rows', async () => {
    const { page } = session;
    await page.goto('/PCategoryList');
    await page.getByText(/^Showing 1–/).waitFor();
    const { productCategories } = await graphql<{ productCategories: Category[] }>(
      page,
      'query { productCategories { name active brand { id name } } }',
    );
    const walton = productCategories.find((c) => c.brand?.name === 'Walton')!.brand!;
    const expected = productCategories
      .filter((c) => c.brand?.id === walton.id && c.active)
      .map((c) => c.name)
      .sort((a, b) => b.toLowerCase().localeCompare(a.toLowerCase()));
    expect(expected.length).toBeGreaterThan(0);

    await page.getByLabel('Brand', { exact: true }).selectOption({ label: 'Walton' });
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Active' });
    await page.getByRole('button', { name: 'Category', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('dir'), POLL).toBe('desc');
    await page.getByLabel('Rows per page').selectOption('25');
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      brand: String(walton.id),
      status: 'active',
      dir: 'desc',
      size: '25',
    });

    await page.reload();
    await page
      .getByText(`of ${expected.length}`, { exact: false })
      .filter({ hasText: /^Showing/ })
      .waitFor();
    expect(await page.getByLabel('Brand', { exact: true }).inputValue()).toBe(String(walton.id));
    expect(await page.getByLabel('Status', { exact: true }).inputValue()).toBe('active');
    expect(await page.getByLabel('Rows per page').inputValue()).toBe('25');
    const firstCells = await page
      .locator('table tbody tr')
      .evaluateAll((rows) => rows.map((row) => row.querySelector('td')?.textContent?.trim() ?? ''));
    expect(firstCells).toEqual(expected.slice(0, 25));

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('product-categories.csv');
    const lines = parse((await downloadBytes(download)).toString('utf8'), { bom: true }) as string[][];
    expect(lines[0]).toEqual(['Category', 'Brand', 'Status']);
    expect(lines.slice(1).map((line) => line[0])).toEqual(expected);
    expect(lines.slice(1).every((line) => line[1] === 'Walton' && line[2] === 'Active')).toBe(true);
  });
});
