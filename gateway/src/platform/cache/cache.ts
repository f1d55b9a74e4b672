// A TTL cache with in-flight coalescing: concurrent loads of one key share one upstream call;
// failures are not cached. Used for reference lists and page access (the description's 60 s). At a time limit of 0
// it keeps nothing and only shares the loads in flight.
import { LRUCache } from 'lru-cache';

export class CoalescingCache<V extends object> {
  private readonly values: LRUCache<string, V>;
  private readonly inFlight = new Map<string, Promise<V>>();
  /** Bumped by invalidation so a load that started before it does not store a stale value. */
  private generation = 0;
  private readonly keeps: boolean;

  constructor(options: {
    ttlMs: number;
    max: number;
    onLookup?: (result: 'hit' | 'miss' | 'shared') => void;
    /** A bound on the values' sizes together (`sizeOf` each, in bytes): the least recently used go first, and a
     *  value larger than the bound is shared while in flight but not kept. */
    maxBytes?: number;
    sizeOf?: (value: V) => number;
  }) {
    const { maxBytes, sizeOf } = options;
    this.keeps = options.ttlMs > 0;
    this.values = new LRUCache<string, V>({
      max: options.max,
      ttl: Math.max(options.ttlMs, 1),
      ...(maxBytes !== undefined && sizeOf ? { maxSize: maxBytes, sizeCalculation: (value) => sizeOf(value) } : {}),
    });
    this.onLookup = options.onLookup;
  }

  private readonly onLookup: ((result: 'hit' | 'miss' | 'shared') => void) | undefined;

  get(key: string, load: () => Promise<V>): Promise<V> {
    const cached = this.values.get(key);
    if (cached !== undefined) {
      this.onLookup?.('hit');
      return Promise.resolve(cached);
    }
    const pending = this.inFlight.get(key);
    if (pending) {
      this.onLookup?.('shared');
      return pending;
    }
    this.onLookup?.('miss');
    const generation = this.generation;
    const loading = load().then(
      (value) => {
        if (this.inFlight.get(key) === loading) this.inFlight.delete(key);
        if (this.keeps && generation === this.generation) this.values.set(key, value);
        return value;
      },
      (error: unknown) => {
        if (this.inFlight.get(key) === loading) this.inFlight.delete(key);
        throw error;
      },
    );
    this.inFlight.set(key, loading);
    return loading;
  }

  /** Drops one key, or every key starting with `prefix`. */
  delete(key: string): void {
    this.values.delete(key);
    this.inFlight.delete(key);
    this.generation++;
  }

  deletePrefix(prefix: string): void {
    for (const key of [...this.values.keys()]) if (key.startsWith(prefix)) this.values.delete(key);
    for (const key of [...this.inFlight.keys()]) if (key.startsWith(prefix)) this.inFlight.delete(key);
    this.generation++;
  }

  clear(): void {
    this.values.clear();
    this.inFlight.clear();
    this.generation++;
  }
}
