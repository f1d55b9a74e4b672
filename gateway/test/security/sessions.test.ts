// Insider suite, sessions: a session ends when it should, for every copy of its cookie and on every
// instance. Logout, deactivation, a password change and an administrator's order end sessions; a
// cookie with characters after its signature is refused.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningRedis, startRedis } from '../../../tests/support/redis.js';
import { createGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, gql, signIn, type TestGateway } from '../integration/support.js';
import { memberByLogin, memberInput, memberOfItsOwn, sessionPair, UPDATE_MEMBER } from './insider-support.js';

const ME = '{ me { id login } }';
const codeOf = (answer: Awaited<ReturnType<typeof gql>>) => answer.body.errors?.[0]?.extensions?.code;

describe('insider: sessions end', () => {
  let gateway: TestGateway;
  let admin: string;
  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig());
    admin = await signIn(gateway, DEMO.admin);
  });
  afterAll(() => gateway?.close());

  it('logout ends the session for every copy of its cookie', async () => {
    const cookie = await signIn(gateway, DEMO.promoter);
    const copy = cookie; // what an attacker copied from the browser before the member signed out
    expect(codeOf(await gql(gateway, ME, {}, copy))).toBeUndefined();
    expect((await gql(gateway, 'mutation { logout }', {}, cookie)).body.data).toEqual({ logout: true });
    expect(codeOf(await gql(gateway, ME, {}, copy))).toBe('UNAUTHENTICATED');
    // Another sign-in of the same member is a session of its own and goes on.
    const other = await signIn(gateway, DEMO.promoter);
    expect(codeOf(await gql(gateway, ME, {}, other))).toBeUndefined();
  });

  it("refuses a deactivated member's cookie at once, and an administrator can end a member's sessions", async () => {
    const { password, ...member } = await memberOfItsOwn(gateway, admin, 'deactivated');
    const cookie = await signIn(gateway, { username: member.login, password });
    const deactivated = await gql(
      gateway,
      UPDATE_MEMBER,
      { id: member.id, version: member.version, input: memberInput(member, { active: false }) },
      admin,
    );
    expect(deactivated.body.errors).toBeUndefined();
    expect(codeOf(await gql(gateway, '{ regions { id } }', {}, cookie))).toBe('UNAUTHENTICATED');
    const now = await memberByLogin(gateway, admin, member.login);
    const reactivated = await gql(
      gateway,
      UPDATE_MEMBER,
      { id: now.id, version: now.version, input: memberInput(now, { active: true }) },
      admin,
    );
    expect(reactivated.body.errors).toBeUndefined();
    const again = await signIn(gateway, { username: member.login, password });
    expect(codeOf(await gql(gateway, ME, {}, again))).toBeUndefined();
    expect(
      (await gql(gateway, 'mutation ($id: Int!) { endSessions(id: $id) }', { id: member.id }, admin)).body.data,
    ).toEqual({ endSessions: true });
    expect(codeOf(await gql(gateway, ME, {}, again))).toBe('UNAUTHENTICATED');
  });

  it("a password change ends the member's other sessions; the one that changed it goes on", async () => {
    const member = await memberOfItsOwn(gateway, admin, 'changer');
    const one = await signIn(gateway, { username: member.login, password: member.password });
    const other = await signIn(gateway, { username: member.login, password: member.password });
    const changed = await gql(
      gateway,
      'mutation ($o: String!, $n: String!) { changePassword(oldPassword: $o, newPassword: $n) }',
      { o: member.password, n: `Fresh-${randomBytes(6).toString('hex')}` },
      one,
    );
    expect(changed.body.data).toEqual({ changePassword: true });
    expect(codeOf(await gql(gateway, ME, {}, other))).toBe('UNAUTHENTICATED');
    const renewed = sessionPair(changed.setCookie) ?? one;
    expect((await gql(gateway, ME, {}, renewed)).body.data).toEqual({ me: { id: member.id, login: member.login } });
  });

  it('refuses a cookie with characters after its signature', async () => {
    const cookie = await signIn(gateway, DEMO.promoter);
    expect(codeOf(await gql(gateway, ME, {}, cookie))).toBeUndefined();
    for (const suffix of ['!', '=', '~', 'A']) {
      expect(codeOf(await gql(gateway, ME, {}, `${cookie}${suffix}`)), `suffix ${suffix}`).toBe('UNAUTHENTICATED');
    }
  });
});

describe('insider: sessions fail closed', () => {
  it('a single instance without Redis that restarts signs everyone out rather than revive ended sessions', async () => {
    const env = { SESSION_SECRET: randomBytes(32).toString('base64url') };
    const before = await createGateway(gatewayConfig({}, env));
    const cookie = await signIn(before, DEMO.promoter);
    await gql(before, 'mutation { logout }', {}, cookie);
    await before.close();
    const after = await createGateway(gatewayConfig({}, env));
    try {
      expect(codeOf(await gql(after, ME, {}, cookie))).toBe('UNAUTHENTICATED');
      expect(codeOf(await gql(after, ME, {}, await signIn(after, DEMO.promoter)))).toBeUndefined();
    } finally {
      await after.close();
    }
  });
});

describe('insider: two instances sharing Redis honour each other’s ended sessions', () => {
  let redis: RunningRedis;
  let one: TestGateway;
  let two: TestGateway;
  beforeAll(async () => {
    redis = await startRedis();
    const env = { SESSION_SECRET: randomBytes(32).toString('base64url'), REDIS_URL: redis.url };
    one = await createGateway(gatewayConfig({}, env));
    two = await createGateway(gatewayConfig({}, env));
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await redis?.stop();
  });

  it('a logout on one instance ends the session on the other', async () => {
    const cookie = await signIn(one, DEMO.promoter);
    expect(codeOf(await gql(two, ME, {}, cookie))).toBeUndefined();
    await gql(two, 'mutation { logout }', {}, cookie);
    expect(codeOf(await gql(one, ME, {}, cookie))).toBe('UNAUTHENTICATED');
  });

  it('refuses every session issued before Redis lost its state (a restart without persistence)', async () => {
    const cookie = await signIn(one, DEMO.promoter);
    expect(codeOf(await gql(two, ME, {}, cookie))).toBeUndefined();
    const { Redis } = await import('ioredis');
    const client = new Redis(redis.url);
    await client.flushall();
    client.disconnect();
    expect(codeOf(await gql(two, ME, {}, cookie))).toBe('UNAUTHENTICATED');
    expect(codeOf(await gql(one, ME, {}, await signIn(one, DEMO.promoter)))).toBeUndefined();
  });

  it("an administrator's order on one instance ends the member's sessions on the other", async () => {
    const admin = await signIn(one, DEMO.admin);
    const cookie = await signIn(two, DEMO.promoter);
    const promoter = (await gql(two, ME, {}, cookie)).body.data?.me as { id: number };
    expect(
      (await gql(one, 'mutation ($id: Int!) { endSessions(id: $id) }', { id: promoter.id }, admin)).body.data,
    ).toEqual({ endSessions: true });
    expect(codeOf(await gql(two, ME, {}, cookie))).toBe('UNAUTHENTICATED');
  });
});
