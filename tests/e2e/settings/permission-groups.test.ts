// An administrator reads a member's pages on User Permission: a page inside a group that is on is open (the
// gateway's rule), so its switch shows on, fixed, and says which group opens it; what the screen shows on is
// exactly what the member may open.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { graphql, POLL, signInBehind } from '../support.js';

describe('user permission shows effective access', () => {
  let session: BrowserSession;
  let managerPages: string[] = [];
  beforeAll(async () => {
    const manager = await openBrowser();
    try {
      await signInBehind(manager.page, 'manager', 'Manager@2026');
      managerPages = (await graphql<{ me: { pages: string[] } }>(manager.page, '{ me { pages } }')).me.pages;
    } finally {
      await manager.close();
    }
    session = await openBrowser();
    await signInBehind(session.page, 'admin', 'Admin@2026');
  });
  afterAll(() => session?.close());

  it('shows the pages of an allowed group on, through that group, as the member opens them', async () => {
    const { page } = session;
    expect(managerPages).toContain('Summary');
    await page.goto('/UserPermission?member=2');
    const list = page.getByRole('list', { name: 'Pages of Tanvir Hossain' });
    const summary = list.getByRole('listitem').filter({ hasText: /^Summary/ });
    await summary.waitFor();
    await expect.poll(() => summary.innerText(), POLL).toContain('On through Store Check');
    const toggle = summary.locator('input[type="checkbox"]');
    expect(await toggle.isChecked()).toBe(true);
    expect(await toggle.isDisabled()).toBe(true);
    expect(
      await list
        .getByRole('listitem')
        .filter({ hasText: /^Store Visit/ })
        .innerText(),
    ).toContain('On through Visit Report');

    // Every switch on is a page the member opens, and every page they open that is listed has its switch on.
    const rows = await list.getByRole('listitem').evaluateAll((items) =>
      items.map((item) => ({
        page: item.querySelector('p')?.textContent ?? '',
        on: (item.querySelector('input[type="checkbox"]') as HTMLInputElement | null)?.checked ?? false,
      })),
    );
    expect(rows.length).toBeGreaterThan(5);
    const open = new Set(managerPages.map((name) => name.toLowerCase()));
    for (const row of rows)
      expect({ page: row.page, on: row.on }).toEqual({ page: row.page, on: open.has(row.page.toLowerCase()) });
  });
});
