// The response cache never hands an answer to a member who could not have asked for it: an admin's
// cached answer is not a promoter's (pages, contact fields), and a page withdrawn is refused at once.
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
    .set('cookie', cookie)
    .send({ query, variables });
  return { cache: response.headers['x-cache'] as string | undefined, body: response.body as GraphQLBody };
}

describe('response cache keyed by permission', () => {
  let gateway: TestGateway;
  let admin: string;
  let promoter: string;
  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig({}, CACHE_ON));
    admin = await signIn(gateway, DEMO.admin);
    promoter = await signIn(gateway, DEMO.promoter);
  });
  afterAll(() => gateway?.close());

  it("never gives a promoter the admin's cached store list: FORBIDDEN, no data", async () => {
    const query = '{ stores(limit: 3) { items { id name } } }';
    expect((await ask(gateway, query, admin)).body.errors).toBeUndefined();
    expect((await ask(gateway, query, admin)).cache).toBe('hit');
    const refused = await ask(gateway, query, promoter);
    expect(refused.cache).not.toBe('hit');
    expect(refused.body.data).toBeNull();
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it("never gives a promoter the admin's cached contact fields of other members", async () => {
    const query = '{ fieldMembers { id login email mobile } }';
    type Row = { id: number; login: string | null; email: string | null; mobile: string | null };
    await ask(gateway, query, admin);
    const forAdmin = await ask(gateway, query, admin);
    expect(forAdmin.cache).toBe('hit');
    expect((forAdmin.body.data?.fieldMembers as Row[]).every((row) => typeof row.email === 'string')).toBe(true);

    const self = ((await ask(gateway, '{ me { id } }', promoter)).body.data?.me as { id: number }).id;
    const forPromoter = await ask(gateway, query, promoter);
    expect(forPromoter.cache).toBe('miss');
    const others = (forPromoter.body.data?.fieldMembers as Row[]).filter((row) => row.id !== self);
    expect(others.length).toBeGreaterThan(10);
    expect(others.every((row) => row.login === null && row.email === null && row.mobile === null)).toBe(true);
  });

  it('answers `me` for each member, never from another member’s cached answer', async () => {
    const query = '{ me { id login } }';
    await ask(gateway, query, admin);
    expect((await ask(gateway, query, admin)).body.data?.me).toMatchObject({ login: 'admin' });
    expect((await ask(gateway, query, promoter)).body.data?.me).toMatchObject({ login: 'promoter' });
  });

  it('keys an answer by the variables the operation declares: junk variables cannot grow the cache', async () => {
    const query = '{ me { id } }';
    await ask(gateway, query, promoter, { junk: 0 });
    for (let i = 1; i <= 3; i++) expect((await ask(gateway, query, promoter, { junk: i })).cache).toBe('hit');
    const declared = 'query ($b: Boolean!) { me { id login @include(if: $b) } }';
    await ask(gateway, declared, promoter, { b: true });
    expect((await ask(gateway, declared, promoter, { b: true, junk: 2 })).cache).toBe('hit');
    const other = await ask(gateway, declared, promoter, { b: false });
    expect(other.cache).toBe('miss');
    expect(other.body.data?.me).not.toHaveProperty('login');
  });

  it('refuses a page withdrawn from a member although their answer was cached', async () => {
    const manager = await signIn(gateway, DEMO.manager);
    const query = '{ marketIssues(statusId: 1) { title } }';
    expect((await ask(gateway, query, manager)).body.errors).toBeUndefined();
    expect((await ask(gateway, query, manager)).cache).toBe('hit');
    const me = (await ask(gateway, '{ me { id } }', manager)).body.data?.me as { id: number };
    const rows = (
      await ask(gateway, 'query ($m: Int!) { permissions(teamMemberId: $m) { id page } }', admin, { m: me.id })
    ).body.data?.permissions as { id: number; page: string }[];
    const page = rows.find((row) => row.page === 'Market Issues');
    expect(page).toBeDefined();
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
      expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(refused.body.data).toBeNull();
    } finally {
      await set(true);
    }
    expect((await ask(gateway, query, manager)).body.errors).toBeUndefined();
  });
});
