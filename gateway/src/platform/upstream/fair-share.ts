// The bases' capacity shared fairly between members. Every upstream call takes a slot of the instance's
// cap (UPSTREAM_MAX_IN_FLIGHT); one member holds at most their share of it (UPSTREAM_MAX_IN_FLIGHT_PER_MEMBER),
// and exports, whoever runs them, together hold at most their own lane (UPSTREAM_MAX_IN_FLIGHT_EXPORTS).
// Calls past a limit wait in their member's own queue, and a freed slot goes to the next member in turn
// (round robin), not to whoever queued most: a member who floods the bases with reports waits behind
// themselves while everyone else's reads go straight through. Written here because the slot is per member
// and per lane at once, which no pool or limiter package we use offers.

export type Lane = 'interactive' | 'export';

export interface ShareLimits {
  /** Upstream calls in flight at once from this instance. */
  maxInFlight: number;
  /** Of those, what one member (or one signed-out address) may hold at once. */
  maxPerCaller: number;
  /** Of those, what every export together may hold at once. */
  maxExports: number;
}

interface Waiter {
  lane: Lane;
  start: () => void;
}

/** Given back when a call ends (once; later calls do nothing). */
export type Release = () => void;

export class FairShare {
  private inFlight = 0;
  private exportsInFlight = 0;
  private readonly held = new Map<string, number>();
  /** Each caller's waiting calls, first come first served; the map's order is the round robin's. */
  private readonly queues = new Map<string, Waiter[]>();

  constructor(private readonly limits: ShareLimits) {}

  /** Calls in flight now, and how many wait (for /metrics and tests). */
  get state(): { inFlight: number; exports: number; waiting: number } {
    let waiting = 0;
    for (const queue of this.queues.values()) waiting += queue.length;
    return { inFlight: this.inFlight, exports: this.exportsInFlight, waiting };
  }

  /**
   * A slot for one call of `caller` in `lane`: resolves when the call may go, with its release. Rejects
   * with `signal`'s reason when it aborts first (the call's deadline), leaving the queue as it was.
   */
  acquire(caller: string, lane: Lane, signal?: AbortSignal): Promise<Release> {
    const queue = this.queues.get(caller);
    if (queue === undefined && this.fits(caller, lane)) return Promise.resolve(this.take(caller, lane));
    return new Promise<Release>((resolve, reject) => {
      const waiter: Waiter = {
        lane,
        start: () => {
          signal?.removeEventListener('abort', abandon);
          resolve(this.take(caller, lane));
        },
      };
      const abandon = () => {
        const mine = this.queues.get(caller);
        const at = mine?.indexOf(waiter) ?? -1;
        if (mine && at >= 0) {
          mine.splice(at, 1);
          if (mine.length === 0) this.queues.delete(caller);
        }
        reject(signal?.reason);
      };
      if (signal?.aborted) return abandon();
      signal?.addEventListener('abort', abandon, { once: true });
      const mine = this.queues.get(caller) ?? [];
      mine.push(waiter);
      this.queues.set(caller, mine);
      this.dispatch();
    });
  }

  private fits(caller: string, lane: Lane): boolean {
    return (
      this.inFlight < this.limits.maxInFlight &&
      (this.held.get(caller) ?? 0) < this.limits.maxPerCaller &&
      (lane !== 'export' || this.exportsInFlight < this.limits.maxExports)
    );
  }

  private take(caller: string, lane: Lane): Release {
    this.inFlight++;
    if (lane === 'export') this.exportsInFlight++;
    this.held.set(caller, (this.held.get(caller) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.inFlight--;
      if (lane === 'export') this.exportsInFlight--;
      const left = (this.held.get(caller) ?? 1) - 1;
      if (left > 0) this.held.set(caller, left);
      else this.held.delete(caller);
      this.dispatch();
    };
  }

  /** Starts waiting calls while slots are free, one caller at a time in turn. */
  private dispatch(): void {
    let started = true;
    while (started && this.inFlight < this.limits.maxInFlight) {
      started = false;
      for (const [caller, queue] of this.queues) {
        const next = queue[0];
        if (next === undefined || !this.fits(caller, next.lane)) continue;
        queue.shift();
        // To the back of the round: the next freed slot goes to another member first.
        this.queues.delete(caller);
        if (queue.length > 0) this.queues.set(caller, queue);
        next.start();
        started = true;
        break;
      }
    }
  }
}
