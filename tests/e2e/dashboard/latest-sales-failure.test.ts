// When the Dashboard's latest sales cannot be read (a part timed out upstream), its panel says so with a
// Retry button while the rest of the dashboard shows; Retry shows the rows once the gateway answers. Only that part
// of the one operation (DashboardView) is failed: the gateway's real answer with recentSales null and its error.
import type { Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { signInBehind } from '../support.js';

interface GraphqlAnswer {
  data?: { dashboard?: Record<string, unknown> | null };
  errors?: unknown[];
}

describe("the Dashboard's latest sales when they cannot be read", () => {
  let session: BrowserSession;
  let failed = 0;
  const failLatestSales = async (route: Route) => {
    if (!(route.request().postData() ?? '').includes('"operationName":"DashboardView"')) return route.fallback();
    const response = await route.fetch();
    const answer = (await response.json()) as GraphqlAnswer;
    if (!answer.data?.dashboard) return route.fulfill({ response });
    failed += 1;
    answer.data.dashboard.recentSales = null;
    answer.errors = [
      ...(answer.errors ?? []),
      {
        message: 'The main service did not answer in time',
        path: ['dashboard', 'recentSales'],
        extensions: { code: 'UPSTREAM_TIMEOUT' },
      },
    ];
    return route.fulfill({
      status: response.status(),
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(answer),
    });
  };
  beforeAll(async () => {
    session = await openBrowser({ width: 1366, height: 850 });
    await signInBehind(session.page, 'admin', 'Admin@2026');
    await session.page.route('**/graphql', failLatestSales);
  });
  afterAll(() => session?.close());

  it('says the latest sales failed, keeps the rest, and shows the rows after Retry', async () => {
    const { page } = session;
    await page.goto('/app/dashboard/default');
    const panel = page.getByText('Failed to fetch the latest sales.', { exact: true });
    await panel.waitFor({ timeout: 60_000 });
    expect(failed).toBeGreaterThan(0);
    // The rest of the dashboard still shows: the failure is the panel's alone.
    await page.getByRole('status').filter({ hasText: 'Some parts could not be loaded' }).waitFor();
    expect(await page.getByRole('table', { name: 'Latest sales', exact: true }).count()).toBe(0);

    await page.unroute('**/graphql', failLatestSales);
    await page.getByRole('button', { name: 'Retry the latest sales' }).click();
    const table = page.getByRole('table', { name: 'Latest sales', exact: true });
    await table.waitFor({ timeout: 30_000 });
    await expect.poll(() => table.locator('tbody tr').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await panel.count()).toBe(0);
  }, 180_000);
});
