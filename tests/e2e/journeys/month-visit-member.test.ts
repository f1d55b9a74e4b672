// Month Visit opens on the member the user most likely wants, never on whoever comes first in the alphabet: field
// staff (a supervisor) on themselves, others on the member they chose last in this browser, or, with no such choice,
// on a "choose a team member" state. Each test opens a fresh browser context and sets what the browser remembers
// itself, so no other file's choices can change what it sees.

import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { screenshot } from '../a11y-support.js';
import { graphql, signInBehind } from '../support.js';

const POLL = { timeout: 20_000 };
/** Where Month Visit and Journey Plan remember the member a signed-in member chose last (one key per viewer). */
const rememberedKey = (viewerId: number) => `fieldpulse:last-team-member:${viewerId}`;

interface FieldMember {
  id: number;
  name: string;
}
const whoAmI = async (page: Page) =>
  (await graphql<{ me: { id: number; name: string } }>(page, '{ me { id name } }')).me;
/** The members the picker offers: active field staff, by name. */
const fieldMembers = async (page: Page) =>
  (
    await graphql<{ teamMembers: { items: FieldMember[] } }>(
      page,
      '{ teamMembers(filter: { role: FIELD_STAFF, active: true }, limit: 1000) { items { id name } } }',
    )
  ).teamMembers.items;
const chosenMember = (page: Page) => new URL(page.url()).searchParams.get('member');
const picker = (page: Page) => page.getByRole('combobox', { name: 'Team member', exact: true });
const calendar = (page: Page) => page.getByRole('list', { name: 'Month calendar' });

let session: BrowserSession | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});

/** A fresh context (no storage from any other file), signed in, with `remembered` stored as its last choice. */
async function freshSignIn(username: string, password: string, remembered?: (me: { id: number }) => number) {
  session = await openBrowser({ width: 1366, height: 900 });
  const { page } = session;
  await signInBehind(page, username, password);
  const me = await whoAmI(page);
  await page.evaluate(
    ({ key, value }) => {
      localStorage.removeItem(key);
      if (value) localStorage.setItem(key, String(value));
    },
    { key: rememberedKey(me.id), value: remembered?.(me) ?? 0 },
  );
  return { page, me };
}

describe('the member Month Visit opens on', () => {
  it('asks an administrator with no earlier choice to choose a member, and opens on one once chosen', async () => {
    const { page } = await freshSignIn('admin', 'Admin@2026');
    const members = await fieldMembers(page);
    await page.goto('/MonthVisit');
    await page.getByText('Choose a team member to see their month').waitFor({ timeout: POLL.timeout });
    // Every answer in (the member list included): still nobody chosen for them.
    await page.waitForLoadState('networkidle');
    await page.getByText('Choose a team member to see their month').waitFor({ timeout: POLL.timeout });
    expect(chosenMember(page)).toBeNull();
    expect(await picker(page).inputValue()).toBe('');
    expect(await calendar(page).count()).toBe(0);
    await screenshot(page, 'month visit choose a member 1366');

    // Chosen once (not the first of the list), it is where the screen opens next time.
    const member = members.at(-1)!;
    await picker(page).fill(member.name);
    await page
      .getByRole('option', { name: new RegExp(`^${member.name}`) })
      .first()
      .click();
    await expect.poll(() => chosenMember(page), POLL).not.toBeNull();
    const chosen = Number(chosenMember(page));
    await calendar(page).waitFor({ timeout: POLL.timeout });
    await page.goto('/MonthVisit');
    await expect.poll(() => chosenMember(page), POLL).toBe(String(chosen));
    await calendar(page).waitFor({ timeout: POLL.timeout });
  });

  it('opens for an administrator on the member they chose last in this browser', async () => {
    const { page, me } = await freshSignIn('admin', 'Admin@2026');
    const members = await fieldMembers(page);
    // Neither the first nor the last of the list: the choice, not a position, decides.
    const remembered = members[Math.floor(members.length / 2)]!;
    await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
      key: rememberedKey(me.id),
      value: String(remembered.id),
    });
    await page.goto('/MonthVisit');
    await expect.poll(() => chosenMember(page), POLL).toBe(String(remembered.id));
    await expect.poll(() => picker(page).inputValue(), POLL).toContain(remembered.name);
    await calendar(page).waitFor({ timeout: POLL.timeout });
  });

  it('opens for a supervisor (field staff) on themselves, whatever else this browser remembers', async () => {
    let other = 0;
    const { page, me } = await freshSignIn('supervisor', 'Supervisor@2026', (viewer) => {
      other = viewer.id === 1 ? 2 : 1;
      return other;
    });
    expect(other).not.toBe(me.id);
    await page.goto('/MonthVisit');
    await expect.poll(() => chosenMember(page), POLL).toBe(String(me.id));
    await expect.poll(() => picker(page).inputValue(), POLL).toContain(me.name);
    await calendar(page).waitFor({ timeout: POLL.timeout });
    await screenshot(page, 'month visit supervisor 1366');
    await page.setViewportSize({ width: 800, height: 900 });
    await screenshot(page, 'month visit supervisor 800');
  });
});
