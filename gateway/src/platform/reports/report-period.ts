// Relative periods on the business's calendar (ReportFilter.period): the days each stands for, counted from the
// business day (business-day.ts: BUSINESS_TIME_ZONE, whatever the server's zone). Weeks are ISO weeks (Monday to
// Sunday, so a week can span two years, as week 53 of 2026 does); months and quarters are calendar ones. Periods
// "to date" and THIS_WEEK end on today; LAST_* periods are whole.
import { registerEnumType } from 'type-graphql';
import { businessDay, businessTimeZone } from '../business-day.js';

export enum ReportPeriod {
  TODAY = 'TODAY',
  YESTERDAY = 'YESTERDAY',
  LAST_7_DAYS = 'LAST_7_DAYS',
  LAST_30_DAYS = 'LAST_30_DAYS',
  THIS_WEEK = 'THIS_WEEK',
  LAST_WEEK = 'LAST_WEEK',
  MONTH_TO_DATE = 'MONTH_TO_DATE',
  LAST_MONTH = 'LAST_MONTH',
  QUARTER_TO_DATE = 'QUARTER_TO_DATE',
  LAST_QUARTER = 'LAST_QUARTER',
}

registerEnumType(ReportPeriod, {
  name: 'ReportPeriod',
  description:
    "Days relative to the business's today (businessCalendar.today, in its time zone), resolved by the gateway " +
    'into fromDate and toDate (echoed in the answer’s extensions.periods). Weeks are ISO weeks, Monday to Sunday.',
  valuesConfig: {
    TODAY: { description: "The business's today." },
    YESTERDAY: { description: 'The day before today.' },
    LAST_7_DAYS: { description: 'The 7 days ending today (today and the 6 before).' },
    LAST_30_DAYS: { description: 'The 30 days ending today: what a report without dates covers.' },
    THIS_WEEK: { description: "Monday of today's ISO week to today." },
    LAST_WEEK: { description: "The ISO week before today's, Monday to Sunday (it may start in the year before)." },
    MONTH_TO_DATE: { description: "The first of today's month to today." },
    LAST_MONTH: { description: 'The whole calendar month before today’s.' },
    QUARTER_TO_DATE: {
      description: "The first day of today's calendar quarter (January, April, July, October) to today.",
    },
    LAST_QUARTER: { description: 'The whole calendar quarter before today’s.' },
  },
});

export interface DayRange {
  fromDate: string;
  toDate: string;
}

const DAY_MS = 86_400_000;
const day = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The days `period` stands for on the business day of `today` (YYYY-MM-DD). */
export function periodDays(period: ReportPeriod, today: string): DayRange {
  const time = Date.parse(`${today}T00:00:00Z`);
  const date = new Date(time);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  const back = (days: number): DayRange => ({ fromDate: day(time - days * DAY_MS), toDate: today });
  const monday = time - ((date.getUTCDay() + 6) % 7) * DAY_MS;
  const quarter = month - (month % 3);
  switch (period) {
    case ReportPeriod.TODAY:
      return back(0);
    case ReportPeriod.YESTERDAY:
      return { fromDate: day(time - DAY_MS), toDate: day(time - DAY_MS) };
    case ReportPeriod.LAST_7_DAYS:
      return back(6);
    case ReportPeriod.LAST_30_DAYS:
      return back(29);
    case ReportPeriod.THIS_WEEK:
      return { fromDate: day(monday), toDate: today };
    case ReportPeriod.LAST_WEEK:
      return { fromDate: day(monday - 7 * DAY_MS), toDate: day(monday - DAY_MS) };
    case ReportPeriod.MONTH_TO_DATE:
      return { fromDate: day(Date.UTC(year, month, 1)), toDate: today };
    case ReportPeriod.LAST_MONTH:
      return { fromDate: day(Date.UTC(year, month - 1, 1)), toDate: day(Date.UTC(year, month, 1) - DAY_MS) };
    case ReportPeriod.QUARTER_TO_DATE:
      return { fromDate: day(Date.UTC(year, quarter, 1)), toDate: today };
    case ReportPeriod.LAST_QUARTER:
      return { fromDate: day(Date.UTC(year, quarter - 3, 1)), toDate: day(Date.UTC(year, quarter, 1) - DAY_MS) };
  }
}

/** The days `period` stands for at the instant `now`, on the business's calendar (its zone's day). */
export function periodRange(period: ReportPeriod, now: Date = new Date(), zone: string = businessTimeZone()): DayRange {
  return periodDays(period, businessDay(now, zone));
}
