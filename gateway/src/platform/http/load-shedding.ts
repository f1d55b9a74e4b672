// Load shedding: the gateway refuses new GraphQL work (and CSV exports) with 503 and Retry-After
// when too many operations are already in flight or when the process is drowning (event-loop
// delay, heap, measured by @fastify/under-pressure), so what it has accepted finishes and health
// checks keep answering. Each caller (a member, or an address when signed out) has a share of the
// cap, so one member's burst cannot hold it all; past their share their operations wait in a short
// queue of their own (a screen opens with a burst of queries: those are served in turn, not refused),
// and only past that queue are they refused. Signed-out callers together hold a small share of the
// cap (sign-in, the sign-up form), so addresses without a session cannot crowd out members.
// An operation takes its slot once its request has been read, body included: a request whose body
// is slow or never comes holds only its connection, until the request timeout (server.ts) closes it.
// Exports run in a lane of their own: a quarter of the cap for every export together, and a quarter of a caller's
// share each; one runs for as long as its download, so counted with the screens' operations a few long exports
// would leave none of the cap for anyone's everyday queries.
// /healthz, /readyz and /metrics are never shed.
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Gauge } from 'prom-client';
import { setCurrentCaller } from './observability.js';
import { EXPORT_ROUTE, GRAPHQL_ROUTE, routeOf } from './route-path.js';

export interface LoadLimits {
  /** GraphQL operations served at once; past it: 503 (exports have a lane of a quarter of it besides). */
  maxInFlight: number;
  /** Of those, what one caller (a member, or an address when signed out) may hold at once. */
  maxInFlightPerCaller: number;
  /** Of those, what signed-out callers (every address together) may hold at once; past it: 503. */
  maxInFlightSignedOut: number;
  /** Past their share, how many of a caller's operations may wait for one of their slots; past it: 503. */
  maxQueuedPerCaller: number;
  /** Mean event-loop delay (ms) over a second past which work is shed; 0: not checked. */
  maxEventLoopDelayMs: number;
  /** V8 heap used (bytes) past which work is shed; 0: not checked. */
  maxHeapUsedBytes: number;
}

