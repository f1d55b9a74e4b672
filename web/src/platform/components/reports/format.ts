// Numbers and times as the business writes them: one locale, one currency and one time zone
// (BUSINESS_LOCALE, BUSINESS_CURRENCY and BUSINESS_TIME_ZONE, given by the gateway with businessCalendar;
// en-BD, BDT and Asia/Dhaka by default) and the same decimals everywhere: counts whole (a measure with a
// fraction, one decimal), money to the paisa in tables and whole in headlines, rates as percentages with
// one decimal. An instant is read on the business's clock, never the browser's: a manager travelling sees
// the check-in time the field saw. Every figure and time on screen goes through here (web unit one-format).
import { useQuery } from '@apollo/client/react';
import { BusinessCalendarQuery } from './calendar.documents';

export const DEFAULT_LOCALE = 'en-BD';
export const DEFAULT_CURRENCY = 'BDT';
export const DEFAULT_TIME_ZONE = 'Asia/Dhaka';

export interface NumberFormats {
  locale: string;
  currency: string;
  timeZone: string;
  /** The currency's sign ($), or its code where the sign is missing from common fonts (BDT for ৳). */
  symbol: string;
  /** A count or a measure: grouped, at most one decimal. */
  number: (value: number) => string;
  /** A money figure in a table (the unit is in the header): grouped, always two decimals. */
  amount: (value: number) => string;
  /** A money headline: the currency's sign (or code) and whole units. */
  money: (value: number) => string;
  /** An axis tick: short (12K, 1.2M). */
  compact: (value: number) => string;
  /** A rate (0.123) as a percentage (12.3%). */
  percent: (rate: number) => string;
  /** The change from `before` to `now` as a signed percentage, or null when there was nothing before. */
  change: (now: number, before: number) => string | null;
  /** An instant (ISO 8601) as the business's clock time (2:05 PM); '' when there is none. */
  time: (iso: string | null | undefined) => string;
  /** An instant (ISO 8601) as the business's day and clock time (24 Nov 2026, 2:05 PM); '' when there is none. */
  dateTime: (iso: string | null | undefined) => string;
  /** A calendar day (YYYY-MM-DD) in words, as `parts` asks ("Wednesday", "Nov 18"). */
  day: (day: string, parts: Intl.DateTimeFormatOptions) => string;
  /** A calendar day (YYYY-MM-DD) in the business's medium style (27 Nov 2026); '' when there is none. */
  date: (day: string | null | undefined) => string;
  /** A calendar day where space is tight: day and month (27 Nov); '' when there is none. */
  shortDate: (day: string | null | undefined) => string;
  /** The label of a trend's current bucket, which is not over yet (Nov (to date)). */
  toDate: (label: string) => string;
}

/**
 * A calendar day (YYYY-MM-DD) in words, as `parts` asks: a day has no clock, so it is read in no zone (UTC) and
 * never shifted to the day before or after by the browser's.
 */
export function dayText(day: string, parts: Intl.DateTimeFormatOptions, locale = DEFAULT_LOCALE): string {
  return new Intl.DateTimeFormat(locale, { ...parts, timeZone: 'UTC' }).format(Date.parse(`${day}T00:00:00Z`));
}

const MEDIUM: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const SHORT: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' };
const ISO_DAY = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
/** The day the field's hint writes in the business's style. */
const EXAMPLE_DAY = '2026-11-27';

export type ParsedDay = { day: string } | { error: string };

/** Month names (short and long, lower case) of a locale, to their number. */
function monthNames(locale: string): Map<string, number> {
  const names = new Map<string, number>();
  for (let month = 1; month <= 12; month++) {
    const day = `2000-${String(month).padStart(2, '0')}-01`;
    for (const style of ['short', 'long'] as const) {
      names.set(dayText(day, { month: style }, locale).toLowerCase().replace(/\.$/, ''), month);
    }
  }
  return names;
}

/** Whether the locale writes the month before the day in its numeric style (11/27/2026). */
function monthFirst(locale: string): boolean {
  const order = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeZone: 'UTC' })
    .formatToParts(0)
    .map((part) => part.type);
  return order.indexOf('month') < order.indexOf('day');
}

function calendarDay(year: number, month: number, date: number, locale: string): ParsedDay {
  if (month < 1 || month > 12) return { error: `There is no month ${month}` };
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const monthText = `${String(month).padStart(2, '0')}`;
  if (date < 1 || date > days) {
    return {
      error: `${dayText(`${year}-${monthText}-01`, { month: 'long', year: 'numeric' }, locale)} has ${days} days`,
    };
  }
  return { day: `${String(year).padStart(4, '0')}-${monthText}-${String(date).padStart(2, '0')}` };
}

