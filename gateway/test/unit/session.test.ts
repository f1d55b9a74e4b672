// Signed session cookies: sign, verify, and every way a cookie must be refused.
import { describe, expect, it } from 'vitest';
import { signSession, verifySession } from '../../src/platform/sessions/session.js';

const secret = 'a'.repeat(40);
const member = { id: 7, login: 'admin', name: 'Admin', email: 'admin@example.com', teamTypeId: 1, regionId: 2 };
const now = 1_700_000_000_000;

describe('session', () => {
  it('verifies what it signed, with iat and exp', () => {
    const cookie = signSession(member, secret, 3600, now);
    expect(verifySession(cookie, secret, now + 10)).toEqual({
      ...member,
      sid: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      iat: now,
      exp: now + 3_600_000,
    });
  });

  it('uses base64url payload and signature', () => {
    expect(signSession(member, secret, 3600, now)).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
  });

  it('refuses a tampered payload', () => {
    const [, signature] = signSession(member, secret, 3600, now).split('.');
    const forged = Buffer.from(JSON.stringify({ ...member, id: 1, iat: now, exp: now + 3600 })).toString('base64url');
    expect(verifySession(`${forged}.${signature}`, secret, now)).toBeUndefined();
  });

  it('refuses a tampered signature', () => {
    const [payload, signature = ''] = signSession(member, secret, 3600, now).split('.');
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(verifySession(`${payload}.${flipped}`, secret, now)).toBeUndefined();
    expect(verifySession(`${payload}.`, secret, now)).toBeUndefined();
  });

  it('refuses an expired session', () => {
    const cookie = signSession(member, secret, 3600, now);
    expect(verifySession(cookie, secret, now + 3_600_000)).toBeUndefined();
  });

  it('refuses characters after the signature or payload that decoding would ignore', () => {
    const [payload = '', signature = ''] = signSession(member, secret, 3600, now).split('.');
    for (const value of [
      `${payload}.${signature}=`,
      `${payload}.${signature}!`,
      `${payload}.${signature}A`,
      `${payload}=.${signature}`,
    ]) {
      expect(verifySession(value, secret, now)).toBeUndefined();
    }
    expect(verifySession(`${payload}.${signature}`, secret, now)).toBeDefined();
  });

  it('refuses a session signed with another secret', () => {
    expect(verifySession(signSession(member, 'b'.repeat(40), 3600, now), secret, now)).toBeUndefined();
  });

  it('refuses malformed values', () => {
    for (const value of [undefined, '', 'abc', 'a.b.c', '.sig', 'x'.repeat(5000)])
      expect(verifySession(value, secret, now)).toBeUndefined();
  });
});
