// The one REST client: a keep-alive undici Pool per base, a deadline per call, retries for reads,
// the envelope check, and typed errors. Never logs a URL, a query string or the token.
import { FormData, Pool, errors as undiciErrors } from 'undici';
import { currentCaller, currentRequestId, type Metrics, recordRead } from '../http/observability.js';
import type { BaseName, DataOf, EndpointOf, ParamsOf } from './contract.js';
import type { DescribedBases } from './described.js';
import {
  UpstreamBadResponse,
  UpstreamError,
  UpstreamStatusError,
  UpstreamTimeout,
  UpstreamUnavailable,
} from './errors.js';
import { FairShare, type Release, type ShareLimits } from './fair-share.js';
import {
  buildEndpointPath,
  buildRequestPath,
  changesData,
  isWriteEndpoint,
  type Params,
  TOKEN_PARAM,
} from './query.js';

export interface UpstreamLog {
  warn(fields: object, message: string): void;
}

export interface UpstreamOptions {
  bases: Record<BaseName, string>;
  token: string;
  timeoutMs: number;
  /** Retries after the first attempt, for reads only. */
  readRetries?: number;
  /** Where call counts and durations go (/metrics). */
  metrics?: Metrics;
  /** What the bases serve: the description's endpoints and parameters, plus configured extras. */
  described: DescribedBases;
  /** How the bases' capacity is shared between members and exports (fair-share.ts); unbounded when absent. */
  share?: ShareLimits;
}

/** Calls made outside any member's request (readiness probes, start-up) share this caller's slots. */
const SYSTEM_CALLER = 'system';

interface Envelope {
  status: number;
  message: string;
  data?: unknown;
  /** A paged list's size (the services count it; a base that does not page leaves it out). */
  total?: unknown;
  totals?: unknown;
}

/** One answer of a list that may be paged: its rows and, when the base paged it, the whole list's size. */
export interface ListAnswer<T> {
  rows: T;
  total: number | undefined;
  totals: unknown;
}

const BACKOFF_BASE_MS = 50;

const withoutPaging = ({ Limit: _limit, Offset: _offset, ...rest }: Params): Params => rest;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && typeof (body as { status?: unknown }).status === 'number';
}

interface Exchange {
  statusCode: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** The envelope's `data` of an answer, or the UpstreamError its status or shape means. */
function envelopeData(endpoint: string, exchange: Exchange): unknown {
  return envelopeOf(endpoint, exchange).data;
}

/** The envelope of an answer, or the UpstreamError its status or shape means. */
function envelopeOf(endpoint: string, { statusCode, body: bytes }: Exchange): Envelope {
  let body: unknown;
  try {
    body = JSON.parse(bytes.toString('utf8'));
  } catch {
    if (statusCode < 200 || statusCode >= 300)
      throw new UpstreamStatusError(endpoint, statusCode, 'non-JSON error body');
    throw new UpstreamBadResponse(endpoint, 'invalid JSON');
  }
  const envelope = isEnvelope(body) ? body : undefined;
  if (statusCode < 200 || statusCode >= 300 || (envelope && envelope.status >= 400)) {
    const status = statusCode >= 300 || statusCode < 200 ? statusCode : (envelope?.status ?? statusCode);
    throw new UpstreamStatusError(
      endpoint,
      status,
      typeof envelope?.message === 'string' ? envelope.message : '',
      envelope?.data,
    );
  }
  if (!envelope) throw new UpstreamBadResponse(endpoint, 'missing envelope');
  return envelope;
}

/**
 * A read is sent again after a refused or broken connection or a 5xx, never after a timeout: a base
 * that took longer than the deadline is most likely under load, and a second copy of the same read
 * (for a report, its whole aggregation) would only add to it, for every member.
 */
function isRetryable(error: unknown): boolean {
  return error instanceof UpstreamUnavailable || (error instanceof UpstreamStatusError && error.status >= 500);
}

export class UpstreamClient {
  private readonly pools = new Map<BaseName, { pool: Pool; basePath: string }>();
  private readonly token: string;
  private readonly timeoutMs: number;
  private readonly readRetries: number;
  private readonly metrics: Metrics | undefined;
  readonly described: DescribedBases;
  readonly share: FairShare;
  /** Told after every call that may change data (whatever its outcome: a lost answer may have applied). */
  private readonly writeListeners: ((endpoint: string) => Promise<void>)[] = [];
  private readonly doubtListeners: ((endpoint: string) => Promise<void>)[] = [];
  /** The second drops of writes whose outcome is not known (wroteInDoubt), cancelled on close. */
  private readonly doubtfulWrites = new Set<NodeJS.Timeout>();

