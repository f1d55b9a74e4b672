// Through GraphQL against the real services: the target grid saves cell by cell and
// reports each outcome; plans, targets and names are refused by the gateway before any upstream
// call; categories need no brand; market activity filters by category; team types are found by
// their roles in data, so the product works when the distributor names them differently.
import { createServer, request as forward } from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { businessToday, isoWeekDay } from '../../../tests/support/business-day.js';
import { yearsAhead } from '../../../tests/support/seed-day.js';
import { createGateway } from '../../src/index.js';
import { betweenEqual, DEMO, gatewayConfig, gql, signIn, type TestGateway, UpstreamCounter } from './support.js';

const SET = `mutation Set($year: Int!, $month: Int!, $type: TargetType!, $targets: [TargetInput!]!) {
  setMonthlyTargets(year: $year, month: $month, type: $type, targets: $targets) { saved failed outcomes {
  teamMemberId brandId saved code message } } }`;
const CHANGE = `mutation C($m: Int!, $y: Int!, $w: Int!, $changes: [PlanChangeInput!]!) {
  changeJourneyPlan(teamMemberId: $m, year: $y, week: $w, changes: $changes) { date planned } }`;
/** Seven years ahead: targets where none are seeded, and weeks never past (other files use other years). */
const YEAR = yearsAhead(7);
/** Two years back: every week of it is past. */
const PAST_YEAR = businessToday().year - 2;
const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const fullWidth = (text: string) => [...text].map((c) => String.fromCodePoint(c.codePointAt(0)! + 0xfee0)).join('');
const services = () => inject('servicesUrl');
const rest = async (path: string, params: Record<string, string | number>) => {
  const query = new URLSearchParams({
    ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
    _token: inject('servicesToken'),
  });
  return (await fetch(`${services()}${path}?${query}`)).json() as Promise<{ status: number; data: unknown }>;
};

