// A wrong sign-in answers 'Login failed' with why (never which of the two) and where the name stands against the
// temporary lock (SIGNIN_LIMIT_PER_NAME): the same for a login name that does not exist; once locked, for how long.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../../src/index.js';
import { gatewayConfig, gql, LOGIN, type TestGateway } from './support.js';

const WINDOW_SECONDS = 15 * 60;

describe('wrong sign-ins', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig({}, { SIGNIN_LIMIT_PER_NAME: '3' }));
  });
  afterAll(() => gateway?.close());

  const wrong = async (username: string) =>
    (await gql(gateway, LOGIN, { username, password: `Not-It-${randomBytes(3).toString('hex')}` })).body.errors?.[0];

  it('says the username or password is wrong and the tries left, alike for a name that does not exist', async () => {
    for (const username of ['manager', `nobody.${randomBytes(4).toString('hex')}`]) {
      const first = await wrong(username);
      expect(first).toMatchObject({
        message: 'Login failed',
        extensions: { code: 'UNAUTHENTICATED', reason: 'WRONG_USERNAME_OR_PASSWORD', triesLeft: 2 },
      });
      const lockSeconds = first?.extensions?.lockSeconds as number;
      expect(lockSeconds).toBeGreaterThan(WINDOW_SECONDS - 60);
      expect(lockSeconds).toBeLessThanOrEqual(WINDOW_SECONDS);
      expect((await wrong(username))?.extensions).toMatchObject({ triesLeft: 1 });
      expect((await wrong(username))?.extensions).toMatchObject({ triesLeft: 0 });
      const locked = await wrong(username);
      expect(locked?.extensions?.code).toBe('RATE_LIMITED');
      expect(locked?.message).toMatch(/^Too many failed sign-ins\. Try again in \d+ minutes\.$/);
      expect(locked?.extensions?.retryAfter).toBeGreaterThan(0);
    }
  });
});
