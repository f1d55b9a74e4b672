// A TTL cache with in-flight coalescing: concurrent loads of one key share one upstream call;
// failures are not cached. Used for reference lists and page access (the description's 60 s). At a time limit of 0
// it keeps nothing and only shares the loads in flight. Each value keeps the log of what its load read of the bases,
// and hands it to every request it serves (a request waiting on a load in flight gets its reads as they come): an
// answer made of a cached value has read what the value read (upstream/read-log.ts).
import { LRUCache } from 'lru-cache';
import { readingInto, requestReads } from '../http/observability.js';
import { ReadLog } from '../upstream/read-log.js';

interface Held<V> {
  value: V;
  reads: ReadLog;
}

interface Loading<V> {
  held: Promise<Held<V>>;
  reads: ReadLog;
}

export class CoalescingCache<V extends object> {
  private readonly values: LRUCache<string, Held<V>>;
  private readonly inFlight = new Map<string, Loading<V>>();
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
    this.values = new LRUCache<string, Held<V>>({
      max: options.max,
      ttl: Math.max(options.ttlMs, 1),
      ...(maxBytes !== undefined && sizeOf ? { maxSize: maxBytes, sizeCalculation: (held) => sizeOf(held.value) } : {}),
    });
    this.onLookup = options.onLookup;
  }

  private readonly onLookup: ((result: 'hit' | 'miss' | 'shared') => void) | undefined;

  get(key: string, load: () => Promise<V>): Promise<V> {
    const into = requestReads();
    const cached = this.values.get(key);
    if (cached !== undefined) {
      this.onLookup?.('hit');
      if (into) cached.reads.feed(into);
      return Promise.resolve(cached.value);
    }
    const pending = this.inFlight.get(key);
    if (pending) {
      this.onLookup?.('shared');
      if (into) pending.reads.feed(into);
      return pending.held.then((held) => held.value);
    }
    this.onLookup?.('miss');
    const generation = this.generation;
    const reads = new ReadLog();
    if (into) reads.feed(into);
    const loading: Loading<V> = {
      reads,
      held: readingInto(reads, load).then(
        (value) => {
          reads.settle();
          // Still this key's load: not dropped (delete, clear, dropReading) while it ran.
          const current = this.inFlight.get(key) === loading;
          if (current) this.inFlight.delete(key);
          if (this.keeps && current && generation === this.generation) this.values.set(key, { value, reads });
          return { value, reads };
        },
        (error: unknown) => {
          reads.settle();
          if (this.inFlight.get(key) === loading) this.inFlight.delete(key);
          throw error;
        },
      ),
    };
    this.inFlight.set(key, loading);
    return loading.held.then((held) => held.value);
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

  /**
   * Drops the values whose loads read any of `endpoints` (`base/endpoint`), and the loads in flight that have read one
   * so far; every other value and load is kept. Called once a write has ended: a load in flight that reads one of
   * them later sends that read after the write, and sees it.
   */
  dropReading(endpoints: readonly string[]): void {
    for (const [key, held] of [...this.values.entries()]) if (held.reads.meets(endpoints)) this.values.delete(key);
    for (const [key, loading] of [...this.inFlight]) if (loading.reads.meets(endpoints)) this.inFlight.delete(key);
  }

  clear(): void {
    this.values.clear();
    this.inFlight.clear();
    this.generation++;
  }
}
