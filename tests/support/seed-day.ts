// One anchor in time for a whole run: the day the demo seed took as its today (the global setup provides it),
// not the clock when each file starts, which can be a day (or a year) later on a run that crosses midnight.
import { inject } from 'vitest';

/** The demo seed's today: its database's UTC date when the global setup seeded it. */
export function seedToday(): string {
  return inject('seedDays')[0]!;
}

/**
 * A year `offset` years after the seed's: its weeks and months stay in the future all run long (a past week's
 * plan is refused), and every file counts from the same year, so files with distinct offsets never share a week.
 */
export function yearsAhead(offset: number): number {
  return Number(seedToday().slice(0, 4)) + offset;
}
