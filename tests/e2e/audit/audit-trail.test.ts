// An administrator opens Audit Trail from the menu and finds the change they just made: who, what and the
// record, the latest first; narrowed to that record; at 800 px the list still fits without sideways scrolling.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { screenshot } from '../a11y-support.js';
import { measureFit } from '../fit-support.js';
import { graphql, mainMenu, POLL, signIn } from '../support.js';

const name = `E2E Audited ${randomBytes(3).toString('hex')}`;

describe('audit trail', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser({ width: 1366, height: 900 });
    await signIn(session.page, 'admin', 'Admin@2026');
  });
  afterAll(() => session?.close());

  it("shows the administrator's own change, and only that record's changes when asked", async () => {
    const { page } = session;
    const { createBrand } = await graphql<{ createBrand: { id: number } }>(
      page,
      'mutation ($input: BrandInput!) { createBrand(input: $input) { id } }',
      { input: { name } },
    );
    await mainMenu(page).getByRole('link', { name: 'Audit Trail', exact: true }).click();
    await page.waitForURL('**/AuditTrail');
    const table = page.getByRole('table', { name: 'Changes, newest first', exact: true });
    const row = table.locator('tbody tr').filter({ hasText: `brand ${createBrand.id}` });
    await row.waitFor();
    await expect.poll(() => row.innerText(), POLL).toContain('createBrand');
    expect(await row.innerText()).toContain('Farhana Rahman');
    expect(await row.innerText()).toContain(name);
    await screenshot(page, 'audit trail 1366');

    await row.getByRole('button', { name: `brand ${createBrand.id}` }).click();
    await expect.poll(() => table.locator('tbody tr').count(), POLL).toBe(1);
    expect(new URL(page.url()).searchParams.get('record')).toBe(String(createBrand.id));

    await page.setViewportSize({ width: 800, height: 900 });
    await expect.poll(async () => (await measureFit(table)).overflow, POLL).toBe(0);
    await screenshot(page, 'audit trail 800');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
      0,
    );
  });

  it('says so when no change matches the filters', async () => {
    const { page } = session;
    await page.goto('/AuditTrail?member=999999');
    await page.getByText('No changes match these filters').waitFor();
  });
});
