// "Today" as the product counts it (BUSINESS_TIME_ZONE, Asia/Dhaka by default), for tests that compare with it:
// the UTC date is a day behind it from 18:00 to midnight UTC, when a test reading the UTC date fails.
// With the calendar arithmetic tests need to derive their days from it instead of writing fixed dates,
// which leave the demo data's window (about 180 days back from the seed's today) or become past weeks.
import { businessDay } from '../../services/src/platform/http/business-day.js';

const DAY_MS = 86_400_000;

export function businessToday(now = new Date()): { day: string; year: number; month: number; date: number } {
  const day = businessDay(now);
  return { day, year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)), date: Number(day.slice(8, 10)) };
}

/** `day` (YYYY-MM-DD) moved by `days`: back when negative. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The business's today moved by `days`: `daysFromToday(-30)` is 30 days ago. */
export function daysFromToday(days: number, now = new Date()): string {
  return addDays(businessToday(now).day, days);
}

/** The ISO week (Monday first; week 1 holds the year's first Thursday) of a YYYY-MM-DD day, and its year. */
export function isoWeekOf(day: string): { year: number; week: number } {
  const time = Date.parse(`${day}T00:00:00Z`);
  const thursday = new Date(time + (3 - ((new Date(time).getUTCDay() + 6) % 7)) * DAY_MS);
  const year = thursday.getUTCFullYear();
  return { year, week: 1 + Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS)) };
}

/** The day of ISO week `week` of `year` on `weekday` (1 Monday … 7 Sunday), YYYY-MM-DD. */
export function isoWeekDay(year: number, week: number, weekday = 1): string {
  const jan4 = Date.UTC(year, 0, 4);
  const monday = jan4 - ((new Date(jan4).getUTCDay() + 6) % 7) * DAY_MS + (week - 1) * 7 * DAY_MS;
  return new Date(monday + (weekday - 1) * DAY_MS).toISOString().slice(0, 10);
}

/** How many ISO weeks `year` has: 53 when 28 December is in week 53. */
export function isoWeeksIn(year: number): number {
  return isoWeekOf(`${year}-12-28`).week;
}

/** How many days month `month` (1–12) of `year` has. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The whole month before the one `day` is in: its first and last day, its year and month. */
export function monthBefore(day: string): { from: string; to: string; year: number; month: number } {
  const first = new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 2, 1));
  const year = first.getUTCFullYear();
  const month = first.getUTCMonth() + 1;
  const from = first.toISOString().slice(0, 10);
  return { from, to: addDays(from, daysInMonth(year, month) - 1), year, month };
}

/**
 * The days of a month (`year`, `month`) a report counts as elapsed, read between the business days `before` and
 * `after` (YYYY-MM-DD): one figure, or either of two when the business's midnight fell between them.
 */
export function daysElapsedBetween(before: string, after: string, year: number, month: number): number[] {
  const first = `${year}-${String(month).padStart(2, '0')}-01`;
  const elapsed = (day: string) =>
    day < first ? 0 : day.slice(0, 7) === first.slice(0, 7) ? Number(day.slice(8, 10)) : daysInMonth(year, month);
  return [...new Set([elapsed(before), elapsed(after)])];
}
