// Access tokens for members' scripts: made by a signed-in member, sent as `Authorization: Bearer` (no cookie),
// narrowed to the token's pages and to the member's pages as they are now, read-only unless allowed, and
// refused (401, one message) once revoked, expired or its member deactivated. The token never reaches a log.
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createGateway } from '../../src/index.js';
import { DEMO, type GraphQLAnswer, gatewayConfig, gql, signIn, type TestGateway } from './support.js';

const CREATE_MEMBER = 'mutation ($input: TeamMemberInput!) { createTeamMember(input: $input) { id version } }';
const DEACTIVATE =
  'mutation ($id: Int!, $version: String!, $input: TeamMemberInput!) { updateTeamMember(id: $id, ' +
  'version: $version, input: $input) { id active } }';
const PERMISSIONS = 'query ($id: Int!) { permissions(teamMemberId: $id) { id page allowed } }';
const SET_PAGE =
  'mutation ($id: Int!, $p: Int!, $allowed: Boolean!) { ' +
  'updatePermission(teamMemberId: $id, permissionId: $p, allowed: $allowed) { allowed } }';
const CREATE_TOKEN =
  'mutation ($name: String!, $pages: [String!]!, $readOnly: Boolean, $days: Int) { createAccessToken(name: $name, ' +
  'pages: $pages, readOnly: $readOnly, expiresInDays: $days) { token record { id name pages readOnly expiresAt } } }';
const REVOKE = 'mutation ($id: Int!) { revokeAccessToken(id: $id) { id revokedAt } }';
const BRANDS = '{ brands { id } }';
const STORES = '{ stores(limit: 1) { total } }';
const CREATE_BRAND = 'mutation ($input: BrandInput!) { createBrand(input: $input) { id name } }';

async function bearer(gateway: TestGateway, token: string, query: string, variables = {}): Promise<GraphQLAnswer> {
  const response = await request(gateway.app.server)
    .post('/graphql')
    .set('content-type', 'application/json')
    .set('authorization', `Bearer ${token}`)
    .send({ query, variables });
  return { status: response.status, body: response.body, text: response.text, setCookie: [] };
}

