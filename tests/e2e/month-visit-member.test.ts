// Month Visit opens on the signed-in member when they are in its team member list (field staff), whatever was
// chosen in this browser before; a member who is not in the list keeps the usual opening (the member chosen last
// here, else the first of the list).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession } from '../support/browser.js';
import { graphql, POLL, signIn } from './support.js';

const FIELD_MEMBERS = '{ fieldMembers(regionId: null) { id } }';

describe('Month Visit opens on', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser();
  });
  afterAll(() => session?.close());

  const chosen = () => new URL(session.page.url()).searchParams.get('member');

  it('the signed-in supervisor, in the list, even after choosing someone else here', async () => {
    const { page } = session;
    await signIn(page, 'supervisor', 'Supervisor@2026');
    const { me } = await graphql<{ me: { id: number } }>(page, '{ me { id } }');
    const { fieldMembers } = await graphql<{ fieldMembers: { id: number }[] }>(page, FIELD_MEMBERS);
    expect(fieldMembers.map((member) => member.id)).toContain(me.id);
    const someoneElse = fieldMembers.find((member) => member.id !== me.id)!;
    await page.goto(`/MonthVisit?member=${someoneElse.id}`);
    await page.getByRole('list', { name: 'Month calendar' }).waitFor({ timeout: 30_000 });
    await page.goto('/MonthVisit');
    await expect.poll(chosen, POLL).toBe(String(me.id));
    await page.getByRole('list', { name: 'Month calendar' }).waitFor({ timeout: 30_000 });
  });

  it('the first of the list for a manager, who is not in it', async () => {
    const context = await session.browser.newContext({ baseURL: session.baseUrl });
    const page = await context.newPage();
    try {
      await signIn(page, 'manager', 'Manager@2026');
      const { me } = await graphql<{ me: { id: number } }>(page, '{ me { id } }');
      const { fieldMembers } = await graphql<{ fieldMembers: { id: number }[] }>(page, FIELD_MEMBERS);
      expect(fieldMembers.map((member) => member.id)).not.toContain(me.id);
      await page.goto('/MonthVisit');
      await expect.poll(() => new URL(page.url()).searchParams.get('member'), POLL).toBe(String(fieldMembers[0]!.id));
    } finally {
      await context.close();
    }
  });
});
