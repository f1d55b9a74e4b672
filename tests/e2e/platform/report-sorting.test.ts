// Reports people can work from, as a manager: every report column sorts by its header (mouse and keyboard), in the
// browser where the screen holds every row and by the query where it shows a page (page 2 continuing page 1's
// order), the order kept in the URL through a reload; Detail and Stock Report summed up by store or by member;
// the achievement screens narrowed to the members at risk.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { addDays } from '../../support/business-day.js';
import { daysInWords, graphql, POLL, signInBehind } from '../support.js';

/** E2E_SCREENSHOTS=<dir> keeps a picture of each screen for a person to look at. */
async function picture(page: Page, name: string, fullPage = true) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage });
}

const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);
const table = (page: Page, caption: string) => page.getByRole('table', { name: caption, exact: true });
/** The body's rows as their cells' texts. */
const cells = (page: Page, caption: string) =>
  table(page, caption)
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => Array.from(row.querySelectorAll('td'), (cell) => (cell.textContent ?? '').trim())),
    );

interface Line {
  date: string;
  stockQty: number;
  store: { code: string; name: string } | null;
  product: { code: string; name: string } | null;
}
const LINES = `query ($filter: ReportFilter, $limit: Int, $offset: Int, $orderBy: CheckLineOrder) {
  displayCheckDetail(filter: $filter, limit: $limit, offset: $offset, orderBy: $orderBy) {
    total items { date stockQty store { code name } product { code name } } } }`;
const GROUPS = `query ($filter: ReportFilter, $groupBy: [CheckLineDimension!]) {
  lowStockAggregate(filter: $filter, groupBy: $groupBy, measures: [COUNT, LOW_STOCK_LINES],
  orderBy: { measure: LOW_STOCK_LINES, direction: DESC }, limit: 1000) {
    store { code name } teamMember { name } count lowStockLines } }`;
const label = (thing: { code: string; name: string } | null) => (thing ? `${thing.code} · ${thing.name}` : '');

