// "Today" is one business day in the configured time zone (Asia/Dhaka by default), whatever the
// server's clock zone: around midnight in Dhaka the day turns at 18:00 UTC, not at 00:00 UTC.
import { afterEach, describe, expect, it } from 'vitest';
import {
  businessDay,
  businessTimeZone,
  checkTimeZone,
  DEFAULT_BUSINESS_TIME_ZONE,
} from '../../src/platform/business-day.js';
import { checkReportFilter } from '../../src/platform/reports/report-filter.js';

describe('business day', () => {
  const saved = process.env.BUSINESS_TIME_ZONE;
  afterEach(() => {
    if (saved === undefined) delete process.env.BUSINESS_TIME_ZONE;
    else process.env.BUSINESS_TIME_ZONE = saved;
  });

  it('turns at midnight in Dhaka (18:00 UTC), not at midnight UTC', () => {
    expect(DEFAULT_BUSINESS_TIME_ZONE).toBe('Asia/Dhaka');
    expect(businessDay(new Date('2026-11-22T17:59:59Z'), 'Asia/Dhaka')).toBe('2026-11-22');
    expect(businessDay(new Date('2026-11-22T18:00:00Z'), 'Asia/Dhaka')).toBe('2026-11-23');
    expect(businessDay(new Date('2026-12-31T18:30:00Z'), 'Asia/Dhaka')).toBe('2027-01-01');
    expect(businessDay(new Date('2026-11-23T04:59:00Z'), 'America/New_York')).toBe('2026-11-22');
  });

  it('reads the zone from BUSINESS_TIME_ZONE and refuses one that does not exist', () => {
    delete process.env.BUSINESS_TIME_ZONE;
    expect(businessTimeZone()).toBe('Asia/Dhaka');
    process.env.BUSINESS_TIME_ZONE = 'Europe/Berlin';
    expect(businessTimeZone()).toBe('Europe/Berlin');
    expect(() => checkTimeZone('Mars/Olympus')).toThrow(/BUSINESS_TIME_ZONE/);
  });

  it('defaults a report to the 30 business days ending today in the zone', () => {
    delete process.env.BUSINESS_TIME_ZONE;
    const { params } = checkReportFilter(null, new Date('2026-11-22T18:10:00Z'));
    expect(params).toMatchObject({ FromDate: '2026-10-25', ToDate: '2026-11-23' });
  });

  it('defaults By Week to the business year so far, so weeks 1 to 52 are not cut to 30 days', () => {
    delete process.env.BUSINESS_TIME_ZONE;
    const { params } = checkReportFilter(null, new Date('2026-12-31T18:10:00Z'), { yearToDate: true });
    expect(params).toMatchObject({ FromDate: '2027-01-01', ToDate: '2027-01-01' });
    expect(checkReportFilter(null, new Date('2026-11-22T10:00:00Z'), { yearToDate: true }).params).toMatchObject({
      FromDate: '2026-01-01',
      ToDate: '2026-11-22',
    });
  });
});
