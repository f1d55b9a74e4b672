// Sign-in throttling: failed attempts are counted per login name and per client address in a
// sliding window; past the limit further attempts are refused for a while, with one message that
// never says whether the login name exists. A success clears the name's count.
import { LRUCache } from 'lru-cache';

export interface ThrottleSettings {
  /** Failed attempts allowed per login name within the window. */
  perName: number;
  /** Failed attempts allowed per client address within the window (many names from one place). */
  perAddress: number;
  windowMs: number;
}

export const DEFAULT_THROTTLE: ThrottleSettings = { perName: 5, perAddress: 20, windowMs: 15 * 60_000 };

export class SignInThrottle {
  private readonly failures: LRUCache<string, number[]>;

  constructor(private readonly settings: ThrottleSettings = DEFAULT_THROTTLE, private readonly now: () => number = Date.now) {
    this.failures = new LRUCache<string, number[]>({ max: 50_000, ttl: settings.windowMs });
  }

  private recent(key: string): number[] {
    const since = this.now() - this.settings.windowMs;
    const times = (this.failures.get(key) ?? []).filter((time) => time > since);
    if (times.length > 0) this.failures.set(key, times);
    else this.failures.delete(key);
    return times;
  }

  /** Minutes until sign-in may be tried again for this name from this address; 0 when it may now. */
  waitMinutes(name: string, address: string): number {
    const byName = this.recent(`n:${name.toLowerCase()}`);
    const byAddress = this.recent(`a:${address}`);
    const blockedUntil = Math.max(
      byName.length >= this.settings.perName ? byName[byName.length - this.settings.perName]! + this.settings.windowMs : 0,
      byAddress.length >= this.settings.perAddress ? byAddress[byAddress.length - this.settings.perAddress]! + this.settings.windowMs : 0,
    );
    return blockedUntil > this.now() ? Math.ceil((blockedUntil - this.now()) / 60_000) : 0;
  }

  failed(name: string, address: string): void {
    for (const key of [`n:${name.toLowerCase()}`, `a:${address}`]) this.failures.set(key, [...this.recent(key), this.now()]);
  }

  succeeded(name: string): void {
    this.failures.delete(`n:${name.toLowerCase()}`);
  }
}
