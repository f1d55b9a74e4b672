// ISO weeks of a business day given as YYYY-MM-DD: the same answer whatever the machine's time zone.
import { describe, expect, it } from 'vitest';
import { isoWeekOf } from '../src/domains/journeys/iso-week';

describe('isoWeekOf', () => {
  it('counts weeks from the one holding the first Thursday, across year ends', () => {
    expect(isoWeekOf('2026-11-23')).toEqual({ year: 2026, week: 48 });
    expect(isoWeekOf('2026-01-01')).toEqual({ year: 2026, week: 1 });
    expect(isoWeekOf('2027-01-01')).toEqual({ year: 2026, week: 53 });
    expect(isoWeekOf('2024-12-30')).toEqual({ year: 2025, week: 1 });
  });
});
