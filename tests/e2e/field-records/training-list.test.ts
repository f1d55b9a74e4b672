// Training List as the manager who reads it daily: the report filter bar every report has (region, dates, training
// type and model; Apply, the applied filters as chips, a warning while a change is not applied), each session Planned
// (after the business's today) or Done, the coming sessions first (soonest first) then the past ones (latest first),
// as the gateway answers them; at 1366 and 800 px.

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { addDays, businessToday } from '../../support/business-day.js';
import { screenshot } from '../a11y-support.js';
import { dayInWords, daysInWords, graphql, signIn } from '../support.js';

const POLL = { timeout: 20_000 };

interface Training {
  id: number;
  date: string;
  status: 'PLANNED' | 'DONE';
  teamMember: { name: string; region: { id: number; name: string } | null } | null;
}
const TRAININGS = `query ($from: LocalDate, $to: LocalDate, $region: Int, $type: Int) {
  trainings(fromDate: $from, toDate: $to, regionId: $region, typeId: $type) {
    id date status teamMember { name region { id name } } } }`;

const table = (page: Page) => page.getByRole('table', { name: 'Trainings', exact: true });
const filters = (page: Page) => page.getByRole('form', { name: 'Report filters' });
const chips = (page: Page) => page.getByRole('list', { name: 'Applied filters' });
/** The body rows' cells as the screen shows them. */
const shownRows = (page: Page) =>
  table(page)
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => Array.from(row.querySelectorAll('td, th')).map((cell) => (cell.textContent ?? '').trim())),
    );
const header = (page: Page) =>
  table(page)
    .locator('thead th')
    .evaluateAll((cells) => cells.map((cell) => (cell.textContent ?? '').trim()));

