// A trend's bucket that is not over yet (today, this week) or that the range cuts at its start is marked as such on
// its axis, so a short bar or a dip at either end is read as a part of a period, not as a fall.
import { describe, expect, it } from 'vitest';
import { numberFormats } from '../src/platform/components/reports/format';
import { bucketLabel } from '../src/platform/components/reports/partial-buckets';

const gb = numberFormats('en-GB');
const TODAY = '2026-11-27';

describe('bucket labels', () => {
  it("marks today's day as to date, and no other", () => {
    expect(bucketLabel(gb, TODAY, 1, TODAY)).toBe('27 Nov (to date)');
    expect(bucketLabel(gb, '2026-11-26', 1, TODAY)).toBe('26 Nov');
  });

  it('marks the week holding today, from its first day to its seventh', () => {
    expect(bucketLabel(gb, '2026-11-23', 7, TODAY)).toBe('23 Nov (to date)');
    expect(bucketLabel(gb, '2026-11-21', 7, TODAY)).toBe('21 Nov (to date)');
    expect(bucketLabel(gb, '2026-11-20', 7, TODAY)).toBe('20 Nov');
    expect(bucketLabel(gb, '2026-11-16', 7, TODAY)).toBe('16 Nov');
  });

  it('marks the first week when the range starts after its first day, with the day it counts from', () => {
    expect(bucketLabel(gb, '2026-10-26', 7, TODAY, '2026-10-28')).toBe('26 Oct (from 28 Oct)');
    expect(bucketLabel(gb, '2026-11-02', 7, TODAY, '2026-10-28')).toBe('2 Nov');
    expect(bucketLabel(gb, '2026-10-26', 7, TODAY, '2026-10-26')).toBe('26 Oct');
    expect(bucketLabel(gb, '2026-11-23', 7, TODAY, '2026-11-25')).toBe('23 Nov (from 25 Nov, to date)');
  });

  it('marks nothing while the business day is unknown', () => {
    expect(bucketLabel(gb, TODAY, 1, '')).toBe('27 Nov');
  });
});
