// Who may open a page, asked by those who should not see all of it: a promoter is refused; a manager (who does not
// hold User Permission) asks only about pages they hold and sees only the members whose pages they hold all of,
// never the administrator's or another member who holds more than they do. And the one member list keeps each
// older list's page: without Users List or User Permission, only the roles others could already pick from.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, gql, signIn, type TestGateway } from '../integration/support.js';
import { addMemberAtServices } from './insider-support.js';

const PAGE_MEMBERS = 'query ($page: String!) { pageMembers(page: $page) { direct member { id name login email } } }';
const PAGES_OF = 'query ($id: Int!) { permissions(teamMemberId: $id) { page allowed openThrough } }';
const MY_PAGES = '{ me { id } }';

describe('pageMembers for members without User Permission', () => {
  let gateway: TestGateway;
  let admin: string;
  let manager: string;
  let promoter: string;
  let analyst: string;
  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig());
    [admin, manager, promoter, analyst] = await Promise.all([
      signIn(gateway, DEMO.admin),
      signIn(gateway, DEMO.manager),
      signIn(gateway, DEMO.promoter),
      signIn(gateway, DEMO.analyst),
    ]);
  });
  afterAll(() => gateway?.close());

  it('refuses a promoter and an analyst, who neither hold User Permission nor manage', async () => {
    for (const cookie of [promoter, analyst]) {
      const answer = await gql(gateway, PAGE_MEMBERS, { page: 'Dashboard' }, cookie);
      expect(answer.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(answer.body.data?.pageMembers ?? null).toBeNull();
    }
  });

  it('refuses a manager a page they do not hold', async () => {
    for (const page of ['User Permission', 'Settings', 'API Explorer']) {
      const answer = await gql(gateway, PAGE_MEMBERS, { page }, manager);
      expect(answer.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });

  it('shows a manager only the members whose pages they hold all of', async () => {
    const me = (await gql(gateway, MY_PAGES, {}, manager)).body.data as { me: { id: number } };
    const answer = await gql(gateway, PAGE_MEMBERS, { page: 'Stock' }, manager);
    expect(answer.body.errors).toBeUndefined();
    const rows = answer.body.data?.pageMembers as { member: { id: number; name: string } }[];
    expect(rows.some((row) => row.member.id === me.me.id)).toBe(true);
    // The administrator and the analyst hold pages the manager lacks (User Permission, API Explorer).
    expect(rows.map((row) => row.member.name)).not.toContain('Farhana Rahman');
    expect(rows.map((row) => row.member.name)).not.toContain('Shirin Akter');

    // Every member shown holds no page the manager lacks (checked with the administrator's view).
    const mine = await gql(gateway, PAGES_OF, { id: me.me.id }, admin);
    const held = new Set(
      (mine.body.data?.permissions as { page: string; allowed: boolean; openThrough: string | null }[])
        .filter((row) => row.allowed || row.openThrough !== null)
        .map((row) => row.page.toLowerCase()),
    );
    for (const row of rows.slice(0, 5)) {
      const theirs = await gql(gateway, PAGES_OF, { id: row.member.id }, admin);
      const open = (theirs.body.data?.permissions as { page: string; allowed: boolean; openThrough: string | null }[])
        .filter((one) => one.allowed || one.openThrough !== null)
        .map((one) => one.page.toLowerCase());
      expect(open.filter((page) => !held.has(page))).toEqual([]);
    }
  });
});

const LISTED =
  'query ($filter: TeamMemberFilter) { teamMembers(filter: $filter, limit: 1000) { items { id login email } } }';

describe('teamMembers for a promoter', () => {
  let gateway: TestGateway;
  let promoter: string;
  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig());
    promoter = await signIn(gateway, DEMO.promoter);
  });
  afterAll(() => gateway?.close());

  it('refuses every member, and the target takers, to a promoter', async () => {
    for (const filter of [null, { active: true }, { role: 'TAKES_TARGETS' }]) {
      const answer = await gql(gateway, LISTED, { filter }, promoter);
      expect(answer.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });

  it('refuses a member without Users List the order of logins, which would tell them', async () => {
    const sorted = '{ teamMembers(filter: { role: FIELD_STAFF }, sort: { field: LOGIN }, limit: 5) { items { id } } }';
    const refused = await gql(gateway, sorted, {}, promoter);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const byName = sorted.replace('LOGIN', 'NAME');
    expect((await gql(gateway, byName, {}, promoter)).body.errors).toBeUndefined();
  });

  it('answers the field staff by name, without their login names or e-mails', async () => {
    const me = ((await gql(gateway, '{ me { id } }', {}, promoter)).body.data as { me: { id: number } }).me.id;
    const answer = await gql(gateway, LISTED, { filter: { role: 'FIELD_STAFF', active: true } }, promoter);
    expect(answer.body.errors).toBeUndefined();
    const items = (answer.body.data?.teamMembers as { items: unknown }).items as {
      id: number;
      login: string | null;
      email: string | null;
    }[];
    expect(items.length).toBeGreaterThan(1);
    for (const item of items.filter((one) => one.id !== me)) expect(item).toMatchObject({ login: null, email: null });
  });

  it('lists a member without Users List the active members only: a deactivated one is not theirs to see', async () => {
    const login = `left.${Date.now().toString(36)}`;
    const gone = await addMemberAtServices({ login, email: `${login}@example.com`, active: false, name: 'Left Field' });
    const admin = await signIn(gateway, DEMO.admin);
    const asAdmin = await gql(gateway, LISTED, { filter: { role: 'FIELD_STAFF', active: false } }, admin);
    expect((asAdmin.body.data?.teamMembers as { items: { id: number }[] }).items.map((one) => one.id)).toContain(gone);

    const refused = await gql(gateway, LISTED, { filter: { role: 'FIELD_STAFF', active: false } }, promoter);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(refused.body.errors?.[0]?.message).toContain('Users List');
    expect(refused.body.data?.teamMembers ?? null).toBeNull();

    const either =
      'query ($filter: TeamMemberFilter) { teamMembers(filter: $filter, limit: 1000) { items { id active } } }';
    const both = await gql(gateway, either, { filter: { role: 'FIELD_STAFF' } }, promoter);
    expect(both.body.errors).toBeUndefined();
    const items = (both.body.data?.teamMembers as { items: { id: number; active: boolean }[] }).items;
    expect(items.length).toBeGreaterThan(1);
    expect(items.map((one) => one.id)).not.toContain(gone);
    expect(items.filter((one) => !one.active)).toEqual([]);
  });
});
