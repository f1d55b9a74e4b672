// The services' past-week rule reads the business day (BUSINESS_TIME_ZONE, Asia/Dhaka), not UTC's:
// from Sunday 18:00 UTC it is Monday in Dhaka, and the week that just ended takes no more changes.
import { describe, expect, it } from 'vitest';
import { refusePastWeek } from '../../src/domains/journeys/journeys.routes.js';
import { businessDay } from '../../src/platform/http/business-day.js';

// ISO week 47 of 2026 runs Monday 16 to Sunday 22 November.
const refuses = (now: string, zone: string) => () =>
  refusePastWeek(2026, 47, 'PlanDate', businessDay(new Date(now), zone));

describe('services: refusePastWeek', () => {
  it('refuses the week that ended once it is Monday in Dhaka, though UTC is still Sunday', () => {
    expect(refuses('2026-11-22T18:00:00Z', 'Asia/Dhaka')).toThrow('Week 47 of 2026 is in the past');
    expect(refuses('2026-11-22T23:59:59Z', 'Asia/Dhaka')).toThrow('in the past');
  });

  it('keeps the week open until its Sunday ends in the business zone', () => {
    expect(refuses('2026-11-22T17:59:59Z', 'Asia/Dhaka')).not.toThrow();
    expect(refuses('2026-11-23T02:00:00Z', 'America/New_York')).not.toThrow();
  });
});
