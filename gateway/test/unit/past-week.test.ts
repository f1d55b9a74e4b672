// A journey plan's week is past by the business day (BUSINESS_TIME_ZONE, Asia/Dhaka), not by UTC:
// from Sunday 18:00 UTC it is already Monday in Dhaka, and the week that just ended is history.
import { describe, expect, it } from 'vitest';
import { isoWeekStart, refusePastWeek } from '../../src/domains/journeys/journeys.common.js';
import { InputChecks } from '../../src/platform/graphql/validate.js';

// ISO week 47 of 2026 runs Monday 16 to Sunday 22 November.
const monday = isoWeekStart(2026, 47);

const refused = (now: Date, zone: string) => {
  const checks = new InputChecks();
  refusePastWeek(checks, 'week', 2026, 47, monday, now, zone);
  return checks.failed('week');
};

describe('refusePastWeek', () => {
  it('refuses the week that ended once it is Monday in the business zone, though UTC is still Sunday', () => {
    expect(refused(new Date('2026-11-22T18:00:00Z'), 'Asia/Dhaka')).toBe(true);
    expect(refused(new Date('2026-11-22T23:59:59Z'), 'Asia/Dhaka')).toBe(true);
  });

  it('keeps the week open until its Sunday ends in the business zone', () => {
    expect(refused(new Date('2026-11-22T17:59:59Z'), 'Asia/Dhaka')).toBe(false);
    // West of UTC, Monday 02:00 UTC is still Sunday.
    expect(refused(new Date('2026-11-23T02:00:00Z'), 'America/New_York')).toBe(false);
    expect(refused(new Date('2026-11-23T06:00:00Z'), 'America/New_York')).toBe(true);
  });
});
