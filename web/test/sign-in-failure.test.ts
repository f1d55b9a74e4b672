// What the sign-in page says after a refused sign-in: a wrong name or password with the tries left before the
// temporary lock (from the gateway's extensions), the lock itself, or the server's own words otherwise.
import { describe, expect, it } from 'vitest';
import { signInFailureMessage } from '../src/signin/sign-in-failure';

const wrong = (triesLeft: number, lockSeconds: number) => ({
  code: 'UNAUTHENTICATED',
  reason: 'WRONG_USERNAME_OR_PASSWORD',
  triesLeft,
  lockSeconds,
});

describe('sign-in failure message', () => {
  it('says the username or password is wrong and how many tries are left before the lock', () => {
    expect(signInFailureMessage('Login failed', wrong(4, 900))).toBe(
      'The username or password is wrong. 4 tries left before sign-in with this name is locked for 15 minutes.',
    );
    expect(signInFailureMessage('Login failed', wrong(1, 61))).toBe(
      'The username or password is wrong. 1 try left before sign-in with this name is locked for 2 minutes.',
    );
  });

  it('says the name is now locked, and for how long, when that was the last try', () => {
    expect(signInFailureMessage('Login failed', wrong(0, 40))).toBe(
      'The username or password is wrong. Sign-in with this name is now locked for 1 minute.',
    );
  });

  it("keeps the server's words for any other refusal", () => {
    const locked = 'Too many failed sign-ins. Try again in 12 minutes.';
    expect(signInFailureMessage(locked, { code: 'RATE_LIMITED', retryAfter: 700 })).toBe(locked);
    expect(signInFailureMessage('Login failed', { code: 'UPSTREAM_UNAVAILABLE' })).toBe('Login failed');
    expect(signInFailureMessage('Login failed', undefined)).toBe('Login failed');
  });
});
