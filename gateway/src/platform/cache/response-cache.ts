// A permission-aware whole-response cache for GraphQL queries, and identical upstream list reads shared
// across requests. Written as a small Apollo plugin: @apollo/server-plugin-response-cache needs the
// cache-control plugin's per-field hints (a per-field cost this gateway turned off) and cannot be dropped
// by a write, and @envelop/response-cache needs an envelop server (Yoga), not Apollo Server.
//
// An answer is keyed by everything that can change it: the member (id and what their session says of
// them), their effective pages at this moment, the document, the operation name and the variables. It
// is served only after the session is checked and the operation parsed, validated and costed, exactly
// as a fresh one. Every upstream write, whatever its outcome, drops every answer and shared read here
// and on every other instance (SharedState's broadcast, acknowledged) before it returns, except the
// narrow writes below, which drop only the answers and reads they touch (an anonymous caller must not
// empty every member's cache); a time limit (RESPONSE_CACHE_TTL_MS) bounds how long changes made
// upstream by others can go unseen.
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { businessDay } from '../business-day.js';
import type { Metrics } from '../http/observability.js';
import { CoalescingCache } from './cache.js';
import type { SharedState } from './shared-state.js';

export const DEFAULT_RESPONSE_CACHE_TTL_MS = 60_000;
/** Cached answers are bounded by their serialized size. */
const MAX_ANSWER_BYTES = 64 * 2 ** 20;
const MAX_SHARED_READS = 500;
/** However small, an answer costs its key and the cache's bookkeeping: their number is bounded too. */
export const MAX_CACHED_ANSWERS = 20_000;

/** The `data` of a successful answer. */
type CachedData = Record<string, unknown>;

/** What a narrow write changes: the root fields whose answers show it, and the upstream reads (key prefixes). */
interface WriteReach {
  fields: readonly string[];
  reads: readonly string[];
}

/**
 * Writes whose reach is known and small, by upstream endpoint; every other write drops everything. A
 * request for access (public, anonymous) adds a row that only the access requests list shows.
 */
export const NARROW_WRITES: Readonly<Record<string, WriteReach>> = {
  AccessRequest_Add: { fields: ['accessRequests'], reads: ['product/AccessRequest_List?'] },
  // An audit entry follows a change that has already dropped what it touched: only the trail is left to drop.
  Audit_Add: { fields: ['auditTrail'], reads: ['product/Audit_List?'] },
};

export interface CachedAnswer {
  data: CachedData;
  /** The answer's extensions (its operation's cost): the same for every caller of the same key. */
  extensions?: Record<string, unknown>;
  /** The operation's root fields (through fragments), for narrow drops. */
  fields: readonly string[];
  /** The answer as Apollo serializes it (UTF-8), and compressed, made by the first fast hit that needs each. */
  body?: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** What the fast path knows of a document Apollo passed: its declared variables, resolved name and kind. */
export interface KnownDocument {
  declared: readonly string[];
  /** The operation's name as Apollo resolved it (asked without a name, a document's one named operation). */
  operation: string | null | undefined;
  kind: string | undefined;
}

/** How many documents (and operation names) the fast path remembers the declared variables of. */
const MAX_KNOWN_DOCUMENTS = 2_000;

export class ResponseCache {
  readonly enabled: boolean;
  private readonly answers: LRUCache<string, CachedAnswer>;
  private readonly sharedReads: CoalescingCache<{ value: unknown }>;
  /** Bumped by each drop, so an answer computed before it is not stored after it. */
  private generationCount = 0;
  /** The generation of the last drop of everything, and of each field's last narrow drop. */
  private lastFullDrop = 0;
  private readonly lastFieldDrop = new Map<string, number>();
  /**
   * The variables each document (digest and operation name) declares, learned from Apollo's parse once
   * it validated and costed it: what the fast path needs to key a repeat without parsing it again.
   */
  private readonly documents = new LRUCache<string, KnownDocument>({ max: MAX_KNOWN_DOCUMENTS });

