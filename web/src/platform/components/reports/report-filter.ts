// The report filter bar's view, held in the URL so a report can be reloaded or shared as seen.
// Pure: parse, serialize, cascade (region → city and store, channel → store, brand → category),
// check (the gateway's rules, shown before asking), and the GraphQL ReportFilter it means.
import type { ReportFilter } from '../../../gql/graphql';
import { urlId } from '../url-number';

export type ReportField =
  | 'region'
  | 'city'
  | 'channel'
  | 'brand'
  | 'category'
  | 'grade'
  | 'store'
  | 'manager'
  | 'dates'
  | 'weeks';

export interface ReportFilterView {
  region: number;
  city: number;
  channel: number;
  brand: number;
  category: number;
  grade: number;
  store: number;
  manager: number;
  /** YYYY-MM-DD; '' = the screen's default (the 30 days ending the business day, unless the screen says otherwise). */
  from: string;
  to: string;
  fromWeek: number;
  toWeek: number;
}

export const DEFAULT_WEEKS = { fromWeek: 1, toWeek: 52 } as const;
export const MAX_REPORT_DAYS = 366;

export const EMPTY_REPORT_FILTER: ReportFilterView = {
  region: 0,
  city: 0,
  channel: 0,
  brand: 0,
  category: 0,
  grade: 0,
  store: 0,
  manager: 0,
  from: '',
  to: '',
  ...DEFAULT_WEEKS,
};

const ID_KEYS = ['region', 'city', 'channel', 'brand', 'category', 'grade', 'store', 'manager'] as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const week = (value: string | null, fallback: number) => {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number >= 1 && number <= 53 ? number : fallback;
};

