// Security suite (secrets): the upstream token, passwords, password hashes and session cookies never
// appear in a response or a log line, through sign-ins good and bad, queries, upstream failures (a list, a
// password change and a sign-in whose upstream call answers 500) and a real password change and back.
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createGateway } from '../../src/index.js';
import { DEMO, failingProxy, gatewayConfig, gql, signIn, type TestGateway } from '../integration/support.js';

const CREATE = 'mutation ($input: TeamMemberInput!) { createTeamMember(input: $input) { id } }';
const RESET = 'mutation ($id: Int!) { resetTeamMemberPassword(teamMemberId: $id) { password } }';
const CHANGE = 'mutation ($old: String!, $new: String!) { changePassword(oldPassword: $old, newPassword: $new) }';
const LOGIN = 'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { id } }';
const PERMISSIONS = 'query ($id: Int!) { permissions(teamMemberId: $id) { id page } }';
const GRANT =
  'mutation ($id: Int!, $permission: Int!) { updatePermission(teamMemberId: $id, permissionId: $permission, ' +
  'allowed: true) { allowed } }';
type Permission = { id: number; page: string };

/** The value of the session cookie an answer set, as a Cookie header. */
const sessionOf = (setCookie: string[]) =>
  setCookie.map((line) => line.split(';')[0] ?? '').find((pair) => /^ff_session=.+/.test(pair));

