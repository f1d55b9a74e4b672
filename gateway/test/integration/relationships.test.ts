// Relationships readable both ways: who may open a page (pageMembers), who manages a brand (Brand.managers) and
// which brands a member manages (TeamMember.managedBrands), and one member list (teamMembers, with a role filter)
// answering what the four older member lists answered.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createGateway } from '../../src/index.js';
import { betweenEqual, DEMO, gatewayConfig, gql, signIn, type TestGateway, UpstreamCounter } from './support.js';

const PAGE_MEMBERS =
  'query ($page: String!) { pageMembers(page: $page) { direct openThrough member { id name teamType { name } } } }';
type PageMember = {
  direct: boolean;
  openThrough: string | null;
  member: { id: number; name: string; teamType: { name: string } | null };
};
const ME = '{ me { id } }';

describe('pageMembers', () => {
  let gateway: TestGateway;
  let admin: string;
  let manager: string;
  let managerId: number;
  let adminId: number;
  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig());
    [admin, manager] = await Promise.all([signIn(gateway, DEMO.admin), signIn(gateway, DEMO.manager)]);
    adminId = ((await gql(gateway, ME, {}, admin)).body.data as { me: { id: number } }).me.id;
    managerId = ((await gql(gateway, ME, {}, manager)).body.data as { me: { id: number } }).me.id;
  });
  afterAll(() => gateway?.close());

  const members = async (page: string, cookie = admin) => {
    const answer = await gql(gateway, PAGE_MEMBERS, { page }, cookie);
    expect(answer.body.errors).toBeUndefined();
    return answer.body.data?.pageMembers as PageMember[];
  };

  it('lists who may open a page, granted directly or through its collapse, as the menu decides', async () => {
    const stock = await members('stock');
    const admins = stock.find((row) => row.member.id === adminId);
    expect(admins).toMatchObject({ direct: true, openThrough: null, member: { name: 'Farhana Rahman' } });
    expect(admins?.member.teamType?.name).toEqual(expect.any(String));
    expect(stock.some((row) => row.member.id === managerId)).toBe(true);

    // The manager holds the Store Check collapse, not Summary itself: Summary opens through it.
    const summary = await members('Summary');
    expect(summary.find((row) => row.member.id === managerId)).toMatchObject({
      direct: false,
      openThrough: 'Store Check',
    });
    // Sorted by name.
    const names = summary.map((row) => row.member.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('reads each member’s page access once and answers again from the page-access cache', async () => {
    await members('Daily Sales');
    const counter = new UpstreamCounter(inject('servicesUrl'));
    try {
      await members('Daily Sales');
      await members('Stock');
      expect(counter.count('PageAccess') + counter.count('GetPageAccess')).toBe(0);
    } finally {
      counter.stop();
    }
  });

  it('refuses a page the menu does not have', async () => {
    const answer = await gql(gateway, PAGE_MEMBERS, { page: 'No Such Page' }, admin);
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

const BRANDS = '{ brandOptions { id name } }';
const SET_MANAGER =
  'mutation ($brandId: Int!, $teamMemberId: Int!, $add: Boolean!) { setBrandManager(brandId: $brandId, ' +
  'teamMemberId: $teamMemberId, add: $add) { changed } }';
const BRANDS_WITH_MANAGERS = '{ brands { id name managers { id name } } }';
const MEMBER_BRANDS =
  'query ($search: String) { teamMembers(filter: { search: $search }, limit: 1000) ' +
  '{ items { id managedBrands { id name } } } }';

describe('who manages a brand, both ways', () => {
  let gateway: TestGateway;
  let admin: string;
  let managerId: number;
  let brand: { id: number; name: string };
  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig());
    admin = await signIn(gateway, DEMO.admin);
    const manager = await signIn(gateway, DEMO.manager);
    managerId = ((await gql(gateway, ME, {}, manager)).body.data as { me: { id: number } }).me.id;
    const brands = (await gql(gateway, BRANDS, {}, admin)).body.data?.brandOptions as { id: number; name: string }[];
    brand = brands.at(-1)!;
    const set = await gql(gateway, SET_MANAGER, { brandId: brand.id, teamMemberId: managerId, add: true }, admin);
    expect(set.body.errors).toBeUndefined();
  });
  afterAll(async () => {
    await gql(gateway, SET_MANAGER, { brandId: brand.id, teamMemberId: managerId, add: false }, admin);
    await gateway?.close();
  });

  it('answers brand → managers for every brand from one read of the mapping', async () => {
    const counter = new UpstreamCounter(inject('servicesUrl'));
    try {
      const answer = await gql(gateway, BRANDS_WITH_MANAGERS, {}, admin);
      expect(answer.body.errors).toBeUndefined();
      const brands = answer.body.data?.brands as { id: number; managers: { id: number; name: string }[] }[];
      expect(brands.find((one) => one.id === brand.id)?.managers).toContainEqual({
        id: managerId,
        name: 'Tanvir Hossain',
      });
      expect(counter.count('View_TeamMemberWithBrand') + counter.count('Brand_ForManager')).toBeLessThanOrEqual(1);
    } finally {
      counter.stop();
    }
  });

  it('answers member → brands, the same as brandsForManager', async () => {
    const answer = await gql(gateway, MEMBER_BRANDS, { search: 'Tanvir' }, admin);
    expect(answer.body.errors).toBeUndefined();
    const items = (answer.body.data?.teamMembers as { items: unknown }).items as {
      id: number;
      managedBrands: { id: number }[];
    }[];
    const mine = items.find((one) => one.id === managerId);
    expect(mine?.managedBrands).toContainEqual(expect.objectContaining({ id: brand.id }));
    const direct = await gql(
      gateway,
      'query ($id: Int!) { brandsForManager(managerId: $id) { id } }',
      { id: managerId },
      admin,
    );
    expect(mine?.managedBrands.map((one) => one.id).sort()).toEqual(
      (direct.body.data?.brandsForManager as { id: number }[]).map((one) => one.id).sort(),
    );
  });

  it('reads the mapping once for a whole page of members', async () => {
    const counter = new UpstreamCounter(inject('servicesUrl'));
    try {
      const answer = await gql(gateway, MEMBER_BRANDS, { search: null }, admin);
      expect(answer.body.errors).toBeUndefined();
      expect(counter.count('View_TeamMemberWithBrand') + counter.count('Brand_ForManager')).toBeLessThanOrEqual(1);
    } finally {
      counter.stop();
    }
  });
});

// The same members (an order of equal names may differ).
const ids = (rows: { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b);
const LISTED = 'query ($filter: TeamMemberFilter) { teamMembers(filter: $filter, limit: 1000) { items { id } } }';

describe('one member list', () => {
  let gateway: TestGateway;
  let admin: string;
  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig());
    admin = await signIn(gateway, DEMO.admin);
  });
  afterAll(() => gateway?.close());

  const listed = async (filter: Record<string, unknown>) => {
    const answer = await gql(gateway, LISTED, { filter }, admin);
    expect(answer.body.errors).toBeUndefined();
    return ids((answer.body.data?.teamMembers as { items: unknown }).items as { id: number }[]);
  };

  it('teamMembers with a role answers what the four older member lists did', async () => {
    // Files beside this one add members and change a type's roles for a moment: the lists are compared when both the
    // members and the roles read the same before and after them.
    const everyMember = async () =>
      (
        await gql(
          gateway,
          '{ teamTypes { id takesTargets managesBrands fieldStaff } ' +
            'teamMembers(limit: 1000) { items { id active teamType { id } region { id } } } }',
          {},
          admin,
        )
      ).body.data;
    const { old, lists } = await betweenEqual(everyMember, async () => ({
      old: (
        await gql(
          gateway,
          '{ fieldMembers { id } regional: fieldMembers(regionId: 2) { id } targetMembers { id } managers { id } ' +
            'permissionMembers { id } }',
          {},
          admin,
        )
      ).body.data as Record<string, { id: number }[]>,
      lists: {
        field: await listed({ role: 'FIELD_STAFF', active: true }),
        regional: await listed({ role: 'FIELD_STAFF', active: true, regionId: 2 }),
        targets: await listed({ role: 'TAKES_TARGETS', active: true }),
        managers: await listed({ role: 'MANAGES_BRANDS', active: true }),
        active: await listed({ active: true }),
      },
    }));
    expect(lists.field).toEqual(ids(old.fieldMembers!));
    expect(lists.regional).toEqual(ids(old.regional!));
    expect(lists.targets).toEqual(ids(old.targetMembers!));
    expect(lists.managers).toEqual(ids(old.managers!));
    expect(lists.active).toEqual(ids(old.permissionMembers!));
  });
});
