// The business's today (businessCalendar.today, a day in BUSINESS_TIME_ZONE) for screens that open on
// "this" week, month or year: never the browser's clock, whose zone and date may differ from it.
import { useQuery } from '@apollo/client/react';
import { BusinessCalendarQuery } from './reports/calendar.documents';

/** Today as YYYY-MM-DD in the business time zone; undefined until the gateway has said. */
export function useBusinessToday(): string | undefined {
  return useQuery(BusinessCalendarQuery).data?.businessCalendar.today;
}

/** The year and month (1 to 12) of a YYYY-MM-DD day; zeros while the day is unknown. */
export function monthOfDay(day: string | undefined): { year: number; month: number } {
  const match = /^(\d{4})-(\d{2})-\d{2}$/.exec(day ?? '');
  return match ? { year: Number(match[1]), month: Number(match[2]) } : { year: 0, month: 0 };
}
