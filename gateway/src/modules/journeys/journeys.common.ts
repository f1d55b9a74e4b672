import type { Row } from '../../upstream/contract.js';
import type { InputChecks } from '../../validate.js';
import type { StoreOption } from '../lookups/lookups.types.js';
import { businessDay, businessTimeZone } from '../../business-day.js';
import { formatDay, parseDay } from '../reports/report-filter.js';
import type { PlanDay } from './journeys.types.js';
import type { Join } from '../joins/joins.js';

export const STALE_AFTER_MINUTES = 12 * 60;
export const MAX_PLAN_CHANGES = 200;
export const DAY_MS = 86_400_000;

/** The Monday of an ISO week (UTC ms), or undefined when the year has no such week. */
export function isoWeekStart(year: number, week: number): number | undefined {
  const jan4 = Date.UTC(year, 0, 4);
  const monday = jan4 - ((new Date(jan4).getUTCDay() + 6) % 7) * DAY_MS + (week - 1) * 7 * DAY_MS;
  const thursday = new Date(monday + 3 * DAY_MS);
  return thursday.getUTCFullYear() === year ? monday : undefined;
}

export function checkWeek(checks: InputChecks, field: string, year: number, week: number): number | undefined {
  if (!Number.isSafeInteger(week) || week < 1 || week > 53) {
    checks.fail(field, `${field} must be a week number from 1 to 53`);
    return undefined;
  }
  const monday = isoWeekStart(year, week);
  if (monday === undefined) checks.fail(field, `${year} has no week ${week}`);
  return monday;
}

/** Plans change for this week or later: a past week is history, by the business day (not UTC's). */
export function refusePastWeek(
  checks: InputChecks,
  field: string,
  year: number,
  week: number,
  monday: number | undefined,
  now: Date = new Date(),
  zone: string = businessTimeZone(),
) {
  const today = parseDay(businessDay(now, zone));
  if (monday !== undefined && today !== undefined && monday + 7 * DAY_MS <= today)
    checks.fail(field, `Week ${week} of ${year} is in the past`);
}

export function checkYear(checks: InputChecks, year: number) {
  if (!Number.isSafeInteger(year) || year < 2000 || year > 2100)
    checks.fail('year', 'year must be a whole number from 2000 to 2100');
}

export const storeOption = (join: Join, id: number): StoreOption | null => {
  const row = join.refs.stores?.byId.get(id);
  return row ? { id: row.StoreID, code: row.StoreCode, name: row.StoreName } : null;
};

export function weekDays(rows: readonly Row<'WeekVisit'>[], monday: number, join: Join, today: string): PlanDay[] {
  return Array.from({ length: 7 }, (_, index) => {
    const date = formatDay(monday + index * DAY_MS);
    const mine = rows.filter((row) => row.PlanDate === date);
    return {
      date,
      weekday: index + 1,
      entries: mine
        .map((row) => ({
          store: join.store(row.StoreID),
          storeId: row.StoreID,
          planned: row.Planned === 1,
          visited: row.Visited === 1,
          checkIn: row.CheckIn ?? null,
        }))
        .sort((a, b) => (a.store?.name ?? '').localeCompare(b.store?.name ?? '')),
      planned: mine.filter((row) => row.Planned === 1).length,
      visited: mine.filter((row) => row.Planned === 1 && row.Visited === 1).length,
      missed: date < today ? mine.filter((row) => row.Planned === 1 && row.Visited === 0).length : 0,
      unplanned: mine.filter((row) => row.Planned === 0 && row.Visited === 1).length,
    };
  });
}