describe('access tokens', () => {
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  let gateway: TestGateway;
  let admin: string;
  let member: { id: number; version: string; login: string; cookie: string; input: Record<string, unknown> };
  let pageIds: Map<string, number>;
  const made: string[] = [];

  const make = async (variables: Record<string, unknown>, cookie = member.cookie) => {
    const answer = await gql(gateway, CREATE_TOKEN, { name: 'Nightly script', pages: [], ...variables }, cookie);
    expect(answer.body.errors).toBeUndefined();
    const created = answer.body.data?.createAccessToken as { token: string; record: { id: number; pages: string[] } };
    made.push(created.token);
    return created;
  };
  const setPage = async (page: string, allowed: boolean) => {
    const answer = await gql(gateway, SET_PAGE, { id: member.id, p: pageIds.get(page), allowed }, admin);
    expect(answer.body.errors).toBeUndefined();
  };

  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig({ logger: true, logStream }));
    admin = await signIn(gateway, DEMO.admin);
    const login = `qa.${randomBytes(4).toString('hex')}`;
    const input = {
      login,
      name: 'QA Scripts',
      email: `${login}@example.com`,
      mobile: '+8801711999999',
      teamTypeId: 4,
      regionId: 3,
    };
    const created = (await gql(gateway, CREATE_MEMBER, { input }, admin)).body.data?.createTeamMember as {
      id: number;
      version: string;
    };
    const issued = await gql(
      gateway,
      'mutation ($id: Int!) { resetTeamMemberPassword(teamMemberId: $id) { password } }',
      { id: created.id },
      admin,
    );
    const once = (issued.body.data?.resetTeamMemberPassword as { password: string }).password;
    const first = await signIn(gateway, { username: login, password: once });
    const own = `Own-${randomBytes(6).toString('hex')}!`;
    const changed = await gql(
      gateway,
      'mutation ($o: String!, $n: String!) { changePassword(oldPassword: $o, newPassword: $n) }',
      { o: once, n: own },
      first,
    );
    expect(changed.body.errors).toBeUndefined();
    const cookie = await signIn(gateway, { username: login, password: own });
    const rows = (await gql(gateway, PERMISSIONS, { id: created.id }, admin)).body.data?.permissions as {
      id: number;
      page: string;
    }[];
    pageIds = new Map(rows.map((row) => [row.page, row.id]));
    member = { ...created, login, cookie, input };
    await setPage('Brand List', true);
    await setPage('Store List', true);
  });
  afterAll(async () => {
    vi.useRealTimers();
    await gateway?.close();
  });

  it('answers a read with the token alone, and refuses a read-only token any mutation, writing nothing', async () => {
    const { token, record } = await make({ pages: ['Brand List'] });
    expect(token).toMatch(/^ffpat_[A-Za-z0-9_-]{43}$/);
    expect(record).toMatchObject({ name: 'Nightly script', pages: ['Brand List'], readOnly: true });
    const brands = await bearer(gateway, token, BRANDS);
    expect(brands.body.errors).toBeUndefined();
    expect(brands.body.data?.brands).toBeInstanceOf(Array);

    const name = `Token brand ${randomBytes(4).toString('hex')}`;
    const write = await bearer(gateway, token, CREATE_BRAND, { input: { name } });
    expect(write.body.errors?.[0]).toMatchObject({
      message: 'This token is read-only',
      extensions: { code: 'FORBIDDEN' },
    });
    const after = (await gql(gateway, '{ brands { name } }', {}, admin)).body.data?.brands as { name: string }[];
    expect(after.some((brand) => brand.name === name)).toBe(false);

    const csv = await request(gateway.app.server)
      .post('/api/export.csv')
      .set('content-type', 'application/json')
      .set('authorization', `Bearer ${token}`)
      .send({ query: '{ brands { id name } }' });
    expect(csv.status).toBe(200);
    expect(csv.text.split('\n').length).toBeGreaterThan(1);

    const mine = await bearer(gateway, token, CREATE_TOKEN, { name: 'More', pages: [] });
    expect(mine.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it("refuses a page the token does not name, and follows the member's pages at once", async () => {
    const { token } = await make({ pages: ['Brand List', 'Store List'] });
    const narrow = await make({ pages: ['Brand List'] });
    expect((await bearer(gateway, narrow.token, STORES)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await bearer(gateway, token, STORES)).body.errors).toBeUndefined();
    await setPage('Store List', false);
    expect((await bearer(gateway, token, STORES)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await bearer(gateway, token, BRANDS)).body.errors).toBeUndefined();
    await setPage('Store List', true);
  });

  it('refuses a page the member does not hold, a bad name and a lifetime over a year, before the store', async () => {
    for (const variables of [{ pages: ['User Permission'] }, { name: ' ' }, { days: 366 }, { days: 0 }]) {
      const answer = await gql(gateway, CREATE_TOKEN, { name: 'Script', pages: [], ...variables }, member.cookie);
      expect(answer.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });

  it('stops a revoked token, an expired one and those of a deactivated member: 401, one message', async () => {
    const refused = async (token: string) => {
      const answer = await bearer(gateway, token, BRANDS);
      expect(answer.status).toBe(401);
      expect(answer.body.errors?.[0]).toMatchObject({
        message: 'The access token is not valid',
        extensions: { code: 'UNAUTHENTICATED' },
      });
    };
    await refused(`ffpat_${randomBytes(32).toString('base64url')}`);
    await refused('not-a-token');

    const revoked = await make({});
    expect((await bearer(gateway, revoked.token, BRANDS)).body.errors).toBeUndefined();
    const answer = await gql(gateway, REVOKE, { id: revoked.record.id }, member.cookie);
    expect(answer.body.errors).toBeUndefined();
    await refused(revoked.token);

    const expiring = await make({ days: 1 });
    expect((await bearer(gateway, expiring.token, BRANDS)).body.errors).toBeUndefined();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2 * 86_400_000 });
    try {
      await refused(expiring.token);
    } finally {
      vi.useRealTimers();
    }

    const kept = await make({});
    expect((await bearer(gateway, kept.token, BRANDS)).body.errors).toBeUndefined();
    const off = await gql(
      gateway,
      DEACTIVATE,
      { id: member.id, version: member.version, input: { ...member.input, active: false } },
      admin,
    );
    expect(off.body.errors).toBeUndefined();
    await refused(kept.token);
  });

  it('never writes a token to the log or the audit trail', async () => {
    expect(made.length).toBeGreaterThan(0);
    const trail = await gql(gateway, '{ auditTrail(limit: 200) { items { operation before after } } }', {}, admin);
    expect(trail.body.errors).toBeUndefined();
    expect(trail.text).toContain('createAccessToken');
    const log = lines.join('') + trail.text;
    for (const token of made) {
      expect(log).not.toContain(token);
      expect(log).not.toContain(token.slice('ffpat_'.length));
    }
  });
});