  constructor(options: UpstreamOptions) {
    this.token = options.token;
    this.timeoutMs = options.timeoutMs;
    this.readRetries = options.readRetries ?? 2;
    this.metrics = options.metrics;
    this.described = options.described;
    this.share = new FairShare(
      options.share ?? {
        maxInFlight: Number.MAX_SAFE_INTEGER,
        maxPerCaller: Number.MAX_SAFE_INTEGER,
        maxExports: Number.MAX_SAFE_INTEGER,
      },
    );
    for (const base of Object.keys(options.bases) as BaseName[]) {
      const url = new URL(options.bases[base]);
      // HTTP/1.1 only (undici 8 would speak HTTP/2 to a TLS base that offers it): the connection count, the
      // fair share of slots and the deadlines are sized and tested for one request per connection.
      const pool = new Pool(url.origin, { connections: 64, keepAliveTimeout: 10_000, pipelining: 1, allowH2: false });
      this.pools.set(base, { pool, basePath: url.pathname });
    }
  }

  /** One call: the parsed envelope's `data` (undefined when absent). Failures are UpstreamErrors. */
  async call<B extends BaseName, E extends EndpointOf<B>>(
    base: B,
    endpoint: E,
    params: ParamsOf<B, E>,
    log?: UpstreamLog,
  ): Promise<DataOf<B, E> | undefined> {
    const plan = this.described.plan(base, endpoint, params as Params);
    const envelope = await this.callRaw(base, endpoint, plan.params, log);
    return this.described.keep(endpoint, plan, envelope?.data) as DataOf<B, E> | undefined;
  }

  /** List responses are read from field data, with an empty list when absent. */
  async list<B extends BaseName, E extends EndpointOf<B>>(
    base: B,
    endpoint: E,
    params: ParamsOf<B, E>,
    log?: UpstreamLog,
  ): Promise<DataOf<B, E>> {
    return (await this.listAnswer(base, endpoint, params, log)).rows;
  }

  /** A list with what the envelope says of its whole size (`total`, `totals`) when the base paged it. */
  async listAnswer<B extends BaseName, E extends EndpointOf<B>>(
    base: B,
    endpoint: E,
    params: ParamsOf<B, E>,
    log?: UpstreamLog,
  ): Promise<ListAnswer<DataOf<B, E>>> {
    const plan = this.described.plan(base, endpoint, params as Params);
    // Rows filtered here are counted here: the base's page and total would be of the unfiltered list.
    const sent = plan.rowFilters.length > 0 ? withoutPaging(plan.params) : plan.params;
    const envelope = await this.callRaw(base, endpoint, sent, log);
    const data = this.described.keep(endpoint, plan, envelope?.data);
    if (data !== undefined && data !== null && !Array.isArray(data))
      throw new UpstreamBadResponse(endpoint, 'data is not a list');
    const total = plan.rowFilters.length > 0 ? undefined : envelope?.total;
    if (total !== undefined && (typeof total !== 'number' || !Number.isSafeInteger(total) || total < 0))
      throw new UpstreamBadResponse(endpoint, 'total is not a count');
    return { rows: (data ?? []) as DataOf<B, E>, total, totals: envelope?.totals };
  }

  /** Whether the base answers HTTP at all (any status counts), for readiness. */
  async probe(base: BaseName, endpoint: string, timeoutMs: number): Promise<boolean> {
    try {
      await this.attempt(base, endpoint, {}, timeoutMs, true);
      return true;
    } catch (error) {
      return error instanceof UpstreamStatusError || error instanceof UpstreamBadResponse;
    }
  }

  async close(): Promise<void> {
    for (const timer of this.doubtfulWrites) clearTimeout(timer);
    this.doubtfulWrites.clear();
    await Promise.all([...this.pools.values()].map(({ pool }) => pool.close()));
  }

