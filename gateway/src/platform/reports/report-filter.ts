// The one filter every report takes (the description's common report filters), checked before any
// upstream call: ids are whole numbers >= 0 (0 or null = all), dates are real calendar dates in
// YYYY-MM-DD with from <= to and at most 366 days apart, weeks lie in 1..53 with from <= to; a relative period
// (report-period.ts) stands for its days instead of fromDate and toDate, never beside them.
// Defaults: the last 30 days ending today (the business day, see business-day.ts), weeks 1 to 52.
// Which fields a report honours it declares itself (honoured.ts); the others are refused before it runs.
import 'reflect-metadata';
import { GraphQLLocalDate } from 'graphql-scalars';
import { Field, InputType, Int } from 'type-graphql';
import { businessDay } from '../business-day.js';
import { InputChecks } from '../graphql/validate.js';
import { periodRange, ReportPeriod } from './report-period.js';

/** The `filter` argument of a report, described once. */
export const REPORT_FILTER_DESCRIPTION =
  'Which rows: ids narrow to one brand, region, store, … (0 or null = all); fromDate and toDate are days ' +
  "(LocalDate) on the business's clock, at most 366 days apart, or period names them (LAST_WEEK, …). null = " +
  "everything over the last 30 days ending the business's today, unless the query's description says otherwise. " +
  'A field the query does not honour is refused (BAD_USER_INPUT naming it).';

export const MAX_REPORT_DAYS = 366;
export const DEFAULT_REPORT_DAYS = 30;
export const DEFAULT_WEEKS = { from: 1, to: 52 } as const;

@InputType({ description: 'The filter shared by every report. Absent, null or 0 ids mean all; dates are YYYY-MM-DD.' })
export class ReportFilter {
  @Field(() => Int, { nullable: true, description: 'BrandID.' }) brandId?: number | null;
  @Field(() => Int, { nullable: true, description: 'RegionID.' }) regionId?: number | null;
  @Field(() => Int, { nullable: true, description: 'CityID.' }) cityId?: number | null;
  @Field(() => Int, { nullable: true, description: 'ChannelID.' }) channelId?: number | null;
  @Field(() => Int, { nullable: true, description: 'ProductCategoryID.' }) categoryId?: number | null;
  @Field(() => Int, { nullable: true, description: 'GradeID.' }) gradeId?: number | null;
  @Field(() => Int, { nullable: true, description: 'StoreID.' }) storeId?: number | null;
  @Field(() => Int, { nullable: true, description: 'ManagerID: only brands this manager is set up for.' }) managerId?:
    | number
    | null;
  // LocalDate: a date that is no calendar day is refused while the variables are read, before any resolver.
  @Field(() => GraphQLLocalDate, {
    nullable: true,
    description: `First day, YYYY-MM-DD (default: ${DEFAULT_REPORT_DAYS - 1} days before toDate).`,
  })
  fromDate?: string | null;
  @Field(() => GraphQLLocalDate, { nullable: true, description: 'Last day, YYYY-MM-DD (default: today).' }) toDate?:
    | string
    | null;
  @Field(() => ReportPeriod, {
    nullable: true,
    description:
      "Days relative to the business's today instead of fromDate and toDate (refused beside either), resolved by " +
      'the gateway; the days used are echoed in the answer’s extensions.periods, by response key.',
  })
  period?: ReportPeriod | null;
  @Field(() => Int, {
    nullable: true,
    description: `First week, 1 to 53 (default ${DEFAULT_WEEKS.from}); week reports only.`,
  })
  fromWeek?: number | null;
  @Field(() => Int, {
    nullable: true,
    description: `Last week, 1 to 53 (default ${DEFAULT_WEEKS.to}); week reports only.`,
  })
  toWeek?: number | null;
}

/** The common report parameters as the upstream takes them. */
export interface ReportParams {
  BrandID: number;
  RegionID: number;
  CityID: number;
  ChannelID: number;
  ProductCategoryID: number;
  GradeID: number;
  StoreID: number;
  ManagerID: number;
  FromDate: string;
  ToDate: string;
}

export interface CheckedReportFilter {
  params: ReportParams;
  weeks: { FromWeek: number; ToWeek: number };
}

const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Milliseconds of a real calendar date in YYYY-MM-DD (UTC), or undefined. */
export function parseDay(text: string): number | undefined {
  const match = DATE.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? time
    : undefined;
}

