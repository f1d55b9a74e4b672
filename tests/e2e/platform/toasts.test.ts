// An administrator turns several pages on for a member, one switch after another: the changes confirm once (one
// toast counting them), and toasts sit at the bottom end, clear of the header and the page's actions at its top.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { graphql, POLL, signInBehind } from '../support.js';

const PAGES = ['Product Transfer', 'Deployment', 'Market Activity'];

describe('toasts', () => {
  let session: BrowserSession;
  let member = { id: 0, name: '' };
  beforeAll(async () => {
    session = await openBrowser({ width: 1366, height: 800 });
    await signInBehind(session.page, 'admin', 'Admin@2026');
    const { permissionMembers } = await graphql<{ permissionMembers: { id: number; name: string; login: string }[] }>(
      session.page,
      '{ permissionMembers { id name login } }',
    );
    member = permissionMembers.find((one) => one.login === 'promoter')!;
  });
  afterAll(() => session?.close());

  const toggle = (page: string) =>
    session.page
      .getByRole('list', { name: `Pages of ${member.name}` })
      .getByRole('listitem')
      .filter({ hasText: new RegExp(`^${page}$`) })
      .locator('[data-part="control"]');

  it('confirms a run of changes once, at the bottom end', async () => {
    const { page } = session;
    expect(member.id).toBeGreaterThan(0);
    await page.goto(`/UserPermission?member=${member.id}`);
    for (const name of PAGES) {
      const item = page
        .getByRole('list', { name: `Pages of ${member.name}` })
        .getByRole('listitem')
        .filter({ hasText: new RegExp(`^${name}$`) });
      await item.waitFor();
      expect(await item.locator('input[type="checkbox"]').isChecked()).toBe(false);
    }
    for (const name of PAGES) {
      await toggle(name).click();
      await expect
        .poll(
          () =>
            page
              .getByRole('list', { name: `Pages of ${member.name}` })
              .getByRole('listitem')
              .filter({ hasText: new RegExp(`^${name}$`) })
              .locator('input[type="checkbox"]')
              .isChecked(),
          POLL,
        )
        .toBe(true);
    }
    const toasts = page.locator('[data-scope="toast"][data-part="root"]');
    await toasts.filter({ hasText: `${PAGES.length} changes saved` }).waitFor();
    expect(await toasts.count()).toBe(1);
    expect(await toasts.first().innerText()).toContain(`Market Activity allowed for ${member.name}`);

    // At rest, at the bottom end: below the middle of the window, right of its middle, under no header.
    const toast = toasts.first();
    await toast.evaluate((element) => Promise.allSettled(element.getAnimations().map((a) => a.finished)));
    const box = (await toast.boundingBox())!;
    const header = (await page.locator('header').first().boundingBox())!;
    expect(box.y).toBeGreaterThan(800 / 2);
    expect(box.x).toBeGreaterThan(1366 / 2);
    expect(box.y).toBeGreaterThan(header.y + header.height);

    for (const name of PAGES) await toggle(name).click();
    await toasts.filter({ hasText: 'turned off' }).first().waitFor();
  });
});
