// A promoter sees only their pages, and the server's refusal shows as an access-denied page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { mainMenu, openCollapse, signIn } from '../support.js';

describe('promoter', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser();
    await signIn(session.page, 'promoter', 'Promoter@2026');
  });
  afterAll(() => session?.close());

  it('sees only the dashboard, the store check items and Log Out', async () => {
    const { page } = session;
    await openCollapse(page, 'Store Check', 'Summary');
    const entries = (await mainMenu(page).locator('a, button').allInnerTexts())
      .map((text) => text.trim())
      .filter(Boolean);
    expect(entries).toEqual([
      'Dashboard',
      'Store Check',
      'Summary',
      'Detail',
      'Stock Report',
      'By Date',
      'By Week',
      'Log Out',
    ]);
  });

  it('gets the access-denied page on /store', async () => {
    const { page } = session;
    await page.goto('/store');
    await page.getByRole('heading', { name: 'Access denied' }).waitFor();
    expect(await page.getByText('Store List').first().isVisible()).toBe(true);
    expect(await page.locator('table').count()).toBe(0);
  });

  it('is sent to the dashboard from an unknown path', async () => {
    const { page } = session;
    await page.goto('/no/such/page');
    await page.waitForURL('**/app/dashboard/default');
  });
});

describe('without a stored user', () => {
  it('is sent to the sign-in page from a guarded route', async () => {
    const session = await openBrowser();
    try {
      await session.page.goto('/store');
      await session.page.waitForURL('**/auth/signin-1');
      await session.page.getByRole('button', { name: 'Sign in' }).waitFor();
    } finally {
      await session.close();
    }
  });
});
