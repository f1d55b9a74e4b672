// Access Tokens, opened from the account menu by any member: a manager makes a token for a script, sees it once
// (with a curl example), the token reads /graphql as Authorization: Bearer, the list names it, and once revoked
// (after a confirmation naming it) the same read is refused as UNAUTHENTICATED. The token's text is gone from
// the page when its dialog closes and after a reload. An administrator (User Permission) sees every member's
// tokens with their member; a member with none is told what a token is for.
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { screenshot } from '../a11y-support.js';
import { measureFit } from '../fit-support.js';
import { graphql, POLL, signIn } from '../support.js';

const STORES = '{ stores(limit: 1) { total } }';

/** A read of /graphql from the test itself, with the token and no cookie: what a script does. */
async function bearerRead(baseUrl: string, token: string) {
  const response = await fetch(new URL('/graphql', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: STORES }),
  });
  const body = (await response.json()) as {
    data?: { stores?: { total: number } } | null;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
  return { status: response.status, body };
}

async function openAccessTokens(page: Page) {
  await page.getByRole('button', { name: /^Account/ }).click();
  await page.getByRole('menuitem', { name: 'Access tokens' }).click();
  await page.waitForURL('**/AccessTokens');
  await page.getByRole('heading', { name: 'Access Tokens', level: 1 }).waitFor();
}

describe('access tokens', () => {
  let session: BrowserSession | undefined;
  afterEach(async () => {
    await session?.close();
    session = undefined;
  });

  it('a member makes a token, sees it once, reads with it, and revoking it stops it', async () => {
    session = await openBrowser({ width: 1366, height: 900 });
    const { page, baseUrl } = session;
    await signIn(page, 'manager', 'Manager@2026');
    await openAccessTokens(page);

    const name = `Nightly stores ${randomBytes(3).toString('hex')}`;
    await page.getByRole('button', { name: 'New token' }).click();
    const form = page.getByRole('dialog', { name: 'New access token' });
    await form.waitFor();
    // Nothing named yet: the form says so under the field and sends nothing.
    await form.getByRole('button', { name: 'Create token' }).click();
    await form.getByText('Name the token: 1 to 60 visible characters').waitFor();
    await form.getByLabel('Name').fill(name);
    expect(await form.getByRole('checkbox', { name: /Read-only/ }).isChecked()).toBe(true);
    expect(await form.getByLabel('Expires in (days)').inputValue()).toBe('90');
    // Only Store List, found by typing in the page picker and chosen with the keyboard.
    await form.getByLabel('Search your pages').fill('store li');
    await form.getByRole('checkbox', { name: 'Store List', exact: true }).press('Space');
    await form.getByText('1 page chosen').waitFor();
    await screenshot(page, 'access tokens new 1366');
    await form.getByRole('button', { name: 'Create token' }).click();

    const shown = page.getByRole('dialog', { name: 'Copy your new token' });
    await shown.waitFor(POLL);
    await shown.getByText('It will not be shown again').waitFor();
    const token = await shown.getByLabel('Your new access token').inputValue();
    expect(token).toMatch(/^ffpat_/);
    expect(await shown.getByRole('button', { name: 'Copy token' }).isVisible()).toBe(true);
    expect(await shown.getByTestId('curl-example').innerText()).toContain(`Authorization: Bearer ${token}`);
    await screenshot(page, 'access tokens shown once 1366');

    const read = await bearerRead(baseUrl, token);
    expect(read.body.errors).toBeUndefined();
    expect(read.body.data?.stores?.total).toBeGreaterThan(0);

    await shown.getByRole('button', { name: 'I have copied it' }).click();
    await shown.waitFor({ state: 'detached', ...POLL });
    const table = page.getByRole('table', { name: 'Your access tokens', exact: true });
    const row = table.locator('tbody tr').filter({ hasText: name });
    await row.waitFor(POLL);
    expect(await row.innerText()).toContain('Read-only');
    expect(await row.innerText()).toContain('Store List');
    expect(await page.content()).not.toContain(token);
    await screenshot(page, 'access tokens list 1366');

    await page.reload();
    await row.waitFor(POLL);
    expect(await page.content()).not.toContain(token);

    await page.setViewportSize({ width: 800, height: 900 });
    await expect.poll(async () => (await measureFit(table)).overflow, POLL).toBe(0);
    await screenshot(page, 'access tokens list 800');
    await page.setViewportSize({ width: 1366, height: 900 });

    await row.getByRole('button', { name: `Revoke ${name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Revoke this token?' });
    await confirm.getByText(`"${name}"`).waitFor();
    await confirm.getByRole('button', { name: 'Revoke token' }).click();
    await expect.poll(() => row.innerText(), POLL).toMatch(/Revoked/);
    expect(await row.getByRole('button', { name: `Revoke ${name}` }).count()).toBe(0);

    const refused = await bearerRead(baseUrl, token);
    expect(refused.status).toBe(401);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  }, 120_000);

  it("an administrator sees every member's tokens and whose; a member with none is told what one is for", async () => {
    session = await openBrowser({ width: 1366, height: 900 });
    const { page, browser, baseUrl } = session;
    const name = `Weekly export ${randomBytes(3).toString('hex')}`;
    const member = await browser.newContext({ baseURL: baseUrl });
    const memberPage = await member.newPage();
    await signIn(memberPage, 'supervisor', 'Supervisor@2026');
    await openAccessTokens(memberPage);
    await memberPage.getByText('No access tokens yet').waitFor(POLL);
    await memberPage
      .getByText(/scripts/)
      .first()
      .waitFor();
    expect(await memberPage.getByRole('tab', { name: "All members' tokens" }).count()).toBe(0);
    await screenshot(memberPage, 'access tokens empty 1366');
    // The form from the empty state, on a narrow screen: every field in view, nothing cut off.
    await memberPage.setViewportSize({ width: 800, height: 900 });
    await memberPage.getByRole('button', { name: 'New token' }).click();
    const form = memberPage.getByRole('dialog', { name: 'New access token' });
    await form.getByLabel('Expires in (days)').waitFor();
    expect(await form.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
    await screenshot(memberPage, 'access tokens new 800');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await form.waitFor({ state: 'detached', ...POLL });
    await graphql(memberPage, 'mutation ($name: String!) { createAccessToken(name: $name, pages: []) { token } }', {
      name,
    });

    await signIn(page, 'admin', 'Admin@2026');
    await openAccessTokens(page);
    await page.getByRole('tab', { name: "All members' tokens" }).click();
    const table = page.getByRole('table', { name: "All members' tokens", exact: true });
    const row = table.locator('tbody tr').filter({ hasText: name });
    await row.waitFor(POLL);
    expect(await row.innerText()).toContain('Read-only');
    const { me } = await graphql<{ me: { name: string } }>(memberPage, '{ me { name } }');
    await expect.poll(() => row.innerText(), POLL).toContain(`${me.name} (supervisor)`);
    await screenshot(page, 'access tokens all members 1366');

    await row.getByRole('button', { name: `Revoke ${name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Revoke this token?' });
    await confirm.getByRole('button', { name: 'Revoke token' }).click();
    await expect.poll(() => row.innerText(), POLL).toMatch(/Revoked/);
    await member.close();
  }, 120_000);
});
