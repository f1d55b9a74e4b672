// Insider suite, record versions: a version the gateway derives (the bases keep none) is keyed with the server's
// secret, so it reveals nothing of the fields it covers: an unsalted hash of a member's login, e-mail and mobile
// would give them back to anyone who can guess a few candidates offline. A member's version goes only to those who
// may edit the record (Users List); everyone else reads null, as they read null for the contact fields.
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../../src/index.js';
import { ALL_EXTRAS } from '../../src/platform/upstream/described.js';
import { DEMO, gatewayConfig, gql, signIn, type TestGateway } from '../integration/support.js';
import { memberByLogin, memberInput, UPDATE_MEMBER } from './insider-support.js';

/** Every extra but `versions`: the bases keep no versions, so the gateway derives them. */
const DERIVING = { UPSTREAM_EXTRAS: ALL_EXTRAS.filter((extra) => extra !== 'versions').join(',') };
/** The unkeyed form a derived version had: anyone could compute it from guessed field values. */
const unkeyed = (fields: readonly unknown[]) =>
  `g${createHash('sha256').update(JSON.stringify(fields)).digest('hex').slice(0, 32)}`;
const CREATE = 'mutation ($input: TeamMemberInput!) { createTeamMember(input: $input) { id } }';
const MEMBERS =
  'query ($s: String) { teamMembers(filter: { search: $s }) { items { id version login name email mobile active ' +
  'teamType { id } region { id } } } }';
const VERSIONS =
  '{ brands { id version name active } productCategories { id version name active brand { id } } ' +
  'products(limit: 3) { items { id version } } stores(limit: 3) { items { id version } } ' +
  'teamMembers(limit: 3) { items { id version } } }';

interface Versioned {
  id: number;
  version: string | null;
}
type Answer = Awaited<ReturnType<typeof gql>>;
const versionsOf = (answer: Answer) => {
  const data = answer.body.data as {
    brands: Versioned[];
    productCategories: Versioned[];
    products: { items: Versioned[] };
    stores: { items: Versioned[] };
    teamMembers: { items: Versioned[] };
  };
  return {
    brands: data.brands.slice(0, 3),
    categories: data.productCategories.slice(0, 3),
    products: data.products.items,
    stores: data.stores.items,
    members: data.teamMembers.items,
  };
};

describe('insider: derived versions reveal nothing', () => {
  let one: TestGateway;
  let other: TestGateway;
  let admin: string;
  let adminElsewhere: string;
  let promoter: string;
  beforeAll(async () => {
    // Two gateways on the same bases with different secrets (SESSION_SECRET is random in each configuration).
    one = await createGateway(gatewayConfig({}, DERIVING));
    other = await createGateway(gatewayConfig({}, DERIVING));
    admin = await signIn(one, DEMO.admin);
    adminElsewhere = await signIn(other, DEMO.admin);
    promoter = await signIn(one, DEMO.promoter);
  });
  afterAll(async () => {
    await one?.close();
    await other?.close();
  });

  it("gives a promoter no member's version, as no login, e-mail or mobile", async () => {
    const answer = await gql(one, '{ fieldMembers { id version login email mobile } }', {}, promoter);
    expect(answer.body.errors).toBeUndefined();
    const members = answer.body.data?.fieldMembers as Record<string, unknown>[];
    expect(members.length).toBeGreaterThan(0);
    const me = (await gql(one, '{ me { id } }', {}, promoter)).body.data?.me as { id: number };
    // Their own contact fields they read; no version, themselves included (they cannot edit a member).
    for (const member of members) expect(member.version).toBeNull();
    for (const member of members.filter((row) => row.id !== me.id))
      expect(member).toMatchObject({ login: null, email: null, mobile: null });
    // A Users List holder reads them (the form sends the version back).
    const forAdmin = (await gql(one, '{ fieldMembers { id version } }', {}, admin)).body.data
      ?.fieldMembers as Versioned[];
    expect(forAdmin.every((member) => typeof member.version === 'string' && member.version !== '')).toBe(true);
  });

  it('keys every derived version with the server secret: stores, products, brands, categories, members', async () => {
    const here = await gql(one, VERSIONS, {}, admin);
    const there = await gql(other, VERSIONS, {}, adminElsewhere);
    expect(here.body.errors).toBeUndefined();
    expect(there.body.errors).toBeUndefined();
    const [mine, theirs] = [versionsOf(here), versionsOf(there)];
    for (const kind of ['brands', 'categories', 'products', 'stores', 'members'] as const) {
      expect(mine[kind].length, kind).toBeGreaterThan(0);
      mine[kind].forEach((record, index) => {
        expect(record.version, `${kind} ${record.id}`).toMatch(/^g[0-9a-f]{32}$/);
        expect(theirs[kind][index]?.id).toBe(record.id);
        expect(theirs[kind][index]?.version, `${kind} ${record.id}`).not.toBe(record.version);
      });
    }
    const brands = (here.body.data as { brands: { id: number; version: string; name: string; active: boolean }[] })
      .brands;
    for (const brand of brands) expect(brand.version).not.toBe(unkeyed([brand.name, brand.active ? 1 : 0]));
  });

  it("no longer gives a member's login, e-mail and mobile back to a guess", async () => {
    const member = await memberByLogin(one, admin, 'promoter');
    const fields = [
      member.teamTypeId,
      member.login,
      member.name,
      member.email,
      member.mobile,
      member.regionId,
      member.active ? 1 : 0,
    ];
    expect(member.version).not.toBe(unkeyed(fields));
  });

  it('takes the keyed version back on an update, and answers a conflict with the keyed version of now', async () => {
    const login = `ver.${randomBytes(4).toString('hex')}`;
    const input = { login, name: 'Keyed Version', email: `${login}@example.com`, mobile: '+8801711000888' };
    expect((await gql(one, CREATE, { input: { ...input, teamTypeId: 4, regionId: 1 } }, admin)).body.errors).toBe(
      undefined,
    );
    const opened = await memberByLogin(one, admin, login);
    // Another gateway's (another secret's) version of the same record is not this one's.
    const elsewhere = await gql(other, MEMBERS, { s: login }, adminElsewhere);
    const foreign = (elsewhere.body.data?.teamMembers as { items: Versioned[] }).items[0]!.version!;
    const refused = await gql(
      one,
      UPDATE_MEMBER,
      { id: opened.id, version: foreign, input: memberInput(opened, { name: 'Foreign Version' }) },
      admin,
    );
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('CONFLICT');

    const saved = await gql(
      one,
      UPDATE_MEMBER,
      { id: opened.id, version: opened.version, input: memberInput(opened, { name: 'Renamed Version' }) },
      admin,
    );
    expect(saved.body.errors).toBeUndefined();
    const now = await memberByLogin(one, admin, login);
    const stale = await gql(
      one,
      UPDATE_MEMBER,
      { id: opened.id, version: opened.version, input: memberInput(opened, { name: 'Stale Version' }) },
      admin,
    );
    expect(stale.body.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const current = stale.body.errors?.[0]?.extensions?.current as { version: string };
    expect(current.version).toBe(now.version);
    expect(now.version).not.toBe(opened.version);
  });
});
