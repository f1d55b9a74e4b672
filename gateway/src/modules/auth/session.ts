// Signed, stateless sessions: base64url(JSON payload) + '.' + base64url(HMAC-SHA256). Pure: no I/O.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SESSION_COOKIE = 'ff_session';

export interface SessionMember {
  id: number;
  login: string;
  name: string;
  email: string;
  teamTypeId: number;
  regionId: number;
}

export interface Session extends SessionMember {
  /** Issued at, seconds since the epoch. */
  iat: number;
  /** Expires at, seconds since the epoch. */
  exp: number;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

function signature(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(payload).digest();
}

export function signSession(member: SessionMember, secret: string, ttlSeconds: number, now = nowSeconds()): string {
  const session: Session = {
    id: member.id,
    login: member.login,
    name: member.name,
    email: member.email,
    teamTypeId: member.teamTypeId,
    regionId: member.regionId,
    iat: now,
    exp: now + ttlSeconds,
  };
  const payload = Buffer.from(JSON.stringify(session)).toString('base64url');
  return `${payload}.${signature(secret, payload).toString('base64url')}`;
}

function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    Number.isSafeInteger(v.id) && typeof v.login === 'string' && typeof v.name === 'string' && typeof v.email === 'string' &&
    Number.isSafeInteger(v.teamTypeId) && Number.isSafeInteger(v.regionId) && Number.isSafeInteger(v.iat) && Number.isSafeInteger(v.exp)
  );
}

/** The session a cookie value carries, or undefined when it is malformed, tampered with or expired. */
export function verifySession(value: string | undefined, secret: string, now = nowSeconds()): Session | undefined {
  if (!value || value.length > 4096) return undefined;
  const dot = value.indexOf('.');
  if (dot <= 0 || dot !== value.lastIndexOf('.')) return undefined;
  const payload = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1), 'base64url');
  const expected = signature(secret, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  let session: unknown;
  try {
    session = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!isSession(session) || session.exp <= now) return undefined;
  return session;
}
