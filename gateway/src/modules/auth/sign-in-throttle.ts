// Sign-in throttling: every attempt is counted per login name and per client address before the
// password is checked (consume, then check: one atomic increment each), so a burst of concurrent
// attempts cannot all slip past the limit. Past the limit attempts are refused until the window
// ends, with one message that never says whether the login name exists. A success clears the
// name's count and gives the address its point back. The counts live in the shared state, so
// several gateway instances throttle together (REDIS_URL). Password changes use the same scheme
// per member.
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { SharedState } from '../../shared-state.js';

export interface ThrottleSettings {
  /** Attempts allowed per login name within the window (a success clears them). */
  perName: number;
  /** Attempts allowed per client address within the window (many names from one place). */
  perAddress: number;
  windowMs: number;
}

export const DEFAULT_THROTTLE: ThrottleSettings = { perName: 5, perAddress: 20, windowMs: 15 * 60_000 };

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
export async function consumeAll(entries: readonly (readonly [RateLimiterAbstract, string])[]): Promise<void> {
  const results = await Promise.allSettled(entries.map(([limiter, key]) => limiter.consume(key)));
  let wait = -1;
  for (const result of results) {
    if (result.status === 'fulfilled') continue;
    if (!(result.reason instanceof RateLimiterRes)) throw result.reason;
    wait = Math.max(wait, result.reason.msBeforeNext);
  }
  if (wait >= 0) throw new LimitReached(wait);
}

export class SignInThrottle {
  private readonly byName: RateLimiterAbstract;
  private readonly byAddress: RateLimiterAbstract;

  constructor(shared: SharedState, settings: ThrottleSettings = DEFAULT_THROTTLE, prefix = 'signin') {
    const durationSeconds = Math.ceil(settings.windowMs / 1000);
    this.byName = shared.limiter({ name: `${prefix}:name`, points: settings.perName, durationSeconds });
    this.byAddress = shared.limiter({ name: `${prefix}:address`, points: settings.perAddress, durationSeconds });
  }

  /** Counts an attempt before it is checked; throws LimitReached when the name or the address is past its limit. */
  attempt(name: string, address: string): Promise<void> {
    return consumeAll([
      [this.byName, name.toLowerCase()],
      [this.byAddress, address],
    ]);
  }

  /** The attempt was right: the name starts afresh and the address gets its point back. */
  async succeeded(name: string, address: string): Promise<void> {
    await Promise.all([this.byName.delete(name.toLowerCase()), this.byAddress.reward(address, 1)]);
  }
}
