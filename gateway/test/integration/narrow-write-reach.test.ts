// The narrow writes' declared reach held to the stand-in: for each write the response cache drops narrowly
// (NARROW_WRITES), every read endpoint of the contract is asked with the parameters the screens use, the write is
// made, and every endpoint whose answer changed must be in the write's reach (a cached answer that read an endpoint
// outside it would be served stale). A services server of this file's own, so only its writes change anything; the
// stand-in's SQL is the same in strict mode, so the strict run skips it.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunningServices, startServices } from '@fieldforce/services';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { parse } from 'yaml';
import { addDays, businessToday, isoWeekDay, isoWeekOf } from '../../../tests/support/business-day.js';
import { seededImageFile } from '../../../tests/support/seeded-image.js';
import { NARROW_WRITES } from '../../src/platform/cache/response-cache.js';
import { isWriteEndpoint } from '../../src/platform/upstream/query.js';

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  $ref?: string;
}
interface Contract {
  paths: Record<string, { get?: { operationId: string; parameters?: Parameter[] } }>;
  components: { parameters: Record<string, Parameter> };
}

const contract = parse(readFileSync(new URL('../../../contract/openapi.yaml', import.meta.url), 'utf8')) as Contract;
const parameterOf = (parameter: Parameter) =>
  parameter.$ref ? contract.components.parameters[parameter.$ref.split('/').pop()!]! : parameter;

/** Every read of the contract (sign-ins and e-mails are not reads an answer is made of): its path and parameters. */
const READS = Object.entries(contract.paths).flatMap(([path, item]) =>
  item.get && !isWriteEndpoint(item.get.operationId)
    ? [
        {
          path,
          endpoint: path.slice(1),
          names: (item.get.parameters ?? []).map((p) => parameterOf(p).name),
          required: (item.get.parameters ?? []).filter((p) => parameterOf(p).required).map((p) => parameterOf(p).name),
        },
      ]
    : [],
);

type Params = Record<string, string | number>;

/** The reads that answer bytes, not JSON. */
const PICTURES = new Set(['main/BrandPicture', 'main/StorePicture']);

/** What the screens ask about: a member, their weeks and months, the days of the report windows. */
interface Scope {
  member: number;
  /** A member who manages brands (Brand_ForManager). */
  manager: number;
  weeks: { year: number; week: number }[];
  months: { year: number; month: number }[];
  from: string;
  to: string;
}

/**
 * The parameter sets a screen asks an endpoint with, over the scope: one per week or month it takes. The report
 * filters stay off (every brand, region, channel…), as the screens open; a record the endpoint cannot do without is
 * one of the demo data's.
 */
function paramSets(read: { names: readonly string[]; required: readonly string[] }, scope: Scope): Params[] {
  const asked: Params = {};
  const scoped: Params = {
    TeamMemberID: scope.member,
    FromDate: scope.from,
    ToDate: scope.to,
    DateFrom: scope.from,
    DateTo: scope.to,
  };
  const records: Params = {
    ManagerID: scope.manager,
    ChannelID: 1,
    GradeID: 1,
    ReportID: 1,
    BrandID: 1,
    Slot: 1,
    PictureID: 1,
    TokenHash: '0'.repeat(64),
  };
  for (const name of read.names) if (Object.hasOwn(scoped, name)) asked[name] = scoped[name]!;
  for (const name of read.required) if (Object.hasOwn(records, name)) asked[name] = records[name]!;
  const { names } = read;
  if (names.includes('WeekNo')) return scope.weeks.map(({ year, week }) => ({ ...asked, WeekNo: week, Year: year }));
  if (names.includes('PlanMonth'))
    return scope.months.map(({ year, month }) => ({ ...asked, PlanMonth: month, PlanYear: year }));
  if (names.includes('Month')) return scope.months.map(({ year, month }) => ({ ...asked, Month: month, Year: year }));
  if (names.includes('Year'))
    return [...new Set(scope.months.map(({ year }) => year))].map((Year) => ({ ...asked, Year }));
  return [asked];
}