describe('reports people can work from', () => {
  let session: BrowserSession;
  let filter: { fromDate: string; toDate: string; managerId?: number };
  let dates: string;
  beforeAll(async () => {
    session = await openBrowser({ width: 1366, height: 850 });
    await signInBehind(session.page, 'manager', 'Manager@2026');
    const { businessCalendar, me } = await graphql<{ businessCalendar: { today: string }; me: { id: number } }>(
      session.page,
      '{ businessCalendar { today } me { id } }',
    );
    const { brandsForManager } = await graphql<{ brandsForManager: unknown[] }>(
      session.page,
      'query ($id: Int!) { brandsForManager(managerId: $id) { id } }',
      { id: me.id },
    );
    // The screens narrow a manager's brand reports to their brands, as the API is asked here.
    filter = { fromDate: addDays(businessCalendar.today, -59), toDate: businessCalendar.today };
    if (brandsForManager.length > 0) filter.managerId = me.id;
    dates = `from=${filter.fromDate}&to=${filter.toDate}`;
  });
  afterAll(() => session?.close());

  it('Detail sorts every line by a column, page 2 continuing the order, kept through a reload', async () => {
    const { page } = session;
    const caption = 'Display-check lines';
    await page.goto(`/DisplayCheckDetail?${dates}&size=25`);
    await table(page, caption).locator('tbody tr').first().waitFor();
    const header = table(page, caption).getByRole('button', { name: 'In stock' });
    await header.click();
    await expect.poll(() => param(page, 'sort'), POLL).toBe('stock_qty');
    // The keyboard sorts too: the header is a button.
    await header.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => param(page, 'dir'), POLL).toBe('desc');
    const inStock = table(page, caption).locator('th', { hasText: 'In stock' });
    await expect.poll(() => inStock.getAttribute('aria-sort'), POLL).toBe('descending');

    const api = async (offset: number) =>
      (
        await graphql<{ displayCheckDetail: { total: number; items: Line[] } }>(page, LINES, {
          filter,
          limit: 25,
          offset,
          orderBy: { field: 'STOCK_QTY', direction: 'DESC' },
        })
      ).displayCheckDetail;
    // Days as the table writes them: in the business's words.
    const shown = async (lines: Line[]) => {
      const days = await daysInWords(
        page,
        lines.map((line) => line.date),
      );
      return lines.map((line, index) => [days[index], label(line.store), label(line.product)]);
    };
    const first = await api(0);
    expect(first.total).toBeGreaterThan(25);
    await expect
      .poll(async () => (await cells(page, caption)).map((row) => row.slice(0, 3)), POLL)
      .toEqual(await shown(first.items));
    await picture(page, 'detail-sorted-1366');

    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => param(page, 'page'), POLL).toBe('2');
    const second = await api(25);
    await expect
      .poll(async () => (await cells(page, caption)).map((row) => row.slice(0, 3)), POLL)
      .toEqual(await shown(second.items));
    // Page 2 continues the order of the whole result, not of page 1 alone.
    expect(second.items[0]!.stockQty).toBeLessThanOrEqual(first.items.at(-1)!.stockQty);
    const whole = (await graphql<{ displayCheckDetail: { items: Line[] } }>(page, LINES, { filter, limit: 10_000 }))
      .displayCheckDetail.items;
    const expected = whole.map((line) => line.stockQty).sort((a, b) => b - a);
    expect([...first.items, ...second.items].map((line) => line.stockQty)).toEqual(expected.slice(0, 50));

    await page.reload();
    await expect
      .poll(async () => (await cells(page, caption)).map((row) => row.slice(0, 3)), POLL)
      .toEqual(await shown(second.items));
    expect(await inStock.getAttribute('aria-sort')).toBe('descending');
  });

  it('Store Visit sorts every visit by minutes, page 2 continuing page 1', async () => {
    const { page } = session;
    const caption = 'Store visits';
    await page.goto(`/StoreVisit?${dates}&size=25`);
    await table(page, caption).locator('tbody tr').first().waitFor();
    const minutes = table(page, caption).getByRole('button', { name: 'Minutes' });
    await minutes.click();
    await expect.poll(() => param(page, 'sort'), POLL).toBe('duration');
    await minutes.click();
    await expect.poll(() => param(page, 'dir'), POLL).toBe('desc');
    const api = async (offset: number) =>
      (
        await graphql<{ storeVisits: { items: { date: string; durationMinutes: number; store: Line['store'] }[] } }>(
          page,
          `query ($filter: ReportFilter, $offset: Int, $orderBy: StoreVisitOrder) {
            storeVisits(filter: $filter, limit: 25, offset: $offset, orderBy: $orderBy) {
            items { date durationMinutes store { code name } } } }`,
          { filter, offset, orderBy: { field: 'DURATION', direction: 'DESC' } },
        )
      ).storeVisits.items;
    const shown = async (visits: Awaited<ReturnType<typeof api>>) => {
      const days = await daysInWords(
        page,
        visits.map((visit) => visit.date),
      );
      return visits.map((visit, index) => [days[index], label(visit.store)]);
    };
    const first = await api(0);
    await expect
      .poll(async () => (await cells(page, caption)).map((row) => row.slice(0, 2)), POLL)
      .toEqual(await shown(first));
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => param(page, 'page'), POLL).toBe('2');
    const second = await api(25);
    await expect
      .poll(async () => (await cells(page, caption)).map((row) => row.slice(0, 2)), POLL)
      .toEqual(await shown(second));
    expect(second[0]!.durationMinutes).toBeLessThanOrEqual(first.at(-1)!.durationMinutes);
  });

  it('Stock sorts every latest count by units, page 2 continuing page 1', async () => {
    const { page } = session;
    const caption = 'Latest stock count per store and product';
    await page.goto(`/Stock?${dates}&size=25`);
    await table(page, caption).locator('tbody tr').first().waitFor();
    const units = table(page, caption).getByRole('button', { name: 'Units' });
    await units.click();
    await units.click();
    await expect.poll(() => param(page, 'dir'), POLL).toBe('desc');
    expect(param(page, 'sort')).toBe('quantity');
    const api = async (offset: number) =>
      (
        await graphql<{ stockList: { items: { quantity: number; store: Line['store']; product: Line['product'] }[] } }>(
          page,
          `query ($filter: ReportFilter, $offset: Int, $orderBy: StockOrder) {
            stockList(filter: $filter, limit: 25, offset: $offset, orderBy: $orderBy) {
            items { quantity store { code name } product { code name } } } }`,
          { filter, offset, orderBy: { field: 'QUANTITY', direction: 'DESC' } },
        )
      ).stockList.items;
    const shown = (counts: Awaited<ReturnType<typeof api>>) => counts.map((c) => [label(c.store), label(c.product)]);
    const first = await api(0);
    await expect
      .poll(async () => (await cells(page, caption)).map((row) => row.slice(0, 2)), POLL)
      .toEqual(shown(first));
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => param(page, 'page'), POLL).toBe('2');
    const second = await api(25);
    await expect
      .poll(async () => (await cells(page, caption)).map((row) => row.slice(0, 2)), POLL)
      .toEqual(shown(second));
    expect(second[0]!.quantity).toBeLessThanOrEqual(first.at(-1)!.quantity);
  });

  it('Stock Report sums up its lines by store and by member, most low-stock lines first, in the URL', async () => {
    const { page } = session;
    await page.goto(`/StockReport?${dates}`);
    const lines = 'Lines low on stock (fewer than 5 units)';
    await table(page, lines).locator('tbody tr').first().waitFor();
    await page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'By store' }).click();
    await expect.poll(() => param(page, 'by'), POLL).toBe('store');
    const byStore = `${lines} by store`;
    await table(page, byStore).locator('tbody tr').first().waitFor();
    const stores = (
      await graphql<{ lowStockAggregate: { store: Line['store']; count: number; lowStockLines: number }[] }>(
        page,
        GROUPS,
        { filter, groupBy: ['STORE'] },
      )
    ).lowStockAggregate;
    expect(stores.length).toBeGreaterThan(1);
    // A long table draws its first rows, then the rest a moment after: poll.
    await expect
      .poll(async () => (await cells(page, byStore)).map((row) => [row[0], Number(row[2]!.replace(/\D/g, ''))]), POLL)
      .toEqual(stores.map((group) => [label(group.store), group.lowStockLines]));
    await picture(page, 'stock-report-by-store-1366', false);

    await page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'By member' }).click();
    await expect.poll(() => param(page, 'by'), POLL).toBe('member');
    const byMember = `${lines} by team member`;
    await table(page, byMember).locator('tbody tr').first().waitFor();
    const members = (
      await graphql<{ lowStockAggregate: { teamMember: { name: string } | null }[] }>(page, GROUPS, {
        filter,
        groupBy: ['MEMBER'],
      })
    ).lowStockAggregate;
    await page.reload();
    await expect
      .poll(async () => (await cells(page, byMember)).map((row) => row[0]), POLL)
      .toEqual(members.map((group) => group.teamMember?.name ?? ''));
    // The summary sorts in the browser, by its own URL key.
    await table(page, byMember).getByRole('button', { name: 'Team member' }).click();
    await expect.poll(() => param(page, 'groupSort'), POLL).toBe('team_member');
    const names = (await cells(page, byMember)).map((row) => row[0]!);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('a report holding every row sorts in the browser, the order in the URL', async () => {
    const { page } = session;
    const caption = 'Display checks by date';
    await page.goto(`/DisplayCheckByDate?${dates}`);
    await table(page, caption).locator('tbody tr').first().waitFor();
    const lines = table(page, caption).getByRole('button', { name: 'Lines', exact: true });
    await lines.click();
    await lines.click();
    await expect.poll(() => param(page, 'dir'), POLL).toBe('desc');
    expect(param(page, 'sort')).toBe('lines');
    const { displayChecksByDate } = await graphql<{ displayChecksByDate: { date: string; lines: number }[] }>(
      page,
      'query ($filter: ReportFilter) { displayChecksByDate(filter: $filter) { date lines } }',
      { filter },
    );
    const expected = [...displayChecksByDate].sort((a, b) => b.lines - a.lines).map((row) => row.lines);
    await expect
      .poll(async () => (await cells(page, caption)).map((row) => Number(row[2]!.replace(/\D/g, ''))), POLL)
      .toEqual(expected);
    await page.reload();
    await table(page, caption).locator('th[aria-sort="descending"]', { hasText: 'Lines' }).waitFor();
  });

  it('shows only the members at risk on the achievement screens, in the URL', async () => {
    const { page } = session;
    for (const path of ['/AchivementByQuantity', '/AchivementByValue', '/TargetAndAchivement']) {
      await page.goto(path);
      const caption = path === '/AchivementByValue' ? 'Achievement by value' : 'Achievement by quantity';
      // The block says how many of its members are at risk ("the month so far, day 12 of 30; 20 of 60 team
      // members at risk …").
      const summary = page.getByText(new RegExp(`^${caption}: (the month so far, )?day`));
      await summary.waitFor();
      const [, atRiskText, everyoneText] = /; (\d+) of (\d+) /.exec((await summary.textContent()) ?? '') ?? [];
      const atRisk = Number(atRiskText);
      const everyone = Number(everyoneText);
      await expect.poll(() => table(page, caption).locator('tbody tr').count(), POLL).toBe(everyone);
      await page.getByText('At risk only').click();
      await expect.poll(() => param(page, 'atRisk'), POLL).toBe('1');
      await expect.poll(() => table(page, caption).locator('tbody tr').count(), POLL).toBe(atRisk);
      expect(await table(page, caption).locator('tbody tr:not([data-highlight="at-risk"])').count()).toBe(0);
      expect(atRisk).toBeGreaterThan(0);
      expect(atRisk).toBeLessThan(everyone);
      await page.reload();
      await expect.poll(() => table(page, caption).locator('tbody tr').count(), POLL).toBe(atRisk);
      if (path === '/TargetAndAchivement') await picture(page, 'achievement-at-risk-1366');
    }
  });

  it('fits at 800 px', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto(`/DisplayCheckDetail?${dates}&by=member`);
    await table(page, 'Display-check lines by team member').locator('tbody tr').first().waitFor();
    await picture(page, 'detail-by-member-800', false);
    await page.goto(`/DisplayCheckDetail?${dates}&sort=store`);
    await table(page, 'Display-check lines').locator('tbody tr').first().waitFor();
    await picture(page, 'detail-sorted-800', false);
    await page.setViewportSize({ width: 1366, height: 850 });
  });
});
