// Settings in the browser: map three filtered stores to a member and find them in the journey
// planner; turn a page off for the manager and see it gone from their menu; change a password and
// sign in with the new one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { yearsAhead } from '../../support/seed-day.js';
import { mainMenu, signIn } from '../support.js';

describe('settings', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser();
  });
  afterAll(() => session?.close());

  it('maps three filtered stores to a member and finds them in the journey planner', async () => {
    const { page } = session;
    await signIn(page, 'admin', 'Admin@2026');
    await page.goto('/UserStoreMapping?member=3&region=6&name=mart');
    const unmapped = page.getByTestId('unmapped');
    await unmapped.getByRole('listitem').first().waitFor();
    const names: string[] = [];
    for (let i = 0; i < 3; i++) {
      const item = unmapped.getByRole('listitem').nth(i);
      names.push((await item.textContent())!.split(' · ')[0]!.trim());
      await item.click();
    }
    await page.getByRole('button', { name: 'Map selected (3)' }).click();
    await page.getByText('3 stores mapped').first().waitFor();
    for (const code of names) await page.getByTestId('mapped').getByText(code).waitFor();

    await page.goto(`/JourneyPlan?member=3&year=${yearsAhead(8)}&week=20`);
    await page.getByRole('button', { name: 'Add store to Wednesday' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Search stores').fill('mart');
    for (const code of names) await dialog.getByRole('option', { name: new RegExp(`^${code} · `) }).waitFor();
    await page.keyboard.press('Escape');
  });

  it('turns Training List off for the manager, whose menu then lacks it', async () => {
    const { page } = session;
    await page.goto('/UserPermission?member=2');
    const item = page
      .getByRole('list', { name: 'Pages of Tanvir Hossain' })
      .getByRole('listitem')
      .filter({ hasText: /^Training List$/ });
    await item.waitFor();
    const toggle = item.locator('input[type="checkbox"]');
    expect(await toggle.isChecked()).toBe(true);
    await item.locator('[data-part="control"]').click();
    await page.getByText('Training List turned off for Tanvir Hossain').first().waitFor();

    const manager = await openBrowser();
    try {
      await signIn(manager.page, 'manager', 'Manager@2026');
      await mainMenu(manager.page).getByRole('link', { name: 'Dashboard' }).waitFor();
      expect(await mainMenu(manager.page).getByRole('link', { name: 'Training List' }).count()).toBe(0);
      await manager.page.goto('/TrainingList');
      await manager.page
        .getByText(/do not have access|not allowed|access/i)
        .first()
        .waitFor();
    } finally {
      await manager.close();
    }
    await item.locator('[data-part="control"]').click();
    await page.getByText('Training List allowed for Tanvir Hossain').first().waitFor();
  });

  it('changes a password and signs in with the new one', async () => {
    const { page } = session;
    await page.context().clearCookies();
    await signIn(page, 'supervisor', 'Supervisor@2026');
    await page.goto('/ResetPassword');
    await page.getByLabel('Current password').fill('Supervisor@2026');
    await page.getByLabel('New password', { exact: true }).fill('Kamal-Field-2026');
    await page.getByLabel('Confirm the new password').fill('Kamal-Field-2026');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password was changed').first().waitFor();
    await page.context().clearCookies();
    await signIn(page, 'supervisor', 'Kamal-Field-2026');
    expect(new URL(page.url()).pathname).toBe('/app/dashboard/default');
  });
});
