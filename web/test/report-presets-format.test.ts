import { describe, expect, it } from 'vitest';
import { categoryAxis } from '../src/platform/components/reports/chart-axis';
import { DEFAULT_RANGE, presetOf, presetRange, rangeChoice } from '../src/platform/components/reports/date-presets';
import { numberFormats } from '../src/platform/components/reports/format';
import { yearToDate } from '../src/platform/components/reports/report-filter';

describe('date range presets on the business day', () => {
  it('computes each preset from the given day, across month and year ends', () => {
    expect(presetRange('today', '2026-03-01')).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(presetRange('last7', '2026-03-03')).toEqual({ from: '2026-02-25', to: '2026-03-03' });
    expect(presetRange('last30', '2026-01-10')).toEqual({ from: '2025-12-12', to: '2026-01-10' });
    expect(presetRange('thisMonth', '2026-03-17')).toEqual({ from: '2026-03-01', to: '2026-03-17' });
    expect(presetRange('lastMonth', '2026-03-17')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetRange('lastMonth', '2026-01-05')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    // 365 days to the day, within the reports' 366-day span; over a leap day too.
    expect(presetRange('last12Months', '2026-11-27')).toEqual({ from: '2025-11-28', to: '2026-11-27' });
    expect(presetRange('last12Months', '2028-03-01')).toEqual({ from: '2027-03-03', to: '2028-03-01' });
    // Before the business calendar has answered: no range rather than an invalid date.
    expect(presetRange('last12Months', '')).toEqual({ from: '', to: '' });
  });

  it("opens By Week's default, the year to date, on a named preset", () => {
    expect(presetRange('thisYear', '2026-03-17')).toEqual({ from: '2026-01-01', to: '2026-03-17' });
    expect(presetOf(yearToDate('2026-03-17'), '2026-03-17')).toBe('thisYear');
  });

  it("names a screen's own default range by its name rather than Custom", () => {
    const around = (today: string) => ({ from: presetRange('last12Months', today).from, to: '2026-06-15' });
    const named = { label: 'Past year and next 90 days', range: around };
    expect(rangeChoice(around('2026-03-17'), '2026-03-17', named)).toBe(DEFAULT_RANGE);
    expect(rangeChoice(presetRange('last7', '2026-03-17'), '2026-03-17', named)).toBe('last7');
    expect(rangeChoice({ from: '2026-03-01', to: '2026-03-02' }, '2026-03-17', named)).toBe('');
  });

  it('names the preset a range is, or none', () => {
    expect(presetOf({ from: '2026-02-25', to: '2026-03-03' }, '2026-03-03')).toBe('last7');
    expect(presetOf({ from: '2026-02-24', to: '2026-03-03' }, '2026-03-03')).toBe('');
  });
});

describe('number formats', () => {
  it('writes money in the configured currency with fixed decimals, and signed changes', () => {
    const bd = numberFormats('en-BD', 'BDT');
    // ৳ is missing from many fonts: the code stands in for it.
    expect(bd.symbol).toBe('BDT');
    expect(bd.money(1234567.4)).toBe('BDT 1,234,567');
    expect(bd.amount(12.5)).toBe('12.50');
    expect(bd.number(1234.56)).toBe('1,234.6');
    expect(bd.change(110, 100)).toBe('+10%');
    expect(bd.change(90, 100)).toBe('-10%');
    expect(bd.change(5, 0)).toBeNull();
    expect(numberFormats('en-US', 'USD').money(1500)).toBe('$1,500');
  });
});

describe('category axis', () => {
  it('keeps labels flat when they fit, slants them when not, and thins them when crowded', () => {
    expect(categoryAxis(['A', 'B', 'C'], 600).rotation).toBe(0);
    const regions = categoryAxis(['Chattogram', 'Mymensingh', 'Rajshahi', 'Barishal', 'Rangpur', 'Sylhet'], 300);
    expect(regions.rotation).toBe(-45);
    expect(regions.tickValues).toHaveLength(6);
    const days = Array.from({ length: 90 }, (_, index) => `d${index}`);
    expect(categoryAxis(days, 600).tickValues.length).toBeLessThan(45);
  });
});
