// The session cookie on the HTTP reply (HttpOnly, SameSite=Lax, Path=/, Secure per configuration),
// and reading it back: signed, unexpired and not ended (the shared state's ended sessions).
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { type AccessTokens, bearerOf } from './access-tokens.js';
import { SESSION_COOKIE, type Session, type SessionMember, signSession, verifySession } from './session.js';
import type { SessionSettings, SessionStore } from './session-store.js';

/**
 * Sets the cookie of a new session. `issuedAt`: when the credentials it rests on were checked from (a sign-in
 * takes it before the password check, so an end of the member's sessions during the check ends this one too).
 */
export function setSessionCookie(
  reply: FastifyReply,
  member: SessionMember,
  settings: SessionSettings,
  issuedAt = Date.now(),
): void {
  reply.setCookie(SESSION_COOKIE, signSession(member, settings.secret, settings.ttlSeconds, issuedAt), {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: settings.secureCookies,
    maxAge: settings.ttlSeconds,
  });
}

export function clearSessionCookie(reply: FastifyReply, settings: SessionSettings): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/', secure: settings.secureCookies });
}

export interface SessionReader {
  sessions: SessionSettings;
  shared: { sessions: SessionStore };
  /** Access tokens (`Authorization: Bearer`): a request carrying one is the token's, never a cookie's. */
  tokens?: AccessTokens;
}

/**
 * The live session of a request, or undefined. A tampered, expired or ended cookie is dropped (with
 * `reply`) so the browser stops sending it. When the shared state cannot answer, the session is
 * refused (fail closed) but the cookie kept: it works again once the state answers.
 */
export async function readSession(
  request: FastifyRequest,
  services: SessionReader,
  reply?: FastifyReply,
  log?: FastifyBaseLogger,
): Promise<Session | undefined> {
  const bearer = services.tokens ? bearerOf(request) : undefined;
  if (bearer !== undefined && services.tokens) {
    try {
      return await services.tokens.session(bearer, log);
    } catch (error) {
      log?.warn({ err: { message: (error as Error).message } }, 'access token check unavailable: token refused');
      return undefined;
    }
  }
  const cookie = request.cookies[SESSION_COOKIE];
  if (cookie === undefined) return undefined;
  const session = verifySession(cookie, services.sessions.secret);
  let live = false;
  if (session) {
    try {
      live = await services.shared.sessions.isLive(session);
    } catch (error) {
      log?.warn({ err: { message: (error as Error).message } }, 'session state unavailable: session refused');
      return undefined;
    }
  }
  if (!live && reply) clearSessionCookie(reply, services.sessions);
  return live ? session : undefined;
}
