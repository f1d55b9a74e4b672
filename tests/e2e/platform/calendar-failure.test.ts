// When the business calendar cannot be read past the client's retries, the report filter bar says so
// with a Retry button instead of leaving its dates blank and locked with no word; Retry fills them once the
// gateway answers. Only that one operation is refused (503 OVERLOADED, as a shed call), the rest go through.
import type { Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { businessToday } from '../../support/business-day.js';
import { dateField, dayIn, signInBehind } from '../support.js';

describe('the report filter bar without the business calendar', () => {
  let session: BrowserSession;
  let refused = 0;
  const refuseCalendar = async (route: Route) => {
    if (!(route.request().postData() ?? '').includes('"operationName":"BusinessCalendar"')) return route.fallback();
    refused += 1;
    return route.fulfill({
      status: 503,
      headers: { 'content-type': 'application/json', 'retry-after': '0' },
      body: JSON.stringify({ errors: [{ message: 'The server is busy', extensions: { code: 'OVERLOADED' } }] }),
    });
  };
  beforeAll(async () => {
    session = await openBrowser({ width: 1366, height: 850 });
    await session.page.route('**/graphql', refuseCalendar);
  });
  afterAll(() => session?.close());

  it('says why the dates are locked and fills them after Retry', async () => {
    const { page } = session;
    await signInBehind(page, 'admin', 'Admin@2026');
    await page.goto('/DisplayCheckSummery');
    const alert = page.getByRole('alert').filter({ hasText: 'The business calendar could not be loaded' });
    await alert.waitFor({ timeout: 60_000 });
    // The client tried again (a shed call is retried) before it gave up.
    expect(refused).toBeGreaterThan(1);
    expect(await alert.textContent()).toContain('The server is busy');
    expect(await dateField(page, 'From date').isDisabled()).toBe(true);
    expect(await dayIn(dateField(page, 'To date'))).toBe('');

    await page.unroute('**/graphql', refuseCalendar);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => dayIn(dateField(page, 'To date')), { timeout: 30_000 }).toBe(businessToday().day);
    expect(await dateField(page, 'From date').isDisabled()).toBe(false);
    expect(await alert.count()).toBe(0);
  }, 180_000);
});
