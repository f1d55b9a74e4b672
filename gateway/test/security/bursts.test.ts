// Insider suite, limits under a burst: concurrent wrong sign-ins and wrong current passwords are
// counted before they are checked, so no more than the limit ever reach the password check and the
// right password arriving in the burst is refused; behind a trusted proxy each client's own address
// is counted (TRUST_PROXY), so one client's failures do not lock everyone out.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, gql, LOGIN, signIn, type TestGateway, UpstreamCounter } from '../integration/support.js';

const codeOf = (answer: Awaited<ReturnType<typeof gql>>) => answer.body.errors?.[0]?.extensions?.code;

describe('insider: bursts', () => {
  let counter: UpstreamCounter;
  beforeAll(() => {
    counter = new UpstreamCounter(inject('servicesUrl'));
  });
  afterAll(() => counter.stop());

  it(
    '60 concurrent sign-ins for one name: at most 5 reach the password check, the right password in the burst is ' +
      'refused',
    async () => {
      const gateway = await createGateway(
        gatewayConfig({ signInLimits: { perName: 5, perAddress: 20, successesPerName: 20, concurrentChecks: 4 } }),
      );
      try {
        counter.reset();
        const wrong = Array.from({ length: 59 }, () =>
          gql(gateway, LOGIN, { username: DEMO.manager.username, password: 'wrong-guess' }),
        );
        const right = gql(gateway, LOGIN, DEMO.manager);
        const answers = await Promise.all([...wrong, right]);
        expect(counter.count('Login')).toBeLessThanOrEqual(5);
        expect(answers.filter((answer) => codeOf(answer) === 'RATE_LIMITED').length).toBeGreaterThanOrEqual(55);
        expect(codeOf(answers[59]!)).toBe('RATE_LIMITED');
        expect(
          answers[59]!.setCookie.some((line) => line.startsWith('ff_session=') && !line.startsWith('ff_session=;')),
        ).toBe(false);
      } finally {
        await gateway.close();
      }
    },
  );

  it('50 concurrent wrong current passwords on a password change: at most 5 are checked', async () => {
    const gateway = await createGateway(gatewayConfig());
    try {
      const admin = await signIn(gateway, DEMO.admin);
      counter.reset();
      const change = 'mutation ($o: String!, $n: String!) { changePassword(oldPassword: $o, newPassword: $n) }';
      // The member's page access read first (a change refused on its input, before the count): the burst then
      // meets the count alone, not one shared read of the access that a busy machine could time out for all.
      expect(codeOf(await gql(gateway, change, { o: '', n: 'short' }, admin))).toBe('BAD_USER_INPUT');
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          gql(gateway, change, { o: `not-it-${i}`, n: 'Some-New-Pass-2026' }, admin),
        ),
      );
      expect(counter.count('ChangePassword_Management')).toBeLessThanOrEqual(5);
      const codes = answers.map((answer) => codeOf(answer) ?? 'ok');
      expect(codes.filter((code) => code === 'RATE_LIMITED').length, codes.join(' ')).toBeGreaterThanOrEqual(45);
    } finally {
      await gateway.close();
    }
  });
});

// The proxy named by its address, or by the hop count compose.yaml and the operators' guide set.
describe.each(['127.0.0.1', '1'])('insider: TRUST_PROXY=%s counts the client behind the load balancer', (proxy) => {
  let trusting: TestGateway;
  let direct: TestGateway;
  beforeAll(async () => {
    const limits = { SIGNIN_LIMIT_PER_NAME: '100', SIGNIN_LIMIT_PER_ADDRESS: '3' };
    trusting = await createGateway(gatewayConfig({}, { ...limits, TRUST_PROXY: proxy }));
    direct = await createGateway(gatewayConfig({}, limits));
  });
  afterAll(async () => {
    await trusting?.close();
    await direct?.close();
  });

  const signInFrom = async (gateway: TestGateway, client: string, who: { username: string; password: string }) => {
    const response = await request(gateway.app.server)
      .post('/graphql')
      .set('content-type', 'application/json')
      .set('x-forwarded-for', client)
      .send({ query: LOGIN, variables: who });
    return (response.body as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code;
  };

  it("locks the failing client's address only, when the proxy is trusted", async () => {
    for (let i = 0; i < 3; i++)
      expect(await signInFrom(trusting, '203.0.113.7', { username: `nobody-${i}`, password: 'x' })).toBe(
        'UNAUTHENTICATED',
      );
    expect(await signInFrom(trusting, '203.0.113.7', DEMO.promoter)).toBe('RATE_LIMITED');
    expect(await signInFrom(trusting, '198.51.100.9', DEMO.promoter)).toBeUndefined();
  });

  it('ignores X-Forwarded-For from a proxy that is not trusted', async () => {
    for (let i = 0; i < 3; i++) await signInFrom(direct, '203.0.113.7', { username: `nobody-${i}`, password: 'x' });
    expect(await signInFrom(direct, '198.51.100.9', DEMO.promoter)).toBe('RATE_LIMITED');
  });
});
