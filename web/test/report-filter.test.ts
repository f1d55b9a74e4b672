import { describe, expect, it } from 'vitest';
import { readAddresses } from '../src/platform/components/reports/EmailReportDialog';
import {
  checkReportFilter,
  EMPTY_REPORT_FILTER,
  effectiveDates,
  parseReportFilter,
  repairReportFilter,
  serializeReportFilter,
  toReportFilter,
  withReportChange,
  yearToDate,
} from '../src/platform/components/reports/report-filter';

describe('report filter in the URL', () => {
  it('round-trips, keeping other parameters and leaving defaults out', () => {
    const view = {
      ...EMPTY_REPORT_FILTER,
      region: 2,
      city: 5,
      brand: 1,
      category: 7,
      from: '2026-10-01',
      to: '2026-10-31',
      fromWeek: 40,
    };
    const params = serializeReportFilter(view, new URLSearchParams('page=3'));
    expect(params.toString()).toBe(
      'page=3&region=2&city=5&brand=1&category=7&from=2026-10-01&to=2026-10-31&fromWeek=40',
    );
    expect(parseReportFilter(params)).toEqual(view);
    expect(serializeReportFilter(EMPTY_REPORT_FILTER).toString()).toBe('');
  });

  it('drops children without parents and nonsense', () => {
    expect(parseReportFilter(new URLSearchParams('city=5&category=2&from=yesterday&fromWeek=99&store=-1'))).toEqual(
      EMPTY_REPORT_FILTER,
    );
  });

  it('cascades: a new region clears city and store, a new channel the store, a new brand the category', () => {
    const view = { ...EMPTY_REPORT_FILTER, region: 1, city: 2, channel: 3, store: 4, brand: 5, category: 6 };
    expect(withReportChange(view, { region: 9 })).toMatchObject({ city: 0, store: 0, channel: 3, category: 6 });
    expect(withReportChange(view, { channel: 8 })).toMatchObject({ city: 2, store: 0 });
    expect(withReportChange(view, { brand: 7 })).toMatchObject({ category: 0, store: 4 });
  });

  it("shows the default range as the 30 days ending the business day (not the browser's)", () => {
    expect(effectiveDates(EMPTY_REPORT_FILTER, '2026-11-22')).toEqual({ from: '2026-10-24', to: '2026-11-22' });
    expect(effectiveDates({ ...EMPTY_REPORT_FILTER, to: '2026-03-01' }, '2026-11-22')).toEqual({
      from: '2026-01-31',
      to: '2026-03-01',
    });
  });

  it("shows a screen's own default range: Deployment's fixed one, By Week's year to date", () => {
    const deployment = () => ({ from: '2020-01-01', to: '2025-10-01' });
    expect(effectiveDates(EMPTY_REPORT_FILTER, '2026-11-22', deployment)).toEqual({
      from: '2020-01-01',
      to: '2025-10-01',
    });
    expect(effectiveDates(EMPTY_REPORT_FILTER, '2026-11-22', yearToDate)).toEqual({
      from: '2026-01-01',
      to: '2026-11-22',
    });
  });

  it("ends a range given only its first day where the screen's default ends (Training List: 90 days ahead)", () => {
    const ahead = () => ({ from: '2025-11-23', to: '2027-02-20' });
    expect(effectiveDates({ ...EMPTY_REPORT_FILTER, from: '2026-06-01' }, '2026-11-22', ahead)).toEqual({
      from: '2026-06-01',
      to: '2027-02-20',
    });
    expect(effectiveDates({ ...EMPTY_REPORT_FILTER, from: '2026-06-01' }, '2026-11-22')).toEqual({
      from: '2026-06-01',
      to: '2026-11-22',
    });
  });

  it("takes a screen's longer limit on its range (Training List: ten years), in the bar and in a link", () => {
    const long = { ...EMPTY_REPORT_FILTER, from: '2023-01-01', to: '2027-01-01' };
    expect(checkReportFilter(long, ['dates'], 3660)).toEqual({});
    expect(checkReportFilter(long, ['dates'])).toEqual({ dates: 'A report covers at most 366 days' });
    const link = new URLSearchParams('from=2023-01-01&to=2027-01-01&type=2');
    expect(repairReportFilter(link, 3660)).toEqual({ notices: [], params: link });
    expect(repairReportFilter(link).params.toString()).toBe('type=2');
  });

  it('checks dates and weeks as the gateway does', () => {
    expect(checkReportFilter({ ...EMPTY_REPORT_FILTER, from: '2026-05-02', to: '2026-05-01' }, ['dates'])).toEqual({
      dates: 'The first day must not be after the last',
    });
    expect(checkReportFilter({ ...EMPTY_REPORT_FILTER, from: '2025-01-01', to: '2026-01-02' }, ['dates'])).toEqual({
      dates: 'A report covers at most 366 days',
    });
    expect(checkReportFilter({ ...EMPTY_REPORT_FILTER, fromWeek: 9, toWeek: 3 }, ['weeks'])).toEqual({
      weeks: 'The first week must not be after the last',
    });
    expect(checkReportFilter({ ...EMPTY_REPORT_FILTER, fromWeek: 9, toWeek: 3 }, ['dates'])).toEqual({});
  });

  it('sends only the fields a report has', () => {
    const view = { ...EMPTY_REPORT_FILTER, region: 2, manager: 4, fromWeek: 3 };
    expect(toReportFilter(view, ['region', 'dates'])).toEqual({
      regionId: 2,
      cityId: null,
      channelId: null,
      brandId: null,
      categoryId: null,
      gradeId: null,
      storeId: null,
      managerId: null,
      fromDate: null,
      toDate: null,
      fromWeek: null,
      toWeek: null,
    });
    expect(toReportFilter(view, ['manager', 'weeks'])).toMatchObject({
      managerId: 4,
      regionId: null,
      fromWeek: 3,
      toWeek: 52,
    });
  });
});

describe('e-mail addresses', () => {
  it('splits, trims, deduplicates and names the first bad one', () => {
    expect(readAddresses(' a@b.co, a@b.co; c@d.org ,')).toEqual({ addresses: ['a@b.co', 'c@d.org'] });
    expect(readAddresses('a@b.co, nope').problem).toBe('nope is not an e-mail address');
    expect(readAddresses(Array.from({ length: 21 }, (_, i) => `u${i}@x.io`).join(',')).problem).toBe(
      'At most 20 addresses',
    );
  });
});

describe('repairReportFilter', () => {
  it('drops a day that is no date and a range no report covers, keeping the rest', () => {
    const year = new Date().getUTCFullYear();
    const bad = repairReportFilter(new URLSearchParams(`from=${year}-02-30&region=3&page=2`));
    expect(bad.notices).toEqual([`“${year}-02-30” is not a date`]);
    expect(bad.params.toString()).toBe('region=3&page=2');
    const backwards = repairReportFilter(new URLSearchParams(`from=${year}-03-10&to=${year}-03-01`));
    expect(backwards.notices).toHaveLength(1);
    expect(backwards.params.has('from')).toBe(false);
    expect(repairReportFilter(new URLSearchParams(`from=${year}-03-01&to=${year}-03-10`)).notices).toEqual([]);
    expect(parseReportFilter(new URLSearchParams(`from=${year}-02-30`)).from).toBe('');
  });
});
