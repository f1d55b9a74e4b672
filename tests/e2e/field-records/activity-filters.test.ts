// Market Activity's activity type and category are secondary filters inside the report filter bar,
// like Market Issues' status: drafted, flagged until applied, removable chips, in the URL; the category's
// options follow the chosen type, and changing or removing the type clears the category.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { screenshot } from '../a11y-support.js';
import { POLL, signInBehind } from '../support.js';

describe('Market Activity filters', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser({ width: 1366, height: 850 });
    await signInBehind(session.page, 'admin', 'Admin@2026');
  });
  afterAll(() => session?.close());

  it('keeps activity type and category inside the bar, the category following the type', async () => {
    const { page } = session;
    const param = (name: string) => new URL(page.url()).searchParams.get(name);
    await page.goto('/MarkeetActivity');
    const table = page.getByRole('table', { name: 'Market activities', exact: true });
    await table.locator('tbody tr').first().waitFor();
    // Not controls above the bar: behind "More filters", with the others.
    expect(await page.getByLabel('Activity type', { exact: true }).count()).toBe(0);
    const filters = page.getByRole('form', { name: 'Report filters' });
    await filters.getByRole('button', { name: /More filters/ }).click();
    const type = filters.getByLabel('Activity type', { exact: true });
    const category = filters.getByLabel('Activity category', { exact: true });
    expect(await category.isDisabled()).toBe(true);
    // The type that the first row shows, then one of its categories.
    const typeName = (await table.locator('tbody tr').first().locator('td').nth(2).textContent())!.trim();
    await type.selectOption({ label: typeName });
    await expect.poll(() => category.isDisabled(), POLL).toBe(false);
    const categoryNames = (await category.locator('option').allTextContents()).slice(1);
    expect(categoryNames.length).toBeGreaterThan(0);
    await category.selectOption({ label: categoryNames[0]! });
    await filters.getByText('Changes not applied').waitFor();
    expect(param('type')).toBeNull();
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => param('category'), POLL).not.toBeNull();
    expect(param('type')).not.toBeNull();
    const chips = page.getByRole('list', { name: 'Applied filters' });
    await chips.getByText(`Activity type: ${typeName}`).waitFor();
    await chips.getByText(`Activity category: ${categoryNames[0]}`).waitFor();
    const shown = async (column: number) => [
      ...new Set(await table.locator(`tbody tr td:nth-child(${column})`).allTextContents()),
    ];
    await expect.poll(() => shown(3), POLL).toEqual([typeName]);
    await expect.poll(() => shown(4), POLL).toEqual([categoryNames[0]]);
    await screenshot(page, 'Market Activity type filter');

    // Another type clears the category in the draft; removing the type's chip removes the category too.
    const otherType = (await type.locator('option').allTextContents()).slice(1).find((name) => name !== typeName);
    if (otherType) {
      await type.selectOption({ label: otherType });
      expect(await category.inputValue()).toBe('0');
      await type.selectOption({ label: typeName });
    }
    await chips.getByRole('button', { name: `Remove Activity type: ${typeName}` }).click();
    await expect.poll(() => param('type'), POLL).toBeNull();
    expect(param('category')).toBeNull();
  }, 120_000);
});
