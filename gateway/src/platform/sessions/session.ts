// Signed sessions: base64url(JSON payload) + '.' + base64url(HMAC-SHA256). Pure: no I/O. Each
// session has an id (sid) so that it can be ended: the shared state keeps the ended ones.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const SESSION_COOKIE = 'ff_session';

export interface SessionMember {
  id: number;
  login: string;
  name: string;
  email: string;
  teamTypeId: number;
  regionId: number;
  /** Signed in with a one-time password: only `me`, the password change and logout until it is replaced. */
  mustChangePassword?: boolean;
}

/** What an access token allows: set on a session made from `Authorization: Bearer` (never from a cookie). */
export interface TokenGrant {
  id: number;
  readOnly: boolean;
  /** Page titles the token names; empty = every page the member holds. */
  pages: readonly string[];
}

export interface Session extends SessionMember {
  /** Present when the session is an access token's: the member's pages narrowed, writes only when allowed. */
  token?: TokenGrant;
  /** Session id: random, names this sign-in (and every copy of its cookie). */
  sid: string;
  /** Issued at, milliseconds since the epoch (ended sessions are compared to the millisecond). */
  iat: number;
  /** Expires at, milliseconds since the epoch. */
  exp: number;
}

function signature(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(payload).digest();
}

export function signSession(member: SessionMember, secret: string, ttlSeconds: number, now = Date.now()): string {
  const session: Session = {
    id: member.id,
    login: member.login,
    name: member.name,
    email: member.email,
    teamTypeId: member.teamTypeId,
    regionId: member.regionId,
    ...(member.mustChangePassword ? { mustChangePassword: true } : {}),
    sid: randomBytes(16).toString('base64url'),
    iat: now,
    exp: now + ttlSeconds * 1000,
  };
  const payload = Buffer.from(JSON.stringify(session)).toString('base64url');
  return `${payload}.${signature(secret, payload).toString('base64url')}`;
}

function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    Number.isSafeInteger(v.id) &&
    typeof v.login === 'string' &&
    typeof v.name === 'string' &&
    typeof v.email === 'string' &&
    Number.isSafeInteger(v.teamTypeId) &&
    Number.isSafeInteger(v.regionId) &&
    (v.mustChangePassword === undefined || typeof v.mustChangePassword === 'boolean') &&
    Number.isSafeInteger(v.iat) &&
    Number.isSafeInteger(v.exp) &&
    typeof v.sid === 'string' &&
    /^[A-Za-z0-9_-]{16,64}$/.test(v.sid)
  );
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** base64url bytes only when the text is exactly their canonical encoding (no trailing or padding characters). */
function strictBase64url(text: string): Buffer | undefined {
  if (!BASE64URL.test(text)) return undefined;
  const bytes = Buffer.from(text, 'base64url');
  return bytes.toString('base64url') === text ? bytes : undefined;
}

/** The session a cookie value carries, or undefined when it is malformed, tampered with or expired.
 *  Whether it has been ended is the shared state's question (SessionStore). */
export function verifySession(value: string | undefined, secret: string, now = Date.now()): Session | undefined {
  if (!value || value.length > 4096) return undefined;
  const dot = value.indexOf('.');
  if (dot <= 0 || dot !== value.lastIndexOf('.')) return undefined;
  const payload = value.slice(0, dot);
  const given = strictBase64url(value.slice(dot + 1));
  const expected = signature(secret, payload);
  if (!given || given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const bytes = strictBase64url(payload);
  if (!bytes) return undefined;
  let session: unknown;
  try {
    session = JSON.parse(bytes.toString('utf8'));
  } catch {
    return undefined;
  }
  if (!isSession(session) || session.exp <= now) return undefined;
  return session;
}
