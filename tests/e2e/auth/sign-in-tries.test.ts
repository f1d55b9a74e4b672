// A wrong sign-in says why and how many tries are left before the temporary lock, in the same words whether or
// not the login name exists; once locked, the page says for how long.
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { graphql, POLL, signIn } from '../support.js';

/** Tries a sign-in from the page and answers what the page then says under the form. */
async function wrongSignIn(page: Page, username: string): Promise<string> {
  await page.goto('/auth/signin-1');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(`Not-It-${randomBytes(3).toString('hex')}`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const error = page.locator('#signin-error');
  await expect.poll(async () => (await error.textContent())?.trim() ?? '', POLL).not.toBe('');
  return (await error.textContent())?.trim() ?? '';
}

describe('wrong sign-ins', () => {
  let admin: BrowserSession;
  let visitor: BrowserSession;
  let known: string;
  beforeAll(async () => {
    // A login of this test's own, so no other test's sign-ins count against it.
    admin = await openBrowser();
    await signIn(admin.page, 'admin', 'Admin@2026');
    known = `tries.${randomBytes(4).toString('hex')}`;
    const input = {
      login: known,
      name: 'Tries Member',
      email: `${known}@example.com`,
      mobile: '+8801711000444',
      teamTypeId: 4,
      regionId: 1,
    };
    await graphql(admin.page, 'mutation ($input: TeamMemberInput!) { createTeamMember(input: $input) { id } }', {
      input,
    });
    visitor = await openBrowser();
  });
  afterAll(async () => {
    await visitor?.close();
    await admin?.close();
  });

  it('says the username or password is wrong and how many tries are left, the same for an unknown name', async () => {
    const { page } = visitor;
    const forKnown = await wrongSignIn(page, known);
    expect(forKnown).toMatch(/username or password is wrong/i);
    expect(forKnown).toMatch(/4 tries left/);
    const unknown = `nobody.${randomBytes(4).toString('hex')}`;
    const forUnknown = await wrongSignIn(page, unknown);
    expect(forUnknown.replace(/\d+ minutes?/, '')).toBe(forKnown.replace(/\d+ minutes?/, ''));
  });

  it('says when the name is locked, and for how long', async () => {
    const { page } = visitor;
    const name = `nobody.${randomBytes(4).toString('hex')}`;
    const said: string[] = [];
    for (let attempt = 0; attempt < 6; attempt++) said.push(await wrongSignIn(page, name));
    expect(said[3]).toMatch(/1 try left/);
    // The fifth wrong try uses the last: locked from now, for the rest of the window.
    expect(said[4]).toMatch(/username or password is wrong/i);
    expect(said[4]).toMatch(/locked for \d+ minutes?/);
    expect(said[5]).toMatch(/Try again in \d+ minutes?/);
  });
});
