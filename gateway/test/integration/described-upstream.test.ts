// The product against bases that serve only what the description names (the stand-in's strict mode, the
// `integration-strict` project), and against the stand-in with its extras (`integration`): sign-in with a
// one-time password, a store created and edited, targets on a team type an administrator chose, a journey
// planned and copied, team positions and a report exported all work either way.
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  businessToday,
  daysFromToday,
  isoWeekDay,
  isoWeekOf,
  isoWeeksIn,
} from '../../../tests/support/business-day.js';
import { createGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, gql, signIn, storeInput, type TestGateway } from './support.js';

const strict = inject('servicesStrict');
const servicesUrl = inject('servicesUrl');
const token = inject('servicesToken');

const raw = async (path: string, params: Record<string, string | number> = {}) => {
  const query = new URLSearchParams({ ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])) });
  query.set('_token', token);
  const answer = await fetch(`${servicesUrl}${path}?${query}`);
  return { status: answer.status, body: (await answer.json()) as { status: number; message: string } };
};

describe(`the stand-in bases ${strict ? 'in strict mode: only the description' : 'with their extras'}`, () => {
  it(
    strict ? 'answer 404 to an invented endpoint and 400 to an undescribed parameter' : 'serve their extras',
    async () => {
      const invented = await raw('/main/DistrictList', { CityID: 0 });
      const extraParam = await raw('/main/StoreList', { GradeID: 1 });
      const described = await raw('/main/StoreList', { RegionID: 1, ActiveStatus: 1 });
      expect(described.status).toBe(200);
      if (strict) {
        expect(invented.status).toBe(404);
        expect(extraParam).toMatchObject({
          status: 400,
          body: { message: 'GradeID is not a parameter of this endpoint' },
        });
      } else {
        expect(invented.status).toBe(200);
        expect(extraParam.status).toBe(200);
      }
      // The product's own store is served in either mode: it is not one of the distributor's bases.
      expect((await raw('/product/TeamTypeRoles')).status).toBe(200);
    },
  );
});

