// What several gateway instances must agree on: the ended sessions, the rate-limit counters (sign-in
// and password throttling, request rates) and cache invalidations. One instance keeps them in
// memory; with REDIS_URL they live in Redis (keys for sessions and counters, a pub/sub channel for
// invalidations), so a session ended on one instance is refused by every other, a limit cannot be
// dodged by landing on another instance and a brand added through one is not served stale by another.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import { memorySessionStore, redisSessionStore, type SessionStore } from '../sessions/session-store.js';

/** A cache entry dropped on one instance, to be dropped on every other one. */
export type Invalidation =
  | { cache: 'reference'; key: string; prefix: boolean }
  /** Without `memberId`: every member's. */
  | { cache: 'access'; memberId?: number }
  /** `write`: a narrow write's endpoint (only what it touches is dropped); without it, everything. */
  | { cache: 'response'; write?: string }
  /** An access token was revoked: every instance checks its tokens again. */
  | { cache: 'tokens' };

/** A counter of `points` per key within `durationSeconds` (a fixed window from the first point). */
export interface LimiterSpec {
  /** Names the counter (a key prefix). */
  name: string;
  points: number;
  durationSeconds: number;
}

export interface SharedState {
  readonly mode: 'memory' | 'redis';
  /** Ended sessions and members' "valid after" times. */
  readonly sessions: SessionStore;
  /** An atomic counter (consume, then compare): shared by the instances when Redis is configured. */
  limiter(spec: LimiterSpec): RateLimiterAbstract;
  /** Tells the other instances (this one has already applied it). Never throws: a lost message
   *  leaves the other instances at most one cache lifetime (60 s) behind, and is logged. */
  broadcast(message: Invalidation): Promise<void>;
  /** Invalidations made by other instances. */
  onRemote(handler: (message: Invalidation) => void): void;
  /** For /readyz: whether the shared store answers. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export function memoryState(): SharedState {
  return {
    mode: 'memory',
    sessions: memorySessionStore(),
    limiter: (spec) =>
      new RateLimiterMemory({ keyPrefix: spec.name, points: spec.points, duration: spec.durationSeconds }),
    broadcast: async () => undefined,
    onRemote: () => undefined,
    ping: async () => true,
    close: async () => undefined,
  };
}

const CHANNEL = 'fieldforce:invalidate';
/** Each instance acknowledges an invalidation once it has dropped the entry. */
const ACK_CHANNEL = 'fieldforce:invalidated';
/** How long a mutation waits for the other instances' acknowledgements before answering anyway. */
const ACK_TIMEOUT_MS = 1_000;
const LIMIT_PREFIX = 'fieldforce:limit:';

function isInvalidation(value: unknown): value is Invalidation {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Record<string, unknown>;
  if (message.cache === 'reference') return typeof message.key === 'string' && typeof message.prefix === 'boolean';
  if (message.cache === 'access') return message.memberId === undefined || Number.isSafeInteger(message.memberId);
  if (message.cache === 'tokens') return true;
  return message.cache === 'response' && (message.write === undefined || typeof message.write === 'string');
}

export interface SharedStateLog {
  warn(details: object, message: string): void;
}

/** Connects to Redis (both connections ready) or throws naming the problem, never the URL's password. */
export async function redisState(url: string, log: SharedStateLog): Promise<SharedState> {
  const options = { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: true, connectTimeout: 5_000 };
  const commands = new Redis(url, options);
  const subscriber = new Redis(url, options);
  for (const connection of [commands, subscriber]) {
    connection.on('error', (error: Error) => log.warn({ err: { message: error.message } }, 'redis connection problem'));
  }
  try {
    await Promise.all([commands.connect(), subscriber.connect()]);
  } catch (error) {
    commands.disconnect();
    subscriber.disconnect();
    throw new Error(`REDIS_URL: cannot connect to Redis (${error instanceof Error ? error.message : String(error)})`);
  }
  const instance = randomUUID();
  const handlers: ((message: Invalidation) => void)[] = [];
  /** Broadcasts of this instance still waiting for acknowledgements: id → one call per ack. */
  const awaiting = new Map<string, () => void>();
  subscriber.on('message', (channel: string, raw: string) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return;
    }
    const envelope = parsed as { from?: unknown; id?: unknown; message?: unknown };
    if (channel === ACK_CHANNEL) {
      if (typeof envelope.id === 'string') awaiting.get(envelope.id)?.();
      return;
    }
    if (envelope.from === instance || !isInvalidation(envelope.message)) return;
    for (const handler of handlers) handler(envelope.message);
    if (typeof envelope.id === 'string') {
      commands.publish(ACK_CHANNEL, JSON.stringify({ id: envelope.id })).catch(() => undefined);
    }
  });
  await subscriber.subscribe(CHANNEL, ACK_CHANNEL);

  const sessions = await redisSessionStore(commands);

  return {
    mode: 'redis',
    sessions,
    // Counted by one Lua script per call (atomic across instances). While Redis cannot answer, each
    // instance counts in memory (the insurance limiter): the limit holds per instance rather than lapsing.
    limiter: (spec) =>
      new RateLimiterRedis({
        storeClient: commands,
        keyPrefix: LIMIT_PREFIX + spec.name,
        points: spec.points,
        duration: spec.durationSeconds,
        insuranceLimiter: new RateLimiterMemory({
          keyPrefix: spec.name,
          points: spec.points,
          duration: spec.durationSeconds,
        }),
      }),
    // Pub/sub delivers to the other instances' sockets, not into their caches: wait until each
    // instance that received the message says it dropped the entry, so the change is answered only
    // once no instance can serve the old value (at most ACK_TIMEOUT_MS, then logged).
    async broadcast(message) {
      const id = randomUUID();
      let acknowledged = 0;
      let expected = Number.POSITIVE_INFINITY;
      let done!: () => void;
      const allAcknowledged = new Promise<void>((resolve) => {
        done = resolve;
      });
      awaiting.set(id, () => {
        acknowledged++;
        if (acknowledged >= expected) done();
      });
      let timer: ReturnType<typeof setTimeout> | undefined;
      try {
        // Receivers counts every subscribed connection, this instance's own among them.
        const receivers = await commands.publish(CHANNEL, JSON.stringify({ from: instance, id, message }));
        expected = receivers - 1;
        if (acknowledged >= expected) return;
        const timedOut = new Promise<boolean>((resolve) => {
          timer = setTimeout(resolve, ACK_TIMEOUT_MS, true);
        });
        if (await Promise.race([allAcknowledged.then(() => false), timedOut])) {
          log.warn(
            { invalidation: message, acknowledged, expected },
            'not every instance acknowledged an invalidation in time',
          );
        }
      } catch (error) {
        log.warn(
          { err: { message: (error as Error).message }, invalidation: message },
          'invalidation not shared with the other instances',
        );
      } finally {
        if (timer) clearTimeout(timer);
        awaiting.delete(id);
      }
    },
    onRemote(handler) {
      handlers.push(handler);
    },
    async ping() {
      const timeout = new Promise<false>((resolve) => setTimeout(resolve, 1_000, false).unref());
      return Promise.race([
        commands.ping().then(
          (answer) => answer === 'PONG',
          () => false,
        ),
        timeout,
      ]);
    },
    async close() {
      await Promise.allSettled([subscriber.quit(), commands.quit()]);
    },
  };
}
