// What several gateway instances must agree on: the failure counts behind sign-in and password
// throttling, and cache invalidations. One instance keeps them in memory; with REDIS_URL they live
// in Redis (sorted sets for the counts, a pub/sub channel for invalidations), so a brand added
// through one instance is not served stale by another, and a throttle cannot be dodged by landing
// on another instance. Sessions need nothing here: they are signed cookies every instance verifies.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/** A cache entry dropped on one instance, to be dropped on every other one. */
export type Invalidation =
  | { cache: 'reference'; key: string; prefix: boolean }
  | { cache: 'access'; memberId: number };

/** Failure times per key within a sliding window (milliseconds since the epoch). */
export interface ThrottleStore {
  recent(key: string, since: number): Promise<number[]>;
  add(key: string, time: number, windowMs: number): Promise<void>;
  clear(key: string): Promise<void>;
}

export interface SharedState {
  readonly mode: 'memory' | 'redis';
  readonly throttle: ThrottleStore;
  /** Tells the other instances (this one has already applied it). Never throws: a lost message
   *  leaves the other instances at most one cache lifetime (60 s) behind, and is logged. */
  broadcast(message: Invalidation): Promise<void>;
  /** Invalidations made by other instances. */
  onRemote(handler: (message: Invalidation) => void): void;
  /** For /readyz: whether the shared store answers. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

class MemoryThrottleStore implements ThrottleStore {
  private readonly times = new LRUCache<string, number[]>({ max: 50_000 });

  async recent(key: string, since: number): Promise<number[]> {
    const times = (this.times.get(key) ?? []).filter((time) => time > since);
    if (times.length > 0) this.times.set(key, times);
    else this.times.delete(key);
    return times;
  }

  async add(key: string, time: number, windowMs: number): Promise<void> {
    this.times.set(key, [...(await this.recent(key, time - windowMs)), time], { ttl: windowMs });
  }

  async clear(key: string): Promise<void> {
    this.times.delete(key);
  }
}

export function memoryState(): SharedState {
  return {
    mode: 'memory',
    throttle: new MemoryThrottleStore(),
    broadcast: async () => undefined,
    onRemote: () => undefined,
    ping: async () => true,
    close: async () => undefined,
  };
}

const CHANNEL = 'fieldforce:invalidate';
const THROTTLE_PREFIX = 'fieldforce:throttle:';

function isInvalidation(value: unknown): value is Invalidation {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Record<string, unknown>;
  if (message.cache === 'reference') return typeof message.key === 'string' && typeof message.prefix === 'boolean';
  if (message.cache === 'access') return Number.isSafeInteger(message.memberId);
  return false;
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
  subscriber.on('message', (_channel: string, raw: string) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return;
    }
    const envelope = parsed as { from?: unknown; message?: unknown };
    if (envelope.from === instance || !isInvalidation(envelope.message)) return;
    for (const handler of handlers) handler(envelope.message);
  });
  await subscriber.subscribe(CHANNEL);

  const throttle: ThrottleStore = {
    async recent(key, since) {
      const redisKey = THROTTLE_PREFIX + key;
      const [, times] = (await commands.multi().zremrangebyscore(redisKey, '-inf', since).zrangebyscore(redisKey, `(${since}`, '+inf', 'WITHSCORES').exec()) ?? [];
      const pairs = (times?.[1] as string[] | undefined) ?? [];
      const result: number[] = [];
      for (let index = 1; index < pairs.length; index += 2) result.push(Number(pairs[index]));
      return result;
    },
    async add(key, time, windowMs) {
      const redisKey = THROTTLE_PREFIX + key;
      await commands.multi().zadd(redisKey, time, `${time}:${randomUUID()}`).pexpire(redisKey, windowMs).exec();
    },
    async clear(key) {
      await commands.del(THROTTLE_PREFIX + key);
    },
  };

  return {
    mode: 'redis',
    throttle,
    async broadcast(message) {
      try {
        await commands.publish(CHANNEL, JSON.stringify({ from: instance, message }));
      } catch (error) {
        log.warn({ err: { message: (error as Error).message }, invalidation: message }, 'invalidation not shared with the other instances');
      }
    },
    onRemote(handler) {
      handlers.push(handler);
    },
    async ping() {
      const timeout = new Promise<false>((resolve) => setTimeout(resolve, 1_000, false).unref());
      return Promise.race([commands.ping().then((answer) => answer === 'PONG', () => false), timeout]);
    },
    async close() {
      await Promise.allSettled([subscriber.quit(), commands.quit()]);
    },
  };
}
