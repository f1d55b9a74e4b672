// ISO weeks (Monday first; week 1 holds the year's first Thursday), as the plans count them. Pure.
import { dayText } from '../../platform/components/reports/format';

const DAY_MS = 86_400_000;

/** The ISO week of a YYYY-MM-DD day (the business's today, not the browser's date). */
export function isoWeekOf(date: string): { year: number; week: number } {
  const day = Date.parse(`${date}T00:00:00Z`);
  const thursday = new Date(day + (3 - ((new Date(day).getUTCDay() + 6) % 7)) * DAY_MS);
  const year = thursday.getUTCFullYear();
  return { year, week: 1 + Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS)) };
}

/** A week's label, its Monday written as every other day is: "W12 · Mar 16" (en-BD), "W12 · 16 Mar" (en-GB). */
export function weekLabel(week: number, monday: string, locale?: string): string {
  return `W${week} · ${dayText(monday, { day: 'numeric', month: 'short' }, locale)}`;
}
