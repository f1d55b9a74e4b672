// The response cache's fast path (a repeated read answered with its stored JSON before Apollo runs) keeps
// every guarantee of the slow one: the session is checked on every hit, a withdrawn page stops hits at
// once, a write drops them, two members never share an answer and the rate limit counts every hit.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../../src/index.js';
import { DEMO, type GraphQLBody, gatewayConfig, signIn, type TestGateway } from '../integration/support.js';

/** As in production: answers kept 60 s (the other suites' gateways turn the cache off). */
const CACHE_ON = { RESPONSE_CACHE_TTL_MS: '60000' };

async function ask(gateway: TestGateway, query: string, cookie: string, variables: Record<string, unknown> = {}) {
  const response = await request(gateway.app.server)
    .post('/graphql')
    .set('content-type', 'application/json')
    .set('accept', 'application/graphql-response+json, application/json;q=0.9')
    .set('cookie', cookie)
    .send({ query, variables });
  return {
    status: response.status,
    cache: response.headers['x-cache'] as string | undefined,
    type: response.headers['content-type'] as string | undefined,
    encoding: response.headers['content-encoding'] as string | undefined,
    text: response.text,
    body: response.body as GraphQLBody,
  };
}

/** How many repeated reads the fast path answered, from /metrics. */
async function fastHits(gateway: TestGateway): Promise<number> {
  const text = (await gateway.app.inject({ method: 'GET', url: '/metrics' })).body;
  const line = /gateway_cache_lookups_total\{cache="response-fast",result="hit"\} (\d+)/.exec(text);
  return Number(line?.[1] ?? 0);
}

/** Asks until the fast path answers (the first ask stores, the second teaches the document). */
async function warm(gateway: TestGateway, query: string, cookie: string, variables: Record<string, unknown> = {}) {
  const first = await ask(gateway, query, cookie, variables);
  expect(first.body.errors).toBeUndefined();
  await ask(gateway, query, cookie, variables);
  const before = await fastHits(gateway);
  const hit = await ask(gateway, query, cookie, variables);
  expect(hit.cache).toBe('hit');
  expect(await fastHits(gateway)).toBe(before + 1);
  return { first, hit };
}

