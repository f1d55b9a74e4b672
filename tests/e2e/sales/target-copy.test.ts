// Promoter Target Setting for the manager who sets the targets: a month without targets opens on the brands of the
// month before; "Copy from last month" says how many targets it writes and that the month's own are kept, then
// writes them (in parts, when the gateway answers that some remain) with one toast; a cleared cell removes its
// target; the member column stays in view, compact, when the brands scroll sideways at 1366 and at 800 px.

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { yearsAhead } from '../../support/seed-day.js';
import { graphql, POLL, signInBehind } from '../support.js';

/** A year no other file sets targets in: February's targets are copied into March. */
const YEAR = yearsAhead(12);
const FROM = `${YEAR}-02`;
const TO = `${YEAR}-03`;
const SET = `mutation ($year: Int!, $month: Int!, $type: TargetType!, $targets: [TargetInput!]!) {
  setMonthlyTargets(year: $year, month: $month, type: $type, targets: $targets) { saved failed }
}`;

const monthName = (month: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.parse(`${month}-01T00:00:00Z`),
  );

describe('target setting: a new month, its copy from the last and cleared targets', () => {
  let session: BrowserSession;
  let member = { id: 0, name: '' };
  let brands: { id: number; name: string }[] = [];
  beforeAll(async () => {
    session = await openBrowser({ width: 1366, height: 900 });
    await signInBehind(session.page, 'manager', 'Manager@2026');
    const lists = await graphql<{
      targetMembers: { id: number; name: string }[];
      brandOptions: { id: number; name: string; active: boolean }[];
    }>(session.page, '{ targetMembers { id name } brandOptions { id name active } }');
    member = lists.targetMembers.find((one) => one.id === 3)!;
    // Two active brands past the first five: a month opening on them did not open on the alphabetical five.
    brands = lists.brandOptions.filter((brand) => brand.active).slice(6, 8);
    const month = (type: string, targets: { brandId: number; target: number }[]) =>
      graphql(session.page, SET, {
        year: YEAR,
        month: 2,
        type,
        targets: targets.map((target) => ({ teamMemberId: member.id, ...target })),
      });
    await month('QUANTITY', [
      { brandId: brands[0]!.id, target: 120 },
      { brandId: brands[1]!.id, target: 80 },
    ]);
    await month('VALUE', [{ brandId: brands[0]!.id, target: 5000 }]);
  });
  afterAll(() => session?.close());

  const headers = (page: Page) =>
    page
      .getByRole('table', { name: `Quantity targets for ${TO}` })
      .locator('thead th')
      .allInnerTexts();

  it('opens when loaded directly (a reload, a bookmark), before the business calendar has answered', async () => {
    const { page } = session;
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/TargetSetting');
    await page.getByRole('button', { name: 'Copy from last month' }).waitFor({ timeout: 15_000 });
    expect(await page.getByText('Unexpected Application Error').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('opens a month without targets on the brands of the month before, and copies that month once asked', async () => {
    const { page } = session;
    await page.goto(`/TargetSetting?month=${TO}`);
    const grid = page.getByRole('table', { name: `Quantity targets for ${TO}` });
    await grid.waitFor();
    await expect.poll(() => headers(page), POLL).toEqual(['Team member', brands[0]!.name, brands[1]!.name]);
    // The grid draws the rows in view: the member's row is found by name.
    await page.getByLabel('Find member').fill(member.name);
    const cell = grid.getByLabel(`${member.name}, ${brands[0]!.name}`);
    expect(await cell.inputValue()).toBe('');

    await page.getByRole('button', { name: 'Copy from last month' }).click();
    const ask = page.getByRole('alertdialog');
    await ask.getByText(`Copy 3 targets from ${monthName(FROM)}?`).waitFor(POLL);
    await ask.getByText(`will be written into ${monthName(TO)}`).waitFor();
    await ask.getByText('already has are kept, never overwritten').waitFor();
    // The copy asks to go in parts, so a month past one request's allowance is copied whole, part after part.
    const copies: Record<string, unknown>[] = [];
    page.on('request', (request) => {
      let body: { operationName?: string; variables?: Record<string, unknown> } | null = null;
      try {
        body = request.postDataJSON();
      } catch {
        return;
      }
      if (body?.operationName === 'CopyTargets' && body.variables?.preview === false) copies.push(body.variables);
    });
    await ask.getByRole('button', { name: 'Copy targets' }).click();
    const toasts = page.locator('[data-scope="toast"][data-part="root"]');
    await toasts.filter({ hasText: `3 targets copied from ${monthName(FROM)}` }).waitFor(POLL);
    expect(await toasts.count()).toBe(1);
    expect(copies).toEqual([expect.objectContaining({ inParts: true })]);
    await expect.poll(() => cell.inputValue(), POLL).toBe('120');
    expect(await grid.getByLabel(`${member.name}, ${brands[1]!.name}`).inputValue()).toBe('80');
    await page.getByLabel('Target type').selectOption('VALUE');
    const values = page.getByRole('table', { name: `Value targets for ${TO}` });
    await expect.poll(() => values.getByLabel(`${member.name}, ${brands[0]!.name}`).inputValue(), POLL).toBe('5000');
  });

  it('removes a target whose cell is cleared and saved', async () => {
    const { page } = session;
    const columns = `${brands[0]!.id},${brands[1]!.id}`;
    await page.goto(`/TargetSetting?month=${TO}&brands=${columns}`);
    const grid = page.getByRole('table', { name: `Quantity targets for ${TO}` });
    const find = page.getByLabel('Find member');
    await find.fill(member.name);
    const cell = grid.getByLabel(`${member.name}, ${brands[1]!.name}`);
    await expect.poll(() => cell.inputValue(), POLL).toBe('80');
    await cell.fill('');
    await page.getByText('1 unsaved change').waitFor();
    await page.getByRole('button', { name: 'Save targets' }).click();
    await page.getByText('1 target saved').first().waitFor(POLL);
    await page.reload();
    await grid.waitFor();
    await find.fill(member.name);
    await expect.poll(() => grid.getByLabel(`${member.name}, ${brands[0]!.name}`).inputValue(), POLL).toBe('120');
    expect(await cell.inputValue()).toBe('');
    expect(await page.getByText(/unsaved change/).count()).toBe(0);
    const { monthlyTargets } = await graphql<{ monthlyTargets: { brandId: number }[] }>(
      page,
      `{ monthlyTargets(year: ${YEAR}, month: 3, type: QUANTITY) { brandId } }`,
    );
    expect(monthlyTargets.map((target) => target.brandId)).toEqual([brands[0]!.id]);
  });

  it('keeps the member column in view and compact when the brands scroll sideways', async () => {
    const { page } = session;
    for (const width of [1366, 800]) {
      await page.setViewportSize({ width, height: 900 });
      // Every brand a column: far wider than the screen.
      await page.goto(`/TargetSetting?month=${TO}&brands=${Array.from({ length: 40 }, (_, i) => i + 1).join(',')}`);
      const area = page.locator('[aria-label="Targets"]');
      const grid = page.getByRole('table', { name: `Quantity targets for ${TO}` });
      await grid.locator('tbody tr').first().waitFor(POLL);
      const box = (await area.boundingBox())!;
      const first = grid.locator('tbody tr').first().locator('td').first();
      const column = (await first.boundingBox())!;
      // Compact: at most a quarter of the screen's width (a third at 800 px).
      expect(column.width).toBeLessThanOrEqual(width >= 1000 ? width / 4 : width / 3);
      await area.evaluate((element) => {
        element.scrollLeft = element.scrollWidth;
      });
      await expect.poll(() => area.evaluate((element) => element.scrollLeft), POLL).toBeGreaterThan(0);
      const after = (await first.boundingBox())!;
      expect(Math.abs(after.x - box.x)).toBeLessThanOrEqual(2);
      // Nothing scrolled under it shows through: the name is what is seen there.
      const seen = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('td')?.textContent ?? '',
        { x: after.x + 20, y: after.y + after.height / 2 },
      );
      expect(seen).toContain(await first.locator('p').first().innerText());
    }
  });

  it('copies a month past one request in parts, telling the progress, and confirms once', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1366, height: 900 });
    // The gateway's allowance (1000 targets a request) is fixed and the demo months are smaller: its answers for a
    // copy of 300 in two parts are given here, the second held until the progress of the first has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const parts = [
      { copied: 120, remaining: 180 },
      { copied: 180, remaining: 0 },
    ];
    const asked: boolean[] = [];
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string; variables?: Record<string, unknown> };
      if (body?.operationName !== 'CopyTargets') return route.continue();
      const preview = body.variables?.preview === true;
      asked.push(body.variables?.inParts === true);
      const part = preview ? { copied: 300, remaining: 0 } : parts.shift()!;
      if (!preview && part.remaining === 0) await held;
      const copyMonthlyTargets = { preview, kept: 0, skipped: 0, failed: 0, ...part };
      await route.fulfill({ json: { data: { copyMonthlyTargets } } });
    });
    try {
      await page.goto(`/TargetSetting?month=${TO}`);
      await page.getByRole('table', { name: `Quantity targets for ${TO}` }).waitFor();
      await page.getByRole('button', { name: 'Copy from last month' }).click();
      const ask = page.getByRole('alertdialog');
      await ask.getByText(`Copy 300 targets from ${monthName(FROM)}?`).waitFor(POLL);
      await ask.getByRole('button', { name: 'Copy targets' }).click();
      await ask.getByRole('status').getByText('Copied 120 of 300 targets…').waitFor(POLL);
      // The copy runs to its end: the dialog cannot be put away half-way.
      expect(await ask.getByRole('button', { name: 'Cancel' }).isDisabled()).toBe(true);
      release();
      const toasts = page.locator('[data-scope="toast"][data-part="root"]');
      await toasts.filter({ hasText: `300 targets copied from ${monthName(FROM)}` }).waitFor(POLL);
      expect(await toasts.count()).toBe(1);
      expect(asked).toEqual([true, true, true]);
    } finally {
      release();
      await page.unroute('**/graphql');
    }
  });
});
