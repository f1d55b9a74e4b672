// A new password is refused when it is one of the most common (the top 10,000 of a public list of leaked
// passwords), named on the field and before anything is asked of the bases; an uncommon one goes through.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, gql, signIn, type TestGateway, UpstreamCounter } from './support.js';

const CHANGE = 'mutation C($o: String!, $n: String!) { changePassword(oldPassword: $o, newPassword: $n) }';

describe('common passwords', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig());
  });
  afterAll(() => gateway?.close());

  it.each(['password', 'Password1', 'qwerty123', 'ILOVEYOU'])(
    'refuses %s as a new password on the field, before any upstream call',
    async (common) => {
      const me = await signIn(gateway, DEMO.manager);
      const counter = new UpstreamCounter(inject('servicesUrl'));
      try {
        const refused = await gql(gateway, CHANGE, { o: DEMO.manager.password, n: common }, me);
        expect(refused.body.errors?.[0]).toMatchObject({
          message: 'The new password is one of the most common passwords: choose one that is harder to guess',
          extensions: { code: 'BAD_USER_INPUT', field: 'newPassword' },
        });
        expect(counter.calls.filter((call) => /Password|Credential/.test(call))).toEqual([]);
      } finally {
        counter.stop();
      }
      await signIn(gateway, DEMO.manager); // unchanged
    },
  );
});
