// Onboarding in the browser: a request for access on the sign-up page, approved on the Users List; a
// one-time password issued there (shown once), whose first sign-in lands on Reset Password; and the
// achievement screens and the member's permissions reachable from where they belong.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { POLL, signIn } from '../support.js';

describe('onboarding', () => {
  let admin: BrowserSession;
  beforeAll(async () => {
    admin = await openBrowser({ width: 1366, height: 900 });
  });
  afterAll(() => admin?.close());

  it('requests access, is approved, gets a one-time password and must set their own first', async () => {
    const login = `e2e.${randomBytes(3).toString('hex')}`;
    const visitor = await openBrowser({ width: 800, height: 900 });
    try {
      const { page } = visitor;
      await page.goto('/auth/signup-1');
      await page.getByLabel('Full name').fill('Nasrin Sultana');
      await page.getByLabel('Login name').fill(login);
      await page.getByLabel('E-mail').fill(`${login}@example.com`);
      await page.getByLabel('Mobile').fill('+8801711000999');
      await page.getByRole('combobox', { name: 'Region' }).selectOption({ label: 'Dhaka' });
      await page.getByRole('button', { name: 'Request access' }).click();
      await page.getByRole('status').getByText('An administrator will look at your request').waitFor();
      await page.screenshot({ path: '/tmp/wf/signup-800.png' });
    } finally {
      await visitor.close();
    }

    const { page } = admin;
    await signIn(page, 'admin', 'Admin@2026');
    await page.goto(`/Users?search=${login}`);
    const requests = page.getByRole('table', { name: 'Requests for access' });
    await requests.getByText(login, { exact: true }).waitFor();
    await page.getByRole('combobox', { name: `Team type for ${login}` }).selectOption({ label: 'Promoter' });
    await requests.getByRole('row').filter({ hasText: login }).getByRole('button', { name: 'Approve' }).click();
    await page.getByText(`${login} added`).first().waitFor();
    await page.getByRole('button', { name: new RegExp(`^Reset password of .+ \\(${login}\\)$`) }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Reset password' }).click();
    const shown = page.locator('[aria-label="One-time password"]');
    await shown.waitFor();
    const password = (await shown.textContent())!.trim();
    expect(password.length).toBe(16);
    await page.screenshot({ path: '/tmp/wf/reset-1366.png' });
    await page.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => page.locator('[aria-label="One-time password"]').count(), POLL).toBe(0);

    const member = await openBrowser({ width: 1366, height: 900 });
    try {
      await member.page.goto('/auth/signin-1');
      await member.page.getByLabel('Username').fill(login);
      await member.page.getByLabel('Password').fill(password);
      await member.page.getByRole('button', { name: 'Sign in' }).click();
      await member.page.waitForURL('**/ResetPassword');
      await member.page.getByText('You signed in with a one-time password').waitFor();
      await member.page.getByLabel('Current password').fill(password);
      await member.page.getByLabel('New password', { exact: true }).fill('Own-Secret#2026');
      await member.page.getByLabel('Confirm the new password').fill('Own-Secret#2026');
      await member.page.getByRole('button', { name: 'Change password' }).click();
      await member.page.getByText('Your password was changed').first().waitFor();
      await member.page.goto('/app/dashboard/default');
      await member.page.waitForURL('**/app/dashboard/default');
    } finally {
      await member.close();
    }
  });

  it("links the achievement screens and a member's permissions", async () => {
    const { page } = admin;
    await page.goto('/TargetAndAchivement');
    await page.getByRole('link', { name: 'Achievement by value' }).click();
    await page.waitForURL('**/AchivementByValue');
    await page.goto('/Users?search=manager');
    await page.getByRole('link', { name: /^Permissions of .+ \(manager\)$/ }).click();
    await page.waitForURL('**/UserPermission?member=*');
    await page.getByRole('list', { name: /^Pages of / }).waitFor();
  });
});
