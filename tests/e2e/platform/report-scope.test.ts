// A manager's reports open on the brands they manage, with one switch to the whole company: on every
// report screen with a brand filter, the figure on screen (the pager's count, a totals cell, a row count) matches the
// gateway's answer for managerId = the manager, then the unscoped answer. One sign-in, one page, screens in turn.

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { businessToday } from '../../support/business-day.js';
import { graphql, signInBehind } from '../support.js';

const POLL = { timeout: 30_000 };
const numberIn = (text: string) => Number(text.replace(/[^\d.-]/g, ''));

/** The pager's "of N". */
const pagerTotal = async (page: Page) =>
  numberIn(/ of ([\d,]+)$/.exec(await page.getByText(/^Showing [\d,]+–[\d,]+ of [\d,]+$/).innerText())?.[1] ?? '');

/** The totals row's cell under `column` in the table named `table`. */
const footTotal = (table: string, column: string) => async (page: Page) => {
  const grid = page.getByRole('table', { name: table, exact: true });
  const headers = (await grid.locator('thead th').allInnerTexts()).map((h) => h.trim());
  const index = headers.indexOf(column);
  if (index < 0) throw new Error(`${table} has no column ${column}: ${headers.join(', ')}`);
  return numberIn(await grid.locator('tfoot tr').first().locator('th, td').nth(index).innerText());
};

/** The achievement line: "…: day d of n; a of N team members at risk…". */
const achievementRows = async (page: Page) =>
  numberIn(
    / of ([\d,]+) (?:team members|targets) at risk/.exec(
      await page
        .getByText(/ at risk of missing/)
        .first()
        .innerText(),
    )?.[1] ?? '',
  );

type Filter = Record<string, unknown>;
const ask = <T>(page: Page, query: string, filter: Filter) => graphql<T>(page, query, { filter });
const sum = (rows: readonly Record<string, number>[], key: string) => rows.reduce((s, r) => s + (r[key] ?? 0), 0);
const pagedTotal = (field: string) => async (page: Page, filter: Filter) =>
  (
    await ask<{ r: { total: number } }>(
      page,
      `query($filter: ReportFilter) { r: ${field}(filter: $filter, limit: 1, offset: 0) { total } }`,
      filter,
    )
  ).r.total;
const listLength = (field: string) => async (page: Page, filter: Filter) =>
  (await ask<{ r: unknown[] }>(page, `query($filter: ReportFilter) { r: ${field}(filter: $filter) { id } }`, filter)).r
    .length;
const summed = (field: string, key: string) => async (page: Page, filter: Filter) =>
  sum(
    (
      await ask<{ r: Record<string, number>[] }>(
        page,
        `query($filter: ReportFilter) { r: ${field}(filter: $filter) { ${key} } }`,
        filter,
      )
    ).r,
    key,
  );
const achievement = (field: string) => async (page: Page, filter: Filter) => {
  const { year, month } = businessToday();
  const query = `query($filter: ReportFilter, $year: Int!, $month: Int!) {
    r: ${field}(year: $year, month: $month, byBrand: false, filter: $filter) { rows { target } } }`;
  return (await graphql<{ r: { rows: unknown[] } }>(page, query, { filter, year, month })).r.rows.length;
};

interface ScreenCase {
  path: string;
  /** The screen's figure, once it shows. */
  figure: (page: Page) => Promise<number>;
  /** The same figure as the gateway answers it for this filter. */
  count: (page: Page, filter: Filter) => Promise<number>;
  /** The screen takes no dates from the URL (a month of its own). */
  undated?: boolean;
  /** Scoped and unscoped are equal in the demo data: asserted as such. */
  equal?: true;
}

const SCREENS: ScreenCase[] = [
  {
    path: '/DisplayCheckSummery',
    figure: footTotal('Display checks by brand', 'Lines'),
    count: summed('displayCheckSummary', 'lines'),
  },
  { path: '/DisplayCheckDetail', figure: pagerTotal, count: pagedTotal('displayCheckDetail') },
  { path: '/StockReport', figure: pagerTotal, count: pagedTotal('lowStockChecks') },
  {
    path: '/DisplayCheckByDate',
    figure: footTotal('Display checks by date', 'Lines'),
    count: summed('displayChecksByDate', 'lines'),
  },
  {
    path: '/DisplayCheckByWeek',
    figure: footTotal('Display checks by week', 'Lines'),
    count: summed('displayChecksByWeek', 'lines'),
  },
  { path: '/Stock', figure: pagerTotal, count: pagedTotal('stockList') },
  { path: '/DailySales', figure: footTotal('Sales by day', 'Sale lines'), count: summed('dailySales', 'lines') },
  { path: '/TargetAndAchivement', figure: achievementRows, count: achievement('achievementByQuantity'), undated: true },
  {
    path: '/AchivementByQuantity',
    figure: achievementRows,
    count: achievement('achievementByQuantity'),
    undated: true,
  },
  { path: '/AchivementByValue', figure: achievementRows, count: achievement('achievementByValue'), undated: true },
  { path: '/StoreVisit', figure: pagerTotal, count: pagedTotal('storeVisits') },
  { path: '/StorePicture', figure: pagerTotal, count: pagedTotal('storePictures') },
  { path: '/ProductTransfer', figure: pagerTotal, count: pagedTotal('transfers') },
  {
    path: '/Deployment',
    figure: footTotal('Deployments by status', 'Deployments'),
    count: summed('deploymentSummary', 'deployments'),
  },
  { path: '/Deployment/ViewDeployment', figure: pagerTotal, count: listLength('deployments') },
  { path: '/MarkeetActivity', figure: pagerTotal, count: listLength('marketActivities') },
  { path: '/MarketIssue', figure: pagerTotal, count: listLength('marketIssues') },
];

describe("a manager's reports, scoped to their brands", () => {
  let session: BrowserSession;
  let managerId = 0;
  beforeAll(async () => {
    session = await openBrowser({ width: 1366, height: 850 });
    await signInBehind(session.page, 'manager', 'Manager@2026');
    managerId = (await graphql<{ me: { id: number } }>(session.page, '{ me { id } }')).me.id;
  });
  afterAll(() => session?.close());

  it.each(SCREENS)(
    '$path opens on the manager’s brands and switches to the whole company',
    async (screen) => {
      const { page } = session;
      // The 30 business days ending today (the range the reports open on), whatever the day of the month.
      const { day } = businessToday();
      const from = new Date(`${day}T00:00:00Z`);
      from.setUTCDate(from.getUTCDate() - 29);
      const dates: Filter = screen.undated ? {} : { fromDate: from.toISOString().slice(0, 10), toDate: day };
      await page.goto(screen.undated ? screen.path : `${screen.path}?from=${dates.fromDate}&to=${dates.toDate}`);
      const mine = page.getByLabel(/^Only my \d+ brands$/);
      await expect.poll(() => mine.isChecked(), POLL).toBe(true);
      const scoped = await screen.count(page, { ...dates, managerId });
      const company = await screen.count(page, dates);
      // The scope narrows, so the test can tell the two apart; where the demo data cannot, that is said.
      if (screen.equal) expect(scoped).toBe(company);
      else expect(scoped).toBeLessThan(company);
      await expect.poll(() => screen.figure(page).catch(() => Number.NaN), POLL).toBe(scoped);
      await page.getByText(/^Only my \d+ brands$/).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('scope'), POLL).toBe('company');
      await expect.poll(() => screen.figure(page).catch(() => Number.NaN), POLL).toBe(company);
    },
    120_000,
  );
});
