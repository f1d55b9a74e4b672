// A supervisor plans a member's week: Add store and a planned store's removal are offered from the business's today
// on, never on a day before it (the gateway refuses changing a past plan), and a past day says why in a tooltip and
// to keyboard and screen-reader users (the disabled buttons stay in the tab order, described by the reason); above the
// week, the screen says so in words, and says when a week holds nothing yet.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { addDays, businessToday, isoWeekOf } from '../../support/business-day.js';
import { yearsAhead } from '../../support/seed-day.js';
import { screenshot } from '../a11y-support.js';
import { POLL, signInBehind } from '../support.js';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

describe('Journey Plan on past days', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser({ width: 1366, height: 900 });
    await signInBehind(session.page, 'admin', 'Admin@2026');
  });
  afterAll(() => session?.close());

  /** The week of yesterday: every day before today is past, today (when in that week) and later are not. */
  async function yesterdaysWeek() {
    const { page } = session;
    const { day: today } = businessToday();
    const { year, week } = isoWeekOf(addDays(today, -1));
    await page.goto(`/JourneyPlan?member=3&year=${year}&week=${week}`);
    const plan = page.getByRole('list', { name: `Week ${week} plan` });
    await plan.getByRole('listitem').first().waitFor();
    await screenshot(page, `journey past days ${year}-${week}`);
    return { page, today, plan };
  }

  it('offers Add store from today on and explains a past day', async () => {
    const { today, plan } = await yesterdaysWeek();
    const seen = [];
    for (const weekday of WEEKDAYS) {
      const add = plan.getByRole('listitem', { name: weekday }).getByRole('button', { name: /^Add store/ });
      const date = await plan
        .getByRole('listitem', { name: weekday })
        .evaluate((item) => item.getAttribute('data-day'));
      seen.push({
        weekday,
        past: (date ?? '') < today,
        offered: await add.isEnabled(),
        why: (await add.evaluate((button) => button.closest('[title]')?.getAttribute('title') ?? '')) !== '',
      });
    }
    expect(seen.filter((day) => day.past).length).toBeGreaterThan(0);
    expect(seen).toEqual(seen.map((day) => ({ ...day, offered: !day.past, why: day.past })));
  });

  it('offers removing a planned store from today on and explains a past day to every reader', async () => {
    const { page, today, plan } = await yesterdaysWeek();
    const seen = await plan.evaluate((list) =>
      [...list.querySelectorAll<HTMLElement>('[data-day]')].flatMap((day) =>
        [
          ...day.querySelectorAll<HTMLButtonElement>('button[aria-label^="Remove "], button[aria-label^="Add store"]'),
        ].map((button) => {
          const described = (button.getAttribute('aria-describedby') ?? '')
            .split(/\s+/)
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' ');
          return {
            date: day.dataset.day ?? '',
            button: (button.getAttribute('aria-label') ?? '').replace(/ (to|from) \w+day$/, ''),
            disabled: button.disabled || button.getAttribute('aria-disabled') === 'true',
            focusable: !button.disabled && button.tabIndex >= 0,
            explained: /before today/.test(described),
          };
        }),
      ),
    );
    const past = seen.filter((entry) => entry.date < today && entry.button.startsWith('Remove '));
    expect(past.length, 'a planned store on a past day of the week').toBeGreaterThan(0);
    expect(seen).toEqual(
      seen.map((entry) => ({
        ...entry,
        disabled: entry.date < today,
        focusable: true,
        explained: entry.date < today,
      })),
    );
    // Pressing a past day's removal changes nothing: the store stays planned.
    const remove = plan.locator(`[data-day="${past[0]!.date}"] button[aria-label^="Remove "]`).first();
    const label = (await remove.getAttribute('aria-label'))!;
    await remove.focus();
    await page.keyboard.press('Enter');
    await page.waitForLoadState('networkidle');
    expect(await plan.getByRole('button', { name: label, exact: true }).count()).toBe(1);
  });

  it('says in words above the week why its past days are locked, and when a week holds nothing yet', async () => {
    const { page } = await yesterdaysWeek();
    const notes = page.getByTestId('week-notes');
    await notes.getByText(/^A day before today cannot be changed/).waitFor(POLL);
    // A week years ahead, planned by nobody: the screen says it is empty and how to fill it, and locks no day.
    const year = yearsAhead(9);
    await page.goto(`/JourneyPlan?member=3&year=${year}&week=30`);
    await page.getByRole('list', { name: 'Week 30 plan' }).getByRole('listitem').first().waitFor();
    await notes
      .getByText('Nothing is planned this week yet: add stores day by day, or copy another week into it.')
      .waitFor(POLL);
    expect(await notes.getByText(/^A day before today/).count()).toBe(0);
  });
});
