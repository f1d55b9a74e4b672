// Sign-in throttling: every attempt is counted per login name and per client address before the
// password is checked (consume, then check: one atomic increment each), so a burst of concurrent
// attempts cannot all slip past the limit. Past the limit attempts are refused until the window
// ends, with one message that never says whether the login name exists. A success clears the
// name's count and gives the address its point back. The counts live in the shared state, so
// several gateway instances throttle together (REDIS_URL). Password changes use the same scheme
// per member. Successful sign-ins are counted too, per login name: each costs the bases a slow
// password hash, so one who holds a password cannot sign in without end; and the checks themselves
// run a few at a time (one per login name), so a burst of sign-ins waits instead of slowing every
// other member's to a crawl.
import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import type { SharedState } from '../cache/shared-state.js';
import { gatewayError } from '../graphql/errors.js';
import { FairShare, type Release } from '../upstream/fair-share.js';

export interface ThrottleSettings {
  /** Attempts allowed per login name within the window (a success clears them). */
  perName: number;
  /** Attempts allowed per client address within the window (many names from one place). */
  perAddress: number;
  windowMs: number;
  /** Successful attempts allowed per login name within the window. */
  successesPerName: number;
  /** Password checks in flight at once on this instance (one per login name); the rest wait their turn. */
  concurrentChecks: number;
}

/** How long a sign-in waits for its turn to be checked before it is refused as busy. */
const CHECK_WAIT_MS = 30_000;

export const DEFAULT_THROTTLE: ThrottleSettings = {
  perName: 5,
  perAddress: 20,
  windowMs: 15 * 60_000,
  successesPerName: 20,
  concurrentChecks: 4,
};

/** The refusal of a limiter: how long until it may be tried again. */
export class LimitReached extends Error {
  constructor(readonly retryAfterMs: number) {
    super('limit reached');
  }

  get minutes(): number {
    return Math.max(1, Math.ceil(this.retryAfterMs / 60_000));
  }

  get seconds(): number {
    return Math.max(1, Math.ceil(this.retryAfterMs / 1000));
  }
}

/** Consumes one point of each key; throws LimitReached when any is past its limit. */
export async function consumeAll(
  entries: readonly (readonly [RateLimiterAbstract, string])[],
): Promise<{ limit: number; remaining: number; msBeforeNext: number }[]> {
  const results = await Promise.allSettled(entries.map(([limiter, key]) => limiter.consume(key)));
  let wait = -1;
  for (const result of results) {
    if (result.status === 'fulfilled') continue;
    if (!(result.reason instanceof RateLimiterRes)) throw result.reason;
    wait = Math.max(wait, result.reason.msBeforeNext);
  }
  if (wait >= 0) throw new LimitReached(wait);
  return results.map((result, at) => {
    const answer = (result as PromiseFulfilledResult<RateLimiterRes>).value;
    return { limit: entries[at]![0].points, remaining: answer.remainingPoints, msBeforeNext: answer.msBeforeNext };
  });
}

/** Where a counted sign-in attempt leaves its name and address. */
export interface AttemptStanding {
  /** Attempts still allowed after this one, the name's and the address's fewest (0: this was the last). */
  triesLeft: number;
  /** Until the window ends: how long the lock lasts once the tries are used up. */
  lockMs: number;
}

export class SignInThrottle {
  private readonly byName: RateLimiterAbstract;
  private readonly byAddress: RateLimiterAbstract;
  private readonly successes: RateLimiterAbstract;
  private readonly successesPerName: number;
  private readonly checks: FairShare;

  constructor(shared: SharedState, settings: ThrottleSettings = DEFAULT_THROTTLE, prefix = 'signin') {
    const durationSeconds = Math.ceil(settings.windowMs / 1000);
    this.byName = shared.limiter({ name: `${prefix}:name`, points: settings.perName, durationSeconds });
    this.byAddress = shared.limiter({ name: `${prefix}:address`, points: settings.perAddress, durationSeconds });
    this.successesPerName = settings.successesPerName;
    this.checks = new FairShare({ maxInFlight: settings.concurrentChecks, maxPerCaller: 1, maxExports: 0 });
    this.successes = shared.limiter({
      name: `${prefix}:success`,
      points: settings.successesPerName,
      durationSeconds,
    });
  }

  /** Runs a password check in its turn; OVERLOADED when the turn does not come within CHECK_WAIT_MS. */
  async check<T>(name: string, work: () => Promise<T>): Promise<T> {
    let release: Release;
    try {
      release = await this.checks.acquire(name.toLowerCase(), 'interactive', AbortSignal.timeout(CHECK_WAIT_MS));
    } catch {
      throw gatewayError('OVERLOADED', 'Too many sign-ins at once; try again in a moment');
    }
    try {
      return await work();
    } finally {
      release();
    }
  }

  /** Throws LimitReached when the name has had its successful attempts of the window (checked, not counted). */
  async successesLeft(name: string): Promise<void> {
    const used = await this.successes.get(name.toLowerCase());
    if (used !== null && used.consumedPoints >= this.successesPerName) throw new LimitReached(used.msBeforeNext);
  }

  /**
   * Counts an attempt before it is checked; throws LimitReached when the name or the address is past its limit.
   * Answers where the attempt leaves them: the tries left should this one be wrong, and how long a lock would last.
   */
  async attempt(name: string, address: string): Promise<AttemptStanding> {
    const counted = await consumeAll([
      [this.byName, name.toLowerCase()],
      [this.byAddress, address],
    ]);
    const tightest = counted.reduce((least, one) => (one.remaining < least.remaining ? one : least));
    return { triesLeft: Math.max(0, tightest.remaining), lockMs: tightest.msBeforeNext };
  }

  /** The attempt was right: the name starts afresh and the address gets its point back. */
  async succeeded(name: string, address: string): Promise<void> {
    await Promise.all([
      this.byName.delete(name.toLowerCase()),
      this.byAddress.reward(address, 1),
      // Past the limit it still counts (the sign-in has happened): the refusal comes with the next attempt.
      this.successes.penalty(name.toLowerCase(), 1),
    ]);
  }
}
