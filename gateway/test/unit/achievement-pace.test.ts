// The month-end projection's pace on the business clock: today counts by the part of it gone, so the projection
// early in a day is not the actual spread over a whole day more than has passed.
import { describe, expect, it } from 'vitest';
import { businessToday, daysInMonth } from '../../../tests/support/business-day.js';
import { achievementOf } from '../../src/domains/sales/achievement.js';

const ZONE = 'Asia/Dhaka';
const { year, month } = businessToday();
const days = daysInMonth(year, month);
const two = (n: number) => String(n).padStart(2, '0');
/** An instant of this month's day `date` at `time` on the business's (Dhaka's) clock. */
const at = (date: number, time: string) => new Date(`${year}-${two(month)}-${two(date)}T${time}+06:00`);

describe('the month-end projection on the business clock', () => {
  it('counts today by the part of it gone, not as a whole day', () => {
    // Day 10 at 06:00: 9 whole days and a quarter of today are behind us (the bases say 10, today included).
    const figures = achievementOf(1000, 370, 10, days, { year, month, now: at(10, '06:00:00'), zone: ZONE });
    expect(figures.projected).toBe(Math.round((370 / 9.25) * days * 100) / 100);
    // The pace counted with a whole today (370 / 10) would have put it lower.
    expect(figures.projected).toBeGreaterThan((370 / 10) * days);
  });

  it('reaches the whole-day pace at the end of the day', () => {
    const figures = achievementOf(1000, 370, 10, days, { year, month, now: at(10, '23:59:59'), zone: ZONE });
    expect(figures.projected).toBeCloseTo((370 / 10) * days, 0);
  });

  it("projects the last day's morning too, which the bases count as the whole month", () => {
    const figures = achievementOf(1000, 900, days, days, { year, month, now: at(days, '12:00:00'), zone: ZONE });
    expect(figures.projected).toBe(Math.round((900 / (days - 0.5)) * days * 100) / 100);
  });

  it('keeps a month that is not running at its actual or at nothing', () => {
    const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
    const now = at(10, '06:00:00');
    expect(achievementOf(100, 0, 0, 30, { ...next, now, zone: ZONE }).projected).toBe(0);
    const last = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
    expect(achievementOf(100, 120, 31, 31, { ...last, now, zone: ZONE }).projected).toBe(120);
  });

  it("does not multiply the month's first minutes by thousands", () => {
    const figures = achievementOf(1000, 5, 1, days, { year, month, now: at(1, '00:01:00'), zone: ZONE });
    // At least an hour is counted behind us.
    expect(figures.projected).toBe(Math.round(5 * 24 * days * 100) / 100);
  });
});
