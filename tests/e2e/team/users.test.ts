// An administrator maintains a user: add them, find them, deactivate them, remove them.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { signInBehind } from '../support.js';

const login = `e2e.${randomBytes(3).toString('hex')}`;

describe('users list', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser();
    await signInBehind(session.page, 'admin', 'Admin@2026');
    await session.page.goto('/Users');
    await session.page.locator('table tbody tr').first().waitFor();
  });
  afterAll(() => session?.close());

  it('adds a user, finds them, deactivates and removes them', async () => {
    const { page } = session;
    await page.getByRole('button', { name: 'Add user' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByLabel('Login name').fill(login);
    await drawer.getByLabel('Full name').fill('End To End');
    await drawer.getByLabel('E-mail').fill('not an address');
    await drawer.getByLabel('Mobile').fill('+8801711000123');
    await drawer.getByLabel('User team type').selectOption({ label: 'Promoter' });
    await drawer.getByLabel('User region').selectOption({ label: 'Sylhet' });
    await drawer.getByRole('button', { name: 'Save user' }).click();
    await drawer.getByText('E-mail must be an e-mail address').waitFor();
    await drawer.getByLabel('E-mail').fill(`${login}@example.com`);
    await drawer.getByRole('button', { name: 'Save user' }).click();
    await page.getByText(`User ${login} added`).first().waitFor();

    await page.getByLabel('Search').fill(login);
    await page.getByText('Showing 1–1 of 1', { exact: true }).waitFor();
    await page.getByRole('cell', { name: login, exact: true }).waitFor();
    expect(await page.locator('table tbody tr').count()).toBe(1);
    expect(await page.locator('table tbody tr').innerText()).toContain('Sylhet');

    // The row's actions and its form name the member as a store is named: "Full Name (login)".
    const member = `End To End (${login})`;
    await page.getByRole('button', { name: `Edit ${member}`, exact: true }).click();
    await page.getByRole('dialog', { name: `Edit ${member}`, exact: true }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: `Deactivate ${member}`, exact: true }).click();
    await page.getByRole('button', { name: `Activate ${member}`, exact: true }).waitFor();

    await page.getByRole('button', { name: `Remove ${member}`, exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await page.getByText('No users match these filters').waitFor();
  });
});