describe('the product on the described bases', () => {
  let gateway: TestGateway;
  let admin: string;
  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig());
    admin = await signIn(gateway, DEMO.admin);
  });
  afterAll(() => gateway?.close());

  it('signs a new member in with the one-time password the product issued, then with their own', async () => {
    const login = `dsc${randomBytes(4).toString('hex')}`;
    const added = await gql(
      gateway,
      'mutation ($input: TeamMemberInput!) { createTeamMember(input: $input) { id } }',
      {
        input: {
          name: 'Described Member',
          login,
          email: `${login}@example.com`,
          mobile: '+8801711000999',
          regionId: 1,
          teamTypeId: 4,
          active: true,
        },
      },
      admin,
    );
    expect(added.body.errors).toBeUndefined();
    const id = (added.body.data?.createTeamMember as { id: number }).id;
    const issued = await gql(
      gateway,
      'mutation ($id: Int!) { resetTeamMemberPassword(teamMemberId: $id) { password } }',
      { id },
      admin,
    );
    expect(issued.body.errors).toBeUndefined();
    const password = (issued.body.data?.resetTeamMemberPassword as { password: string }).password;
    const first = await signIn(gateway, { username: login, password });
    const me = await gql(gateway, '{ me { id mustChangePassword } }', {}, first);
    expect(me.body.data?.me).toEqual({ id, mustChangePassword: true });
    const own = `Own-${randomBytes(6).toString('hex')}!`;
    const changed = await gql(
      gateway,
      'mutation ($o: String!, $n: String!) { changePassword(oldPassword: $o, newPassword: $n) }',
      { o: password, n: own },
      first,
    );
    expect(changed.body.errors).toBeUndefined();
    const again = await signIn(gateway, { username: login, password: own });
    expect((await gql(gateway, '{ me { mustChangePassword } }', {}, again)).body.data?.me).toEqual({
      mustChangePassword: false,
    });
    const old = await gql(gateway, 'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { id } }', {
      u: login,
      p: password,
    });
    expect(old.body.errors?.[0]?.message).toBe('Login failed');
  });

  it('creates and edits a store with the ids the description gives, and lists inactive stores apart', async () => {
    const code = `D${randomBytes(5).toString('hex').toUpperCase()}`;
    const input = storeInput('Described Mart', code);
    const fields = 'id version code name active districtId storeTypeId region { name } city { name }';
    const created = await gql(
      gateway,
      `mutation ($input: StoreInput!) { createStore(input: $input) { ${fields} } }`,
      { input },
      admin,
    );
    expect(created.body.errors).toBeUndefined();
    const store = created.body.data?.createStore as { id: number; version: string };
    expect(store).toMatchObject({
      code,
      districtId: 4,
      storeTypeId: 2,
      region: { name: 'Dhaka' },
      city: { name: 'Gazipur' },
    });
    const updated = await gql(
      gateway,
      `mutation ($id: Int!, $v: String!, $input: StoreInput!) { updateStore(id: $id, version: $v, input: $input) {
        ${fields} } }`,
      { id: store.id, v: store.version, input: { ...input, name: 'Described Mart II', active: false } },
      admin,
    );
    expect(updated.body.errors).toBeUndefined();
    expect(updated.body.data?.updateStore).toMatchObject({ name: 'Described Mart II', active: false });
    // A second save from the version the first form read is refused, not silently applied.
    const stale = await gql(
      gateway,
      `mutation ($id: Int!, $v: String!, $input: StoreInput!) {
        updateStore(id: $id, version: $v, input: $input) { id } }`,
      { id: store.id, v: store.version, input: { ...input, name: 'Lost Update' } },
      admin,
    );
    expect(stale.body.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const list = (active: boolean) =>
      gql(
        gateway,
        'query ($f: StoreFilter) { stores(filter: $f, limit: 2000) { total items { code active } } }',
        { f: { code, active } },
        admin,
      );
    const inactive = (await list(false)).body.data?.stores as { items: { code: string; active: boolean }[] };
    expect(inactive.items).toEqual([{ code, active: false }]);
    expect(((await list(true)).body.data?.stores as { total: number }).total).toBe(0);
    // Filtering by grade, which StoreList takes only as an extra, gives the same stores either way.
    const graded = (
      await gql(
        gateway,
        '{ stores(filter: { gradeId: 2, regionId: 1 }, limit: 2000) { total items { grade { id } region { id } } } }',
        {},
        admin,
      )
    ).body.data?.stores as { total: number; items: { grade: { id: number }; region: { id: number } }[] };
    expect(graded.total).toBeGreaterThan(0);
    expect(graded.items.every((s) => s.grade.id === 2 && s.region.id === 1)).toBe(true);
  });

  it('lets an administrator choose which team types take targets, and the target grid follows', async () => {
    const roles = '{ teamTypes { id name takesTargets managesBrands fieldStaff } }';
    const before = (await gql(gateway, roles, {}, admin)).body.data?.teamTypes as {
      id: number;
      name: string;
      takesTargets: boolean;
      managesBrands: boolean;
      fieldStaff: boolean;
    }[];
    const merchandiser = before.find((type) => type.name === 'Merchandiser')!;
    const promoter = before.find((type) => type.name === 'Promoter')!;
    expect(promoter).toMatchObject({ takesTargets: true, fieldStaff: true });
    const set = (takesTargets: boolean) =>
      gql(
        gateway,
        'mutation ($id: Int!, $t: Boolean!) { setTeamTypeRoles(teamTypeId: $id, takesTargets: $t, ' +
          'managesBrands: false, fieldStaff: false) { id takesTargets } }',
        { id: merchandiser.id, t: takesTargets },
        admin,
      );
    try {
      expect((await set(true)).body.data?.setTeamTypeRoles).toEqual({ id: merchandiser.id, takesTargets: true });
      const members = (await gql(gateway, '{ targetMembers { teamType { name } } }', {}, admin)).body.data
        ?.targetMembers as { teamType: { name: string } }[];
      expect(members.some((member) => member.teamType.name === 'Merchandiser')).toBe(true);
      const promoterSession = await signIn(gateway, DEMO.promoter);
      const refused = await gql(
        gateway,
        'mutation { setTeamTypeRoles(teamTypeId: 1, takesTargets: true, managesBrands: true, ' +
          'fieldStaff: true) { id } }',
        {},
        promoterSession,
      );
      expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    } finally {
      await set(false);
    }
  });

  it('plans a store for a member this week or the next and copies the week, preview first', async () => {
    const today = isoWeekOf(businessToday().day);
    // This week, copied to the next: in the last week of an ISO year there is no later week of that year (a copy
    // stays in one year), and the copy is refused before any call.
    const [from, to] = [today.week, today.week + 1];
    const lastWeek = today.week === isoWeeksIn(today.year);
    const member = 3;
    const stores = (await gql(gateway, `{ mappedStores(teamMemberId: ${member}) { id } }`, {}, admin)).body.data
      ?.mappedStores as { id: number }[];
    const store = stores[stores.length - 1]!.id;
    const day = isoWeekDay(today.year, from, 7);
    const added = await gql(
      gateway,
      'mutation ($m: Int!, $y: Int!, $w: Int!, $c: [PlanChangeInput!]!) { changeJourneyPlan(teamMemberId: $m, ' +
        'year: $y, week: $w, changes: $c) { date planned } }',
      { m: member, y: today.year, w: from, c: [{ storeId: store, date: day, action: 'ADD' }] },
      admin,
    );
    expect(added.body.errors).toBeUndefined();
    expect(added.body.data?.changeJourneyPlan).toEqual([{ date: day, planned: true }]);
    const copy = (preview: boolean) =>
      gql(
        gateway,
        'mutation ($m: Int!, $y: Int!, $f: Int!, $t: Int!, $p: Boolean!) { copyJourneyPlan(teamMemberId: $m, ' +
          'year: $y, fromWeek: $f, toWeek: $t, preview: $p) { preview copied { date store { id } } ' +
          'skipped { date reason } } }',
        { m: member, y: today.year, f: from, t: to, p: preview },
        admin,
      );
    if (lastWeek) {
      expect((await copy(true)).body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      return;
    }
    const target = isoWeekDay(today.year, to, 7);
    const previewed = (await copy(true)).body.data?.copyJourneyPlan as {
      preview: boolean;
      copied: { date: string; store: { id: number } }[];
      skipped: { date: string; reason: string }[];
    };
    expect(previewed.preview).toBe(true);
    const line = (answer: typeof previewed) =>
      [...answer.copied.map((l) => `copied ${l.date}`), ...answer.skipped.map((l) => `${l.reason} ${l.date}`)].filter(
        (text) => text.endsWith(target),
      );
    const week = async () =>
      (
        (
          await gql(
            gateway,
            'query ($m: Int!, $y: Int!, $w: Int!) { journeyPlan(teamMemberId: $m, year: $y, week: $w) { days { date ' +
              'entries { storeId planned } } } }',
            { m: member, y: today.year, w: to },
            admin,
          )
        ).body.data?.journeyPlan as { days: { date: string; entries: { storeId: number; planned: boolean }[] }[] }
      ).days
        .find((d) => d.date === target)!
        .entries.filter((e) => e.storeId === store && e.planned).length;
    const plannedBefore = await week();
    const made = (await copy(false)).body.data?.copyJourneyPlan as typeof previewed;
    expect(made.preview).toBe(false);
    expect(line(made)).toEqual(line(previewed));
    expect(await week()).toBe(1);
    // A second copy adds nothing: what the first wrote is now "already planned".
    const repeated = (await copy(false)).body.data?.copyJourneyPlan as typeof previewed;
    expect(repeated.copied.filter((l) => l.date === target && l.store.id === store)).toEqual([]);
    expect(plannedBefore === 1 || made.copied.some((l) => l.date === target && l.store.id === store)).toBe(true);
  });

  it("places members on the map at their latest check-in, from the visits the description's report gives", async () => {
    const answer = await gql(
      gateway,
      '{ teamLocations { latitude longitude at visitId teamMember { id } store { id latitude } } }',
      {},
      admin,
    );
    expect(answer.body.errors).toBeUndefined();
    const locations = answer.body.data?.teamLocations as { at: string; teamMember: { id: number } }[];
    expect(locations.length).toBeGreaterThan(0);
    const ids = locations.map((location) => location.teamMember.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("lists a region's trainings, though the description's TrainingList takes no region", async () => {
    const query = `query ($r: Int) { trainings(fromDate: "${daysFromToday(-179)}", toDate: "${businessToday().day}",
      regionId: $r) { id teamMember { region { id } } } }`;
    const all = (await gql(gateway, query, {}, admin)).body.data?.trainings as { id: number }[];
    const dhaka = (await gql(gateway, query, { r: 1 }, admin)).body;
    expect(dhaka.errors).toBeUndefined();
    const rows = dhaka.data?.trainings as { id: number; teamMember: { region: { id: number } } }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(all.length);
    expect(rows.every((row) => row.teamMember.region.id === 1)).toBe(true);
  });

  it('exports a report as CSV, row for row as its JSON', async () => {
    const from = daysFromToday(-30);
    const query = `{ stockList(filter: { fromDate: "${from}", toDate: "${businessToday().day}" }, limit: 5000) { total
      items { snapshotDate quantity } } }`;
    const json = (await gql(gateway, query, {}, admin)).body;
    expect(json.errors).toBeUndefined();
    const total = (json.data?.stockList as { total: number }).total;
    expect(total).toBeGreaterThan(0);
    const csv = await request(gateway.app.server)
      .post('/api/export.csv')
      .set('content-type', 'application/json')
      .set('cookie', admin)
      .send({ query });
    expect(csv.status).toBe(200);
    expect(csv.text.trim().split('\n').length).toBe(total + 1);
  });
});
