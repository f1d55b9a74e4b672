// An administrator maintains a brand: add it, find it, deactivate it, remove it.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { signInBehind } from '../support.js';

const name = `E2E Brand ${randomBytes(3).toString('hex')}`;

describe('brand list', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser();
    await signInBehind(session.page, 'admin', 'Admin@2026');
    await session.page.goto('/BrandList');
    await session.page.getByRole('cell', { name: 'Samsung', exact: true }).waitFor();
  });
  afterAll(() => session?.close());

  it('refuses a duplicate name at the field, adds a brand, deactivates and removes it', async () => {
    const { page } = session;
    await page.getByRole('button', { name: 'Add brand' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Brand name').fill('samsung');
    await dialog.getByRole('button', { name: 'Save brand' }).click();
    await dialog.getByText('Brand samsung already exists').waitFor();
    await dialog.getByLabel('Brand name').fill(name);
    await dialog.getByRole('button', { name: 'Save brand' }).click();
    await page.getByText(`Brand ${name} added`).first().waitFor();

    await page.getByLabel('Search').fill(name);
    await page.getByText(/^1 of \d+ brands$/).waitFor();
    expect(await page.locator('table tbody tr').count()).toBe(1);
    await page.getByRole('button', { name: `Deactivate ${name}` }).click();
    await page.getByRole('button', { name: `Activate ${name}` }).waitFor();
    await page.getByRole('button', { name: `Remove ${name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await page.getByText('No brands match these filters').waitFor();
  });
});
