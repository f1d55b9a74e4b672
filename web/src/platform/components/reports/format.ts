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
  /** A percentage figure in a table (the % in the header): always one decimal, so a column's figures line up. */
  tenths: (value: number) => string;
  /** A money figure in a table (the unit is in the header): grouped, always two decimals. */
  amount: (value: number) => string;
  /** A money headline: the currency's sign (or code) and whole units. */
  money: (value: number) => string;
  /** A money headline where space is tight (a card): the sign (or code) and a short figure from 100,000 on (BDT 12.3M),
   *  whole below it; the whole figure (`money`) goes beside it for hover and screen readers. */
  moneyShort: (value: number) => string;
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

/** A day in the business's medium style: 27 Nov 2026 (en-GB), Nov 27, 2026 (en-US). */
export const MEDIUM_DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const SHORT: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' };
/** A day (YYYY-MM-DD, or the day of an ISO instant as written) in `parts`; text that is no day is left as it is. */
const calendarText = (day: string | null | undefined, parts: Intl.DateTimeFormatOptions, locale: string) =>
  day && /^\d{4}-\d{2}-\d{2}/.test(day) ? dayText(day.slice(0, 10), parts, locale) : (day ?? '');

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
  const tenths = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const amount = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const money = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  });
  const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
  const shortMoney = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    notation: 'compact',
    maximumFractionDigits: 1,
  });
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
    tenths: (value) => tenths.format(value),
    amount: (value) => amount.format(value),
    money: (value) => (symbol === sign ? money.format(value) : `${symbol} ${headline.format(value)}`),
    moneyShort: (value) =>
      Math.abs(value) < 100_000
        ? formats.money(value)
        : symbol === sign
          ? shortMoney.format(value)
          : `${symbol} ${compact.format(value)}`,
    compact: (value) => compact.format(value),
    percent: (rate) => percent.format(rate),
    change: (now, before) => (before === 0 ? null : signed.format((now - before) / before)),
    time: instant(clock),
    dateTime: instant(dayAndClock),
    day: (day, parts) => dayText(day, parts, locale),
    date: (day) => calendarText(day, MEDIUM_DAY, locale),
    shortDate: (day) => calendarText(day, SHORT, locale),
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
