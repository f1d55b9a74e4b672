// The team-day scenario's pure logic (bench/team-day-plan.ts): the percentiles each step reports, the knee found
// from the steps, the role mix of the simulated staff, and the seeded think times that make two runs alike.
import { describe, expect, it } from 'vitest';
import {
  findKnee,
  growth,
  percentile,
  ROLES,
  roleMix,
  roleOf,
  seededRandom,
  summarise,
  thinkTimeMs,
} from '../../bench/team-day-plan.js';

describe('percentile', () => {
  it('is the nearest rank of the sorted samples', () => {
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(hundred, 0.5)).toBe(50);
    expect(percentile(hundred, 0.95)).toBe(95);
    expect(percentile(hundred, 0.99)).toBe(99);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([1, 2], 0.5)).toBe(1);
    expect(percentile([1, 2], 0.95)).toBe(2);
  });

  it('is 0 with no samples', () => {
    expect(percentile([], 0.95)).toBe(0);
  });
});

describe('summarise', () => {
  it('sorts the samples itself, rounds to a tenth of a millisecond and counts errors apart', () => {
    const samples = [30.04, 10, 20, 40, 50, 60, 70, 80, 90, 100.06];
    expect(summarise(samples, 2)).toEqual({ count: 10, errors: 2, p50: 50, p95: 100.1, p99: 100.1 });
    expect(summarise([], 0)).toEqual({ count: 0, errors: 0, p50: 0, p95: 0, p99: 0 });
  });
});

describe('findKnee', () => {
  const step = (staff: number, operations: Record<string, { p95: number; errors?: number }>) => ({
    staff,
    operations: Object.fromEntries(
      Object.entries(operations).map(([name, { p95, errors = 0 }]) => [
        name,
        { count: 100, errors, p50: p95 / 2, p95, p99: p95 },
      ]),
    ),
  });

  it('is the first step where any operation passes the p95 limit, naming it; the step before carried the load', () => {
    const steps = [
      step(10, { Me: { p95: 20 }, DashboardView: { p95: 120 } }),
      step(20, { Me: { p95: 25 }, DashboardView: { p95: 290 } }),
      step(40, { Me: { p95: 30 }, DashboardView: { p95: 301 } }),
      step(80, { Me: { p95: 900 }, DashboardView: { p95: 1200 } }),
    ];
    expect(findKnee(steps, 300)).toEqual({
      staff: 40,
      carried: 20,
      reasons: ['DashboardView p95 301 ms > 300 ms'],
    });
  });

  it('is the first step with any error, however fast', () => {
    const steps = [step(10, { Me: { p95: 20 } }), step(20, { Me: { p95: 25, errors: 1 } })];
    expect(findKnee(steps, 300)).toEqual({ staff: 20, carried: 10, reasons: ['Me 1 error'] });
  });

  it('is not reached when every step stays within the limit (carried: the last); none carried at the first', () => {
    expect(findKnee([step(10, { Me: { p95: 300 } }), step(20, { Me: { p95: 299 } })], 300)).toEqual({
      staff: null,
      carried: 20,
      reasons: [],
    });
    expect(findKnee([step(10, { Me: { p95: 400, errors: 3 } })], 300)).toEqual({
      staff: 10,
      carried: null,
      reasons: ['Me p95 400 ms > 300 ms', 'Me 3 errors'],
    });
  });
});

describe('roleMix', () => {
  const total = (mix: Record<string, number>) => Object.values(mix).reduce((sum, n) => sum + n, 0);

  it('is mostly promoters and supervisors, some managers, an administrator or two and an analyst', () => {
    for (const staff of [10, 20, 40, 80, 160, 320]) {
      const mix = roleMix(staff);
      expect(total(mix)).toBe(staff);
      expect(mix.promoter + mix.supervisor).toBeGreaterThan(staff * 0.6);
      expect(mix.promoter).toBeGreaterThan(mix.supervisor);
      expect(mix.manager).toBeGreaterThanOrEqual(1);
      expect(mix.administrator).toBeGreaterThanOrEqual(1);
      expect(mix.administrator).toBeLessThanOrEqual(2);
      expect(mix.analyst).toBeGreaterThanOrEqual(1);
    }
    expect(roleMix(10)).toEqual({ promoter: 4, supervisor: 3, manager: 1, administrator: 1, analyst: 1 });
  });

  it('counts the first members of the roster, so each step reuses the members of the steps before it', () => {
    for (let staff = 1; staff < 400; staff++) {
      const now = roleMix(staff);
      const next = roleMix(staff + 1);
      for (const role of ROLES) expect(next[role] - now[role]).toBe(role === roleOf(staff + 1) ? 1 : 0);
    }
  });
});

describe('seeded think times', () => {
  it('repeat with the seed, stay within their bounds and spread across them', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const times = Array.from({ length: 1000 }, () => thinkTimeMs(a, 2000, 8000));
    expect(Array.from({ length: 1000 }, () => thinkTimeMs(b, 2000, 8000))).toEqual(times);
    expect(Math.min(...times)).toBeGreaterThanOrEqual(2000);
    expect(Math.max(...times)).toBeLessThan(8000);
    expect(Math.min(...times)).toBeLessThan(2200);
    expect(Math.max(...times)).toBeGreaterThan(7800);
    expect(thinkTimeMs(seededRandom(7), 2000, 8000)).not.toBe(times[0]);
  });
});

describe('growth', () => {
  it('is the rise from the mean of the first warm samples to the mean of the last ones, in per cent', () => {
    expect(growth([100, 100, 110, 110])).toBe(10);
    expect(growth([200, 180])).toBe(-10);
    expect(growth([5])).toBe(0);
  });
});