export const formatDay = (time: number) => new Date(time).toISOString().slice(0, 10);

export interface FilterOptions {
  /** The longest range allowed (default 366 days). */
  maxDays?: number;
  /** Leave absent dates to the upstream's own defaults (FromDate/ToDate omitted) instead of the last 30 days. */
  upstreamDefaults?: boolean;
  /** Without dates, from the first of January of today's year (By Week: weeks 1 to 52 are not cut to 30 days). */
  yearToDate?: boolean;
}

export function checkReportFilter(
  filter: ReportFilter | null | undefined,
  today: Date = new Date(),
  options: FilterOptions = {},
): CheckedReportFilter {
  const maxDays = options.maxDays ?? MAX_REPORT_DAYS;
  const f = filter ?? {};
  const checks = new InputChecks();
  const id = (field: keyof ReportFilter, value: number | null | undefined) => {
    if (value === null || value === undefined) return 0;
    if (!Number.isSafeInteger(value) || value < 0)
      checks.fail(`filter.${field}`, `filter.${field} must be a whole number of 0 or more`);
    return value;
  };
  const day = (field: 'fromDate' | 'toDate', value: string | null | undefined) => {
    if (value === null || value === undefined || value.trim() === '') return undefined;
    const time = parseDay(value.trim());
    if (time === undefined) checks.fail(`filter.${field}`, `filter.${field} must be a date written YYYY-MM-DD`);
    return time;
  };
  const week = (field: 'fromWeek' | 'toWeek', value: number | null | undefined, fallback: number) => {
    if (value === null || value === undefined) return fallback;
    if (!Number.isSafeInteger(value) || value < 1 || value > 53)
      checks.fail(`filter.${field}`, `filter.${field} must be a week number from 1 to 53`);
    return value;
  };

  const params = {
    BrandID: id('brandId', f.brandId),
    RegionID: id('regionId', f.regionId),
    CityID: id('cityId', f.cityId),
    ChannelID: id('channelId', f.channelId),
    ProductCategoryID: id('categoryId', f.categoryId),
    GradeID: id('gradeId', f.gradeId),
    StoreID: id('storeId', f.storeId),
    ManagerID: id('managerId', f.managerId),
  };
  // Today is the business day in the configured zone (BUSINESS_TIME_ZONE), not the server's.
  const todayTime =
    parseDay(businessDay(today)) ?? Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  let givenFrom = day('fromDate', f.fromDate);
  let givenTo = day('toDate', f.toDate);
  if (f.period !== null && f.period !== undefined) {
    const dated = [f.fromDate, f.toDate].some((value) => value !== null && value !== undefined && value.trim() !== '');
    if (dated) checks.fail('filter.period', 'Give filter.period or filter.fromDate and filter.toDate, not both');
    else {
      const days = periodRange(f.period, today);
      givenFrom = parseDay(days.fromDate);
      givenTo = parseDay(days.toDate);
    }
  }
  const to = givenTo ?? todayTime;
  const yearStart = Date.UTC(new Date(to).getUTCFullYear(), 0, 1);
  const from =
    givenFrom ?? (options.yearToDate && givenTo === undefined ? yearStart : to - (DEFAULT_REPORT_DAYS - 1) * DAY_MS);
  if (!checks.failed('filter.fromDate') && !checks.failed('filter.toDate')) {
    if (from > to) checks.fail('filter.fromDate', 'filter.fromDate must not be after filter.toDate');
    else if ((to - from) / DAY_MS + 1 > maxDays)
      checks.fail('filter.fromDate', `A report covers at most ${maxDays} days`);
  }
  const fromWeek = week('fromWeek', f.fromWeek, DEFAULT_WEEKS.from);
  const toWeek = week('toWeek', f.toWeek, DEFAULT_WEEKS.to);
  if (!checks.failed('filter.fromWeek') && !checks.failed('filter.toWeek') && fromWeek > toWeek) {
    checks.fail('filter.fromWeek', 'filter.fromWeek must not be after filter.toWeek');
  }
  checks.done();
  if (options.upstreamDefaults && givenFrom === undefined && givenTo === undefined) {
    return { params: params as ReportParams, weeks: { FromWeek: fromWeek, ToWeek: toWeek } };
  }
  return {
    params: { ...params, FromDate: formatDay(from), ToDate: formatDay(to) },
    weeks: { FromWeek: fromWeek, ToWeek: toWeek },
  };
}