describe("the contract's shapes and the rules, through the gateway", () => {
  let gateway: TestGateway;
  let admin: string;
  let promoters: number[];
  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig());
    admin = await signIn(gateway, DEMO.admin);
    promoters = (
      (await gql(gateway, '{ targetMembers { id } }', {}, admin)).body.data?.targetMembers as { id: number }[]
    ).map((m) => m.id);
  });
  afterAll(() => gateway?.close());

  it(
    'saves the grid one MonthlyTargetAdd per cell and reports each cell: saved ones, and a refused one with its ' +
      'reason',
    async () => {
      // A brand the gateway has cached but the services no longer have: that cell is refused upstream.
      const brand = (await rest('/main/Brand_Add', { BrandName: `Gone ${unique}` })).data as { BrandID: number };
      expect((await gql(gateway, '{ brandOptions { id } }', {}, admin)).body.data?.brandOptions).toContainEqual({
        id: brand.BrandID,
      });
      expect((await rest('/main/Brand_Remove', { BrandID: brand.BrandID })).status).toBe(200);
      const counter = new UpstreamCounter(services());
      try {
        const cells = [
          { teamMemberId: promoters[0], brandId: 1, target: 11 },
          { teamMemberId: promoters[0], brandId: brand.BrandID, target: 12 },
          { teamMemberId: promoters[1], brandId: 2, target: 13 },
          { teamMemberId: promoters[2], brandId: 3, target: 14 },
          { teamMemberId: promoters[3], brandId: 4, target: 15 },
        ];
        const answer = await gql(gateway, SET, { year: YEAR, month: 4, type: 'QUANTITY', targets: cells }, admin);
        const result = answer.body.data?.setMonthlyTargets as {
          saved: number;
          failed: number;
          outcomes: { saved: boolean; code: string | null; message: string | null }[];
        };
        expect(result).toMatchObject({ saved: 4, failed: 1 });
        expect(result.outcomes.map((o) => o.saved)).toEqual([true, false, true, true, true]);
        expect(result.outcomes[1]).toMatchObject({
          code: 'BAD_USER_INPUT',
          message: `BrandID ${brand.BrandID} does not exist`,
        });
        expect(counter.count('MonthlyTargetAdd')).toBe(5);
      } finally {
        counter.stop();
      }
      const saved = (await rest('/main/MonthlyTarget', { Year: YEAR, Month: 4, TargetType: 'Quantity' })).data as {
        TeamMemberID: number;
        Target: number;
      }[];
      expect(saved.map((t) => t.Target).sort()).toEqual([11, 13, 14, 15]);
    },
  );

  it('refuses targets for a member of a team type that takes none, before any upstream call', async () => {
    const manager = ((await gql(gateway, '{ managers { id } }', {}, admin)).body.data?.managers as { id: number }[])[0]!
      .id;
    const counter = new UpstreamCounter(services());
    try {
      const answer = await gql(
        gateway,
        SET,
        { year: YEAR, month: 5, type: 'QUANTITY', targets: [{ teamMemberId: manager, brandId: 1, target: 3 }] },
        admin,
      );
      expect(answer.body.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'targets[0].teamMemberId',
      });
      expect(counter.count('MonthlyTargetAdd')).toBe(0);
    } finally {
      counter.stop();
    }
  });

  it(
    'refuses a plan store not mapped to the member and a past week, before any JourneyPlanChange; sends WeekNo ' +
      'and Year',
    async () => {
      const mine = (
        (await gql(gateway, '{ mappedStores(teamMemberId: 3) { id } }', {}, admin)).body.data?.mappedStores as {
          id: number;
        }[]
      ).map((s) => s.id);
      const other = ((await rest('/main/StoreList', { ActiveStatus: 1 })).data as { StoreID: number }[]).find(
        (s) => !mine.includes(s.StoreID),
      )!.StoreID;
      const counter = new UpstreamCounter(services());
      try {
        const unmapped = await gql(
          gateway,
          CHANGE,
          { m: 3, y: YEAR, w: 10, changes: [{ storeId: other, date: isoWeekDay(YEAR, 10, 2) }] },
          admin,
        );
        expect(unmapped.body.errors?.[0]?.extensions).toMatchObject({
          code: 'BAD_USER_INPUT',
          field: 'changes[0].storeId',
        });
        const past = await gql(
          gateway,
          CHANGE,
          { m: 3, y: PAST_YEAR, w: 10, changes: [{ storeId: mine[0], date: isoWeekDay(PAST_YEAR, 10, 2) }] },
          admin,
        );
        expect(past.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'week' });
        expect(counter.count('JourneyPlanChange')).toBe(0);
        const planned = await gql(
          gateway,
          CHANGE,
          { m: 3, y: YEAR, w: 10, changes: [{ storeId: mine[0], date: isoWeekDay(YEAR, 10, 2) }] },
          admin,
        );
        expect(planned.body.data?.changeJourneyPlan).toEqual([{ date: isoWeekDay(YEAR, 10, 2), planned: true }]);
        expect(counter.calls.filter((call) => call === 'JourneyPlanChange')).toHaveLength(1);
      } finally {
        counter.stop();
      }
    },
  );

  it(
    'refuses a brand that is another brand written full-width or with a zero-width space, and a name with nothing ' +
      'visible',
    async () => {
      const name = `Kappa${unique}`;
      const created = await gql(
        gateway,
        'mutation B($n: String!) { createBrand(input: { name: $n }) { id name } }',
        { n: `${name}\u200B` },
        admin,
      );
      expect(created.body.data?.createBrand).toMatchObject({ name });
      const counter = new UpstreamCounter(services());
      try {
        for (const same of [fullWidth(name.toUpperCase()), `\uFEFF${name.toLowerCase()}\u200D`]) {
          const again = await gql(
            gateway,
            'mutation B($n: String!) { createBrand(input: { name: $n }) { id } }',
            { n: same },
            admin,
          );
          expect(again.body.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', field: 'name' });
        }
        const invisible = await gql(
          gateway,
          'mutation B($n: String!) { createBrand(input: { name: $n }) { id } }',
          { n: '\u200B\u2060' },
          admin,
        );
        expect(invisible.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'name' });
        expect(counter.count('Brand_Add')).toBe(0);
      } finally {
        counter.stop();
      }
      const id = (created.body.data?.createBrand as { id: number }).id;
      expect(
        (await gql(gateway, 'mutation R($id: Int!) { removeBrand(id: $id) }', { id }, admin)).body.data?.removeBrand,
      ).toBe(id);
    },
  );

  it('adds a category with no brand (every brand lists it), and filters market activity by category', async () => {
    const category = await gql(
      gateway,
      'mutation C($n: String!) { createProductCategory(input: { name: $n }) { id name brand { id } } }',
      { n: `Shared ${unique}` },
      admin,
    );
    const created = category.body.data?.createProductCategory as { id: number; brand: null };
    expect(created).toMatchObject({ name: `Shared ${unique}`, brand: null });
    const ofBrand = (await gql(gateway, '{ productCategories(brandId: 5) { id } }', {}, admin)).body.data
      ?.productCategories as { id: number }[];
    expect(ofBrand).toContainEqual({ id: created.id });
    const removed = await gql(
      gateway,
      'mutation R($id: Int!) { removeProductCategory(id: $id) }',
      { id: created.id },
      admin,
    );
    expect(removed.body.data?.removeProductCategory).toBe(created.id);

    const range = {}; // the default range (the last 30 days) holds the seed's activities
    const all = (
      await gql(
        gateway,
        'query M($filter: ReportFilter) { marketActivities(filter: $filter) { id category { id } } }',
        range,
        admin,
      )
    ).body.data?.marketActivities as { id: number; category: { id: number } }[];
    const chosen = all[0]!.category.id;
    const one = (
      await gql(
        gateway,
        'query M($filter: ReportFilter, $c: Int) { marketActivities(filter: $filter, activityCategoryId: $c) { ' +
          'category { id } } }',
        { ...range, c: chosen },
        admin,
      )
    ).body.data?.marketActivities as { category: { id: number } }[];
    expect(one.length).toBe(all.filter((a) => a.category.id === chosen).length);
    expect(one.every((a) => a.category.id === chosen)).toBe(true);
  });
});

