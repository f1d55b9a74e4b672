// Operating the gateway: a request id for every request (the caller's x-request-id when it is sane,
// else a new one), kept in async context so the upstream client sends it on; and the Prometheus
// metrics behind /metrics (GraphQL operations, upstream calls, cache lookups, process figures).
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { ApolloServerPlugin } from '@apollo/server';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

const requestIds = new AsyncLocalStorage<string>();
const SANE_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The request id of the request being served, if any. */
export const currentRequestId = (): string | undefined => requestIds.getStore();

/** Fastify's genReqId: the caller's x-request-id when it is sane, else a new UUID. */
export function requestIdOf(headers: Record<string, string | string[] | undefined>): string {
  const given = headers['x-request-id'];
  return typeof given === 'string' && SANE_ID.test(given) ? given : randomUUID();
}

export class Metrics {
  readonly registry = new Registry();
  readonly operations = new Counter({ name: 'gateway_graphql_operations_total', help: 'GraphQL operations by name, type and outcome (ok or the first error code).', labelNames: ['operation', 'type', 'outcome'], registers: [this.registry] });
  readonly operationSeconds = new Histogram({ name: 'gateway_graphql_operation_duration_seconds', help: 'GraphQL operation durations.', labelNames: ['operation', 'type'], buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10], registers: [this.registry] });
  readonly upstreamCalls = new Counter({ name: 'gateway_upstream_requests_total', help: 'Upstream REST calls by base, endpoint and HTTP status (or the transport error).', labelNames: ['base', 'endpoint', 'status'], registers: [this.registry] });
  readonly upstreamSeconds = new Histogram({ name: 'gateway_upstream_request_duration_seconds', help: 'Upstream REST call durations.', labelNames: ['base', 'endpoint'], buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10], registers: [this.registry] });
  readonly inFlight = new Gauge({ name: 'gateway_graphql_in_flight', help: 'GraphQL operations and CSV exports being served.', registers: [this.registry] });
  readonly cacheLookups = new Counter({ name: 'gateway_cache_lookups_total', help: 'Cache lookups by cache and result (hit, miss, shared: joined a load in flight).', labelNames: ['cache', 'result'], registers: [this.registry] });

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: 'gateway_' });
  }

  /** Apollo plugin: counts and times every operation by its name. */
  plugin(): ApolloServerPlugin {
    const metrics = this;
    return {
      async requestDidStart() {
        const started = process.hrtime.bigint();
        return {
          async willSendResponse(context) {
            const operation = context.operationName ?? context.request.operationName ?? 'anonymous';
            const type = context.operation?.operation ?? 'unknown';
            const errors = context.errors ?? (context.response.body.kind === 'single' ? context.response.body.singleResult.errors : undefined);
            const outcome = errors && errors.length > 0 ? String(errors[0]?.extensions?.code ?? 'error') : 'ok';
            metrics.operations.inc({ operation, type, outcome });
            metrics.operationSeconds.observe({ operation, type }, Number(process.hrtime.bigint() - started) / 1e9);
          },
        };
      },
    };
  }
}

/** Request ids in async context and on every reply; /metrics in Prometheus text. */
export function registerObservability(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    requestIds.run(request.id, done);
  });
  app.get('/metrics', async (_request, reply) => reply.type(metrics.registry.contentType).send(await metrics.registry.metrics()));
}
