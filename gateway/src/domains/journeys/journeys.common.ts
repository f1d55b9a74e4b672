import { businessDay, businessTimeZone } from '../../platform/business-day.js';
import { gatewayError } from '../../platform/graphql/errors.js';
import type { InputChecks } from '../../platform/graphql/validate.js';
import { parseDay } from '../../platform/reports/report-filter.js';

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

/** The business's today (UTC ms of its date), by the business day (not UTC's). */
export function businessTodayStart(now: Date = new Date(), zone: string = businessTimeZone()): number | undefined {
  return parseDay(businessDay(now, zone));
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

/** The ISO week-numbering year of a day (YYYY-MM-DD): the year of its week's Thursday. */
export function isoYearOf(day: string): number {
  const time = parseDay(day) ?? Date.now();
  const thursday = new Date(time + (3 - ((new Date(time).getUTCDay() + 6) % 7)) * DAY_MS);
  return thursday.getUTCFullYear();
}

/**
 * The Year parameter of the week calls (GetTeamMemberVisitSummary, CopyJourneyPlan), which the description
 * does not give: sent only to a base that offers it; a base without it numbers the weeks of this year, so
 * another year is refused here before any call.
 */
export function weekYearParam(
  offered: boolean,
  year: number,
  field = 'year',
  now: Date = new Date(),
): { Year?: number } {
  if (offered) return { Year: year };
  const current = isoYearOf(businessDay(now));
  if (year !== current)
    throw gatewayError('BAD_USER_INPUT', `The distributor's services plan the weeks of ${current} only`, { field });
  return {};
}
