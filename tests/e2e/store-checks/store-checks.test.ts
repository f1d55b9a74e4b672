// Store checks in the browser: the summary narrows by region and brand (chart and table follow),
// and the low-stock report is e-mailed with a confirmation (the message lands in the outbox).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { POLL, signInBehind } from '../support.js';

describe('store checks', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser();
    await signInBehind(session.page, 'admin', 'Admin@2026');
  });
  afterAll(() => session?.close());

  it('narrows the summary by region, then by brand, and the chart and table follow', async () => {
    const { page } = session;
    await page.goto('/DisplayCheckSummery');
    const table = page.getByRole('table', { name: 'Display checks by brand' });
    await table.waitFor();
    const chart = page.getByTestId('bar-chart');
    const brandsAtFirst = Number(await chart.getAttribute('data-points'));
    expect(brandsAtFirst).toBeGreaterThan(5);
    const totalLines = async () => Number((await table.locator('tfoot td').nth(3).textContent())!.replace(/,/g, ''));
    const allLines = await totalLines();

    const filters = page.getByRole('form', { name: 'Report filters' });
    await filters.getByLabel('Region').selectOption({ index: 1 });
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('region'), POLL).not.toBeNull();
    await expect.poll(totalLines, POLL).toBeLessThan(allLines);
    const regionLines = await totalLines();

    await filters.getByLabel('Brand').selectOption({ label: 'Samsung' });
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => chart.getAttribute('data-points'), POLL).toBe('1');
    expect(await table.locator('tbody tr').count()).toBe(1);
    await expect.poll(() => table.locator('tbody tr td').first().textContent(), POLL).toBe('Samsung');
    expect(await totalLines()).toBeLessThan(regionLines);
    expect(await page.locator('[data-testid="bar-chart"] svg').count()).toBe(1);

    await page.reload();
    await table.waitFor();
    expect(await filters.getByLabel('Brand').inputValue()).not.toBe('0');
  });

  it('e-mails the low-stock report and confirms it', async () => {
    const { page } = session;
    await page.goto('/StockReport');
    await page.getByRole('table', { name: /Lines low on stock/ }).waitFor();
    // Every line here is low on stock: none is tinted as if it stood out (Detail tints them among the others).
    expect(await page.locator('tbody tr').count()).toBeGreaterThan(0);
    expect(await page.locator('tbody tr[data-highlight="low-stock"]').count()).toBe(0);
    await page.getByRole('button', { name: 'E-mail this report' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('To').fill('ops@example.com, not an address');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.getByText('not an address is not an e-mail address').waitFor();
    await dialog.getByLabel('To').fill('ops@example.com');
    await dialog.getByLabel('Cc').fill('audit@example.com');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Low stock report e-mailed to ops@example.com').first().waitFor();
    const outbox = inject('outboxDir');
    await expect.poll(() => readdirSync(outbox).length, POLL).toBeGreaterThan(0);
    const message = readFileSync(join(outbox, readdirSync(outbox).sort().at(-1)!), 'utf8');
    expect(message).toMatch(/^To: ops@example\.com$/m);
    expect(message).toMatch(/^Cc: audit@example\.com$/m);
    expect(message).toContain('Content-Type: text/csv');
  });
});