describe.skipIf(inject('servicesStrict'))('the reach each narrow write declares', () => {
  const token = randomBytes(24).toString('base64url');
  const outbox = mkdtempSync(join(tmpdir(), 'fieldforce-reach-'));
  let services: RunningServices;

  const url = (path: string, params: Params) => {
    const query = new URLSearchParams(
      Object.entries(params).map(([name, value]): [string, string] => [name, `${value}`]),
    );
    query.set('_token', token);
    return `${services.url}${path}?${query}`;
  };

  async function call(path: string, params: Params): Promise<{ status: number; text: string }> {
    const response = await fetch(url(path, params));
    return { status: response.status, text: Buffer.from(await response.arrayBuffer()).toString('base64') };
  }
  async function data<T>(path: string, params: Params): Promise<T> {
    const response = await fetch(url(path, params));
    const body = (await response.json()) as { status: number; message: string; data: T };
    if (response.status !== 200) throw new Error(`${path}: ${response.status} ${body.message}`);
    return body.data;
  }

  /** Every read's answers over the scope, by endpoint (`base/endpoint`); `refused` gets the asks not answered 200. */
  async function snapshot(scope: Scope, refused: string[] = []): Promise<Map<string, string>> {
    const answers = new Map<string, string>();
    for (const read of READS) {
      const seen: string[] = [];
      for (const params of paramSets(read, scope)) {
        const answer = await call(read.path, params);
        // A picture that is not there answers 404: that is its answer (the brand's slot is empty).
        const answered = answer.status === 200 || (answer.status === 404 && PICTURES.has(read.endpoint));
        if (!answered) refused.push(`${read.endpoint} ${answer.status}`);
        seen.push(`${answer.status} ${answer.text}`);
      }
      answers.set(read.endpoint, seen.join('\n'));
    }
    return answers;
  }

  const changedBetween = (before: Map<string, string>, after: Map<string, string>) =>
    [...after.keys()].filter((endpoint) => before.get(endpoint) !== after.get(endpoint)).sort();

  beforeAll(async () => {
    // Services of its own (a write here must not meet another file's), from the run's demo seed when it has one.
    services = await startServices({
      port: 0,
      token,
      logger: false,
      outboxDir: outbox,
      seededImage: seededImageFile(),
    });
  }, 180_000);
  afterAll(async () => {
    await services?.close();
    rmSync(outbox, { recursive: true, force: true });
  });

  it('covers every endpoint whose answer a narrow write changes', async () => {
    const today = businessToday();
    const thisWeek = isoWeekOf(today.day);
    // A visit of today not yet planned, of a store mapped to its member: planning it changes the visit's Planned.
    type Visit = { TeamMemberID: number; StoreID: number; Planned: number };
    const visits = await data<Visit[]>('/main/StoreVisitReport', { FromDate: today.day, ToDate: today.day });
    let visit: Visit | undefined;
    for (const candidate of visits.filter((row) => row.Planned === 0)) {
      const mapped = await data<{ StoreID: number }[]>('/settings/MappedStores', {
        TeamMemberID: candidate.TeamMemberID,
      });
      if (mapped.some((store) => store.StoreID === candidate.StoreID)) {
        visit = candidate;
        break;
      }
    }
    const member = visit?.TeamMemberID ?? 3;
    const stores = await data<{ StoreID: number }[]>('/settings/MappedStores', { TeamMemberID: member });
    const active = new Set(
      (await data<{ StoreID: number; ActiveStatus: number }[]>('/main/StoreList', {}))
        .filter((store) => store.ActiveStatus === 1)
        .map((store) => store.StoreID),
    );
    const store = stores.find((row) => active.has(row.StoreID) && row.StoreID !== visit?.StoreID)!.StoreID;
    // A later year's weeks, whole: planned, copied, taken off.
    const year = today.year + 1;
    const planned = isoWeekDay(year, 10, 3);
    const scope: Scope = {
      member,
      // The demo's manager (Brand_ForManager).
      manager: 2,
      weeks: [thisWeek, { year, week: 10 }, { year, week: 12 }],
      months: [
        { year: today.year, month: today.month },
        { year, month: Number(planned.slice(5, 7)) },
        { year, month: Number(isoWeekDay(year, 12, 3).slice(5, 7)) },
      ],
      from: addDays(today.day, -6),
      to: today.day,
    };

    const login = `reach_${randomBytes(4).toString('hex')}`;
    const writes: { endpoint: string; path: string; params: Params }[] = [
      ...(visit
        ? [
            {
              endpoint: 'JourneyPlanChange',
              path: '/main/JourneyPlanChange',
              params: { TeamMemberID: member, StoreID: visit.StoreID, PlanDate: today.day },
            },
          ]
        : []),
      {
        endpoint: 'JourneyPlanChange',
        path: '/main/JourneyPlanChange',
        params: { TeamMemberID: member, StoreID: store, PlanDate: planned },
      },
      {
        endpoint: 'CopyJourneyPlan',
        path: '/main/CopyJourneyPlan',
        params: { TeamMemberID: member, Year: year, CopyFrom_WeekNo: 10, CopyTo_WeekNo: 12, Preview: 0 },
      },
      {
        endpoint: 'JourneyPlanChange',
        path: '/main/JourneyPlanChange',
        params: { TeamMemberID: member, StoreID: store, PlanDate: planned, Action: 'remove' },
      },
      ...(['Quantity', 'Value'] as const).map((type) => ({
        endpoint: 'MonthlyTargetAdd',
        path: '/main/MonthlyTargetAdd',
        params: {
          TeamMemberID: member,
          BrandID: 1,
          Year: today.year,
          Month: today.month,
          TargetType: type,
          Target: 1000 + (randomBytes(2).readUInt16BE() % 5000),
        },
      })),
      {
        endpoint: 'AccessRequest_Add',
        path: '/product/AccessRequest_Add',
        params: {
          TeamMemberName: 'Reach Check',
          mySingleID: login,
          Email: `${login}@example.com`,
          Mobile: '+8801711222555',
          RegionID: 1,
        },
      },
      {
        endpoint: 'Audit_Add',
        path: '/product/Audit_Add',
        params: { TeamMemberID: member, TeamMemberName: 'Reach Check', Operation: 'checkReach', RecordKind: 'store' },
      },
    ];
    // Every narrow write is made here.
    expect([...new Set(writes.map((write) => write.endpoint))].sort()).toEqual(Object.keys(NARROW_WRITES).sort());

    // Answers that differ with no write between them would look like a write's reach: none may.
    const refused: string[] = [];
    let before = await snapshot(scope, refused);
    // Every read is asked as a screen asks it, and answers: a refused ask would show no change.
    expect(refused).toEqual([]);
    expect(changedBetween(before, await snapshot(scope))).toEqual([]);
    const outside: Record<string, string[]> = {};
    const seen: Record<string, string[]> = {};
    for (const write of writes) {
      const day = businessToday().day;
      const answer = await data<unknown>(write.path, write.params);
      expect(answer).toBeDefined();
      const after = await snapshot(scope);
      const changed = changedBetween(before, after);
      before = after;
      // The business's midnight between the two snapshots moves "today" in every report: that round says nothing.
      if (businessToday().day !== day) continue;
      const reach: readonly string[] = NARROW_WRITES[write.endpoint] ?? [];
      const label = `${write.endpoint} ${JSON.stringify(write.params)}`;
      seen[label] = changed;
      const beyond = changed.filter((endpoint) => !reach.includes(endpoint));
      if (beyond.length > 0) outside[label] = beyond;
    }
    expect(outside).toEqual({});
    // Each write changed something the screens read: the parameters asked are the ones its changes show in.
    for (const [label, changed] of Object.entries(seen)) expect([label, changed.length > 0]).toEqual([label, true]);
  }, 600_000);
});
