import { describe, expect, it } from 'vitest';
import { achievementOf } from '../../src/domains/sales/achievement.js';

describe('achievement and month-end projection', () => {
  it('projects the pace to the end of a running month', () => {
    expect(achievementOf(300, 100, 10, 30)).toEqual({
      achievement: 1 / 3,
      projected: 300,
      projectedAchievement: 1,
      atRisk: false,
    });
    expect(achievementOf(300, 90, 10, 30)).toMatchObject({ projected: 270, atRisk: true });
  });

  it('counts the first day as a whole day, and the last day as the actual itself', () => {
    expect(achievementOf(310, 10, 1, 31).projected).toBe(310);
    expect(achievementOf(100, 99, 28, 28)).toEqual({
      achievement: 0.99,
      projected: 99,
      projectedAchievement: 0.99,
      atRisk: true,
    });
  });

  it('keeps a past month at its actual and a future month at nothing', () => {
    expect(achievementOf(100, 120, 31, 31)).toMatchObject({ projected: 120, atRisk: false });
    expect(achievementOf(100, 0, 0, 30)).toMatchObject({ achievement: 0, projected: 0, atRisk: true });
  });

  it('has no achievement without a target, and is never at risk then', () => {
    expect(achievementOf(0, 50, 15, 30)).toEqual({
      achievement: null,
      projected: 100,
      projectedAchievement: null,
      atRisk: false,
    });
  });
});