describe('Training List', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser({ width: 1366, height: 900 });
    await signIn(session.page, 'manager', 'Manager@2026');
  });
  afterAll(() => session?.close());

  it('opens on the past year and the coming 90 days, planned sessions first, as the gateway orders them', async () => {
    const { page } = session;
    const today = businessToday().day;
    const from = addDays(today, -364);
    const to = addDays(today, 90);
    await page.goto('/TrainingList');
    await filters(page).getByRole('button', { name: 'Apply' }).waitFor({ timeout: POLL.timeout });
    await filters(page).getByLabel('Region', { exact: true }).waitFor();
    await chips(page)
      .getByText(`Dates: ${await dayInWords(page, from)} – ${await dayInWords(page, to)}`)
      .waitFor({ timeout: POLL.timeout });
    // Its default range is named in the range select, not left as Custom.
    const range = filters(page).getByLabel('Date range');
    expect(await range.locator('option:checked').innerText()).toBe('Past year and next 90 days');
    await table(page).locator('tbody tr').first().waitFor({ timeout: POLL.timeout });

    const { trainings } = await graphql<{ trainings: Training[] }>(page, TRAININGS, { from, to });
    // The seed plans sessions up to 60 days ahead: the range holds both kinds.
    const planned = trainings.filter((row) => row.status === 'PLANNED');
    const done = trainings.filter((row) => row.status === 'DONE');
    expect(planned.length).toBeGreaterThan(0);
    expect(done.length).toBeGreaterThan(0);
    expect(planned.every((row) => row.date > today)).toBe(true);
    expect(done.every((row) => row.date <= today)).toBe(true);
    expect(trainings.slice(0, planned.length)).toEqual(planned);
    expect(planned.map((row) => row.date)).toEqual(planned.map((row) => row.date).sort());
    expect(done.map((row) => row.date)).toEqual(
      done
        .map((row) => row.date)
        .sort()
        .reverse(),
    );

    const columns = await header(page);
    expect(columns.slice(0, 2)).toEqual(['Date', 'Status']);
    const rows = await shownRows(page);
    const page1 = trainings.slice(0, rows.length);
    // Days in the business's words on screen (the export keeps YYYY-MM-DD).
    const shownDays = await daysInWords(
      page,
      page1.map((row) => row.date),
    );
    expect(rows.map((cells) => [cells[0], cells[1]])).toEqual(
      page1.map((row, index) => [shownDays[index], row.status === 'PLANNED' ? 'Planned' : 'Done']),
    );
    // The soonest coming session heads the list.
    expect(rows[0]?.[1]).toBe('Planned');
    expect(rows[0]?.[0]).toBe(await dayInWords(page, planned[0]?.date ?? ''));
    await screenshot(page, 'training list 1366');

    // The last page ends with the oldest session done.
    await page.goto(`/TrainingList?page=${Math.ceil(trainings.length / 25)}`);
    await expect
      .poll(async () => (await shownRows(page)).at(-1)?.slice(0, 2), POLL)
      .toEqual([await dayInWords(page, done.at(-1)?.date ?? ''), 'Done']);
  });

  it('filters by region and training type through Apply, with chips and a warning while a change waits', async () => {
    const { page } = session;
    const today = businessToday().day;
    await page.goto('/TrainingList');
    await table(page).locator('tbody tr').first().waitFor({ timeout: POLL.timeout });
    const region = filters(page).getByLabel('Region', { exact: true });
    await expect.poll(() => region.locator('option').count(), POLL).toBeGreaterThan(1);
    await region.selectOption({ index: 1 });
    const regionName = (await region.locator('option').nth(1).textContent())?.trim() ?? '';
    const regionId = Number(await region.inputValue());
    // Not applied yet: the screen says so, and the URL (what the table shows) has no region.
    await filters(page).getByRole('status').getByText('Changes not applied').waitFor();
    expect(new URL(page.url()).searchParams.get('region')).toBeNull();

    await filters(page).getByRole('button', { name: 'More filters' }).click();
    const type = filters(page).getByLabel('Training type', { exact: true });
    await expect.poll(() => type.locator('option').count(), POLL).toBeGreaterThan(1);
    await type.selectOption({ label: 'Selling skills' });
    await filters(page).getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('region'), POLL).toBe(String(regionId));
    await chips(page).getByText(`Region: ${regionName}`).waitFor({ timeout: POLL.timeout });
    await chips(page).getByText('Training type: Selling skills').waitFor();
    expect(await filters(page).getByText('Changes not applied').count()).toBe(0);

    const { trainings } = await graphql<{ trainings: Training[] }>(page, TRAININGS, {
      from: addDays(today, -364),
      to: addDays(today, 90),
      region: regionId,
      type: 2,
    });
    expect(trainings.length).toBeGreaterThan(0);
    await expect
      .poll(async () => (await shownRows(page)).map((cells) => cells[0]), POLL)
      .toEqual(
        await daysInWords(
          page,
          trainings.slice(0, 25).map((row) => row.date),
        ),
      );
    const columns = await header(page);
    const regionColumn = columns.indexOf('Region');
    const typeColumn = columns.indexOf('Type');
    for (const cells of await shownRows(page)) {
      expect(cells[regionColumn]).toBe(regionName);
      expect(cells[typeColumn]).toBe('Selling skills');
    }
    await page.getByText(`${trainings.length} trainings`).first().waitFor();
    await screenshot(page, 'training list filtered 1366');

    // A chip removed is that filter off.
    await chips(page)
      .getByRole('button', { name: /Remove Region/ })
      .click();
    await expect.poll(() => new URL(page.url()).searchParams.get('region'), POLL).toBeNull();
    expect(new URL(page.url()).searchParams.get('type')).toBe('2');
  });

  it('keeps its bar and status column usable at 800 px', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 800, height: 900 });
    try {
      await page.goto('/TrainingList');
      await table(page).locator('tbody tr').first().waitFor({ timeout: POLL.timeout });
      await filters(page).getByRole('button', { name: 'Apply' }).waitFor();
      expect((await shownRows(page))[0]?.[1]).toBe('Planned');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(800);
      await screenshot(page, 'training list 800');
    } finally {
      await page.setViewportSize({ width: 1366, height: 900 });
    }
  });
});
