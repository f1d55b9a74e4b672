// Insider suite, load: sign-ins cost the bases a slow password hash each, so successful ones are limited
// per login name (SIGNIN_SUCCESS_LIMIT_PER_NAME) and the checks run a few at a time, one per login name
// (SIGNIN_MAX_CONCURRENT_CHECKS): one who holds a password cannot make everyone's sign-in crawl. The
// base's password checks are counted at a proxy that holds them on cue.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, gql, holdingProxy, type TestGateway } from '../integration/support.js';

const LOGIN =
  'mutation ($username: String!, $password: String!) { login(username: $username, password: $password) { id } }';
const CHECKS = 2;
const SUCCESSES = 3;

const settle = async (until: () => boolean) => {
  for (let tries = 0; tries < 200 && !until(); tries++) await new Promise((resolve) => setTimeout(resolve, 25));
  // Long enough for checks past the bound to have reached the base, were they let through.
  await new Promise((resolve) => setTimeout(resolve, 300));
};

describe('security: what sign-ins cost the bases is bounded', () => {
  let proxy: Awaited<ReturnType<typeof holdingProxy>>;
  let gateway: TestGateway;
  beforeAll(async () => {
    proxy = await holdingProxy('Credential_Login');
    gateway = await createGateway(
      gatewayConfig(
        { upstream: proxy.upstream },
        { SIGNIN_SUCCESS_LIMIT_PER_NAME: String(SUCCESSES), SIGNIN_MAX_CONCURRENT_CHECKS: String(CHECKS) },
      ),
    );
  });
  afterAll(async () => {
    proxy?.release();
    await gateway?.close();
    await proxy?.close();
  });

  it('checks a few passwords at a time, one per login name; the rest wait their turn and are answered', async () => {
    const names = ['admin', 'admin', 'admin', 'manager', 'nobody-1', 'nobody-2'];
    const burst = names.map((username) => gql(gateway, LOGIN, { username, password: 'wrong-guess' }));
    await settle(() => proxy.held() >= CHECKS);
    expect(proxy.held()).toBe(CHECKS);
    proxy.release();
    for (const answer of await Promise.all(burst)) expect(answer.body.errors?.[0]?.message).toBe('Login failed');
    expect(proxy.held()).toBe(names.length);
  });

  it('refuses a login name past its successful sign-ins of the window, before its password is checked', async () => {
    for (let time = 0; time < SUCCESSES; time++) {
      const answer = await gql(gateway, LOGIN, DEMO.promoter);
      expect(answer.body.errors).toBeUndefined();
    }
    const checked = proxy.held();
    const refused = await gql(gateway, LOGIN, DEMO.promoter);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(refused.body.errors?.[0]?.message).toMatch(
      /^Too many sign-ins with this name\. Try again in \d+ minutes?\.$/,
    );
    expect(refused.body.errors?.[0]?.extensions?.retryAfter).toBeGreaterThan(0);
    expect(proxy.held()).toBe(checked);
    // Another name is not held back by it.
    expect((await gql(gateway, LOGIN, DEMO.manager)).body.errors).toBeUndefined();
  });
});
