// The team-day scenario's pure logic (bench/team-day.ts runs it): who the simulated staff are, how long they think
// between screens, and what a step's timings say: percentiles, the knee, memory growth. No I/O here.

export const ROLES = ['promoter', 'supervisor', 'manager', 'administrator', 'analyst'] as const;
export type Role = (typeof ROLES)[number];

/**
 * The role of the roster's `position`-th member (from 1): an administrator at the 7th and the 40th, an analyst at
 * the 10th and then one a hundred, a manager one in eight, and of the rest a third supervisors, two thirds promoters.
 */
export function roleOf(position: number): Role {
  if (position === 7 || position === 40) return 'administrator';
  if (position === 10 || (position > 10 && position % 100 === 0)) return 'analyst';
  if (position % 8 === 4) return 'manager';
  return position % 3 === 2 ? 'supervisor' : 'promoter';
}

/** The roles of the roster's first `staff` members, counted: a step of `staff` simulated members. */
export function roleMix(staff: number): Record<Role, number> {
  const mix = Object.fromEntries(ROLES.map((role) => [role, 0])) as Record<Role, number>;
  for (let position = 1; position <= staff; position++) mix[roleOf(position)] += 1;
  return mix;
}

/** A small deterministic generator (mulberry32): the same seed, the same staff behaviour, run after run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A pause between screens, uniform in [min, max). */
export const thinkTimeMs = (random: () => number, min: number, max: number) => min + random() * (max - min);

/** One of `choices` by its weight. */
export function pick<T>(random: () => number, choices: readonly (readonly [T, number])[]): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let left = random() * total;
  for (const [choice, weight] of choices) {
    left -= weight;
    if (left < 0) return choice;
  }
  const last = choices.at(-1);
  if (!last) throw new Error('nothing to pick from');
  return last[0];
}

/** The nearest-rank percentile of samples sorted ascending; 0 with none. */
export function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
}

export interface Timing {
  count: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
}

const tenth = (ms: number) => Math.round(ms * 10) / 10;

/** An operation's answers in a step: how many, how many failed, and the percentiles of their times (ms). */
export function summarise(samples: readonly number[], errors: number): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    count: sorted.length,
    errors,
    p50: tenth(percentile(sorted, 0.5)),
    p95: tenth(percentile(sorted, 0.95)),
    p99: tenth(percentile(sorted, 0.99)),
  };
}

export interface StepResult {
  staff: number;
  operations: Record<string, Timing>;
}

export interface Knee {
  /** The first staff count at which some operation's p95 passed the limit or some answer failed; null: not reached. */
  staff: number | null;
  /** The largest staff count before it that stayed within the limit with no error; null: not even the first. */
  carried: number | null;
  reasons: string[];
}

/** Where the load stops being carried: the first step any operation's p95 passes `p95LimitMs` or any error appears. */
export function findKnee(steps: readonly StepResult[], p95LimitMs: number): Knee {
  let carried: number | null = null;
  for (const step of steps) {
    const reasons: string[] = [];
    for (const [name, timing] of Object.entries(step.operations)) {
      if (timing.p95 > p95LimitMs) reasons.push(`${name} p95 ${timing.p95} ms > ${p95LimitMs} ms`);
      if (timing.errors > 0) reasons.push(`${name} ${timing.errors} error${timing.errors === 1 ? '' : 's'}`);
    }
    if (reasons.length > 0) return { staff: step.staff, carried, reasons };
    carried = step.staff;
  }
  return { staff: null, carried, reasons: [] };
}

/** The rise, in per cent, from the mean of the first half of the samples to the mean of the second; 0 with one. */
export function growth(samples: readonly number[]): number {
  if (samples.length < 2) return 0;
  const half = Math.floor(samples.length / 2);
  const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
  const first = mean(samples.slice(0, half));
  const last = mean(samples.slice(samples.length - half));
  return Math.round((last / first - 1) * 1000) / 10;
}
