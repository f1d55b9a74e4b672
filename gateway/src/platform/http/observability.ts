// Operating the gateway: a request id for every request (the caller's x-request-id when it is sane,
// else a new one), kept in async context so the upstream client sends it on, with the log of what the request
// read of the bases (the response cache keeps it beside the answer, upstream/read-log.ts); and the Prometheus
// metrics behind /metrics (GraphQL operations, upstream calls, cache lookups, process figures).
// Every label has a bounded set of values: a caller cannot grow the registry.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ApolloServerPlugin } from '@apollo/server';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Lane } from '../upstream/fair-share.js';
import { ReadLog } from '../upstream/read-log.js';

/** What the upstream client needs to know of the request being served: its id, and whose it is once known. */
interface RequestScope {
  id: string;
  /** `member:<id>` or `address:<ip>`, set when the request is admitted (load-shedding.ts). */
  caller?: string;
  /** Exports' upstream calls share a lane of their own (upstream/fair-share.ts). */
  lane?: Lane;
  /** What the request has read of the bases, directly or through the caches shared across requests. */
  reads?: ReadLog;
}

const requestScopes = new AsyncLocalStorage<RequestScope>();
const SANE_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The request id of the request being served, if any. */
export const currentRequestId = (): string | undefined => requestScopes.getStore()?.id;

/** Whose the request being served is, and its lane; none outside a request or before its admission. */
export const currentCaller = (): { caller: string; lane: Lane } | undefined => {
  const scope = requestScopes.getStore();
  return scope?.caller === undefined ? undefined : { caller: scope.caller, lane: scope.lane ?? 'interactive' };
};

/** Marks the request being served as `caller`'s, in `lane`. */
export function setCurrentCaller(caller: string, lane: Lane): void {
  const scope = requestScopes.getStore();
  if (scope === undefined) return;
  scope.caller = caller;
  scope.lane = lane;
}

/** The log of what the request being served has read of the bases; undefined outside a request (nothing is known). */
export const requestReads = (): ReadLog | undefined => requestScopes.getStore()?.reads;

/** Records that the request being served (or the cache load running for it) reads `endpoint` of `base`. */
export function recordRead(base: string, endpoint: string): void {
  requestScopes.getStore()?.reads?.add(`${base}/${endpoint}`);
}

/**
 * Runs `work` (a cache's load) with its reads recorded in `reads`, the log the cached value keeps, rather than in the
 * request's: the request gets them from the cache, as every other request the value serves does. Outside a request
 * the reads are recorded all the same.
 */
export function readingInto<T>(reads: ReadLog, work: () => T): T {
  const scope = requestScopes.getStore();
  // The request's id, caller and lane stay the request's (read through the prototype): only the log is the load's.
  const nested: RequestScope = scope ? (Object.create(scope) as RequestScope) : { id: '' };
  nested.reads = reads;
  return requestScopes.run(nested, work);
}

/** Fastify's genReqId: the caller's x-request-id when it is sane, else a new UUID. */
export function requestIdOf(headers: Record<string, string | string[] | undefined>): string {
  const given = headers['x-request-id'];
  return typeof given === 'string' && SANE_ID.test(given) ? given : randomUUID();
}

const WEB_DOCUMENTS = fileURLToPath(new URL('../../../../web/src/gql/graphql.ts', import.meta.url));

/** The operation names of the web client's documents (codegen's output); empty when it is absent. */
export function knownOperationNames(file = WEB_DOCUMENTS): Set<string> {
  if (!existsSync(file)) return new Set();
  const names = new Set<string>();
  for (const match of readFileSync(file, 'utf8').matchAll(
    /"kind":"OperationDefinition","operation":"\w+","name":\{"kind":"Name","value":"(\w+)"\}/g,
  )) {
    names.add(match[1]!);
  }
  return names;
}

const OPERATION_TYPES = new Set(['query', 'mutation', 'subscription']);
/** Outcomes counted by name; any other error code counts as "error". */
const OUTCOMES = new Set([
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'UPSTREAM_UNAVAILABLE',
  'UPSTREAM_TIMEOUT',
  'UPSTREAM_BAD_RESPONSE',
  'UPSTREAM_ERROR',
  'INTERNAL_SERVER_ERROR',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'COST_LIMIT_EXCEEDED',
  'OPERATION_RESOLUTION_FAILURE',
]);

