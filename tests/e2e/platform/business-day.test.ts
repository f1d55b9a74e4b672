// One business day in the browser: with the browser far from the business's zone (Los Angeles
// against Asia/Dhaka) and its clock 400 days behind, every date screen opens on the business's day:
// the filter bar shows the days the report queries (Deployment's last 12 months to the business's today, not the
// browser's; a report's last day is the business's today), Journey Plan its week, Month Visit,
// Target Setting and the achievement screens its month; By Week with weeks 1 to 52 shows the year.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { businessToday, isoWeekOf } from '../../support/business-day.js';
import { dateField, dayIn, graphql, POLL, signInBehind } from '../support.js';

const DAY_MS = 86_400_000;

describe('one business day', () => {
  let session: BrowserSession;
  let today = '';
  /**
   * The days a screen may rightly show as the business's today: the one read when this file began and the one
   * now, a day later once the run has passed midnight in the business's zone.
   */
  const todays = () => [...new Set([today, businessToday().day])];
  beforeAll(async () => {
    session = await openBrowser(undefined, { timezoneId: 'America/Los_Angeles' });
    await signInBehind(session.page, 'admin', 'Admin@2026');
    const calendar = await graphql<{ businessCalendar: { today: string; timeZone: string } }>(
      session.page,
      '{ businessCalendar { today timeZone } }',
    );
    expect(calendar.businessCalendar.timeZone).toBe('Asia/Dhaka');
    today = calendar.businessCalendar.today;
    // The browser's clock 400 days behind the business's: another year, month and ISO week.
    await session.page.clock.setFixedTime(new Date(Date.parse(`${today}T12:00:00Z`) - 400 * DAY_MS));
    await session.page.reload();
    const browserDay = await session.page.evaluate(() => {
      const now = new Date();
      return { year: now.getFullYear(), month: now.getMonth() + 1 };
    });
    expect(browserDay.year).not.toBe(Number(today.slice(0, 4)));
    expect(browserDay.month).not.toBe(Number(today.slice(5, 7)));
  });
  afterAll(() => session?.close());

  it("shows Deployment's queried range, the last 12 months to the business's today, in its inputs", async () => {
    const { page } = session;
    await page.goto('/Deployment');
    await page.getByRole('table', { name: 'Deployments by status, last 12 months' }).waitFor();
    await expect.poll(() => dayIn(dateField(page, 'To date')), POLL).toBeOneOf(todays());
    const to = await dayIn(dateField(page, 'To date'));
    const from = new Date(Date.parse(`${to}T00:00:00Z`) - 364 * DAY_MS).toISOString().slice(0, 10);
    expect(await dayIn(dateField(page, 'From date'))).toBe(from);
  });

  it("shows the business's today as Detail's last day, whatever the browser's own date", async () => {
    const { page } = session;
    await page.goto('/DisplayCheckDetail');
    await expect.poll(() => dayIn(dateField(page, 'To date')), { timeout: 15_000 }).toBeOneOf(todays());
  });

  it("never shows the browser's day in a filter bar while the business calendar is on its way", async () => {
    const { page } = session;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('BusinessCalendar')) await held;
      await route.fallback();
    });
    try {
      await page.goto('/DisplayCheckDetail');
      const to = dateField(page, 'To date');
      await to.waitFor();
      await page
        .getByRole('table')
        .first()
        .waitFor({ state: 'attached' })
        .catch(() => undefined);
      // While the calendar is held back: no day at all, and nothing to edit a range from.
      expect(await dayIn(to)).toBe('');
      expect(await dayIn(dateField(page, 'From date'))).toBe('');
      expect(await to.isDisabled()).toBe(true);
      release();
      await expect.poll(() => dayIn(to), { timeout: 15_000 }).toBeOneOf(todays());
      expect(await to.isDisabled()).toBe(false);
    } finally {
      release();
      await page.unroute('**/graphql');
    }
  });

  it("opens Journey Plan on the business's week and Team Location links to it", async () => {
    const { page } = session;
    const weeks = todays().map(isoWeekOf);
    await page.goto('/JourneyPlan');
    const weekInput = page.getByLabel('Week', { exact: true });
    await expect
      .poll(() => weekInput.inputValue(), { timeout: 15_000 })
      .toBeOneOf(weeks.map(({ week }) => String(week)));
    const shown = await weekInput.inputValue();
    const { year, week } = weeks.find((candidate) => String(candidate.week) === shown)!;
    await page.getByText(`Week of ${year}`).waitFor();

    // Members close together are clustered: clicking a cluster zooms in (or spreads it) until one stands alone.
    await page.goto('/TeamLocation');
    const map = page.getByTestId('team-map');
    await map.waitFor();
    const member = map.locator('path.fp-fresh, path.fp-stale').first();
    for (let tries = 0; tries < 8 && (await member.count()) === 0; tries++) {
      await map.locator('.marker-cluster').first().click();
      await page.waitForTimeout(600); // the zoom animation (not a timing assertion)
    }
    await member.dispatchEvent('click');
    const link = page.getByRole('link', { name: 'See their day in the journey plan' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toContain(`&year=${year}&week=${week}`);
  });

  it("opens Month Visit, Target Setting and the achievement screens on the business's month", async () => {
    const { page } = session;
    for (const path of [
      '/MonthVisit',
      '/TargetSetting',
      '/AchivementByQuantity',
      '/AchivementByValue',
      '/TargetAndAchivement',
    ]) {
      await page.goto(path);
      await expect
        .poll(() => page.getByLabel('Month', { exact: true }).inputValue(), { timeout: 15_000 })
        .toBeOneOf(todays().map((day) => String(Number(day.slice(5, 7)))));
      expect(await page.getByLabel('Year', { exact: true }).inputValue()).toBeOneOf(
        todays().map((day) => day.slice(0, 4)),
      );
    }
  });

  it('shows every week of the year so far on By Week with weeks 1 to 52, as the API counts them', async () => {
    const { page } = session;
    await page.goto('/DisplayCheckByWeek?fromWeek=1&toWeek=52');
    const filters = page.getByRole('form', { name: 'Report filters' });
    await expect
      .poll(() => dayIn(dateField(filters, 'From date')), { timeout: 15_000 })
      .toBeOneOf(todays().map((day) => `${day.slice(0, 4)}-01-01`));
    const from = await dayIn(dateField(filters, 'From date'));
    const to = await dayIn(dateField(filters, 'To date'));
    expect(to).toBeOneOf(todays());
    expect(from).toBe(`${to.slice(0, 4)}-01-01`);
    const api = await graphql<{ displayChecksByWeek: { week: number }[] }>(
      page,
      'query($filter: ReportFilter) { displayChecksByWeek(filter: $filter) { week } }',
      { filter: { fromWeek: 1, toWeek: 52, fromDate: from, toDate: to } },
    );
    const table = page.getByRole('table', { name: 'Display checks by week' });
    await table.waitFor();
    await expect.poll(() => table.locator('tbody tr').count(), POLL).toBe(api.displayChecksByWeek.length);
    const shown = await table.locator('tbody tr td:first-child').allTextContents();
    expect(shown.map((text) => Number(/W(\d+)/.exec(text)?.[1]))).toEqual(api.displayChecksByWeek.map((r) => r.week));
  });
});
