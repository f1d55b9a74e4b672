// A trend's bucket that is not over yet (today, this week) is marked as such on its axis, so a short last bar or a
// dip at the end of a line is read as a period still running, not as a fall.
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

  it('marks nothing while the business day is unknown', () => {
    expect(bucketLabel(gb, TODAY, 1, '')).toBe('27 Nov');
  });
});
