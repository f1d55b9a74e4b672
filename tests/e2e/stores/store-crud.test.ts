// An administrator maintains a store: add it, find it, edit it, deactivate it, remove it.
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { POLL, signInBehind } from '../support.js';

const code = `E2E${randomBytes(3).toString('hex').toUpperCase()}`;
const name = `Playwright Mart ${code}`;

async function toast(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor();
}

describe('store maintenance', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser();
    await signInBehind(session.page, 'admin', 'Admin@2026');
    await session.page.goto('/store');
    await session.page.locator('table tbody tr').first().waitFor();
  });
  afterAll(() => session?.close());

  it('shows every missing field and saves nothing on an empty form', async () => {
    const { page } = session;
    await page.getByRole('button', { name: 'Add store' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('button', { name: 'Save store' }).click();
    for (const message of [
      'Code is required',
      'Name is required',
      'Latitude must be between -90 and 90',
      'Region is required',
      'Channel is required',
    ]) {
      await drawer.getByText(message).waitFor();
    }
    await drawer.getByRole('button', { name: 'Cancel' }).click();
    await drawer.waitFor({ state: 'hidden' });
  });

  it('adds a store and finds it by name', async () => {
    const { page } = session;
    await page.getByRole('button', { name: 'Add store' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByLabel('Store code').fill(code);
    await drawer.getByLabel('Store name').fill(name);
    await drawer.getByLabel('Latitude').fill('24.0012');
    await drawer.getByLabel('Longitude').fill('90.4201');
    await drawer.getByLabel('Store region').selectOption({ label: 'Dhaka' });
    await drawer.getByLabel('Store city').selectOption({ label: 'Gazipur' });
    await drawer.getByLabel('District').selectOption({ label: 'Gazipur Sadar' });
    await drawer.getByLabel('Store type').selectOption({ label: 'Standard' });
    await drawer.getByLabel('Store channel type').selectOption({ label: 'Modern Trade' });
    await drawer.getByLabel(/^Store channel\W*$/).selectOption({ label: 'Supermarket' });
    await drawer.getByLabel('Store grade').selectOption({ label: 'B' });
    await drawer.getByRole('button', { name: 'Save store' }).click();
    await toast(page, `Store ${code} added`);

    await page.getByLabel('Name', { exact: true }).fill(code);
    await page.getByText('Showing 1–1 of 1', { exact: true }).waitFor();
    await page.getByRole('cell', { name, exact: true }).waitFor();
    expect(await page.locator('table tbody tr').count()).toBe(1);
  });

  it('edits the store and deactivates it', async () => {
    const { page } = session;
    await page.getByRole('button', { name: `Edit ${name} (${code})`, exact: true }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByLabel('Store name').fill(`${name} Renamed`);
    await drawer.getByRole('button', { name: 'Save store' }).click();
    await toast(page, `Store ${code} saved`);
    await page.getByRole('cell', { name: `${name} Renamed`, exact: true }).waitFor();

    await page.getByRole('button', { name: `Deactivate ${name} Renamed (${code})`, exact: true }).click();
    await toast(page, `Store ${code} deactivated`);
    await page.getByRole('button', { name: `Activate ${name} Renamed (${code})`, exact: true }).waitFor();
    await expect.poll(() => page.locator('table tbody tr').first().innerText(), POLL).toContain('Inactive');
  });

  it('removes the store after a confirmation that names it', async () => {
    const { page } = session;
    await page.getByRole('button', { name: `Remove ${name} Renamed (${code})`, exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(`Remove ${code} ${name} Renamed?`, { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await toast(page, `Store ${code} removed`);
    await page.getByText('No stores match these filters').waitFor();
  });
});
