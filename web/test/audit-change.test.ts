// The audit trail's one-line summary of a change, and the days of its time filter in the business's zone.
import { describe, expect, it } from 'vitest';
import { changeSummary, nextDay } from '../src/domains/audit/audit-change';
import { dayStartIn } from '../src/platform/components/reports/format';

describe('changeSummary', () => {
  it('names the fields that changed, from before to after', () => {
    const before = JSON.stringify({ BrandID: 4, BrandName: 'Old', ActiveStatus: 1 });
    const after = JSON.stringify({ BrandID: 4, BrandName: 'New', ActiveStatus: 1 });
    expect(changeSummary(before, after)).toBe('BrandName: Old → New');
  });

  it("reads what was sent, a form's fields beside the call's own, when there is no before", () => {
    const after = JSON.stringify({ id: '12', input: { name: 'Nokia', active: true } });
    expect(changeSummary(null, after)).toBe('id: 12; name: Nokia; active: true');
  });

  it('keeps to a few parts and says nothing of what it cannot read', () => {
    const after = JSON.stringify({ a: 1, b: 2, c: 3, d: 4, e: 5 });
    expect(changeSummary(null, after)).toBe('a: 1; b: 2; c: 3; d: 4; …');
    expect(changeSummary(null, null)).toBe('');
    expect(changeSummary(null, 'not json')).toBe('');
  });
});

describe('the days of the time filter', () => {
  it("start at the business's midnight", () => {
    expect(dayStartIn('2026-03-01', 'Asia/Dhaka')).toBe('2026-03-01T00:00:00+06:00');
    expect(Date.parse(dayStartIn('2026-03-01', 'UTC'))).toBe(Date.parse('2026-03-01T00:00:00Z'));
    expect(nextDay('2026-02-28')).toBe('2026-03-01');
  });
});