  /** `listener` runs after each call that may change data (given its endpoint), awaited before the call returns. */
  onWrite(listener: (endpoint: string) => Promise<void>): void {
    this.writeListeners.push(listener);
  }

  private async wrote(endpoint: string): Promise<void> {
    await Promise.all(this.writeListeners.map((listener) => listener(endpoint).catch(() => undefined)));
  }

  /**
   * `listener` runs after each write that failed without a refusal from the base (no answer in time, connection
   * lost, a 5xx, an answer it could not read): the base may have saved it, or may still. Awaited before the call
   * returns, and run again once the base has had as long again when it gave no answer.
   */
  onWriteInDoubt(listener: (endpoint: string) => Promise<void>): void {
    this.doubtListeners.push(listener);
  }

  /**
   * A write that failed without the base's refusal may have been saved, or may still be after the gateway gave up
   * (no answer): its listeners run now and, for no answer, again once the base has had as long again, together with
   * every write listener, so an answer read in between is not kept for a cache's whole time limit.
   */
  private async wroteInDoubt(endpoint: string, error: unknown): Promise<void> {
    if (error instanceof UpstreamStatusError && error.status < 500) return;
    const inDoubt = () => Promise.all(this.doubtListeners.map((listener) => listener(endpoint).catch(() => undefined)));
    await inDoubt();
    if (!(error instanceof UpstreamTimeout || error instanceof UpstreamUnavailable)) return;
    const timer = setTimeout(() => {
      this.doubtfulWrites.delete(timer);
      void Promise.all([this.wrote(endpoint), inDoubt()]);
    }, this.timeoutMs);
    timer.unref();
    this.doubtfulWrites.add(timer);
  }

  private async callRaw(
    base: BaseName,
    endpoint: string,
    params: Params,
    log?: UpstreamLog,
  ): Promise<Envelope | undefined> {
    // Recorded before it is sent: a write that ends before a read is sent is seen by the read.
    recordRead(base, endpoint);
    if (!changesData(endpoint)) return this.callWithRetries(base, endpoint, params, log);
    try {
      return await this.callWithRetries(base, endpoint, params, log);
    } catch (error) {
      await this.wroteInDoubt(endpoint, error);
      throw error;
    } finally {
      await this.wrote(endpoint);
    }
  }

  private async callWithRetries(
    base: BaseName,
    endpoint: string,
    params: Params,
    log?: UpstreamLog,
  ): Promise<Envelope | undefined> {
    const started = Date.now();
    const deadline = started + this.timeoutMs;
    const retries = isWriteEndpoint(endpoint) ? 0 : this.readRetries;
    for (let attempt = 0; ; attempt++) {
      // Each attempt has the rest of the deadline: one that times out is not retried.
      const remaining = deadline - Date.now();
      try {
        if (remaining <= 0) throw new UpstreamTimeout(endpoint);
        return await this.attempt(base, endpoint, params, remaining, false);
      } catch (error) {
        const backoff = BACKOFF_BASE_MS * 2 ** attempt * (0.5 + Math.random());
        const canRetry = attempt < retries && isRetryable(error) && Date.now() + backoff < deadline;
        if (!canRetry) {
          if (error instanceof UpstreamError) {
            log?.warn(
              {
                upstream: base,
                endpoint,
                code: error.code,
                ...(error instanceof UpstreamStatusError ? { status: error.status } : {}),
                attempts: attempt + 1,
                ms: Date.now() - started,
              },
              'upstream call failed',
            );
          }
          throw error;
        }
        await sleep(backoff);
      }
    }
  }

