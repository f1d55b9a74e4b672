// The store and team-member pickers find by name: part of a name typed (any case), the one meant chosen with the
// arrows and Enter, and the screen shows that store's or that member's data. Stores and members come from the API.

import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { businessToday, daysFromToday, isoWeekOf } from '../../support/business-day.js';
import { screenshot, seriousViolations, settle } from '../a11y-support.js';
import { graphql, POLL, signInBehind } from '../support.js';

/** Part of a name as someone remembers it: a word of it (the longest), in lower case. */
const partOf = (name: string) =>
  name
    .split(/\s+/)
    .reduce((longest, word) => (word.length > longest.length ? word : longest), '')
    .toLowerCase();

/** Types into a picker, then moves with the arrows to the option that says `wanted` and takes it with Enter. */
async function pickWithKeys(page: Page, picker: Locator, typed: string, wanted: string): Promise<void> {
  await picker.click();
  await picker.press('ControlOrMeta+a');
  await picker.pressSequentially(typed, { delay: 30 });
  await page.getByRole('option', { name: wanted }).first().waitFor(POLL);
  const highlighted = async () => {
    const id = await picker.getAttribute('aria-activedescendant');
    return id ? ((await page.locator(`[id="${id}"]`).textContent()) ?? '') : '';
  };
  for (let presses = 0; presses < 60 && !(await highlighted()).includes(wanted); presses++) {
    await picker.press('ArrowDown');
  }
  expect(await highlighted()).toContain(wanted);
  await picker.press('Enter');
}

describe('searchable store and member pickers', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser();
  });
  afterAll(() => session?.close());

  it('finds a store by part of its name on Store Visit and shows its visits', async () => {
    const { page } = session;
    await signInBehind(page, 'supervisor', 'Supervisor@2026');
    const { storeVisits } = await graphql<{
      storeVisits: { items: { store: { code: string; name: string } | null }[] };
    }>(
      page,
      'query ($filter: ReportFilter) { storeVisits(filter: $filter, limit: 50) { items { store { code name } } } }',
      { filter: { fromDate: daysFromToday(-7), toDate: businessToday().day } },
    );
    const store = storeVisits.items.find((visit) => visit.store)?.store;
    expect(store, 'a store visited in the last week').toBeTruthy();
    const { code, name } = store!;

    await page.goto('/StoreVisit');
    await page.getByRole('table', { name: 'Store visits' }).waitFor(POLL);
    await page.getByRole('button', { name: /More filters/ }).click();
    const picker = page.getByRole('combobox', { name: 'Store', exact: true });
    await pickWithKeys(page, picker, partOf(name), `${name} · ${code}`);
    await expect.poll(() => picker.inputValue(), POLL).toContain(name);
    await page.getByRole('button', { name: 'Apply' }).click();

    await expect.poll(() => new URL(page.url()).searchParams.get('store'), POLL).toBeTruthy();
    const table = page.getByRole('table', { name: 'Store visits' });
    const storeCells = () =>
      table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.querySelectorAll('td')[1]?.textContent));
    await expect.poll(async () => (await storeCells()).length, POLL).toBeGreaterThan(0);
    await expect.poll(async () => new Set(await storeCells()), POLL).toEqual(new Set([`${code} · ${name}`]));
  });

  it('finds a team member by part of their name on Journey Plan and shows their week', async () => {
    const { page } = session;
    await page.context().clearCookies();
    await signInBehind(page, 'admin', 'Admin@2026');
    const { fieldMembers } = await graphql<{ fieldMembers: { id: number; name: string; login: string | null }[] }>(
      page,
      '{ fieldMembers(regionId: null) { id name login } }',
    );
    const { year, week } = isoWeekOf(businessToday().day);
    // A member of this week's plan other than the one the screen opens on, so the choice is what changes it.
    let chosen: { id: number; name: string; login: string | null; stores: string[] } | undefined;
    for (const member of fieldMembers.slice(1, 30)) {
      const { journeyPlan } = await graphql<{ journeyPlan: { days: { entries: { store: { code: string } }[] }[] } }>(
        page,
        'query ($m: Int!, $y: Int!, $w: Int!) { journeyPlan(teamMemberId: $m, year: $y, week: $w) ' +
          '{ days { entries { store { code } } } } }',
        { m: member.id, y: year, w: week },
      );
      const stores = journeyPlan.days.flatMap((day) => day.entries.map((entry) => entry.store.code));
      if (stores.length > 0) {
        chosen = { ...member, stores };
        break;
      }
    }
    expect(chosen, 'a field member with stores this week').toBeTruthy();
    const member = chosen!;

    await page.goto('/JourneyPlan');
    await page.getByRole('list', { name: `Week ${week} plan` }).waitFor(POLL);
    const picker = page.getByRole('combobox', { name: 'Team member', exact: true });
    await pickWithKeys(page, picker, partOf(member.name), `${member.name} · ${member.login ?? `ID ${member.id}`}`);

    await expect.poll(() => new URL(page.url()).searchParams.get('member'), POLL).toBe(String(member.id));
    const plan = page.getByRole('list', { name: `Week ${week} plan` });
    await expect
      .poll(
        async () => (await plan.getByTestId('store-code').allTextContents()).map((text) => text.trim()).sort(),
        POLL,
      )
      .toEqual([...member.stores].sort());
  });

  it.each([
    { width: 1366, height: 850, colorScheme: 'light' as const },
    { width: 800, height: 900, colorScheme: 'dark' as const },
  ])(
    'opens the store picker within a $width px screen ($colorScheme), its few options saying to narrow',
    async (look) => {
      const { width, height, colorScheme } = look;
      const viewed = await openBrowser({ width, height }, { colorScheme });
      try {
        const { page } = viewed;
        await signInBehind(page, 'supervisor', 'Supervisor@2026');
        await page.goto('/StoreVisit');
        await settle(page, 'Store Visit');
        await page.getByRole('button', { name: /More filters/ }).click();
        await page.getByRole('button', { name: 'Show store options' }).click();
        const listbox = page.getByRole('listbox');
        await listbox.waitFor(POLL);
        await page.getByText(/of [\d,]+ shown: type to narrow/).waitFor(POLL);
        expect(await listbox.getByRole('option').count()).toBeLessThanOrEqual(51);
        const box = await listbox.boundingBox();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(width);
        expect(await seriousViolations(page)).toEqual([]);
        await screenshot(page, `store-picker-${width}-${colorScheme}`);
      } finally {
        await viewed.close();
      }
    },
  );
});
