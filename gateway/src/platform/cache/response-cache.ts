// A permission-aware whole-response cache for GraphQL queries, and identical upstream list reads shared
// across requests. Written as a small Apollo plugin: @apollo/server-plugin-response-cache needs the
// cache-control plugin's per-field hints (a per-field cost this gateway turned off) and cannot be dropped
// by a write, and @envelop/response-cache needs an envelop server (Yoga), not Apollo Server.
//
// An answer is keyed by everything that can change it: the member (id and what their session says of
// them), their effective pages at this moment, the document, the operation name and the variables. It
// is served only after the session is checked and the operation parsed, validated and costed, exactly
// as a fresh one. It is kept with what its computation read of the bases (upstream/read-log.ts: its own upstream
// calls and what the shared reads, sorted wholes, reference lists and page access it was served had read). Every
// upstream write, whatever its outcome, drops what it can change here and on every other instance (SharedState's
// broadcast, acknowledged) before it returns: a narrow write (below) the answers and shared reads that read an
// endpoint it can change, and every other write everything. A time limit (RESPONSE_CACHE_TTL_MS) bounds how long
// changes made upstream by others can go unseen.
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { businessDay } from '../business-day.js';
import type { Metrics } from '../http/observability.js';
import type { ReadLog } from '../upstream/read-log.js';
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

/**
 * Writes whose reach is known and small, by write endpoint: the read endpoints (`base/endpoint`) whose answers they
 * can change, read from the bases' SQL (the stand-in's, services/src/domains): a cached answer, shared read or sorted
 * whole that read none of them is kept. Every other write drops everything. The integration test
 * narrow-write-reach.test.ts holds each reach to the stand-in: every read whose answer a write changes is in it.
 */
export const NARROW_WRITES: Readonly<Record<string, readonly string[]>> = {
  // A request for access (public, anonymous) adds a row that only the access requests list shows: an anonymous
  // caller must not empty every member's cache.
  AccessRequest_Add: ['product/AccessRequest_List'],
  // An audit entry follows a change that has already dropped what it touched: only the trail is left to drop.
  Audit_Add: ['product/Audit_List'],
  // A store-day planned or taken off (journey_plans): the member's week and month, and the visits' Planned column
  // (StoreVisitReport, which the store visits and the team's last fixes read). No roll-up or trigger reads the plans.
  JourneyPlanChange: ['main/GetTeamMemberVisitSummary', 'main/MontlyVisitStatus', 'main/StoreVisitReport'],
  // A week copied: store-days planned, as above (a preview plans nothing, but is the same call).
  CopyJourneyPlan: ['main/GetTeamMemberVisitSummary', 'main/MontlyVisitStatus', 'main/StoreVisitReport'],
  // A member's target for a brand and month (monthly_targets): the targets as set, and the targets beside what was
  // sold (by brand and by member, in units and in money), which Target Setting, the achievement screens and the
  // dashboard read. The sales roll-ups (sales_daily, sales_member_monthly) are fed by sales, never by targets.
  MonthlyTargetAdd: [
    'main/MonthlyTarget',
    'main/ViewMonthlyTarget_Qty',
    'main/ViewMonthlyTarget_Value',
    'main/TargetAchievement_All_Qty',
    'main/TargetAchievement_All_Value',
  ],
};

/** The read endpoints a write to `endpoint` can change when it is a narrow write; undefined: it can change anything. */
export function narrowReach(endpoint: string | undefined): readonly string[] | undefined {
  return endpoint !== undefined && Object.hasOwn(NARROW_WRITES, endpoint) ? NARROW_WRITES[endpoint] : undefined;
}

export interface CachedAnswer {
  data: CachedData;
  /** The answer's extensions (its operation's cost): the same for every caller of the same key. */
  extensions?: Record<string, unknown>;
  /** The endpoints (`base/endpoint`) its computation read, for narrow drops; undefined: not known (read everything). */
  reads: readonly string[] | undefined;
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
  /** The generation of the last drop of everything, of the last narrow drop, and of each endpoint's last one. */
  private lastFullDrop = 0;
  private lastNarrowDrop = 0;
  private readonly lastReadDrop = new Map<string, number>();
  /** The keys of the answers that read each endpoint, and of those whose reads are not known. */
  private readonly readers = new Map<string, Set<string>>();
  private readonly readingAnything = new Set<string>();
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
    this.answers = new LRUCache<string, CachedAnswer>({
      max: MAX_CACHED_ANSWERS,
      maxSize: MAX_ANSWER_BYTES,
      ttl,
      // However it goes (replaced, evicted, expired, dropped), an answer leaves the index of what it read.
      dispose: (answer, key) => this.unindex(key, answer),
    });
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

  /**
   * Keeps an answer computed since `generation` with what it read (`reads`, the request's log; none: not known, so
   * taken as reading everything), unless something it read was dropped meanwhile.
   */
  store(
    key: string,
    generation: number,
    data: CachedData,
    reads?: ReadLog,
    extensions?: Record<string, unknown>,
  ): void {
    if (this.lastFullDrop > generation) return;
    const read = reads?.list();
    if (read === undefined ? this.lastNarrowDrop > generation : this.droppedSince(read, generation)) return;
    // Counted twice: the fast path keeps the serialized answer beside the data.
    const size = 2 * JSON.stringify(data).length;
    if (size > MAX_ANSWER_BYTES / 8) return;
    this.answers.set(key, { data, extensions, reads: read }, { size });
    // Indexed once set: setting the key again disposes of (and unindexes) the answer it held.
    if (read === undefined) this.readingAnything.add(key);
    else
      for (const endpoint of read) {
        const keys = this.readers.get(endpoint);
        if (keys) keys.add(key);
        else this.readers.set(endpoint, new Set([key]));
      }
  }

  private droppedSince(read: readonly string[], generation: number): boolean {
    if (this.lastNarrowDrop <= generation) return false;
    return read.some((endpoint) => (this.lastReadDrop.get(endpoint) ?? 0) > generation);
  }

  private unindex(key: string, answer: CachedAnswer): void {
    if (answer.reads === undefined) {
      this.readingAnything.delete(key);
      return;
    }
    for (const endpoint of answer.reads) {
      const keys = this.readers.get(endpoint);
      keys?.delete(key);
      if (keys?.size === 0) this.readers.delete(endpoint);
    }
  }

  /** An upstream list read, shared with every identical one until the next write or the time limit. */
  read<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.enabled) return load();
    return this.sharedReads.get(key, async () => ({ value: await load() })).then((read) => read.value as T);
  }

  /**
   * Drops what a write to `endpoint` can change (everything, unless it is a narrow write), here and
   * (acknowledged) on every other instance.
   */
  async drop(endpoint?: string): Promise<void> {
    if (!this.enabled) return;
    const write = narrowReach(endpoint) === undefined ? undefined : endpoint;
    this.dropLocal(write);
    await this.shared.broadcast(write === undefined ? { cache: 'response' } : { cache: 'response', write });
  }

  private dropLocal(write?: string): void {
    this.generationCount++;
    const reach = narrowReach(write);
    if (!reach) {
      this.lastFullDrop = this.generationCount;
      this.readers.clear();
      this.readingAnything.clear();
      this.answers.clear();
      this.sharedReads.clear();
      return;
    }
    this.lastNarrowDrop = this.generationCount;
    for (const endpoint of reach) {
      this.lastReadDrop.set(endpoint, this.generationCount);
      for (const key of [...(this.readers.get(endpoint) ?? [])]) this.answers.delete(key);
    }
    for (const key of [...this.readingAnything]) this.answers.delete(key);
    this.sharedReads.dropReading(reach);
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