  /**
   * A multipart upload (the contract's only POSTs): the token and fields in the form, then the file.
   * One attempt, never retried. The envelope's `data`, or an UpstreamError.
   */
  async upload(
    base: BaseName,
    endpoint: string,
    fields: Params,
    file: { field: string; bytes: Buffer; filename: string; contentType: string },
    log?: UpstreamLog,
  ): Promise<unknown> {
    const target = this.target(base);
    const form = new FormData();
    form.set(TOKEN_PARAM, this.token);
    for (const [key, value] of Object.entries(fields)) {
      if (value !== undefined && value !== null)
        form.set(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
    }
    form.set(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.contentType }), file.filename);
    const started = Date.now();
    try {
      const path = buildEndpointPath(target.basePath, endpoint);
      return envelopeData(
        endpoint,
        await this.exchange(endpoint, target.pool, { method: 'POST', path, body: form }, this.timeoutMs),
      );
    } catch (error) {
      if (error instanceof UpstreamError)
        log?.warn({ upstream: base, endpoint, code: error.code, ms: Date.now() - started }, 'upstream upload failed');
      await this.wroteInDoubt(endpoint, error);
      throw error;
    } finally {
      await this.wrote(endpoint);
    }
  }

  /** A non-JSON answer (a picture): its bytes and content type; 404 and other failures are UpstreamErrors. */
  async binary(base: BaseName, endpoint: string, params: Params): Promise<{ contentType: string; bytes: Buffer }> {
    const target = this.target(base);
    const plan = this.described.plan(base, endpoint, params);
    recordRead(base, endpoint);
    const path = buildRequestPath(target.basePath, endpoint, plan.params, this.token);
    const answer = await this.exchange(endpoint, target.pool, { method: 'GET', path }, this.timeoutMs);
    if (answer.statusCode !== 200) envelopeData(endpoint, answer);
    return { contentType: String(answer.headers['content-type'] ?? 'application/octet-stream'), bytes: answer.body };
  }

  private target(base: BaseName) {
    const target = this.pools.get(base);
    if (!target) throw new Error(`Unknown upstream base: ${base}`);
    return target;
  }

  private async exchange(
    endpoint: string,
    pool: Pool,
    request: { method: 'GET' | 'POST'; path: string; body?: FormData },
    budgetMs: number,
  ): Promise<Exchange> {
    const signal = AbortSignal.timeout(budgetMs);
    const base = request.path.split('/').filter(Boolean).at(-2) ?? '';
    const requestId = currentRequestId();
    const { caller, lane } = currentCaller() ?? { caller: SYSTEM_CALLER, lane: 'interactive' as const };
    // The wait for a share of the bases counts against the call's deadline.
    let release: Release;
    try {
      release = await this.share.acquire(caller, lane, signal);
    } catch (error) {
      const failure = this.transportError(endpoint, error, signal);
      this.metrics?.upstreamCalls.inc({ base, endpoint, status: failure.code.toLowerCase() });
      throw failure;
    }
    const started = process.hrtime.bigint();
    let status = 'error';
    try {
      const response = await pool.request({
        ...request,
        signal,
        headers: { accept: 'application/json', ...(requestId ? { 'x-request-id': requestId } : {}) },
      });
      status = String(response.statusCode);
      return {
        statusCode: response.statusCode,
        headers: response.headers,
        body: Buffer.from(await response.body.arrayBuffer()),
      };
    } catch (error) {
      const failure = this.transportError(endpoint, error, signal);
      status = failure.code.toLowerCase();
      throw failure;
    } finally {
      release();
      this.metrics?.upstreamCalls.inc({ base, endpoint, status });
      this.metrics?.upstreamSeconds.observe({ base, endpoint }, Number(process.hrtime.bigint() - started) / 1e9);
    }
  }

  private async attempt(
    base: BaseName,
    endpoint: string,
    params: Params,
    budgetMs: number,
    anyStatus: boolean,
  ): Promise<Envelope | undefined> {
    const target = this.target(base);
    const path = buildRequestPath(target.basePath, endpoint, params, this.token);
    const answer = await this.exchange(endpoint, target.pool, { method: 'GET', path }, budgetMs);
    if (anyStatus) return undefined;
    return envelopeOf(endpoint, answer);
  }

  private transportError(endpoint: string, error: unknown, signal: AbortSignal): UpstreamError {
    if (
      signal.aborted ||
      error instanceof undiciErrors.HeadersTimeoutError ||
      error instanceof undiciErrors.BodyTimeoutError ||
      error instanceof undiciErrors.ConnectTimeoutError
    ) {
      return new UpstreamTimeout(endpoint);
    }
    return new UpstreamUnavailable(endpoint);
  }
}
