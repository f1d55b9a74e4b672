// A supervisor plans a member's week: Add store is offered from the business's today on, never on a day before it
// (the gateway refuses a plan in the past), and a past day says why in its tooltip.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { addDays, businessToday, isoWeekOf } from '../../support/business-day.js';
import { screenshot } from '../a11y-support.js';
import { signIn } from '../support.js';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

describe('Journey Plan on past days', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser({ width: 1366, height: 900 });
    await signIn(session.page, 'admin', 'Admin@2026');
  });
  afterAll(() => session?.close());

  it('offers Add store from today on and explains a past day', async () => {
    const { page } = session;
    const { day: today } = businessToday();
    // The week of yesterday: every day before today is past, today (when in that week) and later are not.
    const { year, week } = isoWeekOf(addDays(today, -1));
    await page.goto(`/JourneyPlan?member=3&year=${year}&week=${week}`);
    const plan = page.getByRole('list', { name: `Week ${week} plan` });
    await plan.getByRole('listitem').first().waitFor();
    await screenshot(page, `journey past days ${year}-${week}`);
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
});
