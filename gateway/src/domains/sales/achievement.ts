// Achievement against a monthly target, and where the month will end at the current pace. Pure.
//   achievement = actual / target (null without a target: 0 is not "0 % achieved");
//   projected   = actual / daysElapsed × daysInMonth (a past month: its actual; a future one: 0);
//   at risk     = a target exists and the projected month-end figure falls short of it.

export interface AchievementFigures {
  achievement: number | null;
  projected: number;
  projectedAchievement: number | null;
  atRisk: boolean;
}

export function achievementOf(
  target: number,
  actual: number,
  daysElapsed: number,
  daysInMonth: number,
): AchievementFigures {
  const projected =
    daysElapsed <= 0 ? actual : daysElapsed >= daysInMonth ? actual : (actual / daysElapsed) * daysInMonth;
  const rounded = Math.round(projected * 100) / 100;
  return {
    achievement: target > 0 ? actual / target : null,
    projected: rounded,
    projectedAchievement: target > 0 ? rounded / target : null,
    atRisk: target > 0 && rounded < target,
  };
}
