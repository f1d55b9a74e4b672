// What the screens show is what the data says: brand labels after the client cache has met managers
// with the same ids, the target week right after Copy week, and a page withdrawn from a signed-in member
// gone from their menu and screens on their next navigation, all without reloading the page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { yearsAhead } from '../../support/seed-day.js';
import { graphql, mainMenu, openCollapse, signIn } from '../support.js';

interface Option {
  id: number;
  name: string;
}

describe('identity and freshness in the browser', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser({ width: 1366, height: 900 });
    await signIn(session.page, 'admin', 'Admin@2026');
  });
  afterAll(() => session?.close());

  it('shows every brand under its own name on the dashboard, Setup Manager By Brand and the target grid', async () => {
    const { page } = session;
    const api = await graphql<{ brandOptions: (Option & { active: boolean })[]; managers: Option[] }>(
      page,
      '{ brandOptions { id name active } managers { id name } }',
    );
    const brandNames = new Map(api.brandOptions.map((brand) => [String(brand.id), brand.name]));
    // The defect needs a manager and a brand sharing an id: the demo data has them.
    expect(api.managers.some((manager) => brandNames.has(String(manager.id)))).toBe(true);

    // Dashboard: the Brand filter's options, id by id.
    const brandFilter = page.getByRole('combobox', { name: 'Brand' });
    await expect
      .poll(() => brandFilter.locator('option').count(), { timeout: 20_000 })
      .toBe(api.brandOptions.length + 1);
    const options = await brandFilter
      .locator('option')
      .evaluateAll((nodes) => nodes.map((node) => [(node as HTMLOptionElement).value, node.textContent ?? '']));
    for (const [value, label] of options.slice(1)) expect(label).toBe(brandNames.get(value!));

    // Setup Manager By Brand, reached through the menu (same client cache): one row per brand, in the API's order.
    await openCollapse(page, 'Settings', 'User Store Mapping');
    await mainMenu(page).getByRole('link', { name: 'Setup Manager By Brand' }).click();
    const table = page.getByRole('table', { name: 'Managers by brand' });
    await table.getByRole('row').nth(1).waitFor();
    const rows = await table.locator('tbody tr td:first-child').allTextContents();
    // Files beside this one add brands of their own: the rows are the brands as read before them or after them.
    const after = await graphql<{ brandOptions: Option[] }>(page, '{ brandOptions { id name } }');
    expect([api.brandOptions, after.brandOptions].map((list) => list.map((brand) => brand.name))).toContainEqual(rows);

    // The target grid's column headers, with every brand chosen.
    await openCollapse(page, 'Sales', 'Daily Sales');
    await mainMenu(page).getByRole('link', { name: 'Promoter Target Setting' }).click();
    await page.waitForURL('**/TargetSetting**');
    const grid = page.getByRole('table', { name: /targets for/ });
    await grid.waitFor();
    const headers = (await grid.locator('thead th').allTextContents()).slice(1);
    expect(headers.length).toBeGreaterThan(0);
    // An inactive brand is a column only where it holds a target, marked so after its own name.
    const activeOf = new Map(api.brandOptions.map((brand) => [brand.name, brand.active]));
    for (const header of headers) {
      const name = header.replace(/ \(inactive\)$/, '');
      expect([...activeOf.keys()]).toContain(name);
      expect(header === name, header).toBe(activeOf.get(name));
    }
  });

  it('shows the copied stores in the target week at once, even when that week was seen before', async () => {
    const { page } = session;
    await page.goto(`/JourneyPlan?member=3&year=${yearsAhead(9)}&week=21`);
    await page.getByRole('list', { name: 'Week 21 plan' }).waitFor();
    const before = await page
      .getByRole('list', { name: 'Week 21 plan' })
      .getByRole('listitem', { name: 'Thursday' })
      .textContent();
    await page.getByRole('button', { name: 'Previous week' }).click();
    await page.getByRole('list', { name: 'Week 20 plan' }).waitFor();
    await page.getByRole('button', { name: 'Add store to Thursday' }).click();
    const option = page.getByRole('dialog').getByRole('option').first();
    await option.waitFor();
    const store = (await option.textContent())!.trim();
    expect(before).not.toContain(store);
    await option.click();
    await page.getByText(`${store} planned on Thursday`).first().waitFor();

    await page.getByRole('button', { name: 'Copy week' }).click();
    const copy = page.getByRole('dialog');
    await copy.getByLabel('To week').selectOption({ value: '21' });
    await copy.getByText('1 store-days will be copied').waitFor();
    await copy.getByRole('button', { name: 'Copy 1 store-days' }).click();
    await page.getByText('Week 20 copied to week 21').first().waitFor();
    await page
      .getByRole('list', { name: 'Week 21 plan' })
      .getByRole('listitem', { name: 'Thursday' })
      .getByText(store)
      .waitFor({ timeout: 10_000 });
  });

  it("takes a withdrawn page out of a signed-in member's menu and screens on their next navigation", async () => {
    const admin = session.page;
    const members = await graphql<{ permissionMembers: { id: number; login: string }[] }>(
      admin,
      '{ permissionMembers { id login } }',
    );
    const supervisorId = members.permissionMembers.find((member) => member.login === 'supervisor')!.id;
    const rows = await graphql<{ permissions: { id: number; page: string; allowed: boolean }[] }>(
      admin,
      'query ($id: Int!) { permissions(teamMemberId: $id) { id page allowed } }',
      { id: supervisorId },
    );
    const marketIssues = rows.permissions.find((row) => row.page === 'Market Issues')!;
    expect(marketIssues.allowed).toBe(true);
    const setAllowed = (allowed: boolean) =>
      graphql(
        admin,
        `mutation ($m: Int!, $p: Int!, $a: Boolean!) {
          updatePermission(teamMemberId: $m, permissionId: $p, allowed: $a) { allowed }
        }`,
        { m: supervisorId, p: marketIssues.id, a: allowed },
      );

    const supervisor = await openBrowser({ width: 1366, height: 900 });
    try {
      const { page } = supervisor;
      await signIn(page, 'supervisor', 'Supervisor@2026');
      await mainMenu(page).getByRole('link', { name: 'Market Issues' }).waitFor();
      await setAllowed(false);
      await mainMenu(page).getByRole('link', { name: 'Store Pictures' }).click();
      await page.waitForURL('**/StorePicture');
      await expect
        .poll(() => mainMenu(page).getByRole('link', { name: 'Market Issues' }).count(), { timeout: 10_000 })
        .toBe(0);
      await setAllowed(true);
      await mainMenu(page).getByRole('link', { name: 'Dashboard' }).click();
      await mainMenu(page).getByRole('link', { name: 'Market Issues' }).waitFor({ timeout: 10_000 });
    } finally {
      await setAllowed(true);
      await supervisor.close();
    }
  });
});
