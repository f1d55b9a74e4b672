// A day as a person types it into a date field, read as YYYY-MM-DD (loaded with the field only, not on every screen
// that formats a figure): the business's medium style, its numeric order or ISO; what is no day, refused with why.
import { DEFAULT_LOCALE, dayText, MEDIUM_DAY } from './format';

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
  const written = dayText('2000-11-27', { day: 'numeric', month: 'numeric', year: 'numeric' }, locale);
  return written.indexOf('11') < written.indexOf('27');
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
  const hint = { error: `Write a day as ${dayText(EXAMPLE_DAY, MEDIUM_DAY, locale)} or ${EXAMPLE_DAY}` };
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
