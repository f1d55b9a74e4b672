// Times and figures as the business reads them: a browser in New York (a manager travelling) sees the
// same check-in and picture times as the field in the business's zone (Asia/Dhaka in the demo), and the
// pager's counts in the business's locale, whatever the browser's own zone.

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { graphql, signInBehind } from '../support.js';

interface Calendar {
  timeZone: string;
  locale: string;
}

/** The clock time (HH:MM, 24-hour) of an ISO instant in a zone. */
function clockIn(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .formatToParts(new Date(iso))
    .map((part) => part.value);
  return parts.join('').replace(/\s/g, '');
}

/** The clock time shown in a text (12- or 24-hour), as HH:MM on 24 hours; '' when there is none. */
function shownClock(text: string): string {
  const match = /(\d{1,2}):(\d{2})\s*([ap]\.?m\.?)?/i.exec(text);
  if (!match) return '';
  const hour = (Number(match[1]) % (match[3] ? 12 : 24)) + (match[3]?.toLowerCase().startsWith('p') ? 12 : 0);
  return `${String(hour).padStart(2, '0')}:${match[2]}`;
}

/** The data of the next answer to the named operation. */
async function answerOf<T>(page: Page, operation: string, open: () => Promise<unknown>): Promise<T> {
  const answer = page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') &&
      (response.request().postDataJSON() as { operationName?: string } | null)?.operationName === operation,
  );
  await open();
  return ((await (await answer).json()) as { data: T }).data;
}

describe('times and figures in the business zone and locale', () => {
  let session: BrowserSession;
  let calendar: Calendar;
  beforeAll(async () => {
    session = await openBrowser({ width: 1366, height: 850 }, { timezoneId: 'America/New_York' });
    await signInBehind(session.page, 'admin', 'Admin@2026');
    calendar = (await graphql<{ businessCalendar: Calendar }>(session.page, '{ businessCalendar { timeZone locale } }'))
      .businessCalendar;
    expect(calendar.timeZone).toBe('Asia/Dhaka');
    expect(await session.page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
      'America/New_York',
    );
  }, 120_000);
  afterAll(() => session?.close());

  it("shows Store Visit's check-in and check-out at the business's clock", async () => {
    const { page } = session;
    type Visits = { storeVisits: { total: number; items: { checkIn: string | null; checkOut: string | null }[] } };
    const { storeVisits } = await answerOf<Visits>(page, 'StoreVisits', () => page.goto('/StoreVisit'));
    const visit = storeVisits.items[0];
    expect(visit?.checkIn).toBeTruthy();
    const table = page.getByRole('table', { name: 'Store visits' });
    const first = table.locator('tbody tr').first();
    await first.waitFor();
    const cells = await first.locator('td').allInnerTexts();
    expect(shownClock(cells[3] ?? '')).toBe(clockIn(visit!.checkIn!, calendar.timeZone));
    if (visit!.checkOut) expect(shownClock(cells[4] ?? '')).toBe(clockIn(visit!.checkOut, calendar.timeZone));
    // The pager's total in the business's locale, as the browser writes that locale.
    const total = await page.evaluate(([count, locale]) => new Intl.NumberFormat(locale).format(count), [
      storeVisits.total,
      calendar.locale,
    ] as const);
    await page.getByText(new RegExp(`^Showing 1–\\d+ of ${total}$`)).waitFor();
  }, 60_000);

  it("shows Store Pictures' taken-at times at the business's clock, on the tile and in the viewer", async () => {
    const { page } = session;
    type Pictures = { storePictures: { items: { takenAt: string; store: { name: string } | null }[] } };
    const { storePictures } = await answerOf<Pictures>(page, 'StorePictures', () => page.goto('/StorePicture'));
    const picture = storePictures.items[0];
    expect(picture).toBeDefined();
    const expected = clockIn(picture!.takenAt, calendar.timeZone);
    const tile = page.getByRole('list', { name: 'Store pictures' }).getByRole('listitem').first();
    expect(shownClock(await tile.innerText())).toBe(expected);
    await tile.click();
    const details = page.getByLabel('Picture details');
    expect(shownClock(await details.getByText(/Taken by: .* on /).innerText())).toBe(expected);
  }, 60_000);
});
