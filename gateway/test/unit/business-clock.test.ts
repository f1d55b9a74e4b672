// An instant on the business's clock (contract/business-clock.ts): the wall time and offset of its zone at that
// moment, summer time included, for the exports, the e-mails and the picture captions.
import { describe, expect, it } from 'vitest';
import {
  businessMinute,
  isInstant,
  offsetAt,
  onBusinessClock,
  wallClockDate,
} from '../../../contract/business-clock.js';

describe('the business clock', () => {
  it('writes 03:00 UTC as 09:00 in Dhaka, with its offset', () => {
    expect(onBusinessClock('2026-11-27T03:00:00.000Z', 'Asia/Dhaka')).toBe('2026-11-27T09:00:00+06:00');
    expect(businessMinute('2026-11-27T20:30:00Z', 'Asia/Dhaka')).toBe('2026-11-28 02:30');
    expect(wallClockDate('2026-11-27T03:00:00Z', 'Asia/Dhaka').toISOString()).toBe('2026-11-27T09:00:00.000Z');
  });

  it('follows summer time and zones behind UTC or off the hour', () => {
    expect(onBusinessClock('2026-07-01T12:00:00Z', 'America/New_York')).toBe('2026-07-01T08:00:00-04:00');
    expect(onBusinessClock('2026-12-01T12:00:00Z', 'America/New_York')).toBe('2026-12-01T07:00:00-05:00');
    expect(offsetAt(new Date('2026-11-27T00:00:00Z'), 'Asia/Kathmandu')).toBe('+05:45');
    expect(onBusinessClock('2026-11-27T10:00:00+06:00', 'UTC')).toBe('2026-11-27T04:00:00+00:00');
  });

  it('takes only instants with a zone for instants', () => {
    expect(isInstant('2026-11-27T03:00:00Z')).toBe(true);
    expect(isInstant('2026-11-27T09:00:00+06:00')).toBe(true);
    expect(isInstant('2026-11-27')).toBe(false);
    expect(isInstant('2026-11-27T09:00:00')).toBe(false);
    expect(isInstant('+8801711000001')).toBe(false);
    // Text that only looks like one stays text: no day that is not on the calendar, no year 0.
    expect(isInstant('2026-02-30T10:00Z')).toBe(false);
    expect(isInstant('0000-01-01T00:00Z')).toBe(false);
    expect(onBusinessClock('0000-01-01T00:00Z', 'Asia/Dhaka')).toBe('0000-01-01T00:00Z');
  });

  it("never reads a time without a zone on the server's own clock", () => {
    expect(onBusinessClock('2026-11-27 03:00', 'Asia/Dhaka')).toBe('2026-11-27 03:00');
    expect(businessMinute('2026-11-27 03:00', 'Asia/Dhaka')).toBe('2026-11-27 03:00');
  });
});