const RETRY_AFTER_SECONDS = 2;
/** How long a queued operation waits for its caller's slot before it is refused as busy. */
const MAX_QUEUE_WAIT_MS = 15_000;
/** The longest an abandoned operation keeps its slot if its handler never answers (a bound, not a wait). */
const MAX_ABANDONED_MS = 60_000;
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
export interface Caller {
  id: string;
  signedIn: boolean;
}
export type CallerOf = (request: FastifyRequest, reply: FastifyReply) => Promise<Caller>;

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

  interface Lane {
    /** What the lane holds at once; past it: 503. */
    cap: number;
    /** What one caller holds of the lane at once; past it, they wait their turn. */
    perCallerCap: number;
    inFlight: number;
    perCaller: Map<string, number>;
    /** Each caller's waiting operations, first come first served: each is woken when a slot of theirs frees. */
    waiting: Map<string, (() => void)[]>;
  }
  const lane = (cap: number, perCallerCap: number): Lane => ({
    cap,
    perCallerCap,
    inFlight: 0,
    perCaller: new Map(),
    waiting: new Map(),
  });
  const operations = lane(limits.maxInFlight, limits.maxInFlightPerCaller);
  const exports = lane(
    Math.max(1, Math.floor(limits.maxInFlight / 4)),
    Math.max(1, Math.floor(limits.maxInFlightPerCaller / 4)),
  );
  const laneOf = (request: FastifyRequest) => (routeOf(request) === EXPORT_ROUTE ? exports : operations);
  let signedOutInFlight = 0;
  const counted = new WeakMap<FastifyRequest, { caller: Caller; lane: Lane }>();
  /** Admitted requests whose handler has sent its answer, and those whose client left before it. */
  const answered = new WeakSet<FastifyRequest>();
  const abandoned = new WeakMap<FastifyRequest, NodeJS.Timeout>();

  const full = (lane: Lane) => (lane === exports ? 'too many exports running' : 'too many operations in flight');
  const mine = (lane: Lane) =>
    lane === exports ? 'too many of your exports running' : 'too many of your operations in flight';

  /** Waits for a slot of the caller's to free: true when woken, false when it waited too long or the client left. */
  const waitTurn = ({ waiting }: Lane, caller: string, request: FastifyRequest, first: boolean) =>
    new Promise<boolean>((resolve) => {
      const queue = waiting.get(caller) ?? [];
      waiting.set(caller, queue);
      const leave = (admitted: boolean) => {
        clearTimeout(timer);
        socket?.off('close', gone);
        const at = queue.indexOf(wake);
        if (at >= 0) queue.splice(at, 1);
        if (queue.length === 0 && waiting.get(caller) === queue) waiting.delete(caller);
        resolve(admitted);
      };
      const wake = () => leave(true);
      const gone = () => leave(false);
      const timer = setTimeout(gone, MAX_QUEUE_WAIT_MS);
      // The connection, not the request stream: an unread request stream does not tell when its client leaves.
      const socket = request.raw.socket;
      socket?.once('close', gone);
      if (first) queue.unshift(wake);
      else queue.push(wake);
    });

  // Refused before the body is read when the answer is already known: no slot is free, or the process drowns.
  app.addHook('onRequest', async (request, reply) => {
    if (!isShed(request) || reply.sent) return;
    const lane = laneOf(request);
    if (lane.inFlight >= lane.cap) return reply.send(overloaded(reply, full(lane)));
    if (app.isUnderPressure()) return reply.send(overloaded(reply, 'the process is under pressure'));
  });
  // The slot is taken once the request is read (preHandler: after the body), so a body that never
  // comes holds none of the cap.
  app.addHook('preHandler', async (request, reply) => {
    if (!isShed(request) || reply.sent) return;
    const lane = laneOf(request);
    if (lane.inFlight >= lane.cap) return reply.send(overloaded(reply, full(lane)));
    if (app.isUnderPressure()) return reply.send(overloaded(reply, 'the process is under pressure'));
    const caller = await callerOf(request, reply);
    for (let woken = false; ; ) {
      // Checked again after every await: others may have been admitted meanwhile.
      if (lane.inFlight >= lane.cap) return reply.send(overloaded(reply, full(lane)));
      if (!caller.signedIn && signedOutInFlight >= limits.maxInFlightSignedOut)
        return reply.send(overloaded(reply, 'too many operations of signed-out callers in flight'));
      if ((lane.perCaller.get(caller.id) ?? 0) < lane.perCallerCap) break;
      // A woken operation that lost its slot to a newcomer keeps its place at the front.
      if (!woken && (lane.waiting.get(caller.id)?.length ?? 0) >= limits.maxQueuedPerCaller)
        return reply.send(overloaded(reply, mine(lane)));
      woken = await waitTurn(lane, caller.id, request, woken);
      if (!woken) return reply.send(overloaded(reply, mine(lane)));
    }
    lane.perCaller.set(caller.id, (lane.perCaller.get(caller.id) ?? 0) + 1);
    // Its upstream calls are shared per caller, and an export's in the exports' lane (upstream/fair-share.ts).
    setCurrentCaller(caller.id, routeOf(request) === EXPORT_ROUTE ? 'export' : 'interactive');
    lane.inFlight++;
    if (!caller.signedIn) signedOutInFlight++;
    counted.set(request, { caller, lane });
    inFlightGauge.set(operations.inFlight + exports.inFlight);
    // A client that leaves keeps its slot until its work ends (its answer is sent, to nobody): a closed
    // connection emits no 'finish', so without this the slot would leak, and freed at once it would let
    // a member keep any number of abandoned operations running.
    reply.raw.once('close', () => {
      if (!counted.has(request)) return;
      if (answered.has(request)) return done(request);
      const timer = setTimeout(() => done(request), MAX_ABANDONED_MS);
      timer.unref();
      abandoned.set(request, timer);
    });
  });
  const done = async (request: FastifyRequest) => {
    const slot = counted.get(request);
    if (slot === undefined) return;
    const { caller, lane } = slot;
    counted.delete(request);
    clearTimeout(abandoned.get(request));
    abandoned.delete(request);
    const held = (lane.perCaller.get(caller.id) ?? 1) - 1;
    if (held > 0) lane.perCaller.set(caller.id, held);
    else lane.perCaller.delete(caller.id);
    lane.inFlight--;
    if (!caller.signedIn) signedOutInFlight--;
    inFlightGauge.set(operations.inFlight + exports.inFlight);
    lane.waiting.get(caller.id)?.[0]?.();
  };
  // The handler has its answer: its work is over, whether or not the client is still there. Callback style:
  // an async onSend defers the head of a streamed export, which then fails before its first byte.
  app.addHook('onSend', (request, _reply, payload, next) => {
    if (counted.has(request)) {
      answered.add(request);
      if (abandoned.has(request)) void done(request);
    }
    next(null, payload);
  });
  app.addHook('onResponse', done);
}