export class Metrics {
  readonly registry = new Registry();
  readonly operations = new Counter({
    name: 'gateway_graphql_operations_total',
    help: 'GraphQL operations by name, type and outcome (ok or the first error code).',
    labelNames: ['operation', 'type', 'outcome'],
    registers: [this.registry],
  });
  readonly operationSeconds = new Histogram({
    name: 'gateway_graphql_operation_duration_seconds',
    help: 'GraphQL operation durations.',
    labelNames: ['operation', 'type'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  readonly upstreamCalls = new Counter({
    name: 'gateway_upstream_requests_total',
    help: 'Upstream REST calls by base, endpoint and HTTP status (or the transport error).',
    labelNames: ['base', 'endpoint', 'status'],
    registers: [this.registry],
  });
  readonly upstreamSeconds = new Histogram({
    name: 'gateway_upstream_request_duration_seconds',
    help: 'Upstream REST call durations.',
    labelNames: ['base', 'endpoint'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  readonly inFlight = new Gauge({
    name: 'gateway_graphql_in_flight',
    help: 'GraphQL operations and CSV exports being served.',
    registers: [this.registry],
  });
  readonly compiledExecutions = new Counter({
    name: 'gateway_graphql_compiled_executions_total',
    help:
      'Hot list queries run by graphql-jit, by outcome: compiled (answered compiled), ' +
      'errors (run again on Apollo path), uncompilable (run on Apollo path).',
    labelNames: ['outcome'],
    registers: [this.registry],
  });
  readonly cacheLookups = new Counter({
    name: 'gateway_cache_lookups_total',
    help: 'Cache lookups by cache and result (hit, miss, shared: joined a load in flight).',
    labelNames: ['cache', 'result'],
    registers: [this.registry],
  });

  /** Operation names counted by name; any other counts as "other" (callers choose names freely). */
  constructor(private readonly knownOperations: ReadonlySet<string> = knownOperationNames()) {
    collectDefaultMetrics({ register: this.registry, prefix: 'gateway_' });
  }

  /**
   * Counts and times one operation answered (by Apollo, or by the response cache's fast path) under its
   * bounded labels; `started` is process.hrtime.bigint() when it came in.
   */
  countOperation(name: string | null | undefined, kind: string | undefined, code: string, started: bigint): void {
    const operation =
      name === undefined || name === null ? 'anonymous' : this.knownOperations.has(name) ? name : 'other';
    const type = kind !== undefined && OPERATION_TYPES.has(kind) ? kind : 'unknown';
    const outcome = code === 'ok' || OUTCOMES.has(code) ? code : 'error';
    this.operations.inc({ operation, type, outcome });
    this.operationSeconds.observe({ operation, type }, Number(process.hrtime.bigint() - started) / 1e9);
  }

  /** Apollo plugin: counts and times every operation by its name. */
  plugin(): ApolloServerPlugin {
    const metrics = this;
    return {
      async requestDidStart() {
        const started = process.hrtime.bigint();
        return {
          async willSendResponse(context) {
            const errors =
              context.errors ??
              (context.response.body.kind === 'single' ? context.response.body.singleResult.errors : undefined);
            const code = errors && errors.length > 0 ? String(errors[0]?.extensions?.code ?? 'error') : 'ok';
            const name = context.operationName ?? context.request.operationName;
            metrics.countOperation(name, context.operation?.operation, code, started);
          },
        };
      },
    };
  }
}

/** Who may read /metrics: anyone (development), bearers of `token`, or nobody on this server. */
export interface MetricsAccess {
  open: boolean;
  token?: string;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Request ids in async context and on every reply. */
export function registerObservability(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    requestScopes.run({ id: request.id, reads: new ReadLog() }, done);
  });
}

/** /metrics in Prometheus text, behind the bearer token when one is set; absent when neither open nor a token. */
export function registerMetricsRoute(app: FastifyInstance, metrics: Metrics, access: MetricsAccess): void {
  const token = access.token;
  if (!access.open && token === undefined) return;
  app.get('/metrics', async (request, reply) => {
    if (token !== undefined) {
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!timingSafeEqual(digest(given), digest(token))) {
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer')
          .send({ error: { code: 'UNAUTHENTICATED', message: 'Send the metrics token' } });
      }
    }
    return reply
      .type(metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.registry.metrics());
  });
}
