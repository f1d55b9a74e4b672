// Relative periods on the business's calendar: the days each stands for, read from a fixed instant in the business's
// zone (Asia/Dhaka, UTC+6, no summer time): ISO weeks (Monday first), calendar months and quarters, across the year
// boundary and in a year of 53 ISO weeks.
import type { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { checkReportFilter } from '../../src/platform/reports/report-filter.js';
import { periodRange, ReportPeriod } from '../../src/platform/reports/report-period.js';

const DHAKA = 'Asia/Dhaka';
const range = (period: ReportPeriod, now: string) => periodRange(period, new Date(now), DHAKA);

describe('report periods', () => {
  // Wednesday 2026-11-18 (ISO week 47), 10:00 in Dhaka.
  const wednesday = '2026-11-18T04:00:00Z';

  it('counts days back from the business day, today included', () => {
    expect(range(ReportPeriod.TODAY, wednesday)).toEqual({ fromDate: '2026-11-18', toDate: '2026-11-18' });
    expect(range(ReportPeriod.YESTERDAY, wednesday)).toEqual({ fromDate: '2026-11-17', toDate: '2026-11-17' });
    expect(range(ReportPeriod.LAST_7_DAYS, wednesday)).toEqual({ fromDate: '2026-11-12', toDate: '2026-11-18' });
    expect(range(ReportPeriod.LAST_30_DAYS, wednesday)).toEqual({ fromDate: '2026-10-20', toDate: '2026-11-18' });
  });

  it('takes ISO weeks from Monday: this week to today, last week whole', () => {
    expect(range(ReportPeriod.THIS_WEEK, wednesday)).toEqual({ fromDate: '2026-11-16', toDate: '2026-11-18' });
    expect(range(ReportPeriod.LAST_WEEK, wednesday)).toEqual({ fromDate: '2026-11-09', toDate: '2026-11-15' });
    // A Sunday ends its week; a Monday starts one.
    expect(range(ReportPeriod.THIS_WEEK, '2026-11-22T12:00:00Z')).toEqual({
      fromDate: '2026-11-16',
      toDate: '2026-11-22',
    });
    expect(range(ReportPeriod.THIS_WEEK, '2026-11-23T01:00:00Z')).toEqual({
      fromDate: '2026-11-23',
      toDate: '2026-11-23',
    });
  });

  it('takes calendar months and quarters: to date, and the last one whole', () => {
    expect(range(ReportPeriod.MONTH_TO_DATE, wednesday)).toEqual({ fromDate: '2026-11-01', toDate: '2026-11-18' });
    expect(range(ReportPeriod.LAST_MONTH, wednesday)).toEqual({ fromDate: '2026-10-01', toDate: '2026-10-31' });
    expect(range(ReportPeriod.QUARTER_TO_DATE, wednesday)).toEqual({ fromDate: '2026-10-01', toDate: '2026-11-18' });
    expect(range(ReportPeriod.LAST_QUARTER, wednesday)).toEqual({ fromDate: '2026-07-01', toDate: '2026-09-30' });
    // February of a leap year, and the last day of a quarter.
    expect(range(ReportPeriod.LAST_MONTH, '2028-03-10T06:00:00Z')).toEqual({
      fromDate: '2028-02-01',
      toDate: '2028-02-29',
    });
    expect(range(ReportPeriod.QUARTER_TO_DATE, '2026-06-30T06:00:00Z')).toEqual({
      fromDate: '2026-04-01',
      toDate: '2026-06-30',
    });
  });

  it("reads the day in the business's zone: 00:30 in Dhaka on 1 January is already the new year", () => {
    // 2026-12-31T18:30Z is 2027-01-01 00:30 in Dhaka, still 31 December in UTC.
    const newYear = '2026-12-31T18:30:00Z';
    expect(range(ReportPeriod.TODAY, newYear)).toEqual({ fromDate: '2027-01-01', toDate: '2027-01-01' });
    expect(range(ReportPeriod.YESTERDAY, newYear)).toEqual({ fromDate: '2026-12-31', toDate: '2026-12-31' });
    expect(range(ReportPeriod.MONTH_TO_DATE, newYear)).toEqual({ fromDate: '2027-01-01', toDate: '2027-01-01' });
    expect(range(ReportPeriod.LAST_MONTH, newYear)).toEqual({ fromDate: '2026-12-01', toDate: '2026-12-31' });
    expect(range(ReportPeriod.QUARTER_TO_DATE, newYear)).toEqual({ fromDate: '2027-01-01', toDate: '2027-01-01' });
    expect(range(ReportPeriod.LAST_QUARTER, newYear)).toEqual({ fromDate: '2026-10-01', toDate: '2026-12-31' });
    expect(range(ReportPeriod.LAST_7_DAYS, newYear)).toEqual({ fromDate: '2026-12-26', toDate: '2027-01-01' });
    // 1 January 2027 is a Friday of ISO week 53 of 2026: the week started on Monday 28 December.
    expect(range(ReportPeriod.THIS_WEEK, newYear)).toEqual({ fromDate: '2026-12-28', toDate: '2027-01-01' });
    expect(range(ReportPeriod.LAST_WEEK, newYear)).toEqual({ fromDate: '2026-12-21', toDate: '2026-12-27' });
  });

  it('takes ISO week 53 whole as last week, across the year boundary', () => {
    // Tuesday 5 January 2027 is in ISO week 1 of 2027; last week is week 53 of 2026 (28 December to 3 January).
    expect(range(ReportPeriod.LAST_WEEK, '2027-01-05T06:00:00Z')).toEqual({
      fromDate: '2026-12-28',
      toDate: '2027-01-03',
    });
    // Sunday 3 January 2027 still ends week 53 of 2026.
    expect(range(ReportPeriod.THIS_WEEK, '2027-01-03T06:00:00Z')).toEqual({
      fromDate: '2026-12-28',
      toDate: '2027-01-03',
    });
    // 2025 has 52 weeks: Monday 5 January 2026 starts week 2, last week is week 1 (29 December 2025 to 4 January).
    expect(range(ReportPeriod.LAST_WEEK, '2026-01-05T06:00:00Z')).toEqual({
      fromDate: '2025-12-29',
      toDate: '2026-01-04',
    });
  });
});

describe('a period in the report filter', () => {
  const now = new Date('2026-11-18T04:00:00Z');
  const problems = (filter: Parameters<typeof checkReportFilter>[0]) => {
    try {
      checkReportFilter(filter, now);
    } catch (error) {
      return (error as GraphQLError).extensions.fields as { field: string; message: string }[];
    }
    return [];
  };

  it('is resolved into fromDate and toDate', () => {
    expect(checkReportFilter({ period: ReportPeriod.LAST_WEEK, brandId: 2 }, now).params).toMatchObject({
      BrandID: 2,
      FromDate: '2026-11-09',
      ToDate: '2026-11-15',
    });
  });

  it('wins over the defaults of a query that leaves dates to the upstream or starts the year', () => {
    expect(
      checkReportFilter({ period: ReportPeriod.LAST_MONTH }, now, { upstreamDefaults: true, yearToDate: true }).params,
    ).toMatchObject({ FromDate: '2026-10-01', ToDate: '2026-10-31' });
  });

  it('is refused beside explicit dates', () => {
    expect(problems({ period: ReportPeriod.TODAY, fromDate: '2026-11-01' })).toEqual([
      { field: 'filter.period', message: 'Give filter.period or filter.fromDate and filter.toDate, not both' },
    ]);
    expect(problems({ period: ReportPeriod.TODAY, toDate: '2026-11-01' })[0]?.field).toBe('filter.period');
  });
});
