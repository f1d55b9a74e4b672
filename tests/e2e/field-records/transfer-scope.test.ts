// Product Transfer's "Only my N brands": a manager's list opens on the transfers of the brands they manage, and the
// switch turns to the whole company; the pager's count is the gateway's for each, and the request says which.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { daysFromToday } from '../../support/business-day.js';
import { graphql, signInBehind } from '../support.js';

const POLL = { timeout: 30_000 };
const COUNT = 'query($filter: ReportFilter) { transfers(filter: $filter, limit: 1, offset: 0) { total } }';

describe('Product Transfer in a manager scope', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser({ width: 1366, height: 850 });
    await signInBehind(session.page, 'manager', 'Manager@2026');
  });
  afterAll(() => session?.close());

  it('lists only the transfers of my brands, and every brand once the switch is off', async () => {
    const { page } = session;
    const managerId = (await graphql<{ me: { id: number } }>(page, '{ me { id } }')).me.id;
    const dates = { fromDate: daysFromToday(-170), toDate: daysFromToday(0) };
    const total = async (filter: Record<string, unknown>) =>
      (await graphql<{ transfers: { total: number } }>(page, COUNT, { filter })).transfers.total;
    const mine = await total({ ...dates, managerId });
    const company = await total(dates);
    expect(mine).toBeGreaterThan(0);
    expect(mine).toBeLessThan(company);

    const sent: unknown[] = [];
    page.on('request', (request) => {
      const body = request.postDataJSON() as { operationName?: string; variables?: { filter?: unknown } } | null;
      if (request.url().endsWith('/graphql') && body?.operationName === 'Transfers') sent.push(body.variables?.filter);
    });
    const pagerTotal = async () =>
      Number(
        (
          / of ([\d,]+)$/.exec(await page.getByText(/^Showing [\d,]+–[\d,]+ of [\d,]+$/).innerText())?.[1] ?? ''
        ).replace(/,/g, ''),
      );
    await page.goto(`/ProductTransfer?from=${dates.fromDate}&to=${dates.toDate}`);
    const toggle = page.getByLabel(/^Only my \d+ brands$/);
    await expect.poll(() => toggle.isChecked(), POLL).toBe(true);
    await expect.poll(() => pagerTotal().catch(() => Number.NaN), POLL).toBe(mine);
    expect(sent.at(-1)).toMatchObject({ managerId });

    await page.getByText(/^Only my \d+ brands$/).click();
    await expect.poll(() => toggle.isChecked(), POLL).toBe(false);
    await expect.poll(() => pagerTotal().catch(() => Number.NaN), POLL).toBe(company);
    expect(sent.at(-1)).toMatchObject({ managerId: null });
  }, 120_000);
});
