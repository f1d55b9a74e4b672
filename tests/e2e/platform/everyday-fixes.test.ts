// Small things new users met: the dashboard names "Latest sales" once; a member with history cannot be removed and
// the refusal says who and what history; a member who had to set their own password goes on to the dashboard.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { graphql, signIn } from '../support.js';

describe('everyday fixes', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser();
    await signIn(session.page, 'admin', 'Admin@2026');
  });
  afterAll(() => session?.close());

  it('names the latest sales once on the dashboard', async () => {
    const { page } = session;
    await page.getByRole('table', { name: 'Latest sales' }).waitFor();
    expect(await page.getByText('Latest sales', { exact: true }).count()).toBe(1);
  });

  it('refuses to remove a member with history, naming them and their history', async () => {
    const { page } = session;
    const { dashboard } = await graphql<{
      dashboard: { recentSales: { teamMember: { id: number; name: string; login: string } | null }[] };
    }>(page, '{ dashboard { recentSales { teamMember { id name login } } } }');
    const seller = dashboard.recentSales.find((sale) => sale.teamMember)!.teamMember!;
    await page.goto(`/Users?search=${encodeURIComponent(seller.login)}`);
    const member = `${seller.name} (${seller.login})`;
    await page.getByRole('button', { name: `Remove ${member}`, exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    const refusal = page.getByText(`${member} has history that refers to them`).first();
    await refusal.waitFor();
    expect(await refusal.textContent()).toMatch(/\d+ sales?\b/);
    expect(await page.getByText(`Team member ${seller.id} `).count()).toBe(0);
  });

  it('takes a member who set their own password on to the dashboard', async () => {
    const { page } = session;
    const login = `e2e.pw.${randomBytes(3).toString('hex')}`;
    const { createTeamMember } = await graphql<{ createTeamMember: { id: number } }>(
      page,
      'mutation ($input: TeamMemberInput!) { createTeamMember(input: $input) { id } }',
      {
        input: {
          login,
          name: 'Password Changer',
          email: `${login}@example.com`,
          mobile: '+8801711000199',
          teamTypeId: 3,
          regionId: 1,
        },
      },
    );
    const { resetTeamMemberPassword: once } = await graphql<{ resetTeamMemberPassword: { password: string } }>(
      page,
      'mutation ($id: Int!) { resetTeamMemberPassword(teamMemberId: $id) { password } }',
      { id: createTeamMember.id },
    );
    const member = await openBrowser();
    try {
      await member.page.goto('/auth/signin-1');
      await member.page.getByLabel('Username').fill(login);
      await member.page.getByLabel('Password').fill(once.password);
      await member.page.getByRole('button', { name: 'Sign in' }).click();
      await member.page.waitForURL('**/ResetPassword');
      await member.page.getByLabel('Current password').fill(once.password);
      await member.page.getByLabel('New password', { exact: true }).fill('Field-Force-Own-2026');
      await member.page.getByLabel('Confirm the new password').fill('Field-Force-Own-2026');
      // A slow phone's CPU: going on before `me` is read again bounced the member back to this page, now one they lack.
      const cdp = await member.context.newCDPSession(member.page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
      await member.page.getByRole('button', { name: 'Change password' }).click();
      // Two slow password hashes (the current one checked, the new one kept) on a loaded machine: a longer wait.
      await member.page.waitForURL('**/app/dashboard/default', { timeout: 30_000 }).catch(async (error: Error) => {
        // What the page says instead (a refusal, an error, another screen) is the reason to read first.
        const said = (await member.page.locator('body').innerText()).replace(/\s+/g, ' ').slice(0, 800);
        throw new Error(`${error.message}\nThe page at ${member.page.url()} said: ${said}`);
      });
      await member.page.getByText('Your password was changed').first().waitFor();
    } finally {
      await member.close();
    }
  });
});