/** Whether `value` is a calendar day written YYYY-MM-DD (2026-02-30 is not). */
export function isDay(value: string): boolean {
  if (!DATE.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/**
 * What a link's report filter holds that no view can show, each said briefly, and the URL without it: a day that
 * is no date, a first day after the last or a range longer than a report covers (`maxDays`; the dates fall back to the
 * screen's default), a week out of 1–53 or a first week after the last (the default weeks).
 */
export function repairReportFilter(
  params: URLSearchParams,
  maxDays: number = MAX_REPORT_DAYS,
): { notices: string[]; params: URLSearchParams } {
  const next = new URLSearchParams(params);
  const notices: string[] = [];
  for (const key of ID_KEYS) {
    const raw = params.get(key);
    if (raw !== null && raw !== '' && raw !== '0' && urlId(raw) === 0) {
      notices.push(`${key} “${raw}” is not one a report is filtered by`);
      next.delete(key);
    }
  }
  for (const key of ['from', 'to'] as const) {
    const raw = params.get(key);
    if (raw !== null && raw !== '' && !isDay(raw)) {
      notices.push(`“${raw}” is not a date`);
      next.delete(key);
    }
  }
  const from = next.get('from') ?? '';
  const to = next.get('to') ?? '';
  if (from && to) {
    const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
    if (days < 1 || days > maxDays) {
      notices.push(days < 1 ? 'the first day was after the last' : `a report covers at most ${maxDays} days`);
      next.delete('from');
      next.delete('to');
    }
  }
  for (const key of ['fromWeek', 'toWeek'] as const) {
    const raw = params.get(key);
    if (raw !== null && week(raw, 0) === 0) {
      notices.push(`week “${raw}” is not a week of the year`);
      next.delete(key);
    }
  }
  const fromWeek = week(next.get('fromWeek'), DEFAULT_WEEKS.fromWeek);
  const toWeek = week(next.get('toWeek'), DEFAULT_WEEKS.toWeek);
  if (fromWeek > toWeek) {
    notices.push('the first week was after the last');
    next.delete('fromWeek');
    next.delete('toWeek');
  }
  return { notices, params: next };
}

export function parseReportFilter(params: URLSearchParams): ReportFilterView {
  const view = { ...EMPTY_REPORT_FILTER };
  for (const key of ID_KEYS) view[key] = urlId(params.get(key));
  if (!view.region) view.city = 0;
  if (!view.brand) view.category = 0;
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  view.from = isDay(from) ? from : '';
  view.to = isDay(to) ? to : '';
  view.fromWeek = week(params.get('fromWeek'), DEFAULT_WEEKS.fromWeek);
  view.toWeek = week(params.get('toWeek'), DEFAULT_WEEKS.toWeek);
  return view;
}

/** The view's non-default values, added to `base` (which keeps any other parameters of the page). */
export function serializeReportFilter(view: ReportFilterView, base = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of Object.keys(EMPTY_REPORT_FILTER) as (keyof ReportFilterView)[]) {
    const value = view[key];
    if (value === EMPTY_REPORT_FILTER[key] || value === '') params.delete(key);
    else params.set(key, String(value));
  }
  return params;
}

export function withReportChange(view: ReportFilterView, change: Partial<ReportFilterView>): ReportFilterView {
  const next = { ...view, ...change };
  if (change.region !== undefined && change.region !== view.region) next.city = 0;
  if (
    (change.region !== undefined && change.region !== view.region) ||
    (change.channel !== undefined && change.channel !== view.channel)
  )
    next.store = 0;
  if (change.brand !== undefined && change.brand !== view.brand) next.category = 0;
  return next;
}

export interface DateRange {
  from: string;
  to: string;
}

/** The 30 days ending `today` (YYYY-MM-DD, the business day the gateway gives): a report's default range. */
export function lastThirtyDays(today: string): DateRange {
  const end = Date.parse(`${today}T00:00:00Z`);
  if (Number.isNaN(end)) return { from: '', to: '' };
  return { from: new Date(end - 29 * 86_400_000).toISOString().slice(0, 10), to: today };
}

/** The first of January of `today`'s year to `today`: By Week's default, so weeks 1 to 52 are not cut to 30 days. */
export const yearToDate = (today: string): DateRange => ({
  from: today ? `${today.slice(0, 4)}-01-01` : '',
  to: today,
});

/**
 * The dates the report queries: the chosen ones, else the screen's default range (the 30 days ending today); a range
 * given only its first day ends where the default ends (today, unless the screen's default reaches further).
 */
export function effectiveDates(
  view: ReportFilterView,
  today: string,
  defaults: (today: string) => DateRange = lastThirtyDays,
): DateRange {
  const fallback = defaults(today);
  if (view.from || view.to) {
    const to = view.to || fallback.to || today;
    return { from: view.from || (defaults === lastThirtyDays ? lastThirtyDays(to).from : fallback.from), to };
  }
  return fallback;
}

export function checkReportFilter(
  view: ReportFilterView,
  fields: readonly ReportField[],
  maxDays: number = MAX_REPORT_DAYS,
): Partial<Record<'dates' | 'weeks', string>> {
  const problems: Partial<Record<'dates' | 'weeks', string>> = {};
  if (fields.includes('dates') && view.from && view.to) {
    const days = (Date.parse(view.to) - Date.parse(view.from)) / 86_400_000 + 1;
    if (days < 1) problems.dates = 'The first day must not be after the last';
    else if (days > maxDays) problems.dates = `A report covers at most ${maxDays} days`;
  }
  if (fields.includes('weeks') && view.fromWeek > view.toWeek)
    problems.weeks = 'The first week must not be after the last';
  return problems;
}

export function toReportFilter(view: ReportFilterView, fields: readonly ReportField[]): ReportFilter {
  const has = (field: ReportField) => fields.includes(field);
  const id = (field: (typeof ID_KEYS)[number]) => (has(field) && view[field] ? view[field] : null);
  return {
    regionId: id('region'),
    cityId: id('city'),
    channelId: id('channel'),
    brandId: id('brand'),
    categoryId: id('category'),
    gradeId: id('grade'),
    storeId: id('store'),
    managerId: id('manager'),
    fromDate: has('dates') && view.from ? view.from : null,
    toDate: has('dates') && view.to ? view.to : null,
    fromWeek: has('weeks') ? view.fromWeek : null,
    toWeek: has('weeks') ? view.toWeek : null,
  };
}
