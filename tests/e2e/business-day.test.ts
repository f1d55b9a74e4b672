// One business day in the browser: with the browser far from the business's zone (Los Angeles
// against Asia/Dhaka), the filter bar shows the days the report queries: Deployment's 2020-01-01
// to 2025-10-01, not the last 30 days; a report's last day is the business's today, not the browser's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession } from '../support/browser.js';
import { graphql, signIn } from './support.js';

describe('one business day', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser(undefined, { timezoneId: 'America/Los_Angeles' });
    await signIn(session.page, 'admin', 'Admin@2026');
  });
  afterAll(() => session?.close());

  it("shows Deployment's queried range in its inputs", async () => {
    const { page } = session;
    await page.goto('/Deployment');
    await page.getByRole('table', { name: 'Deployments by status, 2020-01-01 to 2025-10-01' }).waitFor();
    await expect.poll(() => page.getByLabel('From date').inputValue()).toBe('2020-01-01');
    expect(await page.getByLabel('To date').inputValue()).toBe('2025-10-01');
  });

  it("shows the business's today as Detail's last day, whatever the browser's own date", async () => {
    const { page } = session;
    await page.goto('/DisplayCheckDetail');
    const calendar = await graphql<{ businessCalendar: { today: string; timeZone: string } }>(
      page,
      '{ businessCalendar { today timeZone } }',
    );
    expect(calendar.businessCalendar.timeZone).toBe('Asia/Dhaka');
    await expect
      .poll(() => page.getByLabel('To date').inputValue(), { timeout: 15_000 })
      .toBe(calendar.businessCalendar.today);
  });
});
