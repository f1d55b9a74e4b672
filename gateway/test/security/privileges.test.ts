// Insider suite, privileges: a manager (Users List through Master List) cannot act on the
// administrator or on anyone holding a page the manager lacks, nor grant a page they lack; nobody
// deactivates or removes themselves; the field-member picker gives a promoter names, not contacts.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, gql, signIn, type TestGateway } from '../integration/support.js';
import { type MemberFields, memberByLogin, memberInput, UPDATE_MEMBER } from './insider-support.js';

const CREATE = 'mutation ($input: TeamMemberInput!) { createTeamMember(input: $input) { id version } }';
const REMOVE = 'mutation ($id: Int!) { removeTeamMember(id: $id) }';
const PERMISSIONS = 'query ($id: Int!) { permissions(teamMemberId: $id) { id page allowed } }';
const GRANT =
  'mutation ($m: Int!, $p: Int!, $a: Boolean!) { updatePermission(teamMemberId: $m, permissionId: $p, allowed: $a) ' +
  '{ allowed } }';
const codeOf = (answer: Awaited<ReturnType<typeof gql>>) => answer.body.errors?.[0]?.extensions?.code;

describe('insider: privileges never escalate', () => {
  let gateway: TestGateway;
  let admin: string;
  let manager: string;
  let adminFields: MemberFields;
  let managerId: number;
  const throwaways: number[] = [];

  /** A member with no password and no pages, made by the admin for one test. */
  async function throwaway(): Promise<MemberFields> {
    const login = `qa.${randomBytes(4).toString('hex')}`;
    const input = {
      login,
      name: 'QA Insider',
      email: `${login}@example.com`,
      mobile: '+8801711000000',
      teamTypeId: 4,
      regionId: 1,
      active: true,
    };
    const created = await gql(gateway, CREATE, { input }, admin);
    const { id, version } = created.body.data?.createTeamMember as { id: number; version: string };
    throwaways.push(id);
    return { id, version, ...input, mobile: '+8801711000000' };
  }

  async function permissionId(memberId: number, page: string): Promise<number> {
    const rows = (await gql(gateway, PERMISSIONS, { id: memberId }, admin)).body.data?.permissions as {
      id: number;
      page: string;
    }[];
    const row = rows.find((candidate) => candidate.page.toLowerCase() === page.toLowerCase());
    if (!row) throw new Error(`no permission row for ${page}`);
    return row.id;
  }

  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig());
    admin = await signIn(gateway, DEMO.admin);
    manager = await signIn(gateway, DEMO.manager);
    adminFields = await memberByLogin(gateway, admin, 'admin');
    managerId = ((await gql(gateway, '{ me { id } }', {}, manager)).body.data?.me as { id: number }).id;
  });
  afterAll(async () => {
    for (const id of throwaways) await gql(gateway, REMOVE, { id }, admin);
    await gateway?.close();
  });

  it('a manager cannot edit the administrator (who holds pages the manager lacks)', async () => {
    // The administrator's own fields, unchanged: harmless even where the rule is missing.
    const answer = await gql(
      gateway,
      UPDATE_MEMBER,
      { id: adminFields.id, version: adminFields.version, input: memberInput(adminFields) },
      manager,
    );
    expect(codeOf(answer)).toBe('FORBIDDEN');
  });

  it('a manager cannot deactivate or remove a member who holds a page the manager lacks', async () => {
    const holder = await throwaway();
    const granted = await gql(
      gateway,
      GRANT,
      { m: holder.id, p: await permissionId(holder.id, 'User Permission'), a: true },
      admin,
    );
    expect(granted.body.errors).toBeUndefined();
    expect(
      codeOf(
        await gql(
          gateway,
          UPDATE_MEMBER,
          { id: holder.id, version: holder.version, input: memberInput(holder, { active: false }) },
          manager,
        ),
      ),
    ).toBe('FORBIDDEN');
    expect(codeOf(await gql(gateway, REMOVE, { id: holder.id }, manager))).toBe('FORBIDDEN');
    // A member without such pages stays the manager's to edit.
    const plain = await throwaway();
    expect(
      (
        await gql(
          gateway,
          UPDATE_MEMBER,
          { id: plain.id, version: plain.version, input: memberInput(plain, { name: 'QA Edited' }) },
          manager,
        )
      ).body.errors,
    ).toBeUndefined();
  });

  it('a holder of User Permission cannot grant a page they do not hold', async () => {
    const userPermission = await permissionId(managerId, 'User Permission');
    const target = await throwaway();
    const lacking = await permissionId(target.id, 'Report Email Recipient');
    expect(
      (await gql(gateway, GRANT, { m: managerId, p: userPermission, a: true }, admin)).body.errors,
    ).toBeUndefined();
    try {
      const refused = await gql(gateway, GRANT, { m: target.id, p: lacking, a: true }, manager);
      expect(codeOf(refused)).toBe('FORBIDDEN');
      const rows = (await gql(gateway, PERMISSIONS, { id: target.id }, admin)).body.data?.permissions as {
        id: number;
        allowed: boolean;
      }[];
      expect(rows.find((row) => row.id === lacking)?.allowed).toBe(false);
      // Nor touch the administrator's pages at all.
      expect(codeOf(await gql(gateway, GRANT, { m: adminFields.id, p: lacking, a: false }, manager))).toBe('FORBIDDEN');
    } finally {
      await gql(gateway, GRANT, { m: managerId, p: userPermission, a: false }, admin);
    }
  });

  it('nobody deactivates or removes themselves', async () => {
    expect(
      codeOf(
        await gql(
          gateway,
          UPDATE_MEMBER,
          { id: adminFields.id, version: adminFields.version, input: memberInput(adminFields, { active: false }) },
          admin,
        ),
      ),
    ).toBe('BAD_USER_INPUT');
    expect(codeOf(await gql(gateway, REMOVE, { id: adminFields.id }, admin))).toBe('BAD_USER_INPUT');
    expect((await gql(gateway, '{ me { id } }', {}, admin)).body.data).toEqual({ me: { id: adminFields.id } });
  });

  it("the field-member picker gives a promoter names only: no other member's login, e-mail or mobile", async () => {
    const promoter = await signIn(gateway, DEMO.promoter);
    const query = '{ fieldMembers { id name login email mobile } }';
    const members = (await gql(gateway, query, {}, promoter)).body.data?.fieldMembers as {
      id: number;
      name: string;
      login: string | null;
      email: string | null;
      mobile: string | null;
    }[];
    const self = ((await gql(gateway, '{ me { id } }', {}, promoter)).body.data?.me as { id: number }).id;
    const others = members.filter((member) => member.id !== self);
    expect(others.length).toBeGreaterThan(10);
    expect(
      others.every(
        (member) => member.name !== '' && member.login === null && member.email === null && member.mobile === null,
      ),
    ).toBe(true);
    // A holder of Users List still reads them.
    const forAdmin = (await gql(gateway, query, {}, admin)).body.data?.fieldMembers as { email: string | null }[];
    expect(forAdmin.every((member) => typeof member.email === 'string')).toBe(true);
  });
});