describe('response cache fast path', () => {
  let gateway: TestGateway;
  let admin: string;
  let manager: string;
  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig({}, CACHE_ON));
    admin = await signIn(gateway, DEMO.admin);
    manager = await signIn(gateway, DEMO.manager);
  });
  afterAll(() => gateway?.close());

  it('answers a repeated read before GraphQL runs, byte for byte as Apollo did', async () => {
    const query = 'query Few($n: Int!) { stores(limit: $n) { items { id name } } }';
    const { first, hit } = await warm(gateway, query, admin, { n: 3 });
    expect(hit.text).toBe(first.text);
    expect(hit.type).toBe(first.type);
    expect(hit.status).toBe(200);
    // Other variables are another answer, computed (and validated) by Apollo.
    const other = await ask(gateway, query, admin, { n: 2 });
    expect(other.cache).toBe('miss');
    expect((other.body.data?.stores as { items: unknown[] }).items).toHaveLength(2);
  });

  it('sends a large repeated answer compressed (gzip as the client accepts), the same JSON once inflated', async () => {
    const large = await warm(gateway, '{ stores(limit: 100) { items { id name } } }', admin);
    expect(large.hit.text.length).toBeGreaterThan(1024);
    expect(large.hit.encoding).toBe('gzip');
    expect(large.hit.text).toBe(large.first.text);
  });

  it('sends a large repeated answer raw to a client accepting no encoding: the same bytes, their length', async () => {
    const query = '{ stores(limit: 120) { items { id name } } }';
    await warm(gateway, query, admin);
    const raw = () =>
      request(gateway.app.server)
        .post('/graphql')
        .set('content-type', 'application/json')
        .set('accept-encoding', 'identity')
        .set('cookie', admin)
        .send({ query });
    const hit = await raw();
    expect(hit.headers['x-cache']).toBe('hit');
    expect(hit.headers['content-encoding']).toBeUndefined();
    expect(Number(hit.headers['content-length'])).toBe(Buffer.byteLength(hit.text));
    expect(hit.text).toBe((await warm(gateway, query, admin)).first.text);
  });

  it('refuses a hit once the session is logged out', async () => {
    const session = await signIn(gateway, DEMO.admin);
    const query = '{ stores(limit: 2) { items { id name } } }';
    await warm(gateway, query, session);
    const logout = await ask(gateway, 'mutation { logout }', session);
    expect(logout.body.data?.logout).toBe(true);
    const before = await fastHits(gateway);
    const refused = await ask(gateway, query, session);
    expect(refused.cache).not.toBe('hit');
    expect(refused.body.data ?? null).toBeNull();
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await fastHits(gateway)).toBe(before);
  });

  it('never gives one member the answer another member made (same document, same variables)', async () => {
    const query = '{ me { id login } }';
    await warm(gateway, query, admin);
    const forManager = await ask(gateway, query, manager);
    expect(forManager.body.data?.me).toMatchObject({ login: 'manager' });
    await warm(gateway, query, manager);
    expect((await ask(gateway, query, admin)).body.data?.me).toMatchObject({ login: 'admin' });
    expect((await ask(gateway, query, manager)).body.data?.me).toMatchObject({ login: 'manager' });
  });

  it('stops hits at once when a page is withdrawn, and a write drops the stored answers', async () => {
    const query = '{ marketIssues(statusId: 1) { title } }';
    await warm(gateway, query, manager);
    const me = (await ask(gateway, '{ me { id } }', manager)).body.data?.me as { id: number };
    const permissions = 'query ($m: Int!) { permissions(teamMemberId: $m) { id page allowed } }';
    type Row = { id: number; page: string; allowed: boolean };
    const rows = (await warm(gateway, permissions, admin, { m: me.id })).hit.body.data?.permissions as Row[];
    const page = rows.find((row) => row.page === 'Market Issues');
    expect(page?.allowed).toBe(true);
    const set = (allowed: boolean) =>
      ask(
        gateway,
        'mutation ($m: Int!, $p: Int!, $a: Boolean!) ' +
          '{ updatePermission(teamMemberId: $m, permissionId: $p, allowed: $a) { allowed } }',
        admin,
        { m: me.id, p: page?.id, a: allowed },
      );
    try {
      expect((await set(false)).body.errors).toBeUndefined();
      const refused = await ask(gateway, query, manager);
      expect(refused.cache).not.toBe('hit');
      expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(refused.body.data).toBeNull();
      // No stale answer after the write: the admin's list shows the page withdrawn.
      const after = await ask(gateway, permissions, admin, { m: me.id });
      expect(after.cache).toBe('miss');
      const withdrawn = (after.body.data?.permissions as Row[]).find((row) => row.id === page?.id);
      expect(withdrawn?.allowed).toBe(false);
    } finally {
      await set(true);
    }
    expect((await ask(gateway, query, manager)).body.errors).toBeUndefined();
  });
});

describe('response cache fast path under the rate limit', () => {
  let gateway: TestGateway;
  let promoter: string;
  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig({}, { ...CACHE_ON, RATE_LIMIT_PER_MEMBER: '6' }));
    promoter = await signIn(gateway, DEMO.promoter);
  });
  afterAll(() => gateway?.close());

  it('counts every hit against the member’s rate: past it, 429 RATE_LIMITED', async () => {
    const query = '{ me { id login } }';
    const answers = [];
    for (let i = 0; i < 8; i++) answers.push(await ask(gateway, query, promoter));
    expect(answers.slice(2, 6).every((answer) => answer.cache === 'hit')).toBe(true);
    expect(await fastHits(gateway)).toBeGreaterThanOrEqual(3);
    expect(answers.slice(6).map((answer) => answer.status)).toEqual([429, 429]);
    expect(answers[6]?.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });
});
