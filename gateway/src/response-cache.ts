// A permission-aware whole-response cache for GraphQL queries, and identical upstream list reads shared
// across requests. Written as a small Apollo plugin: @apollo/server-plugin-response-cache needs the
// cache-control plugin's per-field hints (a per-field cost this gateway turned off) and cannot be dropped
// by a write, and @envelop/response-cache needs an envelop server (Yoga), not Apollo Server.
//
// An answer is keyed by everything that can change it: the member (id and what their session says of
// them), their effective pages at this moment, the document, the operation name and the variables. It
// is served only after the session is checked and the operation parsed, validated and costed, exactly
// as a fresh one. Every upstream write, whatever its outcome, drops every answer and shared read here
// and on every other instance (SharedState's broadcast, acknowledged) before it returns; a time limit
// (RESPONSE_CACHE_TTL_MS) bounds how long changes made upstream by others can go unseen.
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { CoalescingCache } from './cache.js';
import type { Metrics } from './observability.js';
import type { SharedState } from './shared-state.js';

export const DEFAULT_RESPONSE_CACHE_TTL_MS = 60_000;
/** Cached answers are bounded by their serialized size. */
const MAX_ANSWER_BYTES = 64 * 2 ** 20;
const MAX_SHARED_READS = 500;
/** However small, an answer costs its key and the cache's bookkeeping: their number is bounded too. */
export const MAX_CACHED_ANSWERS = 20_000;

/** The `data` of a successful answer. */
type CachedData = Record<string, unknown>;

export class ResponseCache {
  readonly enabled: boolean;
  private readonly answers: LRUCache<string, CachedData>;
  private readonly sharedReads: CoalescingCache<{ value: unknown }>;
  /** Bumped by each drop, so an answer computed before it is not stored after it. */
  private generationCount = 0;

  constructor(
    ttlMs: number,
    private readonly shared: SharedState,
    private readonly metrics?: Metrics,
  ) {
    this.enabled = ttlMs > 0;
    const ttl = Math.max(ttlMs, 1);
    this.answers = new LRUCache<string, CachedData>({ max: MAX_CACHED_ANSWERS, maxSize: MAX_ANSWER_BYTES, ttl });
    this.sharedReads = new CoalescingCache<{ value: unknown }>({
      ttlMs: ttl,
      max: MAX_SHARED_READS,
      onLookup: (result) => metrics?.cacheLookups.inc({ cache: 'upstream-read', result }),
    });
    shared.onRemote((message) => {
      if (message.cache === 'response') this.dropLocal();
    });
  }

  get generation(): number {
    return this.generationCount;
  }

  /** How many answers are kept. */
  get size(): number {
    return this.answers.size;
  }

  lookup(key: string): CachedData | undefined {
    const data = this.answers.get(key);
    this.metrics?.cacheLookups.inc({ cache: 'response', result: data ? 'hit' : 'miss' });
    return data;
  }

  store(key: string, generation: number, data: CachedData): void {
    if (generation !== this.generationCount) return;
    const size = JSON.stringify(data).length;
    if (size <= MAX_ANSWER_BYTES / 8) this.answers.set(key, data, { size });
  }

  /** An upstream list read, shared with every identical one until the next write or the time limit. */
  read<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.enabled) return load();
    return this.sharedReads.get(key, async () => ({ value: await load() })).then((read) => read.value as T);
  }

  /** Drops every cached answer and shared read, here and (acknowledged) on every other instance. */
  async drop(): Promise<void> {
    if (!this.enabled) return;
    this.dropLocal();
    await this.shared.broadcast({ cache: 'response' });
  }

  private dropLocal(): void {
    this.generationCount++;
    this.answers.clear();
    this.sharedReads.clear();
  }
}

/** The key of one operation for one member: a digest, so no variable or document is kept as a key. */
export function answerKey(parts: {
  member: object;
  pages: Iterable<string>;
  document: string;
  operationName: string | null | undefined;
  variables: Record<string, unknown> | undefined;
}): string {
  const pages = [...parts.pages].sort();
  const material = JSON.stringify([
    parts.member,
    pages,
    parts.operationName ?? null,
    parts.document,
    parts.variables ?? {},
  ]);
  return createHash('sha256').update(material).digest('base64url');
}
