// Achievement against a monthly target, and where the month will end at the current pace. Pure.
//   achievement = actual / target (null without a target: 0 is not "0 % achieved");
//   projected   = actual / days behind us × daysInMonth (a past month: its actual; a future one: 0);
//   at risk     = a target exists and the projected month-end figure falls short of it.
import { wallClockDate } from '../../../../contract/business-clock.js';
import { businessTimeZone } from '../../platform/business-day.js';

export interface AchievementFigures {
  achievement: number | null;
  projected: number;
  projectedAchievement: number | null;
  atRisk: boolean;
}

/** The month the figures are of, and the clock that says whether it is running (default: now, the business's zone). */
export interface MonthClock {
  year: number;
  month: number;
  now?: Date;
  zone?: string;
}

const DAY_MS = 86_400_000;
/** The least part of a running month counted behind us, so its first minutes do not multiply a sale by thousands. */
const LEAST_ELAPSED = 1 / 24;

/**
 * Days of the month behind us: the bases' whole days (today counted whole), or, for the running month on the
 * business clock, the days before today plus the part of today gone.
 */
export function daysBehind(daysElapsed: number, clock?: MonthClock): number {
  if (!clock) return daysElapsed;
  const wall = wallClockDate(clock.now ?? new Date(), clock.zone ?? businessTimeZone());
  if (wall.getUTCFullYear() !== clock.year || wall.getUTCMonth() + 1 !== clock.month) return daysElapsed;
  const midnight = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate());
  return Math.max(LEAST_ELAPSED, wall.getUTCDate() - 1 + (wall.getTime() - midnight) / DAY_MS);
}

export function achievementOf(
  target: number,
  actual: number,
  daysElapsed: number,
  daysInMonth: number,
  clock?: MonthClock,
): AchievementFigures {
  // Today is paced by the part of it gone on the business clock, not as a whole day: counting it whole divided the
  // actual by a day more than had passed and projected low all morning.
  const behind = daysBehind(daysElapsed, clock);
  const projected = behind <= 0 ? actual : behind >= daysInMonth ? actual : (actual / behind) * daysInMonth;
  const rounded = Math.round(projected * 100) / 100;
  return {
    achievement: target > 0 ? actual / target : null,
    projected: rounded,
    projectedAchievement: target > 0 ? rounded / target : null,
    atRisk: target > 0 && rounded < target,
  };
}
