// The load generator of `npm run bench`: one side's window is CONNECTIONS workers repeating its request for SECONDS;
// every comparison runs ROUNDS rounds, the sides alternating within each, and each side's figure is the median of
// its rounds with their spread (min–max). Then the figures as the results write them: medians, ratios, overlaps.

export const quick = process.argv.includes('--quick');
/** Seconds of one side's window in one round; every comparison runs ROUNDS rounds, the sides alternating. */
export const SECONDS = quick ? 2 : 8;
/** Rounds of every comparison: A B, then B A, then A B; each side's figure is the median of its rounds. */
export const ROUNDS = 3;
export const CONNECTIONS = 8;

export interface Sample {
  ms: number;
  bytes: number;
  calls: number;
}
/** One side's window in one round. */
interface Window {
  throughput: number;
  p50: number;
  p99: number;
  bytes: number;
}
/** A figure over the rounds: the median of the windows and their spread (min–max). */
export interface Figure {
  median: number;
  min: number;
  max: number;
}
export interface Measured {
  throughput: Figure;
  p50: Figure;
  p99: Figure;
  bytes: number;
}
/** One side of a comparison: a name and the request it repeats. */
export interface Side {
  name: string;
  run: () => Promise<Sample>;
}

/** Repeats `run` on CONNECTIONS workers for SECONDS: throughput, latency percentiles and bytes of one window. */
async function measureWindow(run: () => Promise<Sample>): Promise<Window> {
  const samples: Sample[] = [];
  const until = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < until) samples.push(await run());
    }),
  );
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { throughput: samples.length / SECONDS, p50: at(0.5), p99: at(0.99), bytes: samples[0]!.bytes };
}

function figure(values: number[]): Figure {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { median, min: sorted[0]!, max: sorted[sorted.length - 1]! };
}

function combine(windows: Window[]): Measured {
  return {
    throughput: figure(windows.map((w) => w.throughput)),
    p50: figure(windows.map((w) => w.p50)),
    p99: figure(windows.map((w) => w.p99)),
    bytes: windows[0]!.bytes,
  };
}

/**
 * Measures the sides against each other over `rounds` rounds, the order alternating within each round (A B, then
 * B A, …), after five warm-up requests a side; each side's figures are the median of its rounds with their spread.
 */
export async function compare(sides: Side[], rounds: number = ROUNDS): Promise<Map<string, Measured>> {
  for (const side of sides) for (let i = 0; i < 5; i++) await side.run();
  const windows = new Map<string, Window[]>(sides.map((side) => [side.name, []]));
  for (let pass = 0; pass < rounds; pass++) {
    const order = pass % 2 === 0 ? sides : [...sides].reverse();
    for (const side of order) windows.get(side.name)!.push(await measureWindow(side.run));
  }
  return new Map(sides.map((side) => [side.name, combine(windows.get(side.name)!)]));
}

/** One side's figures out of a comparison. */
export function sideOf(measured: Map<string, Measured>, name: string): Measured {
  const found = measured.get(name);
  if (!found) throw new Error(`no side named ${name}`);
  return found;
}

export const timed = async (work: () => Promise<{ bytes: number; calls: number }>): Promise<Sample> => {
  const started = performance.now();
  const { bytes, calls } = await work();
  return { ms: performance.now() - started, bytes, calls };
};

/** A side's figures as written to the results: medians, their spread over the rounds, and bytes. */
export interface Summary {
  throughputPerSecond: number;
  throughputRange: [number, number];
  p50Ms: number;
  p50Range: [number, number];
  p99Ms: number;
  p99Range: [number, number];
  bytes: number;
}

export function round(value: number) {
  return Math.round(value * 100) / 100;
}
export function summary(m: Measured): Summary {
  const range = (f: Figure): [number, number] => [round(f.min), round(f.max)];
  return {
    throughputPerSecond: round(m.throughput.median),
    throughputRange: range(m.throughput),
    p50Ms: round(m.p50.median),
    p50Range: range(m.p50),
    p99Ms: round(m.p99.median),
    p99Range: range(m.p99),
    bytes: m.bytes,
  };
}
/** Ours over theirs, of the medians. */
export function ratio(ours: Figure, theirs: Figure): number {
  return round(ours.median / theirs.median);
}
/** Whether two figures' spreads over the rounds overlap: a ratio between them is then within the run's noise. */
export function overlap(a: Figure, b: Figure): boolean {
  return a.min <= b.max && b.min <= a.max;
}
/** A figure as "median (min–max)". */
export function spread(f: Figure): string {
  return `${round(f.median)} (${round(f.min)}–${round(f.max)})`;
}
/** A written figure as "median (min–max)". */
export function cell(median: number, [min, max]: [number, number]): string {
  return `${median} (${min}–${max})`;
}
/** A ratio, marked "~" when the two sides' spreads overlap. */
export function marked(value: number, overlapping: boolean): string {
  return overlapping ? `${value} ~` : String(value);
}
