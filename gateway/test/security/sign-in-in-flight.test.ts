// Insider suite, a sign-in in flight: a sign-in whose password was checked before the member's sessions were ended
// (their password changed, an administrator deactivated them) gets no live session when it answers after the end.
// The bases' answer to the sign-in is held here, after the base checked the password, while the sessions end.

import { randomBytes } from 'node:crypto';
import { createServer, request as forward, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, gql, LOGIN, signIn, type TestGateway } from '../integration/support.js';
import { memberByLogin, memberInput, sessionPair, UPDATE_MEMBER } from './insider-support.js';

const CREATE = 'mutation ($input: TeamMemberInput!) { createTeamMember(input: $input) { id } }';
const RESET = 'mutation ($id: Int!) { resetTeamMemberPassword(teamMemberId: $id) { password } }';
const PAGES = 'query ($id: Int!) { permissions(teamMemberId: $id) { id page } }';
const GRANT =
  'mutation ($id: Int!, $p: Int!) { updatePermission(teamMemberId: $id, permissionId: $p, allowed: true) { id } }';
const CHANGE = 'mutation ($old: String!, $new: String!) { changePassword(oldPassword: $old, newPassword: $new) }';

/** A loopback proxy to the services that can hold the answer of the next call to one endpoint. */
class AnswerHolder {
  private server!: Server;
  private held: { endpoint: string; arrived: () => void; release: Promise<void> } | undefined;
  origin = '';

  async start(): Promise<void> {
    const target = new URL(inject('servicesUrl'));
    this.server = createServer((req, res) => {
      const endpoint = (req.url ?? '').split('?')[0]!.split('/').pop()!;
      const hold = this.held?.endpoint === endpoint ? this.held : undefined;
      if (hold) this.held = undefined;
      const upstream = forward(
        { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', async () => {
            if (hold) {
              hold.arrived();
              await hold.release;
            }
            res.writeHead(answer.statusCode ?? 502, answer.headers).end(Buffer.concat(chunks));
          });
        },
      );
      req.pipe(upstream);
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as { port: number }).port}`;
  }

  /** Holds the answer of the next call to `endpoint`: `arrived` once the base answered, sent on `release()`. */
  hold(endpoint: string): { arrived: Promise<void>; release(): void } {
    let arrived!: () => void;
    let release!: () => void;
    const arrival = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    this.held = { endpoint, arrived, release: released };
    return { arrived: arrival, release };
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

describe('insider: a sign-in in flight when the sessions end', () => {
  const proxy = new AnswerHolder();
  let gateway: TestGateway;
  let admin: string;
  beforeAll(async () => {
    await proxy.start();
    const upstream = {
      main: `${proxy.origin}/main`,
      settings: `${proxy.origin}/settings`,
      transfer: `${proxy.origin}/transfer`,
      product: `${proxy.origin}/product`,
    };
    gateway = await createGateway(gatewayConfig({ upstream }));
    admin = await signIn(gateway, DEMO.admin);
  });
  afterAll(async () => {
    await gateway?.close();
    await proxy.close();
  });

  /** A new member with a password of their own (held by the product), and a session. */
  async function member(): Promise<{ id: number; login: string; password: string; cookie: string }> {
    const login = `flight.${randomBytes(4).toString('hex')}`;
    const input = { login, name: 'In Flight', email: `${login}@example.com`, mobile: '+8801711000999' };
    const created = await gql(gateway, CREATE, { input: { ...input, teamTypeId: 4, regionId: 1 } }, admin);
    const id = (created.body.data?.createTeamMember as { id: number }).id;
    // Reset Password, where a member changes their own password.
    const pages = (await gql(gateway, PAGES, { id }, admin)).body.data?.permissions as { id: number; page: string }[];
    const reset = pages.find((row) => row.page === 'Reset Password')!;
    expect((await gql(gateway, GRANT, { id, p: reset.id }, admin)).body.errors).toBeUndefined();
    const once = (await gql(gateway, RESET, { id }, admin)).body.data?.resetTeamMemberPassword as { password: string };
    const first = await signIn(gateway, { username: login, password: once.password });
    const password = `Flight#${randomBytes(4).toString('hex')}`;
    const changed = await gql(gateway, CHANGE, { old: once.password, new: password }, first);
    expect(changed.body.errors).toBeUndefined();
    return { id, login, password, cookie: sessionPair(changed.setCookie)! };
  }

  /** Signs in with the answer of `endpoint` held while `meanwhile` runs; the cookie the sign-in set. */
  async function signInAround(
    who: { login: string; password: string },
    endpoint: string,
    meanwhile: () => Promise<void>,
  ): Promise<string> {
    const held = proxy.hold(endpoint);
    const pending = gql(gateway, LOGIN, { username: who.login, password: who.password });
    await held.arrived;
    await meanwhile();
    held.release();
    const answer = await pending;
    expect(answer.body.errors).toBeUndefined();
    return sessionPair(answer.setCookie)!;
  }

  it("refuses the session of a sign-in checked before the member's own password change", async () => {
    const who = await member();
    const cookie = await signInAround(who, 'Credential_Login', async () => {
      const changed = await gql(gateway, CHANGE, { old: who.password, new: `${who.password}x` }, who.cookie);
      expect(changed.body.errors).toBeUndefined();
    });
    const me = await gql(gateway, '{ me { id } }', {}, cookie);
    expect(me.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses the session of a sign-in checked before an administrator deactivated the member', async () => {
    const who = await member();
    // The member list the sign-in reads after the password check is held: it still shows the member active.
    const cookie = await signInAround(who, 'TeamMemberStore', async () => {
      const record = await memberByLogin(gateway, admin, who.login);
      const off = await gql(
        gateway,
        UPDATE_MEMBER,
        { id: record.id, version: record.version, input: memberInput(record, { active: false }) },
        admin,
      );
      expect(off.body.errors).toBeUndefined();
    });
    const me = await gql(gateway, '{ me { id } }', {}, cookie);
    expect(me.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('keeps the session of a sign-in that began after the change', async () => {
    const who = await member();
    const cookie = await signIn(gateway, { username: who.login, password: who.password });
    expect((await gql(gateway, '{ me { id } }', {}, cookie)).body.data?.me).toEqual({ id: who.id });
  });
});