describe('security: secrets in responses and logs', () => {
  const lines: string[] = [];
  const responses: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  let gateway: TestGateway;
  /** The same product behind a base whose list and password-change endpoints answer 500. */
  let failing: TestGateway;
  /** Behind a base whose sign-in endpoint answers 500. */
  let failingSignIn: TestGateway;
  const proxies: { close(): Promise<void> }[] = [];
  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig({ logger: true, logStream }));
    const proxy = await failingProxy(['StoreList', 'Credential_Change']);
    const signInProxy = await failingProxy(['Credential_Login']);
    proxies.push(proxy, signInProxy);
    failing = await createGateway(gatewayConfig({ logger: true, logStream, upstream: proxy.upstream }));
    failingSignIn = await createGateway(gatewayConfig({ logger: true, logStream, upstream: signInProxy.upstream }));
  });
  afterAll(async () => {
    await Promise.all([gateway?.close(), failing?.close(), failingSignIn?.close()]);
    await Promise.all(proxies.map((proxy) => proxy.close()));
  });

  it('keeps the token, passwords, hashes and cookies out of every answer and log line', async () => {
    const admin = await signIn(gateway, DEMO.admin);
    const wrong = await gql(gateway, 'mutation { login(username: "admin", password: "Wrong-Secret-99") { id } }');
    expect(wrong.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    responses.push(wrong.text);
    for (const query of [
      '{ me { id name login email pages } }',
      '{ teamMembers(limit: 5) { items { login email } } }',
      '{ stores(limit: 3) { items { name } } }',
      '{ nonexistent }',
    ]) {
      responses.push((await gql(gateway, query, {}, admin)).text);
    }

    // A member of this test's own, so the demo sign-ins the other suites use keep their passwords.
    const login = `secret.${randomBytes(4).toString('hex')}`;
    const input = { login, name: 'Secret Keeper', email: `${login}@example.com`, mobile: '+8801711000222' };
    const created = await gql(gateway, CREATE, { input: { ...input, teamTypeId: 4, regionId: 1 } }, admin);
    expect(created.body.errors).toBeUndefined();
    const id = (created.body.data?.createTeamMember as { id: number }).id;
    // Reset Password is the page a member changes their own password on, after the first time.
    const pages = (await gql(gateway, PERMISSIONS, { id }, admin)).body.data?.permissions as Permission[];
    const page = pages.find((row) => row.page === 'Reset Password')!;
    const granted = await gql(gateway, GRANT, { id, permission: page.id }, admin);
    expect(granted.body.errors).toBeUndefined();
    const reset = await gql(gateway, RESET, { id }, admin);
    expect(reset.body.errors).toBeUndefined();
    // The one-time password is the one answer that carries a password, to the administrator who asked for it.
    const issued = (reset.body.data?.resetTeamMemberPassword as { password: string }).password;
    const chosen = `Chosen-${randomBytes(6).toString('hex')}#`;
    const member = await signIn(gateway, { username: login, password: issued });

    // The password change, made for real: the new password signs in and the one-time one no longer does.
    const refused = await gql(gateway, CHANGE, { old: 'Not-It-77', new: 'Another-One-2026' }, member);
    expect(refused.body.errors?.[0]?.extensions?.field).toBe('oldPassword');
    responses.push(refused.text);
    const changed = await gql(gateway, CHANGE, { old: issued, new: chosen }, member);
    expect(changed.body.errors).toBeUndefined();
    expect(changed.body.data?.changePassword).toBe(true);
    responses.push(changed.text);
    const renewed = sessionOf(changed.setCookie);
    expect(renewed).toBeDefined();
    const oldOne = await gql(gateway, LOGIN, { u: login, p: issued });
    expect(oldOne.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    responses.push(oldOne.text);
    const withChosen = await signIn(gateway, { username: login, password: chosen });
    // And back: the member changes the password back to the one-time one, which signs in again.
    const changedBack = await gql(gateway, CHANGE, { old: chosen, new: issued }, renewed);
    expect(changedBack.body.errors, JSON.stringify(changedBack.body.errors)).toBeUndefined();
    expect(changedBack.body.data?.changePassword).toBe(true);
    responses.push(changedBack.text);
    const back = sessionOf(changedBack.setCookie);
    const formerOne = await gql(gateway, LOGIN, { u: login, p: chosen });
    expect(formerOne.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    responses.push(formerOne.text);
    const last = await signIn(gateway, { username: login, password: issued });

    // Upstream failures: a list, a password change and a sign-in whose REST call answers 500.
    const adminThere = await signIn(failing, DEMO.admin);
    const list = await gql(failing, '{ stores(limit: 3) { items { name } } }', {}, adminThere);
    expect(list.body.errors?.[0]?.extensions?.code).toMatch(/^UPSTREAM_/);
    responses.push(list.text);
    const memberThere = await signIn(failing, { username: login, password: issued });
    const failedChange = await gql(failing, CHANGE, { old: issued, new: 'Another-One-2026' }, memberThere);
    expect(failedChange.body.errors?.[0]?.extensions?.code).toMatch(/^UPSTREAM_/);
    responses.push(failedChange.text);
    const failedSignIn = await gql(failingSignIn, LOGIN, { u: login, p: issued });
    expect(failedSignIn.body.errors?.[0]?.extensions?.code).toMatch(/^UPSTREAM_/);
    responses.push(failedSignIn.text);
    // The failures were logged: those lines are among the ones scanned.
    expect(lines.some((line) => line.includes('StoreList'))).toBe(true);
    expect(lines.some((line) => line.includes('Credential_Change'))).toBe(true);
    expect(lines.some((line) => line.includes('Credential_Login'))).toBe(true);

    const cookieValue = (cookie: string | undefined) => cookie!.split('=').slice(1).join('=');
    const secrets = [
      inject('servicesToken'),
      DEMO.admin.password,
      'Wrong-Secret-99',
      'Not-It-77',
      'Another-One-2026',
      chosen,
      issued,
      'scrypt$',
      ...[admin, member, renewed, withChosen, back, last, adminThere, memberThere].map(cookieValue),
    ];
    expect(lines.length).toBeGreaterThan(5);
    const scanned = [...responses, ...lines];
    for (const text of scanned) {
      for (const secret of secrets)
        expect(text.includes(secret), `${secret.slice(0, 6)}… in ${text.slice(0, 120)}`).toBe(false);
    }
    console.info(
      `security: ${responses.length} answers and ${lines.length} log lines scanned for ${secrets.length} secrets; ` +
        'none found',
    );
  });
});
