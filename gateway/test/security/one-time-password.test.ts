// Insider suite, one-time passwords: a member signed in with one may read `me`, change the password
// and sign out, nothing else (PASSWORD_CHANGE_REQUIRED), whatever their pages; the gateway keeps
// the flag in the session, so `me` makes no upstream call for it on each navigation.
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { tinyPng } from '../../../tests/support/images.js';
import { createGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, gql, signIn, type TestGateway, UpstreamCounter } from '../integration/support.js';

const CREATE = 'mutation ($input: TeamMemberInput!) { createTeamMember(input: $input) { id } }';
const RESET = 'mutation ($id: Int!) { resetTeamMemberPassword(teamMemberId: $id) { password } }';
const ME = '{ me { id mustChangePassword pages menu { title } } }';
const GRANT =
  'mutation ($id: Int!, $p: Int!) { updatePermission(teamMemberId: $id, permissionId: $p, allowed: true) { id } }';
const CHANGE = 'mutation ($old: String!, $new: String!) { changePassword(oldPassword: $old, newPassword: $new) }';
const codeOf = (answer: Awaited<ReturnType<typeof gql>>) => answer.body.errors?.[0]?.extensions?.code;
const cookieOf = (lines: string[]) =>
  lines.map((line) => line.split(';')[0] ?? '').find((pair) => pair.startsWith('ff_session='));

describe('insider: a one-time password opens nothing but the password change', () => {
  let gateway: TestGateway;
  let admin: string;
  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig());
    admin = await signIn(gateway, DEMO.admin);
  });
  afterAll(() => gateway?.close());

  async function memberWithOneTimePassword(): Promise<{ id: number; login: string; password: string }> {
    const login = `otp.${randomBytes(4).toString('hex')}`;
    const input = {
      login,
      name: 'One Time',
      email: `${login}@example.com`,
      mobile: '+8801711000222',
      teamTypeId: 4,
      regionId: 1,
    };
    const created = await gql(gateway, CREATE, { input }, admin);
    const id = (created.body.data?.createTeamMember as { id: number }).id;
    // Pages beyond Reset Password, so a refusal below is the password's doing, not a missing page.
    const rows = (await gql(gateway, 'query ($id: Int!) { permissions(teamMemberId: $id) { id page } }', { id }, admin))
      .body.data?.permissions as { id: number; page: string }[];
    for (const row of rows.filter((permission) =>
      ['Store List', 'Users List', 'Brand List', 'Store Pictures'].includes(permission.page),
    )) {
      const granted = await gql(gateway, GRANT, { id, p: row.id }, admin);
      expect(granted.body.errors).toBeUndefined();
    }
    const reset = await gql(gateway, RESET, { id }, admin);
    const { password } = reset.body.data?.resetTeamMemberPassword as { password: string };
    return { id, login, password };
  }

  it('refuses every other query and mutation with PASSWORD_CHANGE_REQUIRED until the password is changed', async () => {
    const member = await memberWithOneTimePassword();
    const cookie = await signIn(gateway, { username: member.login, password: member.password });

    const me = await gql(gateway, ME, {}, cookie);
    expect(me.body.errors).toBeUndefined();
    expect(me.body.data?.me).toMatchObject({ id: member.id, mustChangePassword: true });

    for (const query of [
      '{ regions { id } }',
      '{ stores(limit: 1) { total } }',
      '{ teamMembers(limit: 1) { total } }',
    ]) {
      const answer = await gql(gateway, query, {}, cookie);
      expect(codeOf(answer), query).toBe('PASSWORD_CHANGE_REQUIRED');
      expect(answer.body.data ?? null, query).toBeNull();
    }
    const mutation = await gql(gateway, RESET, { id: member.id }, cookie);
    expect(codeOf(mutation)).toBe('PASSWORD_CHANGE_REQUIRED');

    const changed = await gql(gateway, CHANGE, { old: member.password, new: 'Own-choice#2026' }, cookie);
    expect(changed.body.errors).toBeUndefined();
    const renewed = cookieOf(changed.setCookie)!;
    expect((await gql(gateway, ME, {}, renewed)).body.data?.me).toMatchObject({ mustChangePassword: false });
    expect(codeOf(await gql(gateway, '{ regions { id } }', {}, renewed))).toBeUndefined();
    expect((await gql(gateway, 'mutation { logout }', {}, renewed)).body.data).toEqual({ logout: true });
  });

  it('refuses the picture routes and the exports too, not only GraphQL fields', async () => {
    const member = await memberWithOneTimePassword();
    const cookie = await signIn(gateway, { username: member.login, password: member.password });
    const server = gateway.app.server;
    const upload = await request(server)
      .post('/api/brands/10/pictures/3')
      .set('apollo-require-preflight', 'true')
      .set('cookie', cookie)
      .attach('file', tinyPng(), { filename: 'logo.png', contentType: 'image/png' });
    expect(upload.status).toBe(403);
    expect(upload.body.error?.code).toBe('PASSWORD_CHANGE_REQUIRED');
    const served = await request(server).get('/api/brands/10/pictures/1').set('cookie', cookie);
    expect(served.status).toBe(403);
    expect(served.body.error?.code).toBe('PASSWORD_CHANGE_REQUIRED');
    const picture = await request(server).get('/api/store-pictures/1').set('cookie', cookie);
    expect(picture.status).toBe(403);
    expect(picture.body.error?.code).toBe('PASSWORD_CHANGE_REQUIRED');
    for (const format of ['csv', 'xlsx']) {
      const exported = await request(server)
        .post(`/api/export.${format}`)
        .set('content-type', 'application/json')
        .set('cookie', cookie)
        .send({ query: '{ stores(limit: 5) { items { code name } } }' });
      expect(exported.status, format).not.toBe(200);
      expect(exported.body.errors?.[0]?.extensions?.code, format).toBe('PASSWORD_CHANGE_REQUIRED');
    }
  });

  it('lets the member sign out while the change is pending', async () => {
    const member = await memberWithOneTimePassword();
    const cookie = await signIn(gateway, { username: member.login, password: member.password });
    expect((await gql(gateway, 'mutation { logout }', {}, cookie)).body.data).toEqual({ logout: true });
    expect(codeOf(await gql(gateway, ME, {}, cookie))).toBe('UNAUTHENTICATED');
  });

  it('answers `me` from the session: no upstream password-status or page-access call on each navigation', async () => {
    const cookie = await signIn(gateway, DEMO.promoter);
    const counter = new UpstreamCounter(inject('servicesUrl'));
    try {
      expect((await gql(gateway, ME, {}, cookie)).body.data?.me).toMatchObject({ mustChangePassword: false });
      counter.reset();
      for (let i = 0; i < 3; i += 1) {
        expect((await gql(gateway, ME, {}, cookie)).body.errors).toBeUndefined();
      }
      expect(counter.count('User_PasswordStatus')).toBe(0);
      expect(counter.count('GetPageAccess')).toBe(0);
    } finally {
      counter.stop();
    }
  });
});
