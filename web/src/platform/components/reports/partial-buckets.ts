// A trend's buckets on the axis: the first day of each, short (27 Nov), the one holding the business's today marked
// as not over yet (27 Nov (to date)), so a short last bar reads as a period still running, not as a fall.
import type { NumberFormats } from './format';

const DAY_MS = 86_400_000;

/** The axis label of the bucket of `days` days starting `start` (YYYY-MM-DD), on the business day `today`. */
export function bucketLabel(formats: NumberFormats, start: string, days: number, today: string): string {
  const label = formats.shortDate(start);
  const first = Date.parse(`${start}T00:00:00Z`);
  const now = Date.parse(`${today}T00:00:00Z`);
  return now >= first && now < first + days * DAY_MS ? formats.toDate(label) : label;
}
