import type { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { checkReportFilter, parseDay } from '../../src/platform/reports/report-filter.js';

const today = new Date('2026-11-22T15:00:00Z');
const problems = (filter: Parameters<typeof checkReportFilter>[0]) => {
  try {
    checkReportFilter(filter, today);
  } catch (error) {
    return (error as GraphQLError).extensions.fields as { field: string; message: string }[];
  }
  return [];
};

describe('report filter', () => {
  it('applies the defaults: every id 0, the last 30 days to today, weeks 1 to 52', () => {
    expect(checkReportFilter(undefined, today)).toEqual({
      params: {
        BrandID: 0,
        RegionID: 0,
        CityID: 0,
        ChannelID: 0,
        ProductCategoryID: 0,
        GradeID: 0,
        StoreID: 0,
        ManagerID: 0,
        FromDate: '2026-10-24',
        ToDate: '2026-11-22',
      },
      weeks: { FromWeek: 1, ToWeek: 52 },
    });
  });

  it('passes ids, dates and weeks through, and counts back 30 days from a given toDate', () => {
    const checked = checkReportFilter({ brandId: 3, storeId: 0, toDate: '2026-03-01', fromWeek: 5, toWeek: 53 }, today);
    expect(checked.params).toMatchObject({ BrandID: 3, StoreID: 0, FromDate: '2026-01-31', ToDate: '2026-03-01' });
    expect(checked.weeks).toEqual({ FromWeek: 5, ToWeek: 53 });
  });

  it('names every bad field at once', () => {
    expect(
      problems({ brandId: -1, fromDate: '2026-02-30', toDate: 'yesterday', fromWeek: 0, toWeek: 54 }).map(
        (p) => p.field,
      ),
    ).toEqual(['filter.brandId', 'filter.fromDate', 'filter.toDate', 'filter.fromWeek', 'filter.toWeek']);
  });

  it('refuses from after to, a range over 366 days, and weeks out of order', () => {
    expect(problems({ fromDate: '2026-05-02', toDate: '2026-05-01' })).toEqual([
      { field: 'filter.fromDate', message: 'filter.fromDate must not be after filter.toDate' },
    ]);
    expect(problems({ fromDate: '2025-01-01', toDate: '2026-01-02' })).toEqual([
      { field: 'filter.fromDate', message: 'A report covers at most 366 days' },
    ]);
    expect(problems({ fromDate: '2024-01-01', toDate: '2024-12-31' })).toEqual([]);
    expect(problems({ fromWeek: 10, toWeek: 9 })[0]?.field).toBe('filter.fromWeek');
  });

  it('reads only real calendar dates', () => {
    expect(parseDay('2024-02-29')).toBe(Date.UTC(2024, 1, 29));
    expect(parseDay('2023-02-29')).toBeUndefined();
    expect(parseDay('2024-2-9')).toBeUndefined();
  });
});
