// Store List offers all ten StoreList filters (store type, district and sub-grade were
// missing): each filter the screen applies narrows the list to the total the API answers for it.

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { graphql, POLL, signInBehind } from '../support.js';

const TOTAL = 'query Total($filter: StoreFilter) { stores(filter: $filter, limit: 1, offset: 0) { total } }';

async function apiTotal(page: Page, filter: Record<string, number>): Promise<number> {
  return (await graphql<{ stores: { total: number } }>(page, TOTAL, { filter })).stores.total;
}

/** Picks the first real option (after "All") of a filter-bar select and answers its id. */
async function pickFirst(page: Page, label: string): Promise<number> {
  const select = page.getByLabel(label, { exact: true });
  await expect.poll(async () => (await select.locator('option').count()) > 1, POLL).toBe(true);
  const value = await select.locator('option').nth(1).getAttribute('value');
  await select.selectOption(value!);
  return Number(value);
}

async function shownTotal(page: Page): Promise<number> {
  const text = await page
    .getByText(/^Showing .* of /)
    .first()
    .textContent();
  return Number(text!.replace(/.* of /, '').replace(/\D/g, ''));
}

describe('Store List filters', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser();
    await signInBehind(session.page, 'admin', 'Admin@2026');
    await session.page.goto('/store');
    await session.page.locator('table tbody tr').first().waitFor();
  });
  afterAll(() => session?.close());

  it('offers all ten filters', async () => {
    const { page } = session;
    for (const label of ['Region', 'City', 'District', 'Store type', 'Channel type', 'Channel', 'Grade', 'Sub-grade']) {
      await expect(page.getByLabel(label, { exact: true }).count()).resolves.toBe(1);
    }
    for (const label of ['Status', 'Code', 'Name']) {
      await expect(page.getByLabel(label, { exact: true }).count()).resolves.toBe(1);
    }
  });

  it('narrows by store type, then region, city and district, then grade and sub-grade, as the API counts', async () => {
    const { page } = session;
    const filter: Record<string, number> = {};
    const steps: [string, string][] = [
      ['Store type', 'storeTypeId'],
      ['Region', 'regionId'],
      ['City', 'cityId'],
      ['District', 'districtId'],
    ];
    for (const [label, key] of steps) {
      filter[key] = await pickFirst(page, label);
      const expected = await apiTotal(page, filter);
      await expect.poll(() => shownTotal(page), { timeout: 15_000 }).toBe(expected);
    }
    await page.getByRole('button', { name: 'Clear filters' }).click();
    const grade = await pickFirst(page, 'Grade');
    const subGrade = await pickFirst(page, 'Sub-grade');
    const expected = await apiTotal(page, { gradeId: grade, subGradeId: subGrade });
    await expect.poll(() => shownTotal(page), { timeout: 15_000 }).toBe(expected);
    expect(expected).toBeLessThan(await apiTotal(page, {}));
  });
});
