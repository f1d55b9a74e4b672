// Sign-in throttling: failed attempts are counted per login name and per client address in a
// sliding window; past the limit further attempts are refused for a while, with one message that
// never says whether the login name exists. A success clears the name's count. The counts live in
// the shared state, so several gateway instances throttle together (REDIS_URL).
import type { ThrottleStore } from '../../shared-state.js';

export interface ThrottleSettings {
  /** Failed attempts allowed per login name within the window. */
  perName: number;
  /** Failed attempts allowed per client address within the window (many names from one place). */
  perAddress: number;
  windowMs: number;
}

export const DEFAULT_THROTTLE: ThrottleSettings = { perName: 5, perAddress: 20, windowMs: 15 * 60_000 };

export class SignInThrottle {
  constructor(
    private readonly store: ThrottleStore,
    private readonly settings: ThrottleSettings = DEFAULT_THROTTLE,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string): Promise<number[]> {
    return this.store.recent(key, this.now() - this.settings.windowMs);
  }

  /** Minutes until sign-in may be tried again for this name from this address; 0 when it may now. */
  async waitMinutes(name: string, address: string): Promise<number> {
    const [byName, byAddress] = await Promise.all([this.recent(`n:${name.toLowerCase()}`), this.recent(`a:${address}`)]);
    const blockedUntil = Math.max(
      byName.length >= this.settings.perName ? byName[byName.length - this.settings.perName]! + this.settings.windowMs : 0,
      byAddress.length >= this.settings.perAddress ? byAddress[byAddress.length - this.settings.perAddress]! + this.settings.windowMs : 0,
    );
    return blockedUntil > this.now() ? Math.ceil((blockedUntil - this.now()) / 60_000) : 0;
  }

  async failed(name: string, address: string): Promise<void> {
    const now = this.now();
    await Promise.all([`n:${name.toLowerCase()}`, `a:${address}`].map((key) => this.store.add(key, now, this.settings.windowMs)));
  }

  async succeeded(name: string): Promise<void> {
    await this.store.clear(`n:${name.toLowerCase()}`);
  }
}
