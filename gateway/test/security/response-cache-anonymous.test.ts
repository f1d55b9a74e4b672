// An anonymous caller cannot empty the response cache: a request for access (the public sign-up form)
// drops only what it touches (the access requests list, here and on the other instances), so a burst of
// them costs every member nothing; an authenticated write still drops everything.
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningRedis, startRedis } from '../../../tests/support/redis.js';
import { createGateway } from '../../src/index.js';
import { DEMO, type GraphQLBody, gatewayConfig, signIn, type TestGateway } from '../integration/support.js';

const CACHE_ON = { RESPONSE_CACHE_TTL_MS: '60000' };
const REQUEST = 'mutation ($input: AccessRequestInput!) { requestAccess(input: $input) }';
const REQUESTS = '{ accessRequests { login } }';
const STORES = '{ stores(limit: 3) { items { id name } } }';

async function ask(gateway: TestGateway, query: string, cookie?: string, variables: Record<string, unknown> = {}) {
  let call = request(gateway.app.server).post('/graphql').set('content-type', 'application/json');
  if (cookie) call = call.set('cookie', cookie);
  const response = await call.send({ query, variables });
  return { cache: response.headers['x-cache'] as string | undefined, body: response.body as GraphQLBody };
}

const requestFor = (login: string) => ({
  input: { name: 'Nadia Rahman', login, email: `${login}@example.com`, mobile: '+8801711222444', regionId: 2 },
});
const newLogin = () => `req_${randomBytes(4).toString('hex')}`;
const loginsOf = (answer: Awaited<ReturnType<typeof ask>>) =>
  (answer.body.data?.accessRequests as { login: string }[]).map((row) => row.login);

describe('response cache: anonymous writes drop only what they touch', () => {
  let redis: RunningRedis;
  let one: TestGateway;
  let two: TestGateway;
  let admin: string;
  beforeAll(async () => {
    redis = await startRedis();
    const env = { ...CACHE_ON, SESSION_SECRET: randomBytes(32).toString('base64url'), REDIS_URL: redis.url };
    one = await createGateway(gatewayConfig({}, env));
    two = await createGateway(gatewayConfig({}, env));
    admin = await signIn(one, DEMO.admin);
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await redis?.stop();
  });

  it("keeps another query's cached answer across a request for access, and refreshes the requests list", async () => {
    expect((await ask(one, STORES, admin)).body.errors).toBeUndefined();
    expect((await ask(one, STORES, admin)).cache).toBe('hit');
    await ask(two, STORES, admin);
    expect((await ask(two, STORES, admin)).cache).toBe('hit');
    await ask(one, REQUESTS, admin);
    await ask(two, REQUESTS, admin);
    expect((await ask(two, REQUESTS, admin)).cache).toBe('hit');

    const login = newLogin();
    const asked = await ask(one, REQUEST, undefined, requestFor(login));
    expect(asked.body.errors).toBeUndefined();

    expect((await ask(one, STORES, admin)).cache).toBe('hit');
    expect((await ask(two, STORES, admin)).cache).toBe('hit');
    // The list it touched is read afresh, on this instance and the other one.
    const here = await ask(one, REQUESTS, admin);
    expect(here.cache).toBe('miss');
    expect(loginsOf(here)).toContain(login);
    const there = await ask(two, REQUESTS, admin);
    expect(there.cache).toBe('miss');
    expect(loginsOf(there)).toContain(login);
  });

  it("a signed-in write (declining a request) still drops every cached answer, the other instance's too", async () => {
    const login = newLogin();
    expect((await ask(one, REQUEST, undefined, requestFor(login))).body.errors).toBeUndefined();
    type Row = { id: number; login: string };
    const rows = (await ask(one, '{ accessRequests { id login } }', admin)).body.data?.accessRequests as Row[];
    const mine = rows.find((row) => row.login === login);
    expect(mine).toBeDefined();
    await ask(one, STORES, admin);
    expect((await ask(one, STORES, admin)).cache).toBe('hit');
    await ask(two, STORES, admin);
    expect((await ask(two, STORES, admin)).cache).toBe('hit');
    const declined = await ask(
      one,
      'mutation ($id: Int!) { decideAccessRequest(id: $id, approve: false) { id } }',
      admin,
      { id: mine?.id },
    );
    expect(declined.body.errors).toBeUndefined();
    expect((await ask(one, STORES, admin)).cache).toBe('miss');
    expect((await ask(two, STORES, admin)).cache).toBe('miss');
  });
});