/**
 * A day as a person writes it in a date field, read as YYYY-MM-DD: the business's medium style (27 Nov 2026, any
 * case, the month short or long), its numeric order (27/11/2026 in en-GB, 11/27/2026 in en-US) or ISO; a day the
 * calendar lacks (30 Feb) or text that is no day is an error saying why. Empty text is no day ('').
 */
export function parseDay(text: string, locale = DEFAULT_LOCALE): ParsedDay {
  const written = text.trim().toLowerCase();
  if (!written) return { day: '' };
  const iso = ISO_DAY.exec(written);
  if (iso) return calendarDay(Number(iso[1]), Number(iso[2]), Number(iso[3]), locale);
  const words = written.split(/[\s,./-]+/).filter(Boolean);
  const numbers = words.filter((word) => /^\d+$/.test(word)).map(Number);
  const named = words.filter((word) => !/^\d+$/.test(word)).map((word) => word.replace(/\.$/, ''));
  const hint = { error: `Write a day as ${dayText(EXAMPLE_DAY, MEDIUM, locale)} or ${EXAMPLE_DAY}` };
  if (named.length === 1 && numbers.length === 2) {
    const month = monthNames(locale).get(named[0] ?? '');
    const year = numbers.find((n) => n > 31);
    const date = numbers.find((n) => n !== year);
    if (!month || year === undefined || date === undefined || year < 1000) return hint;
    return calendarDay(year, month, date, locale);
  }
  if (named.length === 0 && numbers.length === 3) {
    const [first = 0, second = 0, year = 0] = numbers;
    if (year < 1000) return hint;
    return monthFirst(locale) ? calendarDay(year, first, second, locale) : calendarDay(year, second, first, locale);
  }
  return hint;
}

/** The instant a calendar day (YYYY-MM-DD) starts in `timeZone`: ISO 8601 with that zone's offset on that day. */
export function dayStartIn(day: string, timeZone: string): string {
  const offset = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(Date.parse(`${day}T12:00:00Z`))
    .find((part) => part.type === 'timeZoneName')
    ?.value.replace('GMT', '');
  return `${day}T00:00:00${offset || '+00:00'}`;
}

const cache = new Map<string, NumberFormats>();

export function numberFormats(
  locale = DEFAULT_LOCALE,
  currency = DEFAULT_CURRENCY,
  timeZone = DEFAULT_TIME_ZONE,
): NumberFormats {
  const key = `${locale}|${currency}|${timeZone}`;
  const known = cache.get(key);
  if (known) return known;
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const amount = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const money = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  });
  const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const signed = new Intl.NumberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  });
  const sign = money.formatToParts(0).find((part) => part.type === 'currency')?.value ?? currency;
  // A sign outside Latin and the currency-symbols block (৳) is missing from many fonts: write the code.
  const symbol = /^[\u0020-\u00ff\u20a0-\u20cf]+$/.test(sign) ? sign : currency;
  const headline = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const clock = new Intl.DateTimeFormat(locale, { timeZone, timeStyle: 'short' });
  const dayAndClock = new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'medium', timeStyle: 'short' });
  const instant = (format: Intl.DateTimeFormat) => (iso: string | null | undefined) =>
    iso ? format.format(new Date(iso)) : '';
  const formats: NumberFormats = {
    locale,
    currency,
    timeZone,
    symbol,
    number: (value) => number.format(value),
    amount: (value) => amount.format(value),
    money: (value) => (symbol === sign ? money.format(value) : `${symbol} ${headline.format(value)}`),
    compact: (value) => compact.format(value),
    percent: (rate) => percent.format(rate),
    change: (now, before) => (before === 0 ? null : signed.format((now - before) / before)),
    time: instant(clock),
    dateTime: instant(dayAndClock),
    day: (day, parts) => dayText(day, parts, locale),
    date: (day) => (day ? dayText(day, MEDIUM, locale) : ''),
    shortDate: (day) => (day ? dayText(day, SHORT, locale) : ''),
    toDate: (label) => `${label} (to date)`,
  };
  cache.set(key, formats);
  return formats;
}

/** The business's number and time formats (the defaults until the calendar has arrived). */
export function useNumberFormats(): NumberFormats {
  const calendar = useQuery(BusinessCalendarQuery).data?.businessCalendar;
  return numberFormats(calendar?.locale, calendar?.currency, calendar?.timeZone);
}
