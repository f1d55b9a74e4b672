// Record screens for daily use at 1366 × 850: their charts name the unit they count, as the
// achievement charts do (in the title and on the value axis), and Market Issues' status is a secondary
// filter inside the report filter bar (drafted, flagged until applied, a removable chip, reset, in the URL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { screenshot, settle } from '../a11y-support.js';
import { POLL, signInBehind } from '../support.js';

describe('record screens for daily use', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser({ width: 1366, height: 850 });
    await signInBehind(session.page, 'admin', 'Admin@2026');
  });
  afterAll(() => session?.close());

  it('names the unit of the record charts in their titles and on their value axes', async () => {
    const { page } = session;
    for (const [path, title, name, axis] of [
      ['/Deployment', 'Deployment', /^Deployments by status/, 'Deployments (count)'],
      ['/MarkeetActivity', 'Market Activity', /^Activities by category/, 'Activities (count)'],
    ] as const) {
      await page.goto(path);
      await settle(page, title);
      const chart = page.getByRole('figure', { name });
      expect(await chart.getAttribute('aria-label'), path).toContain('(count)');
      await chart.scrollIntoViewIfNeeded();
      await expect.poll(() => chart.locator('svg text').allTextContents(), { timeout: 20_000 }).toContain(axis);
      await screenshot(page, `chart units ${title}`);
    }
  }, 120_000);

  it("keeps Market Issues' status inside the filter bar, as the other filters behave", async () => {
    const { page } = session;
    await page.goto('/MarketIssue');
    const table = page.getByRole('table', { name: 'Market issues', exact: true });
    await table.locator('tbody tr').first().waitFor();
    const filters = page.getByRole('form', { name: 'Report filters' });
    // The status is one of the bar's secondary filters, behind "More filters", not a control above the bar.
    expect(await page.getByLabel('Status', { exact: true }).count()).toBe(0);
    await filters.getByRole('button', { name: /More filters/ }).click();
    const status = filters.getByLabel('Status', { exact: true });
    await status.selectOption({ label: 'Resolved' });
    await filters.getByText('Changes not applied').waitFor();
    expect(new URL(page.url()).searchParams.get('status')).toBeNull();
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('status'), POLL).toBe('3');
    await expect.poll(() => filters.getByText('Changes not applied').count(), POLL).toBe(0);
    await expect
      .poll(async () => [...new Set(await table.locator('tbody tr td:nth-child(5)').allTextContents())], POLL)
      .toEqual(['Resolved']);
    const chips = page.getByRole('list', { name: 'Applied filters' });
    await chips.getByText('Status: Resolved').waitFor();
    await screenshot(page, 'Market Issues status filter');
    // Reset clears it with the others; the chip removes it alone.
    await chips.getByRole('button', { name: 'Reset' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('status'), POLL).toBeNull();
    await page.goto('/MarketIssue?status=1&region=1');
    await chips.getByRole('button', { name: 'Remove Status: Open' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('status'), POLL).toBeNull();
    expect(new URL(page.url()).searchParams.get('region')).toBe('1');
  }, 120_000);
});
