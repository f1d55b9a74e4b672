// What day it is for the business: one configured time zone (BUSINESS_TIME_ZONE, by default
// Asia/Dhaka, the demo distributor's) decides "today" and the default report ranges, as in the gateway.
export const DEFAULT_BUSINESS_TIME_ZONE = 'Asia/Dhaka';

const formats = new Map<string, Intl.DateTimeFormat>();

export function businessTimeZone(): string {
  return process.env.BUSINESS_TIME_ZONE?.trim() || DEFAULT_BUSINESS_TIME_ZONE;
}

/** The calendar day (YYYY-MM-DD) of `now` in `zone`. */
export function businessDay(now: Date = new Date(), zone: string = businessTimeZone()): string {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formats.set(zone, format);
  }
  return format.format(now);
}
