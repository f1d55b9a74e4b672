// The landing follows the member's role (team-type roles are data): field staff land on "My day", their own figures
// from the pages they hold, each equal to what the gateway answers for them; the company dashboard is one tab away and
// the choice is remembered in the browser. An administrator still lands on the company dashboard.

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { isoWeekDay, isoWeekOf } from '../../support/business-day.js';
import { seriousViolations, settle } from '../a11y-support.js';
import { graphql, signIn } from '../support.js';

const POLL = { timeout: 30_000 };

interface Me {
  me: { id: number; name: string; teamType: { fieldStaff: boolean; takesTargets: boolean } | null };
  businessCalendar: { today: string };
}
const whoAmI = (page: Page) =>
  graphql<Me>(page, '{ me { id name teamType { fieldStaff takesTargets } } businessCalendar { today } }');

/** The figure a card shows: the line after its label. */
const figure = async (page: Page, label: string) => {
  const text = await page.getByRole('group', { name: label, exact: true }).innerText();
  return text.split('\n').map((line) => line.trim())[1] ?? '';
};

const myDay = (page: Page) => page.getByRole('region', { name: 'My day' });

describe('a promoter lands on My day', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser({ width: 1366, height: 900 });
    await signIn(session.page, 'promoter', 'Promoter@2026');
  });
  afterAll(() => session?.close());

  it('shows their own name and day, and their store checks as the line report answers for them', async () => {
    const { page } = session;
    const { me, businessCalendar } = await whoAmI(page);
    const today = businessCalendar.today;
    const { year, week } = isoWeekOf(today);
    const monday = isoWeekDay(year, week);
    await myDay(page)
      .getByRole('heading', { name: `My day, ${me.name}` })
      .waitFor({ timeout: POLL.timeout });
    const { groups } = await graphql<{ groups: { memberId: number; day: string; count: number }[] }>(
      page,
      'query($filter: ReportFilter) { groups: displayCheckAggregate(filter: $filter, groupBy: [MEMBER, DAY, STORE], ' +
        'measures: [COUNT], limit: 1000) { memberId day count } }',
      { filter: { fromDate: monday, toDate: today } },
    );
    const mine = groups.filter((group) => group.memberId === me.id);
    const todays = mine.filter((group) => group.day === today);
    await expect.poll(() => figure(page, 'Stores checked today'), POLL).toBe(String(todays.length));
    expect(await figure(page, 'Stores checked this week')).toBe(String(mine.length));
    expect(await figure(page, 'Lines checked this week')).toBe(String(mine.reduce((s, g) => s + g.count, 0)));
    // The promoter holds neither Journey Plan nor Target And Achivement: those parts are not drawn.
    expect(await myDay(page).getByRole('group', { name: 'Planned today' }).count()).toBe(0);
    expect(await page.getByRole('table', { name: 'Latest sales' }).count()).toBe(0);
    const detail = myDay(page).getByRole('link', { name: /Open Detail/ });
    expect(await detail.getAttribute('href')).toContain('/DisplayCheckDetail');
  });

  it('keeps the company dashboard one tab away, remembered in the browser', async () => {
    const { page } = session;
    await page.getByRole('tab', { name: 'Company view' }).click();
    await page.getByRole('heading', { name: /^Welcome/ }).waitFor({ timeout: POLL.timeout });
    await page.reload();
    await page.getByRole('heading', { name: /^Welcome/ }).waitFor({ timeout: POLL.timeout });
    expect(await page.getByRole('tab', { name: 'Company view' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('tab', { name: 'My day' }).click();
    await myDay(page).waitFor({ timeout: POLL.timeout });
  });
});

describe('a supervisor lands on My day', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser({ width: 1366, height: 900 });
    await signIn(session.page, 'supervisor', 'Supervisor@2026');
  });
  afterAll(() => session?.close());

  it("shows today's journey plan, this month's visits and the mapped stores as the gateway answers them", async () => {
    const { page } = session;
    const { me, businessCalendar } = await whoAmI(page);
    const today = businessCalendar.today;
    const { year, week } = isoWeekOf(today);
    await myDay(page)
      .getByRole('heading', { name: `My day, ${me.name}` })
      .waitFor({ timeout: POLL.timeout });
    const answer = await graphql<{
      journeyPlan: { days: { date: string; planned: number; visited: number }[] };
      mappedStores: { id: number }[];
      monthVisitStatus: { date: string; visited: number; missed: number; unplanned: number }[];
    }>(
      page,
      'query($id: Int!, $year: Int!, $week: Int!, $month: Int!, $monthYear: Int!) { ' +
        'journeyPlan(teamMemberId: $id, year: $year, week: $week) { days { date planned visited } } ' +
        'mappedStores(teamMemberId: $id) { id } ' +
        'monthVisitStatus(teamMemberId: $id, year: $monthYear, month: $month) { date visited missed unplanned } }',
      { id: me.id, year, week, month: Number(today.slice(5, 7)), monthYear: Number(today.slice(0, 4)) },
    );
    const day = answer.journeyPlan.days.find((each) => each.date === today);
    await expect.poll(() => figure(page, 'Planned today'), POLL).toBe(String(day?.planned ?? 0));
    expect(await figure(page, 'Visited so far')).toBe(String(day?.visited ?? 0));
    expect(await figure(page, 'Mapped stores')).toBe(String(answer.mappedStores.length));
    const toDate = answer.monthVisitStatus.filter((each) => each.date <= today);
    const visited = toDate.reduce((s, each) => s + each.visited + each.unplanned, 0);
    expect(await figure(page, 'Store-days visited this month')).toBe(String(visited));
    expect(await figure(page, 'Planned store-days missed')).toBe(String(toDate.reduce((s, e) => s + e.missed, 0)));
    // A supervisor's type takes no targets: no target part, whatever pages they hold.
    expect(me.teamType?.takesTargets).toBe(false);
    expect(
      await myDay(page)
        .getByRole('table', { name: /targets/i })
        .count(),
    ).toBe(0);
    expect(
      await myDay(page)
        .getByRole('link', { name: /Open Journey Plan/ })
        .getAttribute('href'),
    ).toContain('/JourneyPlan');
  });
});

describe('an administrator', () => {
  it('still lands on the company dashboard, with no My day', async () => {
    const session = await openBrowser({ width: 1366, height: 900 });
    try {
      const { page } = session;
      await signIn(page, 'admin', 'Admin@2026');
      await page.getByRole('heading', { name: /^Welcome/ }).waitFor({ timeout: POLL.timeout });
      expect(await page.getByRole('tab', { name: 'My day' }).count()).toBe(0);
      expect(await myDay(page).count()).toBe(0);
    } finally {
      await session.close();
    }
  });
});

describe("the promoter's My day, drawn", () => {
  for (const width of [1366, 800])
    for (const colorScheme of ['light', 'dark'] as const)
      it(`at ${width} px, ${colorScheme}: no serious or critical violation, saved for a look`, async () => {
        const session = await openBrowser({ width, height: 900 }, { colorScheme });
        try {
          const { page } = session;
          await signIn(page, 'promoter', 'Promoter@2026');
          await page.getByRole('group', { name: 'Stores checked today' }).waitFor({ timeout: POLL.timeout });
          await settle(page);
          expect(await seriousViolations(page)).toEqual([]);
          await page.screenshot({
            path: `test-results/screens/my-day-promoter-${width}-${colorScheme}.png`,
            fullPage: true,
          });
        } finally {
          await session.close();
        }
      });
});
