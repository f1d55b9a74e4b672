// A new member can sign in: an administrator issues a one-time password (shown once, never stored in
// clear), whose first sign-in must set a new password; and anyone may request access, which an
// administrator approves (the member is created) or declines, without revealing who exists.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, gql, signIn, type TestGateway } from './support.js';

const CREATE = 'mutation ($input: TeamMemberInput!) { createTeamMember(input: $input) { id login } }';
const RESET = 'mutation ($id: Int!) { resetTeamMemberPassword(teamMemberId: $id) { password } }';
const ME = '{ me { id login mustChangePassword } }';
const CHANGE = 'mutation ($old: String!, $new: String!) { changePassword(oldPassword: $old, newPassword: $new) }';
const REQUEST = 'mutation ($input: AccessRequestInput!) { requestAccess(input: $input) }';
const REQUESTS = '{ accessRequests { id name login email mobile region { name } requestedAt loginTaken } }';
const DECIDE =
  'mutation ($id: Int!, $approve: Boolean!, $teamTypeId: Int) { decideAccessRequest(id: $id, approve: $approve, ' +
  'teamTypeId: $teamTypeId) { id login name teamType { name } } }';

const login = () => `new.${randomBytes(4).toString('hex')}`;

describe('onboarding', () => {
  let gateway: TestGateway;
  let admin: string;
  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig());
    admin = await signIn(gateway, DEMO.admin);
  });
  afterAll(() => gateway?.close());

  it('issues a one-time password whose first sign-in must set a new one', async () => {
    const name = login();
    const created = await gql(
      gateway,
      CREATE,
      {
        input: {
          login: name,
          name: 'New Member',
          email: `${name}@example.com`,
          mobile: '+8801711000111',
          teamTypeId: 4,
          regionId: 1,
        },
      },
      admin,
    );
    const id = (created.body.data?.createTeamMember as { id: number }).id;

    const reset = await gql(gateway, RESET, { id }, admin);
    expect(reset.body.errors).toBeUndefined();
    const { password } = reset.body.data?.resetTeamMemberPassword as { password: string };
    expect(password.length).toBeGreaterThanOrEqual(12);
    // Another reset gives another password; the first one stops working.
    const again = (await gql(gateway, RESET, { id }, admin)).body.data?.resetTeamMemberPassword as { password: string };
    expect(again.password).not.toBe(password);
    expect(
      (
        await gql(gateway, 'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { id } }', {
          u: name,
          p: password,
        })
      ).body.errors?.[0]?.extensions?.code,
    ).toBe('UNAUTHENTICATED');

    const member = await signIn(gateway, { username: name, password: again.password });
    expect((await gql(gateway, ME, {}, member)).body.data?.me).toEqual({ id, login: name, mustChangePassword: true });
    const changed = await gql(gateway, CHANGE, { old: again.password, new: 'Fresh-start#2026' }, member);
    expect(changed.body.errors).toBeUndefined();
    // A password change ends the member's other sessions and renews the one that made it.
    const renewed = changed.setCookie
      .map((line) => line.split(';')[0] ?? '')
      .find((pair) => pair.startsWith('ff_session='));
    expect(renewed).toBeDefined();
    expect((await gql(gateway, ME, {}, renewed)).body.data?.me).toMatchObject({ mustChangePassword: false });
    await signIn(gateway, { username: name, password: 'Fresh-start#2026' });
  });

  it('lets only a member with Users List reset a password, and checks the id first', async () => {
    const promoter = await signIn(gateway, DEMO.promoter);
    expect((await gql(gateway, RESET, { id: 1 }, promoter)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gql(gateway, RESET, { id: 0 }, admin)).body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await gql(gateway, RESET, { id: 987654 }, admin)).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('takes an anonymous request for access, shows it to administrators, creates the member on approval', async () => {
    const name = login();
    const fields = {
      name: 'Shirin Akter',
      login: name,
      email: `${name}@example.com`,
      mobile: '+8801711222333',
      regionId: 2,
    };
    const asked = await gql(gateway, REQUEST, { input: fields });
    expect(asked.body.errors).toBeUndefined();
    expect(asked.body.data?.requestAccess).toBe(true);
    // An existing login name gets the same answer: nothing tells a stranger who exists.
    expect((await gql(gateway, REQUEST, { input: { ...fields, login: 'admin' } })).body.data?.requestAccess).toBe(true);
    const invalid = await gql(gateway, REQUEST, { input: { ...fields, email: 'nope', login: 'x' } });
    expect(invalid.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    const list = (await gql(gateway, REQUESTS, {}, admin)).body.data?.accessRequests as {
      id: number;
      login: string;
      region: { name: string };
      loginTaken: boolean;
    }[];
    const mine = list.find((request) => request.login === name)!;
    expect(mine).toMatchObject({ login: name, region: { name: 'Chattogram' }, loginTaken: false });
    // A claim to a member's login is shown as such, and approving it is refused.
    const claim = list.find((request) => request.login === 'admin')!;
    expect(claim.loginTaken).toBe(true);
    const refused = await gql(gateway, DECIDE, { id: claim.id, approve: true, teamTypeId: 4 }, admin);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const promoter = await signIn(gateway, DEMO.promoter);
    expect((await gql(gateway, REQUESTS, {}, promoter)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const approved = await gql(gateway, DECIDE, { id: mine.id, approve: true, teamTypeId: 4 }, admin);
    expect(approved.body.errors).toBeUndefined();
    expect(approved.body.data?.decideAccessRequest).toMatchObject({ login: name, name: 'Shirin Akter' });
    const after = (await gql(gateway, REQUESTS, {}, admin)).body.data?.accessRequests as { login: string }[];
    expect(after.some((request) => request.login === name)).toBe(false);
    expect(
      (await gql(gateway, DECIDE, { id: mine.id, approve: true, teamTypeId: 4 }, admin)).body.errors?.[0]?.extensions
        ?.code,
    ).toBe('NOT_FOUND');
  });

  it('declines a request without creating anyone', async () => {
    const name = login();
    await gql(gateway, REQUEST, {
      input: {
        name: 'Declined Person',
        login: name,
        email: `${name}@example.com`,
        mobile: '+8801711444555',
        regionId: 1,
      },
    });
    const list = (await gql(gateway, REQUESTS, {}, admin)).body.data?.accessRequests as { id: number; login: string }[];
    const request = list.find((entry) => entry.login === name)!;
    const declined = await gql(gateway, DECIDE, { id: request.id, approve: false }, admin);
    expect(declined.body.errors).toBeUndefined();
    expect(declined.body.data?.decideAccessRequest).toBeNull();
    const members = await gql(
      gateway,
      '{ teamMembers(filter: { search: "Declined Person" }, limit: 5) { total } }',
      {},
      admin,
    );
    expect((members.body.data?.teamMembers as { total: number }).total).toBe(0);
  });

  it('refuses a sixth request from one address within 15 minutes', async () => {
    const own = await createGateway(gatewayConfig());
    try {
      const ask = () => {
        const name = login();
        return gql(own, REQUEST, {
          input: { name: 'Flood', login: name, email: `${name}@example.com`, mobile: '+8801711666777', regionId: 1 },
        });
      };
      for (let i = 0; i < 5; i += 1) expect((await ask()).body.data?.requestAccess).toBe(true);
      expect((await ask()).body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    } finally {
      await own.close();
    }
  });
});