describe('team types named differently by the distributor', () => {
  // The real services behind a loopback proxy that answers TeamType with other names (roles kept).
  let server: ReturnType<typeof createServer>;
  let gateway: TestGateway;
  let admin: string;
  beforeAll(async () => {
    const target = new URL(services());
    server = createServer((req, res) => {
      const renamed = (req.url ?? '').split('?')[0]!.endsWith('/TeamType');
      const upstream = forward(
        { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          if (!renamed) {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
            return;
          }
          let body = '';
          answer
            .setEncoding('utf8')
            .on('data', (chunk: string) => {
              body += chunk;
            })
            .on('end', () => {
              const parsed = JSON.parse(body) as { data: { TeamTypeID: number; TeamTypeName: string }[] };
              parsed.data = parsed.data.map((row) => ({
                ...row,
                TeamTypeName: `Role ${String.fromCharCode(64 + row.TeamTypeID)}`,
              }));
              res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(parsed));
            });
        },
      );
      req.pipe(upstream);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    gateway = await createGateway(
      gatewayConfig({
        upstream: {
          main: `${origin}/main`,
          settings: `${origin}/settings`,
          transfer: `${origin}/transfer`,
          product: `${origin}/product`,
        },
      }),
    );
    admin = await signIn(gateway, DEMO.admin);
  });
  afterAll(async () => {
    await gateway?.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('finds the target grid, field team and brand managers once an administrator set what each type does', async () => {
    // Names tell nothing here: the roles are the product's settings (the stand-in's own types, as they are by default).
    for (const [id, takes, manages, field] of [
      [4, true, false, true],
      [3, false, false, true],
      [2, false, true, false],
    ] as const) {
      const set = await gql(
        gateway,
        'mutation ($id: Int!, $t: Boolean!, $m: Boolean!, $f: Boolean!) { setTeamTypeRoles(teamTypeId: $id, ' +
          'takesTargets: $t, managesBrands: $m, fieldStaff: $f) { id } }',
        { id, t: takes, m: manages, f: field },
        admin,
      );
      expect(set.body.errors).toBeUndefined();
    }
    const readTypes = async () =>
      (await gql(gateway, '{ teamTypes { id name takesTargets managesBrands fieldStaff } }', {}, admin)).body.data
        ?.teamTypes as {
        id: number;
        name: string;
        takesTargets: boolean;
        managesBrands: boolean;
        fieldStaff: boolean;
      }[];
    const readMembers = async () =>
      (
        await gql(
          gateway,
          `{ targetMembers { id teamType { id } } fieldMembers { id teamType { id } } managers { id }
          dashboard { cards { fieldTeam } } }`,
          {},
          admin,
        )
      ).body.data as {
        targetMembers: { teamType: { id: number } }[];
        fieldMembers: { teamType: { id: number } }[];
        managers: { id: number }[];
        dashboard: { cards: { fieldTeam: number } };
      };
    // A file beside this one lets the Merchandiser type take targets for a moment: the members are compared with the
    // roles read just before and after them, the same both times (three tries at most).
    const { types, data } = await betweenEqual(readTypes, async () => ({
      types: await readTypes(),
      data: await readMembers(),
    }));
    expect(types.map((t) => t.name).some((n) => /promoter|manager|supervisor/i.test(n))).toBe(false);
    const takes = new Set(types.filter((t) => t.takesTargets).map((t) => t.id));
    const field = new Set(types.filter((t) => t.fieldStaff).map((t) => t.id));
    expect(data.targetMembers.length).toBeGreaterThan(0);
    expect(data.targetMembers.every((m) => takes.has(m.teamType.id))).toBe(true);
    expect(data.fieldMembers.every((m) => field.has(m.teamType.id))).toBe(true);
    // Type 3 was set to be field staff that takes no target: its members are in the field team, not the grid.
    expect(data.fieldMembers.some((m) => m.teamType.id === 3)).toBe(true);
    expect(data.targetMembers.some((m) => m.teamType.id === 3)).toBe(false);
    expect(data.managers.length).toBeGreaterThan(0);
    expect(data.dashboard.cards.fieldTeam).toBeGreaterThan(0);
    const set = await gql(
      gateway,
      'mutation S($b: Int!, $m: Int!) { setBrandManager(brandId: $b, teamMemberId: $m, add: true) { __typename } }',
      { b: 7, m: data.managers[0]!.id },
      admin,
    );
    expect(set.body.errors).toBeUndefined();
  });
});
