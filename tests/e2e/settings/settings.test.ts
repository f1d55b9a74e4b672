// Settings in the browser: map three filtered stores to a member and find them in the journey
// planner; turn a page off for the manager and see it gone from their menu; change a password and
// sign in with the new one.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { yearsAhead } from '../../support/seed-day.js';
import { graphql, mainMenu, signIn } from '../support.js';

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
    // A member of its own: the demo accounts' passwords are what every other test signs in with.
    const { page } = session;
    await page.context().clearCookies();
    await signIn(page, 'admin', 'Admin@2026');
    const login = `e2e.pw.${randomBytes(3).toString('hex')}`;
    const { createTeamMember } = await graphql<{ createTeamMember: { id: number } }>(
      page,
      'mutation ($input: TeamMemberInput!) { createTeamMember(input: $input) { id } }',
      {
        input: {
          login,
          name: 'Kamal Field',
          email: `${login}@example.com`,
          mobile: '+8801711000198',
          teamTypeId: 3,
          regionId: 1,
        },
      },
    );
    // Reset Password is the page a member changes their own password on after the first time: given, as an
    // administrator would.
    const { permissions } = await graphql<{ permissions: { id: number; page: string }[] }>(
      page,
      'query ($id: Int!) { permissions(teamMemberId: $id) { id page } }',
      { id: createTeamMember.id },
    );
    await graphql(
      page,
      'mutation ($m: Int!, $p: Int!) { ' +
        'updatePermission(teamMemberId: $m, permissionId: $p, allowed: true) { allowed } }',
      { m: createTeamMember.id, p: permissions.find((row) => row.page === 'Reset Password')!.id },
    );
    const { resetTeamMemberPassword: once } = await graphql<{ resetTeamMemberPassword: { password: string } }>(
      page,
      'mutation ($id: Int!) { resetTeamMemberPassword(teamMemberId: $id) { password } }',
      { id: createTeamMember.id },
    );
    const change = async (current: string, next: string) => {
      await page.getByLabel('Current password').fill(current);
      await page.getByLabel('New password', { exact: true }).fill(next);
      await page.getByLabel('Confirm the new password').fill(next);
      await page.getByRole('button', { name: 'Change password' }).click();
      await page.getByText('Your password was changed').first().waitFor({ timeout: 30_000 });
    };
    // Off the app first: a screen whose session is gone goes to the sign-in page itself, aborting this navigation.
    await page.goto('about:blank');
    await page.context().clearCookies();
    await page.goto('/auth/signin-1');
    await page.getByLabel('Username').fill(login);
    await page.getByLabel('Password').fill(once.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/ResetPassword');
    await change(once.password, 'Kamal-Field-2026');

    await page.goto('/ResetPassword');
    await change('Kamal-Field-2026', 'Kamal-Field-2027');
    await page.context().clearCookies();
    await signIn(page, login, 'Kamal-Field-2027');
    expect(new URL(page.url()).pathname).toBe('/app/dashboard/default');
  });
});
