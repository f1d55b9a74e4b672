// A trend's buckets on the axis: the first day of each, short (27 Nov). A bucket cut by the range is marked: the one
// holding the business's today as not over yet (27 Nov (to date)), and the first one when the range starts after
// its first day with the day counted from (27 Oct (from 31 Oct)), so a short bar at either end reads as a part of a
// period, not as a fall.
import type { NumberFormats } from './format';

const DAY_MS = 86_400_000;

/**
 * The axis label of the bucket of `days` days starting `start` (YYYY-MM-DD), on the business day `today`, in a
 * range starting `from` (YYYY-MM-DD; none: not cut at its start).
 */
export function bucketLabel(formats: NumberFormats, start: string, days: number, today: string, from?: string): string {
  const label = formats.shortDate(start);
  const first = Date.parse(`${start}T00:00:00Z`);
  const now = Date.parse(`${today}T00:00:00Z`);
  const running = now >= first && now < first + days * DAY_MS;
  const cut = from !== undefined && from > start && Date.parse(`${from}T00:00:00Z`) < first + days * DAY_MS;
  if (cut) return `${label} (from ${formats.shortDate(from)}${running ? ', to date' : ''})`;
  return running ? formats.toDate(label) : label;
}
