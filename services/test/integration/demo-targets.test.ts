// The demo's value targets read like a business's: targets and actuals are both BDT of the
// seeded sales, and every completed month that has targets is one the seeded sales cover, so its
// achievement across members centres near 100% (40% to 150%) and few members are below 10%.
import { describe, expect, it } from 'vitest';
import { businessToday } from '../../../tests/support/business-day.js';
import { get } from './support.js';

interface Achievement {
  TeamMemberID: number;
  Target: number;
  Actual: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** The six months before the business month, oldest first. */
function completedMonths(): { year: number; month: number }[] {
  const today = businessToday();
  return Array.from({ length: 6 }, (_, i) => {
    const first = new Date(Date.UTC(today.year, today.month - 7 + i, 1));
    return { year: first.getUTCFullYear(), month: first.getUTCMonth() + 1 };
  });
}

describe('demo value targets', () => {
  it('give every completed month with targets a plausible achievement across members', async () => {
    const seen: string[] = [];
    for (const { year, month } of completedMonths()) {
      const rows = (await get<Achievement[]>('/main/TargetAchievement_All_Value', { Year: year, Month: month })).body
        .data;
      const withTarget = rows.filter((row) => row.Target > 0);
      if (withTarget.length === 0) continue;
      const ratios = withTarget.map((row) => row.Actual / row.Target);
      const label = `${year}-${String(month).padStart(2, '0')}`;
      seen.push(label);
      const middle = median(ratios);
      expect(middle, `${label}: median value achievement`).toBeGreaterThan(0.4);
      expect(middle, `${label}: median value achievement`).toBeLessThan(1.5);
      const hopeless = ratios.filter((ratio) => ratio < 0.1).length;
      expect(hopeless / ratios.length, `${label}: share of members below 10%`).toBeLessThanOrEqual(0.1);
    }
    // The seed sets targets for the months its sales cover: at least four completed ones.
    expect(seen.length).toBeGreaterThanOrEqual(4);
  });

  it('sets value targets in the same unit and scale as the sales they are measured against', async () => {
    const { year, month } = completedMonths().at(-1)!;
    const rows = (await get<Achievement[]>('/main/TargetAchievement_All_Value', { Year: year, Month: month })).body
      .data;
    const target = rows.reduce((sum, row) => sum + row.Target, 0);
    const actual = rows.reduce((sum, row) => sum + row.Actual, 0);
    // Over all members the month's sales are within a factor of two of its targets, not 100 times off.
    expect(actual / target).toBeGreaterThan(0.5);
    expect(actual / target).toBeLessThan(2);
  });
});
