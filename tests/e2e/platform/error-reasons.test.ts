// A screen whose load the gateway refuses shows the gateway's reason (rate limited, busy), not a fixed
// "Failed to fetch …": the refusal is answered in the browser for one operation, the rest run for real.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { navigate, settle } from '../a11y-support.js';
import { signIn } from '../support.js';

const REASON = 'Too many requests from this member: try again in 30 seconds.';

/** Answers the named operation as the gateway's rate limiter does: 429 with a GraphQL-shaped body. */
async function refuse(page: Page, operation: string): Promise<void> {
  await page.route('**/graphql', async (route) => {
    const body = route.request().postData() ?? '';
    if (!body.includes(`"operationName":"${operation}"`)) return route.fallback();
    await route.fulfill({
      status: 429,
      headers: { 'content-type': 'application/json', 'retry-after': '30' },
      body: JSON.stringify({ errors: [{ message: REASON, extensions: { code: 'RATE_LIMITED' } }] }),
    });
  });
}

describe("the gateway's reason on a failed screen", () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser({ width: 1366, height: 850 });
    await signIn(session.page, 'admin', 'Admin@2026');
  });
  afterAll(() => session?.close());

  it.each([
    ['Promoter Target Setting', '/TargetSetting', 'TargetGrid'],
    ['Team Location', '/TeamLocation', 'TeamLocations'],
    ['Report Email Recipient', '/ReportRecipient', 'ReportRecipients'],
    ['Setup Manager By Brand', '/SetupManagByBrand', 'BrandManagers'],
    ['Store List', '/store', 'StoreList'],
    ['Summary', '/DisplayCheckSummery', 'CheckSummary'],
  ])('%s says why it could not load', async (title, path, operation) => {
    const { page } = session;
    await refuse(page, operation);
    try {
      await navigate(page, path);
      await settle(page, title);
      const alert = page.getByRole('alert').filter({ hasText: REASON });
      await alert.waitFor({ timeout: 30_000 });
      expect(
        await page
          .getByRole('alert')
          .filter({ hasText: /^Failed to fetch/ })
          .count(),
      ).toBe(0);
    } finally {
      await page.unrouteAll({ behavior: 'wait' });
    }
  });
});
