// Which signed sessions have ended: the ended session ids (until they would have expired anyway) and
// each member's "valid after" time (deactivation, removal, a password change, an administrator's
// order end every session issued before it). In memory for one instance, in Redis for several.
// Fails closed: a session issued before the store's epoch (this process's start in memory; the
// moment Redis lost or never had its state) is refused rather than revived.

import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/** The session cookie's settings (kept here, not in context.ts, so the cookie code imports no context). */
export interface SessionSettings {
  secret: string;
  ttlSeconds: number;
  secureCookies: boolean;
}

export interface SessionRef {
  sid: string;
  id: number;
  /** Issued at, milliseconds since the epoch. */
  iat: number;
  /** Expires at, milliseconds since the epoch. */
  exp: number;
}

export interface SessionStore {
  /** Whether the session has not been ended. Throws when the store cannot answer (callers refuse the session). */
  isLive(session: SessionRef): Promise<boolean>;
  /** Ends one session (every copy of its cookie). */
  end(session: SessionRef): Promise<void>;
  /** Ends every session of a member issued before now; `ttlMs` is the longest a session lives. */
  endMember(memberId: number, ttlMs: number): Promise<void>;
}

export function memorySessionStore(
  now: () => number = Date.now,
  { maxEnded = 200_000 }: { maxEnded?: number } = {},
): SessionStore {
  const epoch = now();
  const validAfter = new LRUCache<number, number>({ max: 200_000 });
  // Ended sessions per member, oldest first (a Map keeps insertion order), at most `maxEnded` in all.
  const ended = new Map<number, Map<string, SessionRef>>();
  let endedCount = 0;
  const drop = (memberId: number, mine: Map<string, SessionRef>, sid: string) => {
    if (!mine.delete(sid)) return;
    endedCount -= 1;
    if (mine.size === 0) ended.delete(memberId);
  };
  // The list is full: the member holding most of it (the one signing out over and over) gives up its
  // oldest, so one member's flood never pushes out someone else's sign-out. Forgetting it would revive a
  // stolen copy of its cookie, so that member's sessions issued up to it end instead (theirs alone).
  const overflow = () => {
    let largest: [number, Map<string, SessionRef>] | undefined;
    for (const entry of ended) if (largest === undefined || entry[1].size > largest[1].size) largest = entry;
    if (largest === undefined) return;
    const [memberId, mine] = largest;
    const [sid, session] = mine.entries().next().value as [string, SessionRef];
    drop(memberId, mine, sid);
    if (session.exp <= now()) return;
    const after = Math.max(validAfter.get(memberId) ?? 0, session.iat + 1);
    const ttl = Math.max(1, session.exp - now(), validAfter.getRemainingTTL(memberId));
    validAfter.set(memberId, after, { ttl });
  };
  return {
    async isLive(session) {
      if (session.iat < epoch) return false;
      const mine = ended.get(session.id)?.get(session.sid);
      if (mine !== undefined && mine.exp > now()) return false;
      return session.iat >= (validAfter.get(session.id) ?? 0);
    },
    async end(session) {
      // Expired ones are not swept here (a scan per sign-out would cost a flood dearly): they go first
      // when the list is full, as the oldest, and end nothing then.
      const mine = ended.get(session.id) ?? new Map<string, SessionRef>();
      drop(session.id, mine, session.sid);
      ended.set(session.id, mine);
      mine.set(session.sid, session);
      endedCount += 1;
      while (endedCount > maxEnded) overflow();
    },
    async endMember(memberId, ttlMs) {
      validAfter.set(memberId, now(), { ttl: ttlMs });
    },
  };
}

const PREFIX = 'fieldforce:session:';
const EPOCH_KEY = `${PREFIX}epoch`;

/** Sessions in Redis: `epoch`, `ended:<sid>` and `after:<memberId>`, each read in one MGET a request. */
export async function redisSessionStore(commands: Redis, now: () => number = Date.now): Promise<SessionStore> {
  // The first instance to start sets the epoch; later ones keep it. Sessions signed before it are refused.
  await commands.set(EPOCH_KEY, String(now()), 'NX');
  return {
    async isLive(session) {
      const [epoch, ended, after] = await commands.mget(
        EPOCH_KEY,
        `${PREFIX}ended:${session.sid}`,
        `${PREFIX}after:${session.id}`,
      );
      if (epoch === null) {
        // Redis lost its state (a restart without persistence, a flush): ended sessions would revive.
        await commands.set(EPOCH_KEY, String(now()), 'NX');
        return false;
      }
      if (session.iat < Number(epoch) || ended !== null) return false;
      return after === null || session.iat >= Number(after);
    },
    async end(session) {
      await commands.set(`${PREFIX}ended:${session.sid}`, '1', 'PX', Math.max(1, session.exp - now()));
    },
    async endMember(memberId, ttlMs) {
      await commands.set(`${PREFIX}after:${memberId}`, String(now()), 'PX', ttlMs);
    },
  };
}
