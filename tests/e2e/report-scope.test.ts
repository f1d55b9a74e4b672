// A manager's reports open on the brands they manage, with one switch to the whole company (issue 19): the figures
// on screen (the pager's count) match the gateway's answer for managerId = the manager, then the unscoped answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, type BrowserSession } from '../support/browser.js';
import { businessToday } from '../support/business-day.js';
import { graphql, signIn } from './support.js';

const POLL = { timeout: 30_000 };
const total = async (page: Page) =>
  Number(
    (/ of ([\d,]+)$/.exec(await page.getByText(/^Showing [\d,]+–[\d,]+ of [\d,]+$/).innerText())?.[1] ?? '').replace(
      /,/g,
      '',
    ),
  );

interface ScreenCase {
  path: string;
  table: string;
  /** The count the gateway answers for this filter. */
  count: (page: Page, filter: Record<string, unknown>) => Promise<number>;
}

const SCREENS: ScreenCase[] = [
  {
    path: '/DisplayCheckDetail',
    table: 'Display-check lines',
    count: async (page, filter) =>
      (
        await graphql<{ displayCheckDetail: { total: number } }>(
          page,
          'query($filter: ReportFilter) { displayCheckDetail(filter: $filter, limit: 1, offset: 0) { total } }',
          { filter },
        )
      ).displayCheckDetail.total,
  },
  {
    path: '/MarketIssue',
    table: 'Market issues',
    count: async (page, filter) =>
      (
        await graphql<{ marketIssues: unknown[] }>(
          page,
          'query($filter: ReportFilter) { marketIssues(filter: $filter) { id } }',
          { filter },
        )
      ).marketIssues.length,
  },
];

describe("a manager's reports, scoped to their brands", () => {
  let session: BrowserSession;
  let managerId = 0;
  beforeAll(async () => {
    session = await openBrowser({ width: 1366, height: 850 });
    await signIn(session.page, 'manager', 'Manager@2026');
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
      const dates = { fromDate: from.toISOString().slice(0, 10), toDate: day };
      await page.goto(`${screen.path}?from=${dates.fromDate}&to=${dates.toDate}`);
      await page.getByRole('table', { name: screen.table, exact: true }).waitFor(POLL);
      const mine = page.getByLabel(/^Only my \d+ brands$/);
      await expect.poll(() => mine.isChecked(), POLL).toBe(true);
      const scoped = await screen.count(page, { ...dates, managerId });
      const company = await screen.count(page, dates);
      expect(scoped).toBeLessThan(company); // the scope narrows: the test can tell the two apart
      await expect.poll(() => total(page), POLL).toBe(scoped);
      await page.getByText(/^Only my \d+ brands$/).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('scope')).toBe('company');
      await expect.poll(() => total(page), POLL).toBe(company);
    },
    120_000,
  );
});
