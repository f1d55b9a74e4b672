// The sorted wholes of long reports (graphql/sorted-page.ts), held by member and question for a short while, bounded
// in bytes, shared while in flight, and dropped by every upstream write that could change them (here, and when
// another instance says so): a narrow write drops the wholes that read an endpoint it can change, any other write
// every whole. A whole hands what it read to each request it serves (cache.ts), so their answers are dropped too.
import type { UpstreamClient } from '../upstream/client.js';
import { CoalescingCache } from './cache.js';
import { narrowReach } from './response-cache.js';
import type { SharedState } from './shared-state.js';

/** How long a sorted whole is held after its read: an export's pages follow each other within seconds. */
export const SORTED_HOLD_MS = 30_000;
/** The sorted wholes held together, by their estimated size (a year of display-check lines is about 15 MB). */
const MAX_SORTED_BYTES = 96 * 2 ** 20;
const MAX_SORTED_WHOLES = 200;

/** What a sorted whole's memory is estimated at: its first row's JSON, twice for the objects, times its rows. */
function estimatedBytes(rows: readonly unknown[]): number {
  const first = rows[0];
  return Math.max(1, rows.length * 2 * (first === undefined ? 1 : JSON.stringify(first).length));
}

/** The sorted wholes of this instance, held for SORTED_HOLD_MS by member and question. */
export class SortedResults {
  private readonly wholes = new CoalescingCache<{ rows: readonly unknown[] }>({
    ttlMs: SORTED_HOLD_MS,
    max: MAX_SORTED_WHOLES,
    maxBytes: MAX_SORTED_BYTES,
    sizeOf: (whole) => estimatedBytes(whole.rows),
  });

  constructor(upstream: Pick<UpstreamClient, 'onWrite'>, shared: Pick<SharedState, 'onRemote'>) {
    upstream.onWrite(async (endpoint) => this.drop(endpoint));
    shared.onRemote((message) => {
      if (message.cache === 'response') this.drop(message.write);
    });
  }

  private drop(write: string | undefined): void {
    const reach = narrowReach(write);
    if (reach) this.wholes.dropReading(reach);
    else this.wholes.clear();
  }

  /** The whole under `key`: held, in flight for another page, or loaded now (a failure is not held). */
  whole<R>(key: string, load: () => Promise<readonly R[]>): Promise<readonly R[]> {
    return this.wholes.get(key, async () => ({ rows: await load() })).then((whole) => whole.rows as readonly R[]);
  }
}
