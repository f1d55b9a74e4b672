// An instant on the business's clock, for what people read outside the screens: exports, e-mails, captions. The
// API answers instants in UTC; a spreadsheet or an e-mail shows them as the business's wall time (09:00 in Dhaka,
// not 03:00). Intl's time-zone data does the reckoning. Kept beside the contract because the gateway (exports),
// the services (e-mails, picture captions) and the web client (downloads) all write instants.

/** An ISO 8601 instant with a zone (`Z` or an offset), as the API and the bases give them. */
const INSTANT = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** An instant of a real calendar day (no 30 February) from the year 1000: any other text stays text. */
export function isInstant(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = INSTANT.exec(value);
  if (!match || Number.isNaN(Date.parse(value))) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const calendar = new Date(Date.UTC(year, month - 1, day));
  return year >= 1000 && calendar.getUTCMonth() === month - 1 && calendar.getUTCDate() === day;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function format(zone: string): Intl.DateTimeFormat {
  let found = formats.get(zone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(zone, found);
  }
  return found;
}

/** The wall time of `instant` in `zone`, YYYY-MM-DDTHH:MM:SS (whole seconds). */
export function wallTime(instant: Date, zone: string): string {
  const parts: Record<string, string> = {};
  for (const part of format(zone).formatToParts(instant)) parts[part.type] = part.value;
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

/** `zone`'s offset from UTC at `instant`, as ±HH:MM. */
export function offsetAt(instant: Date, zone: string): string {
  const wholeSeconds = Math.floor(instant.getTime() / 1000) * 1000;
  const minutes = Math.round((Date.parse(`${wallTime(instant, zone)}Z`) - wholeSeconds) / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** An instant as ISO 8601 on the business's clock: `2026-11-27T09:00:00+06:00` for 03:00 UTC in Asia/Dhaka; text
 *  that is no instant with a zone comes back as it is (never read on the server's own clock). */
export function onBusinessClock(instant: string | Date, zone: string): string {
  if (typeof instant === 'string' && !isInstant(instant)) return instant;
  const at = typeof instant === 'string' ? new Date(instant) : instant;
  return `${wallTime(at, zone)}${offsetAt(at, zone)}`;
}

/** The business's wall time of an instant as a Date whose UTC fields are that wall time: what a spreadsheet's
 *  zone-less date-time cell holds. */
export function wallClockDate(instant: string | Date, zone: string): Date {
  const at = typeof instant === 'string' ? new Date(instant) : instant;
  return new Date(`${wallTime(at, zone)}Z`);
}

/** A short reading for people: `2026-11-27 09:00` (the business's day and time to the minute); text that is no
 *  instant with a zone comes back as it is. */
export function businessMinute(instant: string | Date, zone: string): string {
  if (typeof instant === 'string' && !isInstant(instant)) return instant;
  const at = typeof instant === 'string' ? new Date(instant) : instant;
  return wallTime(at, zone).slice(0, 16).replace('T', ' ');
}
