// A manager follows links with values no view can show: a day that is no date and a page past the end. Each
// screen falls back to a view it can show (the default dates, the last page), says so briefly, and never shows
// the raw server message or a count like "Showing 49,901–1,501 of 1,501".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { businessToday } from '../../support/business-day.js';
import { POLL, signInBehind } from '../support.js';

describe('bad links fall back to views that can be shown', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser();
    await signInBehind(session.page, 'manager', 'Manager@2026');
  });
  afterAll(() => session?.close());

  it('shows a report with its default dates when the link holds a day that is no date', async () => {
    const { page } = session;
    const bad = `${businessToday().year}-02-30`;
    await page.goto(`/StockReport?from=${bad}`);
    await page.getByText(`“${bad}” is not a date`).first().waitFor();
    await page.getByRole('table', { name: /Lines low on stock/ }).waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get('from'), POLL).toBeNull();
    expect(await page.getByText(/must be a date|Internal Server Error|status code 500/i).count()).toBe(0);
  });

  it('shows the last page when the link asks for a page past the end', async () => {
    const { page } = session;
    await page.goto('/store?page=999');
    await page.getByText('page 999 is past the end').first().waitFor();
    const showing = page.getByText(/^Showing [\d,]+–[\d,]+ of [\d,]+$/);
    await expect
      .poll(async () => {
        const match = /^Showing ([\d,]+)–([\d,]+) of ([\d,]+)$/.exec((await showing.textContent()) ?? '');
        if (!match) return 'no count';
        const [first, last, total] = match.slice(1).map((n) => Number(n.replace(/,/g, '')));
        return first! <= last! && last === total ? 'last page' : `${first}–${last} of ${total}`;
      }, POLL)
      .toBe('last page');
    expect(Number(new URL(page.url()).searchParams.get('page'))).toBeLessThan(999);
    await page.locator('table tbody tr').first().waitFor();
  });

  it('drops a sort the list does not know, saying so', async () => {
    const { page } = session;
    await page.goto('/store?sort=nonsense');
    await page.getByText('sort “nonsense” is not one this list shows').first().waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort'), POLL).toBeNull();
  });
});
