// A manager e-mails the low-stock report and a supervisor the store pictures of a filtered view: what goes is
// what the screen shows (its applied filters), counted in the dialog, in the toast and in the e-mail itself.
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { daysFromToday } from '../../support/business-day.js';
import { graphql, POLL, signInBehind } from '../support.js';

/** The outbox message sent to `address` (unique to one test), once it is there. */
async function messageTo(address: string): Promise<string> {
  const outbox = inject('outboxDir');
  let found = '';
  await expect
    .poll(() => {
      for (const name of readdirSync(outbox)) {
        const text = readFileSync(join(outbox, name), 'utf8');
        if (text.includes(address)) found = text;
      }
      return found;
    }, POLL)
    .not.toBe('');
  return found;
}

describe('report e-mails send what the screen shows', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser();
  });
  afterAll(() => session?.close());

  it('e-mails only the filtered low-stock lines, counted before and after', async () => {
    const { page } = session;
    await signInBehind(page, 'manager', 'Manager@2026');
    await page.goto(`/StockReport?from=${daysFromToday(-29)}&to=${daysFromToday(0)}`);
    const table = page.getByRole('table', { name: /Lines low on stock/ });
    await table.waitFor();
    const filters = page.getByRole('form', { name: 'Report filters' });
    await filters.getByLabel('Region').selectOption({ index: 1 });
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('region'), POLL).not.toBeNull();
    const url = new URL(page.url()).searchParams;
    // The manager's reports open on their own brands ("Only my N brands"): the screen's filter carries them.
    const { me } = await graphql<{ me: { id: number } }>(page, '{ me { id } }');
    const filter = {
      fromDate: url.get('from'),
      toDate: url.get('to'),
      regionId: Number(url.get('region')),
      managerId: Number(url.get('manager')) || me.id,
    };
    const all = await graphql<{ lowStockChecks: { total: number } }>(
      page,
      'query ($filter: ReportFilter) { lowStockChecks(filter: $filter, limit: 1) { total } }',
      { filter: { fromDate: filter.fromDate, toDate: filter.toDate } },
    );
    const shown = await graphql<{ lowStockChecks: { total: number } }>(
      page,
      'query ($filter: ReportFilter) { lowStockChecks(filter: $filter, limit: 1) { total } }',
      { filter },
    );
    const lines = shown.lowStockChecks.total;
    expect(lines).toBeGreaterThan(0);
    expect(lines).toBeLessThan(all.lowStockChecks.total);

    const to = `stock.${randomBytes(3).toString('hex')}@example.com`;
    await page.getByRole('button', { name: 'E-mail this report' }).click();
    const dialog = page.getByRole('dialog');
    const count = `${lines.toLocaleString('en-US')} low-stock ${lines === 1 ? 'line' : 'lines'}`;
    await dialog.getByText(`Sends ${count}`).waitFor();
    await dialog.getByLabel('To').fill(to);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await page.getByText(`Low stock report e-mailed to ${to}: ${count}`).first().waitFor();
    const message = await messageTo(to);
    expect(message).toContain(`(${lines} lines)`);
  });

  it('e-mails only the pictures of the filtered view', async () => {
    const { page } = session;
    await page.context().clearCookies();
    await signInBehind(page, 'supervisor', 'Supervisor@2026');
    const from = daysFromToday(-6);
    const to = daysFromToday(0);
    const everything = await graphql<{ storePictures: { total: number } }>(
      page,
      'query ($filter: ReportFilter) { storePictures(filter: $filter, limit: 1) { total } }',
      { filter: { fromDate: daysFromToday(-29), toDate: to } },
    );
    await page.goto(`/StorePicture?from=${from}&to=${to}&region=1&element=1`);
    const shown = await graphql<{ storePictures: { total: number } }>(
      page,
      'query ($filter: ReportFilter, $elementId: Int) ' +
        '{ storePictures(filter: $filter, elementId: $elementId, limit: 1) { total } }',
      { filter: { fromDate: from, toDate: to, regionId: 1 }, elementId: 1 },
    );
    const pictures = shown.storePictures.total;
    expect(pictures).toBeGreaterThan(0);
    expect(pictures).toBeLessThan(everything.storePictures.total);
    await page.getByRole('list', { name: 'Store pictures' }).getByRole('listitem').first().waitFor();

    const address = `pictures.${randomBytes(3).toString('hex')}@example.com`;
    await page.getByRole('button', { name: 'E-mail these pictures' }).click();
    const dialog = page.getByRole('dialog');
    const count = `${pictures.toLocaleString('en-US')} ${pictures === 1 ? 'picture' : 'pictures'}`;
    await dialog.getByText(`Sends ${count}`).waitFor();
    await dialog.getByLabel('To').fill(address);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await page.getByText(`Store pictures e-mailed to ${address}: ${count}`).first().waitFor();
    const message = await messageTo(address);
    expect(message).toContain(`(${pictures} pictures)`);
  });
});
