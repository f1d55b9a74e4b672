// The invitation e-mail: an administrator who issues a one-time password may have it e-mailed to
// the member (through the services' mail path, a real SMTP server on loopback here), with a link to the product's
// sign-in page; without the tick nothing is sent; the password never reaches a log line.

import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { mailsTo } from '../../../tests/support/captured-mail.js';
import { createGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, gql, signIn, type TestGateway } from './support.js';

const CREATE = 'mutation ($input: TeamMemberInput!) { createTeamMember(input: $input) { id } }';
const RESET =
  'mutation ($id: Int!, $send: Boolean) { ' +
  'resetTeamMemberPassword(teamMemberId: $id, sendInvitation: $send) { password invitationSentTo } }';

describe('invitation e-mail', () => {
  let gateway: TestGateway;
  let admin: string;
  const logged: string[] = [];
  beforeAll(async () => {
    // The gateway's log lines, as an operator would collect them.
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        logged.push(String(chunk));
        done();
      },
    });
    gateway = await createGateway(gatewayConfig({ logger: true, logStream }));
    admin = await signIn(gateway, DEMO.admin);
  });
  afterAll(() => gateway?.close());

  async function newMember(): Promise<{ id: number; login: string; email: string }> {
    const login = `inv.${randomBytes(4).toString('hex')}`;
    const email = `${login}@example.com`;
    const input = { login, name: 'Invited Member', email, mobile: '+8801711000333', teamTypeId: 4, regionId: 1 };
    const created = await gql(gateway, CREATE, { input }, admin);
    expect(created.body.errors).toBeUndefined();
    return { id: (created.body.data?.createTeamMember as { id: number }).id, login, email };
  }

  it('e-mails the member their login name and one-time password when asked', async () => {
    const member = await newMember();
    const reset = await gql(gateway, RESET, { id: member.id, send: true }, admin);
    expect(reset.body.errors).toBeUndefined();
    const { password, invitationSentTo } = reset.body.data?.resetTeamMemberPassword as {
      password: string;
      invitationSentTo: string | null;
    };
    expect(invitationSentTo).toBe(member.email);
    const received = mailsTo(member.email);
    expect(received).toHaveLength(1);
    // The body is quoted-printable: soft line breaks go, and =XX escapes (an '=' in the password is =3D) decode.
    const raw = received[0]!.raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    expect(raw).toMatch(/Subject: .*invit/i);
    expect(raw).toContain(member.login);
    expect(raw).toContain(password);
    // A link to the product's sign-in page, in the text and as a link in the HTML.
    const signInPage = `${inject('publicUrl')}/auth/signin-1`;
    expect(raw).toContain(`Sign in at ${signInPage}`);
    expect(raw).toContain(`<a href="${signInPage}">`);
    // The password works, and the first sign-in must set a new one.
    const cookie = await signIn(gateway, { username: member.login, password });
    expect((await gql(gateway, '{ me { mustChangePassword } }', {}, cookie)).body.data?.me).toEqual({
      mustChangePassword: true,
    });
    expect(logged.join('')).not.toContain(password);
  });

  it('sends nothing without the tick', async () => {
    const member = await newMember();
    const reset = await gql(gateway, RESET, { id: member.id }, admin);
    expect(reset.body.errors).toBeUndefined();
    expect(reset.body.data?.resetTeamMemberPassword).toMatchObject({ invitationSentTo: null });
    expect(mailsTo(member.email)).toHaveLength(0);
  });
});
