// Team members through GraphQL against the real services: listed, created, edited, removed.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, gql, signIn, type TestGateway } from './support.js';

const LIST =
  'query Members($filter: TeamMemberFilter, $limit: Int!) { teamMembers(filter: $filter, limit: $limit) { total ' +
  'items { id login name active teamType { name } region { name } } } }';
const CREATE =
  'mutation MemberCreate($input: TeamMemberInput!) { createTeamMember(input: $input) { id version login name email ' +
  'mobile active teamType { name } region { name } } }';
const UPDATE =
  'mutation MemberUpdate($id: Int!, $version: String!, $input: TeamMemberInput!) { updateTeamMember(id: $id, ' +
  'version: $version, input: $input) { id name active } }';
const REMOVE = 'mutation MemberRemove($id: Int!) { removeTeamMember(id: $id) }';

const input = (overrides: Record<string, unknown> = {}) => {
  const login = `qa.${randomBytes(4).toString('hex')}`;
  return {
    login,
    name: ' QA Member ',
    email: `${login}@example.com`,
    mobile: '+880 1711-999999',
    teamTypeId: 4,
    regionId: 3,
    ...overrides,
  };
};

type Page = {
  total: number;
  items: {
    id: number;
    login: string;
    name: string;
    active: boolean;
    teamType: { name: string };
    region: { name: string };
  }[];
};

describe('team members', () => {
  let gateway: TestGateway;
  let admin: string;
  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig());
    admin = await signIn(gateway, DEMO.admin);
  });
  afterAll(() => gateway?.close());

  it('lists members filtered by team type, region, status and name, with names of their type and region', async () => {
    const answer = await gql(
      gateway,
      LIST,
      { filter: { teamTypeId: 2, regionId: 1, active: true }, limit: 1000 },
      admin,
    );
    const page = answer.body.data?.teamMembers as Page;
    expect(page.total).toBeGreaterThan(0);
    expect(
      page.items.every(
        (member) => member.teamType.name === 'Manager' && member.region.name === 'Dhaka' && member.active,
      ),
    ).toBe(true);
    const byName = (await gql(gateway, LIST, { filter: { search: 'PROMOTER' }, limit: 10 }, admin)).body.data
      ?.teamMembers as Page;
    expect(byName.items.map((member) => member.login)).toContain('promoter');
  });

  it('creates a member, edits and deactivates them, then removes them', async () => {
    const fields = input();
    const created = await gql(gateway, CREATE, { input: fields }, admin);
    expect(created.body.errors).toBeUndefined();
    const member = created.body.data?.createTeamMember as { id: number; version: string };
    expect(created.body.data?.createTeamMember).toMatchObject({
      login: fields.login,
      name: 'QA Member',
      mobile: '+8801711999999',
      active: true,
      teamType: { name: 'Promoter' },
      region: { name: 'Khulna' },
    });
    expect(created.text).not.toMatch(/password|scrypt/i);

    const updated = await gql(
      gateway,
      UPDATE,
      { id: member.id, version: member.version, input: { ...fields, name: 'QA Renamed', active: false } },
      admin,
    );
    expect(updated.body.data?.updateTeamMember).toEqual({ id: member.id, name: 'QA Renamed', active: false });
    const listed = (await gql(gateway, LIST, { filter: { search: fields.login }, limit: 5 }, admin)).body.data
      ?.teamMembers as Page;
    expect(listed.items).toMatchObject([{ id: member.id, active: false }]);

    expect((await gql(gateway, REMOVE, { id: member.id }, admin)).body.data?.removeTeamMember).toBe(member.id);
    expect(
      ((await gql(gateway, LIST, { filter: { search: fields.login }, limit: 5 }, admin)).body.data?.teamMembers as Page)
        .total,
    ).toBe(0);
  });

  it('names every invalid field and refuses a duplicate login name', async () => {
    const invalid = await gql(
      gateway,
      CREATE,
      { input: input({ login: 'x', email: 'nope', mobile: '12', teamTypeId: 99 }) },
      admin,
    );
    expect(invalid.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((invalid.body.errors?.[0]?.extensions?.fields as { field: string }[]).map((p) => p.field)).toEqual([
      'login',
      'email',
      'mobile',
      'teamTypeId',
    ]);

    const duplicate = await gql(gateway, CREATE, { input: input({ login: 'ADMIN' }) }, admin);
    expect(duplicate.body.errors?.[0]).toMatchObject({
      message: 'Login name ADMIN already exists',
      extensions: { code: 'CONFLICT' },
    });
  });

  it('keeps members from removing or deactivating themselves, and the manager out', async () => {
    expect((await gql(gateway, REMOVE, { id: 1 }, admin)).body.errors?.[0]).toMatchObject({
      message: 'You cannot remove yourself',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const manager = await signIn(gateway, DEMO.manager);
    // The manager has Master List, so Users List is open to them; the promoter has neither.
    expect((await gql(gateway, LIST, { limit: 1 }, manager)).body.errors).toBeUndefined();
    const promoter = await signIn(gateway, DEMO.promoter);
    expect((await gql(gateway, LIST, { limit: 1 }, promoter)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('sorts members by region name, descending, ties by id', async () => {
    const answer = await gql(
      gateway,
      '{ teamMembers(sort: { field: REGION, direction: DESC }, limit: 1000) { items { id region { name } } } }',
      {},
      admin,
    );
    const items = (answer.body.data?.teamMembers as { items: { id: number; region: { name: string } }[] }).items;
    const names = items.map((item) => item.region.name.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());
  });
});
