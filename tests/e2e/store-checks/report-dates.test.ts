// A manager reading the display-check reports meets dates in one language: the filter's days, the chips and the
// table's days in the business's words, a day typed that the calendar lacks refused in place (the report keeps
// what it shows), the calendar used with the keyboard, and By Week opening on a named range, not Custom.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from '../../support/browser.js';
import { addDays, businessToday } from '../../support/business-day.js';
import { dateField, dayIn, dayInWords, POLL, signInBehind } from '../support.js';

const param = (url: string, name: string) => new URL(url).searchParams.get(name) ?? '';

describe('report dates in the business words', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser({ width: 1366, height: 900 });
    await signInBehind(session.page, 'manager', 'Manager@2026');
  });
  afterAll(() => session?.close());

  it("shows the filter's days, the chip and the table's days as the business writes them", async () => {
    const { page } = session;
    const today = businessToday().day;
    const from = addDays(today, -29);
    await page.goto('/DisplayCheckByDate');
    const filters = page.getByRole('form', { name: 'Report filters' });
    const to = dateField(filters, 'To date');
    await expect.poll(() => dayIn(to), POLL).toBe(today);
    expect(await to.inputValue()).toBe(await dayInWords(page, today));
    expect(await dateField(filters, 'From date').inputValue()).toBe(await dayInWords(page, from));
    const chips = page.getByRole('list', { name: 'Applied filters' });
    await chips.getByText(`Dates: ${await dayInWords(page, from)} – ${await dayInWords(page, today)}`).waitFor();
    const table = page.getByRole('table', { name: 'Display checks by date' });
    const first = await table.locator('tbody tr td').first().innerText();
    expect(first).not.toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(first).toMatch(/[A-Za-z]/);
  });

  it('refuses a day the calendar lacks with the reason, and the report keeps its dates', async () => {
    const { page } = session;
    await page.goto('/DisplayCheckByDate');
    const filters = page.getByRole('form', { name: 'Report filters' });
    const from = dateField(filters, 'From date');
    await expect.poll(() => dayIn(from), POLL).not.toBe('');
    const before = page.url();
    await from.fill(`${businessToday().year}-02-30`);
    await from.press('Enter');
    await expect.poll(() => from.getAttribute('aria-invalid'), POLL).toBe('true');
    await filters.getByText(/^February \d{4} has 2[89] days$/).waitFor();
    await filters.getByRole('button', { name: 'Apply' }).click();
    expect(page.url()).toBe(before);
  });

  it('picks a day from the calendar with the keyboard alone and applies it as YYYY-MM-DD', async () => {
    const { page } = session;
    const today = businessToday().day;
    await page.goto('/DisplayCheckByDate');
    const filters = page.getByRole('form', { name: 'Report filters' });
    const from = dateField(filters, 'From date');
    await expect.poll(() => dayIn(from), POLL).toBe(addDays(today, -29));
    await from.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('grid').waitFor();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await expect.poll(() => dayIn(from), POLL).toBe(addDays(today, -30));
    expect(await from.inputValue()).toBe(await dayInWords(page, addDays(today, -30)));
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => param(page.url(), 'from'), POLL).toBe(addDays(today, -30));
  });

  it('opens By Week on This year, the range it shows', async () => {
    const { page } = session;
    await page.goto('/DisplayCheckByWeek');
    const filters = page.getByRole('form', { name: 'Report filters' });
    await expect.poll(() => dayIn(dateField(filters, 'To date')), POLL).toBe(businessToday().day);
    expect(await filters.getByLabel('Date range').locator('option:checked').innerText()).toBe('This year');
  });
});