  constructor(
    ttlMs: number,
    private readonly shared: SharedState,
    private readonly metrics?: Metrics,
  ) {
    this.enabled = ttlMs > 0;
    const ttl = Math.max(ttlMs, 1);
    this.answers = new LRUCache<string, CachedAnswer>({ max: MAX_CACHED_ANSWERS, maxSize: MAX_ANSWER_BYTES, ttl });
    this.sharedReads = new CoalescingCache<{ value: unknown }>({
      ttlMs: ttl,
      max: MAX_SHARED_READS,
      onLookup: (result) => metrics?.cacheLookups.inc({ cache: 'upstream-read', result }),
    });
    shared.onRemote((message) => {
      if (message.cache === 'response') this.dropLocal(message.write);
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
    const data = this.answers.get(key)?.data;
    this.metrics?.cacheLookups.inc({ cache: 'response', result: data ? 'hit' : 'miss' });
    return data;
  }

  /**
   * The stored answer for the fast path (a miss goes on to Apollo, which counts its own lookup). A hit is
   * an operation answered: counted as Apollo counts the others (ok: only answers without errors are kept).
   */
  lookupAnswer(key: string, document: KnownDocument, started: bigint): CachedAnswer | undefined {
    const answer = this.answers.get(key);
    if (answer) {
      this.metrics?.cacheLookups.inc({ cache: 'response-fast', result: 'hit' });
      this.metrics?.countOperation(document.operation, document.kind, 'ok', started);
    }
    return answer;
  }

  /** Remembers what of a document validated and costed by Apollo the fast path needs (see `documents`). */
  learnDocument(document: string, operationName: string | null | undefined, known: KnownDocument): void {
    this.documents.set(documentKey(document, operationName), known);
  }

  /** What the fast path knows of a document, or undefined when Apollo has not passed it yet. */
  knownDocument(document: string, operationName: string | null | undefined): KnownDocument | undefined {
    return this.documents.get(documentKey(document, operationName));
  }

  /** Keeps an answer computed since `generation`, unless what it shows was dropped meanwhile. */
  store(
    key: string,
    generation: number,
    data: CachedData,
    fields: readonly string[] = [],
    extensions?: Record<string, unknown>,
  ): void {
    if (this.lastFullDrop > generation) return;
    if (fields.some((field) => (this.lastFieldDrop.get(field) ?? 0) > generation)) return;
    // Counted twice: the fast path keeps the serialized answer beside the data.
    const size = 2 * JSON.stringify(data).length;
    if (size <= MAX_ANSWER_BYTES / 8) this.answers.set(key, { data, extensions, fields }, { size });
  }

  /** An upstream list read, shared with every identical one until the next write or the time limit. */
  read<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.enabled) return load();
    return this.sharedReads.get(key, async () => ({ value: await load() })).then((read) => read.value as T);
  }

  /**
   * Drops what a write to `endpoint` touches (every cached answer and shared read, unless it is a narrow
   * write), here and (acknowledged) on every other instance.
   */
  async drop(endpoint?: string): Promise<void> {
    if (!this.enabled) return;
    const write = endpoint !== undefined && Object.hasOwn(NARROW_WRITES, endpoint) ? endpoint : undefined;
    this.dropLocal(write);
    await this.shared.broadcast(write === undefined ? { cache: 'response' } : { cache: 'response', write });
  }

  private dropLocal(write?: string): void {
    this.generationCount++;
    const reach = write !== undefined && Object.hasOwn(NARROW_WRITES, write) ? NARROW_WRITES[write] : undefined;
    if (!reach) {
      this.lastFullDrop = this.generationCount;
      this.answers.clear();
      this.sharedReads.clear();
      return;
    }
    for (const field of reach.fields) this.lastFieldDrop.set(field, this.generationCount);
    for (const [key, answer] of this.answers.entries())
      if (answer.fields.some((field) => reach.fields.includes(field))) this.answers.delete(key);
    for (const prefix of reach.reads) this.sharedReads.deletePrefix(prefix);
  }
}

/** A document's digest with its operation name: what `documents` is keyed by. */
const documentKey = (document: string, operationName: string | null | undefined) =>
  `${document}\n${operationName ?? ''}`;

/** The digest of a document's source, which is what an answer's key holds of it. */
export function documentDigest(source: string): string {
  return createHash('sha256').update(source).digest('base64url');
}

/** A member's page set sorted once: the access cache hands out the same (never changed) Set until it reloads. */
const sortedSets = new WeakMap<ReadonlySet<string>, readonly string[]>();
function sortedPages(pages: Iterable<string>): readonly string[] {
  if (!(pages instanceof Set)) return [...pages].sort();
  let sorted = sortedSets.get(pages);
  if (sorted === undefined) {
    sorted = [...pages].sort();
    sortedSets.set(pages, sorted);
  }
  return sorted;
}

/**
 * The key of one operation for one member: a digest, so no variable or document is kept as a key.
 * `document` is the source's digest (`documentDigest`). The business day is part of it: "today" and every
 * report's default window follow it, so an answer kept before midnight in the business's zone is not one after.
 */
export function answerKey(parts: {
  member: object;
  pages: Iterable<string>;
  document: string;
  operationName: string | null | undefined;
  variables: Record<string, unknown> | undefined;
}): string {
  const pages = sortedPages(parts.pages);
  const material = JSON.stringify([
    businessDay(),
    parts.member,
    pages,
    parts.operationName ?? null,
    parts.document,
    parts.variables ?? {},
  ]);
  return createHash('sha256').update(material).digest('base64url');
}
