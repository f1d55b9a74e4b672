// Date range presets of the report filter bar, computed from the business day the gateway gives
// (businessCalendar.today, in BUSINESS_TIME_ZONE), never from the browser's clock.
import type { DateRange } from './report-filter';

export const DATE_PRESETS = [
  { id: 'today', label: 'Today' },
  { id: 'last7', label: 'Last 7 days' },
  { id: 'last30', label: 'Last 30 days' },
  { id: 'thisMonth', label: 'This month' },
  { id: 'lastMonth', label: 'Last month' },
  { id: 'thisYear', label: 'This year' },
  { id: 'last12Months', label: 'Last 12 months' },
] as const;

export type DatePreset = (typeof DATE_PRESETS)[number]['id'];

const DAY_MS = 86_400_000;
const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The range a preset means on the business day `today` (YYYY-MM-DD); empty while that day is not known yet. */
export function presetRange(preset: DatePreset, today: string): DateRange {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) return { from: '', to: '' };
  const firstOfMonth = `${today.slice(0, 8)}01`;
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'last7':
      return { from: shift(today, -6), to: today };
    case 'last30':
      return { from: shift(today, -29), to: today };
    case 'thisMonth':
      return { from: firstOfMonth, to: today };
    case 'lastMonth': {
      const end = shift(firstOfMonth, -1);
      return { from: `${end.slice(0, 8)}01`, to: end };
    }
    case 'thisYear':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
    case 'last12Months':
      return { from: shift(today, -364), to: today };
  }
}

/** The preset a range is, if any (so the select shows "Last 7 days" rather than "Custom"). */
export function presetOf(range: DateRange, today: string): DatePreset | '' {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) return '';
  const match = DATE_PRESETS.find(({ id }) => {
    const candidate = presetRange(id, today);
    return candidate.from === range.from && candidate.to === range.to;
  });
  return match?.id ?? '';
}

/** A screen's own default range that no preset is (Training List's past year and coming 90 days), by its name. */
export interface NamedRange {
  label: string;
  range: (today: string) => DateRange;
}

/** The date range select's value for a screen's own default range. */
export const DEFAULT_RANGE = 'default';

/** What the date range select shows for a range: its preset, the screen's named default, or '' (Custom). */
export function rangeChoice(
  range: DateRange,
  today: string,
  named?: NamedRange,
): DatePreset | typeof DEFAULT_RANGE | '' {
  const preset = presetOf(range, today);
  if (preset || !named || !/^\d{4}-\d{2}-\d{2}$/.test(today)) return preset;
  const own = named.range(today);
  return own.from === range.from && own.to === range.to ? DEFAULT_RANGE : '';
}
