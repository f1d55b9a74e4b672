// Promoter Target Setting offers active brands as columns; an inactive brand only where it already holds a target
// that month, marked inactive. A month of this file's own (years ahead), with targets it sets itself, and a brand of
// its own deactivated after its target was set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { yearsAhead } from '../../support/seed-day.js';
import { graphql, POLL, signInBehind } from '../support.js';

type Brand = { id: number; name: string; active: boolean };
const SET = `mutation S($year: Int!, $month: Int!, $targets: [TargetInput!]!) {
  setMonthlyTargets(year: $year, month: $month, type: VALUE, targets: $targets) { saved failed } }`;

describe('target columns of inactive brands', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser({ width: 1366, height: 850 });
    await signInBehind(session.page, 'admin', 'Admin@2026');
  });
  afterAll(() => session?.close());

  it('leaves an inactive brand out of a new month, and marks it where it holds a target', async () => {
    const { page } = session;
    const { brandOptions } = await graphql<{ brandOptions: Brand[] }>(page, '{ brandOptions { id name active } }');
    const active = brandOptions.find((brand) => brand.active)!;
    // A brand of the file's own, given a target while active and then deactivated: an inactive brand takes no new
    // target, so this is how one comes to hold a target.
    const { createBrand: created } = await graphql<{ createBrand: Brand & { version: string } }>(
      page,
      'mutation ($input: BrandInput!) { createBrand(input: $input) { id name active version } }',
      { input: { name: `Retired ${Date.now().toString(36)}`, active: true } },
    );
    const inactive: Brand = { ...created, active: false };
    const { teamMembers } = await graphql<{ teamMembers: { items: { id: number }[] } }>(
      page,
      '{ teamMembers(filter: { role: TAKES_TARGETS, active: true }, limit: 1) { items { id } } }',
    );
    const member = teamMembers.items[0]!.id;
    const year = yearsAhead(15);
    // The month before holds targets of both brands: the new month opens on the brands it had targets for.
    const set = await graphql<{ setMonthlyTargets: { saved: number } }>(page, SET, {
      year,
      month: 2,
      targets: [
        { teamMemberId: member, brandId: inactive.id, target: 500 },
        { teamMemberId: member, brandId: active.id, target: 700 },
      ],
    });
    expect(set.setMonthlyTargets.saved).toBe(2);
    const { updateBrand } = await graphql<{ updateBrand: { active: boolean } }>(
      page,
      'mutation ($id: Int!, $version: String!, $input: BrandInput!) { ' +
        'updateBrand(id: $id, version: $version, input: $input) { active } }',
      { id: created.id, version: created.version, input: { name: created.name, active: false } },
    );
    expect(updateBrand.active).toBe(false);

    const headers = (month: string) =>
      page.getByRole('table', { name: `Value targets for ${month}` }).locator('thead th');
    // The new month: the active brand carried over, the inactive one neither a column nor offered in Columns.
    const fresh = `${year}-03`;
    await page.goto(`/TargetSetting?month=${fresh}&type=value`);
    await expect.poll(() => headers(fresh).allInnerTexts(), POLL).toContain(active.name);
    expect((await headers(fresh).allInnerTexts()).join('|')).not.toContain(inactive.name);
    await page.getByRole('button', { name: 'Columns' }).click();
    const menu = page.getByRole('menu');
    await menu.getByText(active.name, { exact: true }).waitFor();
    expect(await menu.getByText(inactive.name).count()).toBe(0);
    await page.keyboard.press('Escape');
    // Asked for by the address, it is not a column either.
    await page.goto(`/TargetSetting?month=${fresh}&type=value&brands=${active.id},${inactive.id}`);
    await expect.poll(() => headers(fresh).allInnerTexts(), POLL).toContain(active.name);
    expect((await headers(fresh).allInnerTexts()).join('|')).not.toContain(inactive.name);

    // The month that holds its target shows it, marked inactive, with the target.
    const held = `${year}-02`;
    await page.goto(`/TargetSetting?month=${held}&type=value`);
    await expect.poll(() => headers(held).allInnerTexts(), POLL).toContain(`${inactive.name} (inactive)`);
    const cell = page.getByRole('textbox', { name: new RegExp(`, ${inactive.name}`) }).first();
    await expect.poll(() => cell.inputValue(), POLL).not.toBe('');
    // A member without a target of it there gets none: the cell says why, before anything is sent.
    const column = page.locator(`input[aria-label*=", ${inactive.name}"]`);
    const values = await column.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(values).toContain('');
    const blank = column.nth(values.indexOf(''));
    await blank.fill('50');
    await expect.poll(() => blank.getAttribute('aria-invalid'), POLL).toBe('true');
    await page.getByText(`${inactive.name} is inactive: it takes no new targets`).first().waitFor(POLL);
  }, 120_000);
});
