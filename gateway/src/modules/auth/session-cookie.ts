// The session cookie on the HTTP reply: HttpOnly, SameSite=Lax, Path=/, Secure per configuration.
import type { FastifyReply } from 'fastify';
import type { SessionSettings } from '../../context.js';
import { SESSION_COOKIE, signSession, type SessionMember } from './session.js';

export function setSessionCookie(reply: FastifyReply, member: SessionMember, settings: SessionSettings): void {
  reply.setCookie(SESSION_COOKIE, signSession(member, settings.secret, settings.ttlSeconds), {
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
