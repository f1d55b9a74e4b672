// Insider suite, a caller's mistakes are the caller's: variables of the wrong type or missing, and a
// document past the gateway's limits, are answered 400 with the GraphQL code that names the mistake,
// never as a fault of the server (500); an export asked in a session that must change its password
// first is refused 403 with that message, not answered as a failure of the bases (502).
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../../src/index.js';
import { QUERY_LIMITS } from '../../src/platform/graphql/query-limits.js';
import { DEMO, gatewayConfig, gql, signIn, type TestGateway } from '../integration/support.js';

const STORES = 'query ($limit: Int!, $code: String) { stores(limit: $limit, filter: { code: $code }) { total } }';

let gateway: TestGateway;
let admin: string;
beforeAll(async () => {
  gateway = await createGateway(gatewayConfig());
  admin = await signIn(gateway, DEMO.admin);
});
afterAll(() => gateway?.close());

const codeOf = (answer: Awaited<ReturnType<typeof gql>>) => answer.body.errors?.[0]?.extensions?.code;

describe('variables and limits the caller got wrong', () => {
  it.each([
    ['a variable of the wrong type', { limit: 'ten' }],
    ['a missing required variable', {}],
    ['a null required variable', { limit: null }],
    ['a number too large for an Int', { limit: 2 ** 40 }],
    ['an object for a String', { limit: 10, code: { $ne: '' } }],
  ])('%s is a 400 BAD_USER_INPUT', async (_, variables) => {
    const answer = await gql(gateway, STORES, variables, admin);
    expect(answer.status, answer.text).toBe(400);
    expect(codeOf(answer)).toBe('BAD_USER_INPUT');
  });

  it('variables that are not an object are a 400', async () => {
    const response = await request(gateway.app.server)
      .post('/graphql')
      .set('content-type', 'application/json')
      .set('cookie', admin)
      .send({ query: STORES, variables: [1, 2] });
    expect(response.status, response.text).toBe(400);
  });

  it('a document past the selection limit is a 400 naming the limit', async () => {
    const fields = Array.from({ length: 200 }, () => '__typename').join(' ');
    const fragments = Array.from(
      { length: 30 },
      (_, index) => `fragment F${index} on Query { ${index === 0 ? fields : `...F${index - 1} __typename`} }`,
    );
    const spreads = Array.from({ length: 30 }, (_, index) => `...F${index}`).join(' ');
    const query = `{ ${spreads} } ${fragments.join(' ')}`;
    expect(query.length).toBeLessThan(QUERY_LIMITS.maxQueryLength);
    const answer = await gql(gateway, query, {}, admin);
    expect(answer.status, answer.text).toBe(400);
    expect(['GRAPHQL_VALIDATION_FAILED', 'BAD_REQUEST']).toContain(codeOf(answer));
  });

  it('a document past the alias limit is a 400', async () => {
    const aliases = Array.from({ length: QUERY_LIMITS.maxAliases + 5 }, (_, index) => `a${index}: __typename`);
    const answer = await gql(gateway, `{ ${aliases.join(' ')} }`, {}, admin);
    expect(answer.status, answer.text).toBe(400);
  });

  it('a document past the token limit is a 400', async () => {
    const query = `{ ${Array.from({ length: QUERY_LIMITS.maxTokens + 10 }, () => '__typename').join(' ')} }`;
    const answer = await gql(gateway, query.slice(0, QUERY_LIMITS.maxQueryLength - 10), {}, admin);
    expect(answer.status, answer.text).toBe(400);
  });
});

describe('an export in a session that must change its password first', () => {
  it('is refused 403 with the password change to make, without asking the bases', async () => {
    const login = `otp.export.${randomBytes(4).toString('hex')}`;
    const created = await gql(
      gateway,
      'mutation ($input: TeamMemberInput!) { createTeamMember(input: $input) { id } }',
      {
        input: {
          login,
          name: 'Export Once',
          email: `${login}@example.com`,
          mobile: '+8801711000223',
          teamTypeId: 4,
          regionId: 1,
        },
      },
      admin,
    );
    const id = (created.body.data?.createTeamMember as { id: number } | undefined)?.id;
    expect(id, created.text).toBeDefined();
    const reset = await gql(
      gateway,
      'mutation ($id: Int!) { resetTeamMemberPassword(teamMemberId: $id) { password } }',
      { id },
      admin,
    );
    const { password } = reset.body.data?.resetTeamMemberPassword as { password: string };
    const cookie = await signIn(gateway, { username: login, password });
    for (const format of ['csv', 'xlsx']) {
      const response = await request(gateway.app.server)
        .post(`/api/export.${format}`)
        .set('content-type', 'application/json')
        .set('cookie', cookie)
        .send({ query: '{ stores(limit: 10) { items { code name } } }' });
      expect(response.status, response.text).toBe(403);
      const body = JSON.parse(response.text) as { errors: { message: string; extensions: { code: string } }[] };
      expect(body.errors[0]?.extensions.code).toBe('PASSWORD_CHANGE_REQUIRED');
      expect(body.errors[0]?.message).toMatch(/new password first/);
    }
  });
});
