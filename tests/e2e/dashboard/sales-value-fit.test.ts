// The dashboard's Sales value card: its figure sits on one line at 1366 and 800 px, and the card still says the
// whole amount the gateway answered (in its title and to screen readers) when the line shows it shortened.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { POLL, signInBehind } from '../support.js';

/** The lines the card's figure takes on screen (its text that is seen: a visually hidden one is 1 px wide). */
const linesOf = (value: Locator) =>
  value.evaluate((element) => {
    const tops = new Set<number>();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if ((node.parentElement?.getBoundingClientRect().width ?? 0) <= 1) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
    }
    return tops.size;
  });

/** The dashboard's Sales value as the gateway answers it to the page. */
async function openDashboard(page: Page): Promise<number> {
  const answer = page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('DashboardView'),
  );
  await page.goto('/app/dashboard/default');
  const body = (await (await answer).json()) as { data: { dashboard: { cards: { salesValue: number } } } };
  return body.data.dashboard.cards.salesValue;
}

describe('the Sales value card', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser({ width: 1366, height: 850 });
    await signInBehind(session.page, 'admin', 'Admin@2026');
  });
  afterAll(() => session?.close());

  it.each([1366, 800])('keeps the figure on one line at %i px and says the whole amount', async (width) => {
    const { page } = session;
    await page.setViewportSize({ width, height: 850 });
    const salesValue = await openDashboard(page);
    const card = page.getByRole('group', { name: 'Sales value' });
    const value = card.locator('dd').first();
    await expect.poll(() => value.textContent(), POLL).toMatch(/\d/);
    expect(await linesOf(value)).toBe(1);
    // The whole amount, grouped and whole, as the business writes money (BDT 12,345,678).
    const whole = `BDT ${new Intl.NumberFormat('en-BD', { maximumFractionDigits: 0 }).format(salesValue)}`;
    const said = `${await value.getAttribute('title')}|${await card.textContent()}`;
    expect(said.replaceAll('\u00a0', ' ')).toContain(whole);
  });
});
