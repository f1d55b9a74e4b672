// What day it is for the business: one configured time zone (BUSINESS_TIME_ZONE, by default
// Asia/Dhaka, the demo distributor's) decides "today" and the default report ranges, whatever the
// zone of the server or the browser.
export const DEFAULT_BUSINESS_TIME_ZONE = 'Asia/Dhaka';

const formats = new Map<string, Intl.DateTimeFormat>();

/** The zone when it is one the runtime knows; otherwise an error naming the variable. */
export function checkTimeZone(zone: string): string {
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: zone });
    return zone;
  } catch {
    throw new Error(`BUSINESS_TIME_ZONE must be an IANA time zone such as Asia/Dhaka (got ${zone})`);
  }
}

export function businessTimeZone(): string {
  return process.env.BUSINESS_TIME_ZONE?.trim() || DEFAULT_BUSINESS_TIME_ZONE;
}

/** The calendar day (YYYY-MM-DD) of `now` in `zone`. */
export function businessDay(now: Date = new Date(), zone: string = businessTimeZone()): string {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: checkTimeZone(zone),
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formats.set(zone, format);
  }
  return format.format(now);
}

/** The calendar year of the business's today. */
export function businessYear(now: Date = new Date(), zone: string = businessTimeZone()): number {
  return Number(businessDay(now, zone).slice(0, 4));
}
