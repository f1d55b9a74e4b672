// Load shedding: the gateway refuses new GraphQL work (and CSV exports) with 503 and Retry-After
// when too many operations are already in flight or when the process is drowning (event-loop
// delay, heap, measured by @fastify/under-pressure), so what it has accepted finishes and health
// checks keep answering. Each caller (a member, or an address when signed out) has a share of the
// cap, so one member's burst cannot hold it all. /healthz, /readyz and /metrics are never shed.
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Gauge } from 'prom-client';
import { EXPORT_ROUTE, GRAPHQL_ROUTE, routeOf } from './route-path.js';

export interface LoadLimits {
  /** GraphQL operations and exports served at once; past it: 503. */
  maxInFlight: number;
  /** Of those, what one caller (a member, or an address when signed out) may hold at once. */
  maxInFlightPerCaller: number;
  /** Mean event-loop delay (ms) over a second past which work is shed; 0: not checked. */
  maxEventLoopDelayMs: number;
  /** V8 heap used (bytes) past which work is shed; 0: not checked. */
  maxHeapUsedBytes: number;
}

const RETRY_AFTER_SECONDS = 2;
const SHED_ROUTES = new Set([GRAPHQL_ROUTE, EXPORT_ROUTE]);

const isShed = (request: FastifyRequest) => SHED_ROUTES.has(routeOf(request) ?? '');

/** Sets the 503 answer's head and returns its body (GraphQL-shaped, so clients show the message). */
function overloaded(reply: FastifyReply, why: string) {
  reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).type('application/json');
  return {
    errors: [{ message: `The server is busy (${why}); try again in a moment`, extensions: { code: 'OVERLOADED' } }],
  };
}

/** Who a request counts against: `member:<id>`, or `address:<ip>` when signed out. */
export type CallerOf = (request: FastifyRequest, reply: FastifyReply) => Promise<string>;

export async function registerLoadShedding(
  app: FastifyInstance,
  limits: LoadLimits,
  inFlightGauge: Gauge,
  callerOf: CallerOf,
): Promise<void> {
  await app.register(underPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    maxHeapUsedBytes: limits.maxHeapUsedBytes,
    // It only measures: the hook below decides, so the health checks and metrics answer regardless.
    pressureHandler: () => undefined,
  });

  let inFlight = 0;
  const perCaller = new Map<string, number>();
  const counted = new WeakMap<FastifyRequest, string>();
  app.addHook('onRequest', async (request, reply) => {
    if (!isShed(request) || reply.sent) return;
    if (inFlight >= limits.maxInFlight) return reply.send(overloaded(reply, 'too many operations in flight'));
    if (app.isUnderPressure()) return reply.send(overloaded(reply, 'the process is under pressure'));
    const caller = await callerOf(request, reply);
    // Checked again after the await: others may have been admitted meanwhile.
    if (inFlight >= limits.maxInFlight) return reply.send(overloaded(reply, 'too many operations in flight'));
    const held = perCaller.get(caller) ?? 0;
    if (held >= limits.maxInFlightPerCaller)
      return reply.send(overloaded(reply, 'too many of your operations in flight'));
    perCaller.set(caller, held + 1);
    inFlight++;
    counted.set(request, caller);
    inFlightGauge.set(inFlight);
  });
  const done = async (request: FastifyRequest) => {
    const caller = counted.get(request);
    if (caller === undefined) return;
    counted.delete(request);
    const held = (perCaller.get(caller) ?? 1) - 1;
    if (held > 0) perCaller.set(caller, held);
    else perCaller.delete(caller);
    inFlight--;
    inFlightGauge.set(inFlight);
  };
  app.addHook('onResponse', done);
  app.addHook('onRequestAbort', done);
}
