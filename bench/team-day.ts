// A day of a whole team (npm run bench:team-day; not part of npm test): simulated staff, each a real member with a
// session of their own, open the screens their role opens, with the operations those screens send (the web's own
// documents, read from web/src/gql/graphql.ts) and a seeded think time between screens, against the production-like
// topology on loopback: PostgreSQL holding the services' data, the services as the upstream, two gateways sharing a
// redis-server, HAProxy in front; limits as in production. The staff count steps up; per step, each operation's
// p50/p95/p99 and errors; the knee is the first step where any operation's p95 passes 300 ms or any answer fails.
// The same screens are then made as the old client made them, by direct calls to the REST bases, on the same services.
// Both gateways' resident memory is sampled throughout; --soak <minutes> holds one staff count and reports its growth.
// Results: bench/results/team-day.json and team-day.md.
//
//   npm run bench:team-day -- [--steps 10,20,40,80,160] [--step-seconds 45] [--sides gateway,direct] [--seed 1]
//                             [--soak <minutes> [--soak-staff 40]]
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type DocumentNode, print } from 'graphql';
import { Agent, request } from 'undici';
import { startHaproxy } from '../tests/support/haproxy.js';
import { freePort, startPostgres } from '../tests/support/postgres.js';
import { startRedis } from '../tests/support/redis.js';
import { spawnServer } from './processes.js';
import {
  findKnee,
  growth,
  type Knee,
  pick,
  type Role,
  roleMix,
  roleOf,
  type StepResult,
  seededRandom,
  summarise,
  thinkTimeMs,
} from './team-day-plan.js';

const root = fileURLToPath(new URL('../', import.meta.url));
const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
const STEPS = (option('steps') ?? '10,20,40,80,160').split(',').map(Number);
const STEP_SECONDS = Number(option('step-seconds') ?? 45);
const SIDES = (option('sides') ?? 'gateway,direct').split(',') as Side[];
const SEED = Number(option('seed') ?? 1);
const SOAK_MINUTES = option('soak') === undefined ? 0 : Number(option('soak'));
const SOAK_STAFF = Number(option('soak-staff') ?? 40);
const P95_LIMIT_MS = 300;
const THINK_MS: [number, number] = [2000, 8000];
/** Connections a browser keeps to one host. */
const BROWSER_CONNECTIONS = 6;
type Side = 'gateway' | 'direct';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (line: string) => console.log(`[team-day ${new Date().toISOString().slice(11, 19)}] ${line}`);

// ---------------------------------------------------------------- the screens' documents, as the web sends them
const documents = new Map<string, string>();
for (const match of readFileSync(join(root, 'web/src/gql/graphql.ts'), 'utf8').matchAll(
  /^export const (\w+)Document = (\{.*\}) as unknown as DocumentNode/gm,
)) {
  documents.set(match[1]!, print(JSON.parse(match[2]!) as DocumentNode));
}
const documentOf = (name: string) => {
  const text = documents.get(name);
  if (!text) throw new Error(`the web has no document ${name}`);
  return text;
};

// ---------------------------------------------------------------- the business calendar (Dhaka) and dates
const dhakaToday = () => new Date(Date.now() + 6 * 3_600_000).toISOString().slice(0, 10);
const TODAY = dhakaToday();
const YEAR = Number(TODAY.slice(0, 4));
const MONTH = Number(TODAY.slice(5, 7));
const shiftDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
function isoWeek(date: string): { year: number; week: number } {
  const day = new Date(`${date}T00:00:00Z`);
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  return { year: day.getUTCFullYear(), week: Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7) };
}
const THIS_WEEK = isoWeek(TODAY);
const MONDAY = shiftDays(TODAY, -((new Date(`${TODAY}T00:00:00Z`).getUTCDay() + 6) % 7));
/** A day of next week (plan changes go to days not yet passed). */
const nextWeekDay = (offset: number) =>
  shiftDays(TODAY, 7 - ((new Date(`${TODAY}T00:00:00Z`).getUTCDay() + 6) % 7) + offset);

// ---------------------------------------------------------------- one simulated member's HTTP client
interface Sample {
  side: Side;
  name: string;
  ms: number;
  ok: boolean;
  status: number;
  code?: string;
}
let recording: Sample[] | undefined;
const failures = new Map<string, number>();
function record(sample: Sample) {
  recording?.push(sample);
  if (!sample.ok) {
    const key = `${sample.side} ${sample.name}: ${sample.status}${sample.code ? ` ${sample.code}` : ''}`;
    failures.set(key, (failures.get(key) ?? 0) + 1);
  }
}

interface Member {
  position: number;
  role: Role;
  id: number;
  login: string;
  password: string;
  regionId: number;
  agent: Agent;
  /** The session cookie, or for the analyst a bearer token. */
  auth: Record<string, string>;
  storeIds: number[];
  /** What the client keeps once fetched (Apollo's cache-first; the old client's lookups). */
  cached: Set<string>;
  planned: boolean;
}

/** Each member connects from an address of its own on loopback, as each member's browser would from theirs. */
const addressOf = (position: number) => `127.0.${1 + Math.floor(position / 250)}.${1 + (position % 250)}`;
const agentFor = (position: number) =>
  new Agent({ connections: BROWSER_CONNECTIONS, connect: { localAddress: addressOf(position) } });

let frontUrl = '';
let servicesUrl = '';
const token = randomBytes(24).toString('base64url');

interface GqlAnswer {
  status: number;
  data?: Record<string, unknown>;
  errors?: { message: string; extensions?: { code?: string } }[];
  cookie?: string;
}
async function graphqlCall(
  agent: Agent,
  auth: Record<string, string>,
  name: string,
  variables: Record<string, unknown> = {},
  measured = true,
): Promise<GqlAnswer> {
  const started = performance.now();
  let answer: GqlAnswer;
  try {
    const response = await request(`${frontUrl}/graphql`, {
      method: 'POST',
      dispatcher: agent,
      headers: { 'content-type': 'application/json', ...auth },
      body: JSON.stringify({ operationName: name, query: documentOf(name), variables }),
    });
    const body = (await response.body.json()) as GqlAnswer;
    const setCookie = response.headers['set-cookie'];
    const cookie = (Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [])
      .map((line) => line.split(';')[0]!)
      .find((pair) => pair.startsWith('ff_session='));
    answer = { status: response.statusCode, data: body.data, errors: body.errors, cookie };
  } catch (error) {
    answer = { status: 0, errors: [{ message: String(error), extensions: { code: 'NETWORK' } }] };
  }
  if (measured) {
    const ok = answer.status === 200 && !answer.errors?.length;
    record({
      side: 'gateway',
      name,
      ms: performance.now() - started,
      ok,
      status: answer.status,
      code: ok ? undefined : (answer.errors?.[0]?.extensions?.code ?? answer.errors?.[0]?.message.slice(0, 60)),
    });
  }
  return answer;
}

async function restCall(agent: Agent, base: string, endpoint: string, params: Record<string, string | number> = {}) {
  const query = new URLSearchParams({
    ...Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])),
    _token: token,
  });
  const started = performance.now();
  let status = 0;
  let code: string | undefined;
  try {
    const response = await request(`${servicesUrl}/${base}/${endpoint}?${query}`, { dispatcher: agent });
    status = response.statusCode;
    const text = await response.body.text();
    if (status !== 200) code = text.slice(0, 80);
  } catch (error) {
    code = String(error).slice(0, 80);
  }
  record({ side: 'direct', name: endpoint, ms: performance.now() - started, ok: status === 200, status, code });
}

// ---------------------------------------------------------------- the screens each role opens
type Random = () => number;
interface Screen {
  name: string;
  /** The screen's operations through the gateway, sent at once as the page's queries are. */
  gateway(member: Member, random: Random): Promise<unknown>;
  /** The same screen as the old client made it: its direct calls to the bases, at once. */
  direct(member: Member, random: Random): Promise<unknown>;
}

/** A report screen's filter as a member leaves it: the default 30 days mostly, else a period, a region, a brand. */
function reportFilter(member: Member, random: Random): Record<string, unknown> {
  return pick(random, [
    [{}, 5],
    [{ period: 'LAST_7_DAYS' }, 2],
    [{ period: 'MONTH_TO_DATE' }, 1],
    [{ regionId: member.regionId }, 2],
    [{ brandId: 1 + Math.floor(random() * 5) }, 1],
  ] as const);
}
/** The same filter as the old client's parameters (dates always given: it had no default period). */
function restFilter(filter: Record<string, unknown>): Record<string, string | number> {
  const days =
    filter.period === 'LAST_7_DAYS' ? 6 : filter.period === 'MONTH_TO_DATE' ? Number(TODAY.slice(8)) - 1 : 29;
  return {
    FromDate: shiftDays(TODAY, -days),
    ToDate: TODAY,
    ...(typeof filter.regionId === 'number' ? { RegionID: filter.regionId } : {}),
    ...(typeof filter.brandId === 'number' ? { BrandID: filter.brandId } : {}),
  };
}

/** Once per member: what a client keeps after the first fetch. */
function once(member: Member, key: string, work: () => Promise<unknown>): Promise<unknown> {
  if (member.cached.has(key)) return Promise.resolve();
  member.cached.add(key);
  return work();
}

const gq = (member: Member, name: string, variables?: Record<string, unknown>) =>
  graphqlCall(member.agent, member.auth, name, variables);
const rest = (member: Member, base: string, endpoint: string, params?: Record<string, string | number>) =>
  restCall(member.agent, base, endpoint, params);
const onceGq = (member: Member, name: string, variables?: Record<string, unknown>) =>
  once(member, `gql ${name} ${JSON.stringify(variables ?? {})}`, () => gq(member, name, variables));
const onceRest = (member: Member, base: string, endpoint: string, params?: Record<string, string | number>) =>
  once(member, `rest ${endpoint} ${JSON.stringify(params ?? {})}`, () => rest(member, base, endpoint, params));
/** Field staff land on My day; one visit in five they open the company view instead. */
const myDay = (member: Member, random: Random) =>
  (member.role === 'promoter' || member.role === 'supervisor') && random() < 0.8;
const page = { limit: 50, offset: 0 };

const SCREENS: Record<string, Screen> = {
  landing: {
    name: 'Landing (after sign-in)',
    gateway: (m) => Promise.all([onceGq(m, 'Me'), onceGq(m, 'BusinessCalendar')]),
    direct: (m) => onceRest(m, 'main', 'GetPageAccess', { TeamMemberID: m.id }),
  },
  dashboard: {
    name: 'Dashboard (field staff: My day, the company view one visit in five)',
    gateway: (m, random) => {
      if (!myDay(m, random)) return gq(m, 'DashboardView', { filter: reportFilter(m, random) });
      // My day's parts, each shown to whom its screen opens (web/src/domains/dashboard/MyDay.tsx).
      return Promise.all([
        gq(m, 'JourneyPlan', { teamMemberId: m.id, ...THIS_WEEK }),
        gq(m, 'MappedStores', { teamMemberId: m.id }),
        gq(m, 'MonthVisit', { teamMemberId: m.id, year: YEAR, month: MONTH }),
        m.role === 'promoter'
          ? gq(m, 'AchievementView', {
              year: YEAR,
              month: MONTH,
              byBrand: true,
              quantity: false,
              value: true,
              filter: null,
            })
          : undefined,
        gq(m, 'MyStoreChecks', { filter: { fromDate: MONDAY, toDate: TODAY } }),
      ]);
    },
    direct: (m, random) => {
      if (myDay(m, random))
        return Promise.all([
          rest(m, 'main', 'GetTeamMemberVisitSummary', { TeamMemberID: m.id, WeekNo: THIS_WEEK.week }),
          rest(m, 'settings', 'MappedStores', { TeamMemberID: m.id }),
          rest(m, 'main', 'MontlyVisitStatus', { TeamMemberID: m.id, PlanMonth: MONTH, PlanYear: YEAR }),
          m.role === 'promoter'
            ? rest(m, 'main', 'TargetAchievement_All_Value', { Year: YEAR, Month: MONTH })
            : undefined,
          rest(m, 'main', 'DispalyCheckDetail', { FromDate: MONDAY, ToDate: TODAY }),
        ]);
      const params = restFilter(reportFilter(m, random));
      return Promise.all([
        onceRest(m, 'main', 'BrandList_General'),
        onceRest(m, 'main', 'RegionList'),
        rest(m, 'main', 'DashboardCards', params),
        rest(m, 'main', 'DailySales', params),
        rest(m, 'main', 'TargetAchievement_All_Value', { Year: YEAR, Month: MONTH }),
        rest(m, 'main', 'DispalyCheckSummary', params),
        rest(m, 'main', 'RecnetSales', params),
        rest(m, 'main', 'StoreSummary', params),
        rest(m, 'main', 'ProductCountbyBrandSummary', params),
      ]);
    },
  },
  summary: {
    name: 'Store Check Summary',
    gateway: (m, random) =>
      Promise.all([onceGq(m, 'ReportPickers'), gq(m, 'CheckSummary', { filter: reportFilter(m, random) })]),
    direct: (m, random) => {
      const params = restFilter(reportFilter(m, random));
      return Promise.all([
        onceRest(m, 'main', 'BrandList_General'),
        onceRest(m, 'main', 'RegionList'),
        rest(m, 'main', 'DispalyCheckSummary', params),
        rest(m, 'main', 'DisplayCheck_Trend', params),
      ]);
    },
  },
  detail: {
    name: 'Store Check Detail',
    gateway: (m, random) =>
      Promise.all([onceGq(m, 'ReportPickers'), gq(m, 'CheckDetail', { filter: reportFilter(m, random), ...page })]),
    direct: (m, random) =>
      Promise.all([
        onceRest(m, 'main', 'BrandList_General'),
        onceRest(m, 'main', 'RegionList'),
        rest(m, 'main', 'DispalyCheckDetail', restFilter(reportFilter(m, random))),
      ]),
  },
  byDate: {
    name: 'Store Check By Date',
    gateway: (m, random) =>
      Promise.all([onceGq(m, 'ReportPickers'), gq(m, 'ChecksByDate', { filter: reportFilter(m, random) })]),
    direct: (m, random) =>
      Promise.all([
        onceRest(m, 'main', 'BrandList_General'),
        onceRest(m, 'main', 'RegionList'),
        rest(m, 'main', 'DisplayCheck_BYDATE', restFilter(reportFilter(m, random))),
      ]),
  },
  storeList: {
    name: 'Store List',
    gateway: (m, random) =>
      Promise.all([
        onceGq(m, 'StoreFilterOptions'),
        gq(m, 'StoreList', { filter: random() < 0.5 ? { regionId: m.regionId } : {}, ...page }),
      ]),
    direct: (m, random) =>
      Promise.all([
        onceRest(m, 'main', 'RegionList'),
        onceRest(m, 'main', 'ChannelTypeList'),
        onceRest(m, 'main', 'GradeList'),
        rest(m, 'main', 'StoreList', random() < 0.5 ? { RegionID: m.regionId } : {}),
      ]),
  },
  storeVisit: {
    name: 'Store Visit',
    gateway: (m, random) =>
      Promise.all([onceGq(m, 'ReportPickers'), gq(m, 'StoreVisits', { filter: reportFilter(m, random), ...page })]),
    direct: (m, random) =>
      Promise.all([
        onceRest(m, 'main', 'RegionList'),
        rest(m, 'main', 'StoreVisitReport', restFilter(reportFilter(m, random))),
      ]),
  },
  journeyPlan: {
    name: 'Journey Plan (a change one visit in two)',
    gateway: async (m) => {
      const reads: Promise<unknown>[] = [
        onceGq(m, 'Weeks', { year: THIS_WEEK.year }),
        gq(m, 'JourneyPlan', { teamMemberId: m.id, ...THIS_WEEK }),
        gq(m, 'MappedStores', { teamMemberId: m.id }),
      ];
      if (m.role === 'administrator') reads.push(onceGq(m, 'FieldMembers', {}));
      await Promise.all(reads);
      const change = planChange(m);
      if (change)
        await gq(m, 'ChangePlan', {
          teamMemberId: m.id,
          year: change.year,
          week: change.week,
          changes: [{ action: change.add ? 'ADD' : 'REMOVE', date: change.date, storeId: change.storeId }],
        });
    },
    direct: async (m) => {
      const reads: Promise<unknown>[] = [
        onceRest(m, 'main', 'WeekList', { Year: THIS_WEEK.year }),
        rest(m, 'main', 'GetTeamMemberVisitSummary', { TeamMemberID: m.id, WeekNo: THIS_WEEK.week }),
        rest(m, 'settings', 'MappedStores', { TeamMemberID: m.id }),
      ];
      if (m.role === 'administrator') reads.push(onceRest(m, 'main', 'TeamMemberStore', { TeamTypeID: 0 }));
      await Promise.all(reads);
      const change = planChange(m);
      if (change)
        await rest(m, 'main', 'JourneyPlanChange', {
          StoreID: change.storeId,
          TeamMemberID: m.id,
          WeekNo: change.week,
          Year: change.year,
          PlanDate: change.date,
          Action: change.add ? 'add' : 'remove',
        });
    },
  },
  monthVisit: {
    name: 'Month Visit',
    gateway: (m) => gq(m, 'MonthVisit', { teamMemberId: m.id, year: YEAR, month: MONTH }),
    direct: (m) => rest(m, 'main', 'MontlyVisitStatus', { TeamMemberID: m.id, PlanMonth: MONTH, PlanYear: YEAR }),
  },
  dailySales: {
    name: 'Daily Sales',
    gateway: (m, random) => {
      const filter = reportFilter(m, random);
      return Promise.all([
        onceGq(m, 'ReportPickers'),
        gq(m, 'DailySalesDays', { filter }),
        gq(m, 'DailySaleLines', { filter, ...page }),
      ]);
    },
    direct: (m, random) => {
      const params = restFilter(reportFilter(m, random));
      return Promise.all([
        onceRest(m, 'main', 'BrandList_General'),
        rest(m, 'main', 'DailySales', params),
        rest(m, 'main', 'RecnetSales', params),
      ]);
    },
  },
  achievement: {
    name: 'Target And Achievement',
    gateway: (m) =>
      gq(m, 'AchievementView', { year: YEAR, month: MONTH, byBrand: false, quantity: true, value: true, filter: {} }),
    direct: (m) =>
      Promise.all([
        rest(m, 'main', 'TargetAchievement_All_Value', { Year: YEAR, Month: MONTH }),
        rest(m, 'main', 'TargetAchievement_All_Qty', { Year: YEAR, Month: MONTH }),
      ]),
  },
  targetSetting: {
    name: 'Promoter Target Setting (a save one visit in two)',
    gateway: async (m, random) => {
      const previous =
        MONTH === 1 ? { previousYear: YEAR - 1, previousMonth: 12 } : { previousYear: YEAR, previousMonth: MONTH - 1 };
      await gq(m, 'TargetGrid', { year: YEAR, month: MONTH, type: 'VALUE', ...previous, withPrevious: true });
      const target = targetChange(random);
      if (target) await gq(m, 'SetTargets', { year: YEAR, month: MONTH, type: 'VALUE', targets: [target] });
    },
    direct: async (m, random) => {
      await Promise.all([
        onceRest(m, 'main', 'TeamMemberStore', { TeamTypeID: 4 }),
        onceRest(m, 'main', 'BrandList_General'),
        rest(m, 'main', 'ViewMonthlyTarget_Value', { Month: MONTH, Year: YEAR }),
      ]);
      const target = targetChange(random);
      if (target)
        await rest(m, 'main', 'MonthlyTargetAdd', {
          TeamMemberID: target.teamMemberId,
          Month: MONTH,
          Year: YEAR,
          Target: target.target,
          TargetType: 'Value',
          BrandID: target.brandId,
        });
    },
  },
  usersList: {
    name: 'Users List',
    gateway: (m) => Promise.all([onceGq(m, 'TeamFormOptions'), gq(m, 'TeamMembers', { ...page })]),
    direct: (m) =>
      Promise.all([
        onceRest(m, 'main', 'TeamType'),
        onceRest(m, 'main', 'RegionList'),
        rest(m, 'main', 'TeamMemberStore', { TeamTypeID: 0 }),
      ]),
  },
};

/** Each role's screens and how often they open them. */
const ROLE_SCREENS: Record<Role, [keyof typeof SCREENS, number][]> = {
  promoter: [
    ['dashboard', 4],
    ['summary', 2],
    ['detail', 2],
    ['byDate', 1],
  ],
  supervisor: [
    ['dashboard', 3],
    ['storeVisit', 2],
    ['journeyPlan', 2],
    ['monthVisit', 1],
    ['summary', 1],
    ['detail', 1],
    ['dailySales', 1],
  ],
  manager: [
    ['dashboard', 3],
    ['storeList', 2],
    ['summary', 2],
    ['detail', 1],
    ['dailySales', 1],
    ['achievement', 2],
    ['storeVisit', 1],
  ],
  administrator: [
    ['dashboard', 2],
    ['usersList', 2],
    ['storeList', 1],
    ['targetSetting', 2],
    ['journeyPlan', 1],
  ],
  analyst: [
    ['detail', 2],
    ['dailySales', 2],
    ['summary', 1],
    ['achievement', 1],
  ],
};

/** The pages an administrator gives each role (groups open their screens), as the seed gives its team types. */
const ROLE_PAGES: Record<Role, string[]> = {
  // The seed's promoter pages, and the three My day shows its parts by (Journey Plan, Month Visit, Target And
  // Achivement): an administrator giving a promoter the dashboard's My day gives those too.
  promoter: [
    'Dashboard',
    'Summary',
    'Detail',
    'Stock Report',
    'By Date',
    'By Week',
    'Journey Plan',
    'Month Visit',
    'Target And Achivement',
  ],
  supervisor: ['Dashboard', 'Store Check', 'Sales', 'Visit Report', 'Store Pictures', 'Market Issues'],
  manager: ['Dashboard', 'Master List', 'Store Check', 'Sales', 'Visit Report', 'Stock'],
  administrator: ['Dashboard', 'Master List', 'Store Check', 'Sales', 'Visit Report', 'Settings'],
  analyst: ['Dashboard', 'Store Check', 'Sales', 'Visit Report', 'API Explorer'],
};
const TEAM_TYPE: Record<Role, number> = { administrator: 1, manager: 2, supervisor: 3, promoter: 4, analyst: 6 };

/** One member's plan changes alternate: a mapped store added to a day of next week, then removed again. */
function planChange(m: Member) {
  const storeId = m.storeIds[m.position % Math.max(1, m.storeIds.length)];
  if (storeId === undefined || (m.role !== 'supervisor' && m.role !== 'administrator')) return undefined;
  if (m.cached.has('plan-skip')) {
    m.cached.delete('plan-skip');
    return undefined;
  }
  m.cached.add('plan-skip');
  const date = nextWeekDay(m.position % 5);
  m.planned = !m.planned;
  return { ...isoWeek(date), date, storeId, add: m.planned };
}
let promoterIds: number[] = [];
function targetChange(random: Random) {
  if (random() < 0.5 || promoterIds.length === 0) return undefined;
  return {
    teamMemberId: promoterIds[Math.floor(random() * promoterIds.length)]!,
    brandId: 1 + Math.floor(random() * 5),
    target: 50_000 + Math.round(random() * 100) * 1000,
  };
}

// ---------------------------------------------------------------- the topology
const started = Date.now();
const scratch = mkdtempSync(join(tmpdir(), 'fieldforce-team-day-'));
const cleanups: (() => Promise<unknown> | unknown)[] = [() => rmSync(scratch, { recursive: true, force: true })];
const cleanUp = async () => {
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch (error) {
      console.error(error);
    }
  }
};
process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));
// Whatever fails, the servers it started stop with it.
for (const event of ['uncaughtException', 'unhandledRejection'] as const)
  process.on(event, (error) => {
    console.error(error);
    void cleanUp().then(() => process.exit(1));
  });

const postgres = await startPostgres();
cleanups.push(() => postgres.stop());
const databaseUrl = await postgres.createDatabase('team_day');
log('PostgreSQL started; seeding the services');
const services = await spawnServer(
  'services/src/main.ts',
  'services/tsconfig.json',
  {
    NODE_ENV: 'production',
    SERVICES_TOKEN: token,
    SERVICES_PORT: String(await freePort()),
    DATABASE_URL: databaseUrl,
    LOG: 'off',
    OUTBOX_DIR: join(scratch, 'outbox'),
  },
  /Services: (http:\/\/[^/\s]+)\/main/,
);
cleanups.push(() => services.close());
servicesUrl = services.ready[1]!;
const redis = await startRedis();
cleanups.push(() => redis.stop());

const sessionSecret = randomBytes(32).toString('base64url');
const metricsToken = randomBytes(24).toString('base64url');
const gatewayPorts = [await freePort(), await freePort()];
const gateways = await Promise.all(
  gatewayPorts.map((port) =>
    spawnServer(
      'gateway/src/main.ts',
      'gateway/tsconfig.json',
      {
        // compose.yaml's gateway, limits left at their defaults; logs off (the runs would measure the pipe).
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        MAIN_API_URL: `${servicesUrl}/main`,
        SETTINGS_API_URL: `${servicesUrl}/settings`,
        TRANSFER_API_URL: `${servicesUrl}/transfer`,
        PRODUCT_API_URL: `${servicesUrl}/product`,
        UPSTREAM_EXTRAS: 'all',
        API_TOKEN: token,
        SESSION_SECRET: sessionSecret,
        REDIS_URL: redis.url,
        TRUST_PROXY: '1',
        SHUTDOWN_DRAIN_MS: '0',
        REPORT_EMAIL_DOMAINS: 'meridian-distribution.example',
        METRICS_TOKEN: metricsToken,
        LOG: 'off',
      },
      /Gateway listening on (http:\/\/\S+) /,
    ),
  ),
);
for (const gateway of gateways) cleanups.push(() => gateway.close());

// deploy/haproxy.cfg on loopback, as tests/production/rolling-restart.test.ts starts it.
const haproxy = await startHaproxy(gatewayPorts);
cleanups.push(() => haproxy.stop());
frontUrl = haproxy.url;
log(`topology up in ${Math.round((Date.now() - started) / 1000)} s: services ${servicesUrl}, front ${frontUrl}`);

// ---------------------------------------------------------------- memory
interface MemorySample {
  atSeconds: number;
  rssMB: number[];
  phase: string;
}
const memory: MemorySample[] = [];
let phase = 'setup';
async function gatewayRss(port: number): Promise<number> {
  try {
    const response = await request(`http://127.0.0.1:${port}/metrics`, {
      headers: { authorization: `Bearer ${metricsToken}` },
    });
    const text = await response.body.text();
    const line = text.split('\n').find((each) => each.startsWith('gateway_process_resident_memory_bytes '));
    return line ? Math.round(Number(line.slice(line.lastIndexOf(' ') + 1)) / 1048576) : 0;
  } catch {
    return 0;
  }
}
const sampleMemory = async () =>
  memory.push({
    atSeconds: Math.round((Date.now() - started) / 1000),
    rssMB: await Promise.all(gatewayPorts.map(gatewayRss)),
    phase,
  });
await sampleMemory();
const memoryTimer = setInterval(() => void sampleMemory(), 5000);
cleanups.push(() => clearInterval(memoryTimer));

// ---------------------------------------------------------------- the team, made as an administrator makes it
const MAX_STAFF = SOAK_MINUTES > 0 ? SOAK_STAFF : Math.max(...STEPS);
const adminAgent = agentFor(0);
const admin = await graphqlCall(adminAgent, {}, 'SignIn', { username: 'admin', password: 'Admin@2026' }, false);
if (!admin.cookie) throw new Error(`the administrator could not sign in: ${JSON.stringify(admin.errors)}`);
const adminAuth = { cookie: admin.cookie };
/** An administrator's call; a refusal for pace (429 RATE_LIMITED) waits as the screen would and asks again. */
async function asAdmin(name: string, variables: Record<string, unknown>): Promise<Record<string, unknown>> {
  for (;;) {
    const answer = await graphqlCall(adminAgent, adminAuth, name, variables, false);
    if (answer.status === 429 || answer.errors?.[0]?.extensions?.code === 'RATE_LIMITED') {
      await sleep(5000);
      continue;
    }
    if (answer.errors?.length || !answer.data)
      throw new Error(`${name} failed: ${JSON.stringify(answer.errors ?? answer.status).slice(0, 300)}`);
    return answer.data;
  }
}
const regionStores = new Map<number, number[]>();
async function storesOf(regionId: number): Promise<number[]> {
  const known = regionStores.get(regionId);
  if (known) return known;
  const data = (await asAdmin('StoreList', { filter: { regionId, active: true }, limit: 50, offset: 0 })) as {
    stores: { items: { id: number }[] };
  };
  const ids = data.stores.items.map((store) => store.id);
  regionStores.set(regionId, ids);
  return ids;
}

const runTag = randomBytes(3).toString('hex');
async function makeMember(position: number): Promise<Member> {
  const role = roleOf(position);
  const regionId = 1 + (position % 8);
  const login = `team.${role}.${position}.${runTag}`;
  const created = (await asAdmin('MemberCreate', {
    input: {
      login,
      name: `Team ${role[0]!.toUpperCase()}${role.slice(1)} ${position}`,
      email: `${login}@meridian-distribution.example`,
      mobile: `+88017${String(10_000_000 + position).padStart(8, '0')}`,
      teamTypeId: TEAM_TYPE[role],
      regionId,
      active: true,
    },
  })) as { createTeamMember: { id: number } };
  const id = created.createTeamMember.id;
  const permissions = (await asAdmin('Permissions', { teamMemberId: id })) as {
    permissions: { id: number; page: string; allowed: boolean }[];
  };
  for (const permission of permissions.permissions)
    if (ROLE_PAGES[role].includes(permission.page) && !permission.allowed)
      await asAdmin('UpdatePermission', { teamMemberId: id, permissionId: permission.id, allowed: true });
  let storeIds: number[] = [];
  if (role === 'promoter' || role === 'supervisor') {
    const regional = await storesOf(regionId);
    storeIds = regional.filter((_, index) => index % 8 === position % 8).slice(0, 6);
    if (storeIds.length > 0) await asAdmin('MapStores', { teamMemberId: id, storeIds });
  }
  const issued = (await asAdmin('ResetMemberPassword', { id, sendInvitation: false })) as {
    resetTeamMemberPassword: { password: string };
  };
  return {
    position,
    role,
    id,
    login,
    password: issued.resetTeamMemberPassword.password,
    regionId,
    agent: agentFor(position),
    auth: {},
    storeIds,
    cached: new Set(),
    planned: false,
  };
}

/** The member's first sign-in: the one-time password, then their own; the analyst then makes an access token. */
async function signIn(member: Member) {
  for (let attempt = 0; ; attempt++) {
    const first = await graphqlCall(
      member.agent,
      {},
      'SignIn',
      { username: member.login, password: member.password },
      false,
    );
    if (first.cookie) {
      member.auth = { cookie: first.cookie };
      break;
    }
    if (attempt > 20) throw new Error(`${member.login} could not sign in: ${JSON.stringify(first.errors)}`);
    await sleep(2000);
  }
  const own = `Own-${randomBytes(9).toString('base64url')}-2026`;
  for (let attempt = 0; ; attempt++) {
    const changed = await graphqlCall(
      member.agent,
      member.auth,
      'ChangePassword',
      { oldPassword: member.password, newPassword: own },
      false,
    );
    if (!changed.errors?.length) {
      if (changed.cookie) member.auth = { cookie: changed.cookie };
      break;
    }
    // A change that timed out upstream may have been made all the same: the member signs in with their own.
    setupRetries.push(`${member.login}: ${changed.errors[0]?.extensions?.code ?? changed.errors[0]?.message}`);
    const again = await graphqlCall(member.agent, {}, 'SignIn', { username: member.login, password: own }, false);
    if (again.cookie) {
      member.auth = { cookie: again.cookie };
      break;
    }
    if (attempt >= 5) throw new Error(`${member.login}: ${JSON.stringify(changed.errors)}`);
    await sleep(3000);
  }
  member.password = own;
  if (member.role === 'analyst') {
    const made = await graphqlCall(
      member.agent,
      member.auth,
      'CreateAccessToken',
      { name: 'team-day reports', pages: [], readOnly: true, expiresInDays: 1 },
      false,
    );
    const created = made.data?.createAccessToken as { token: string } | undefined;
    if (!created) throw new Error(`${member.login}: no access token: ${JSON.stringify(made.errors)}`);
    member.auth = { authorization: `Bearer ${created.token}` };
  }
}

const setupStarted = Date.now();
/** What the first sign-ins met on the way (a password change that timed out upstream, asked again). */
const setupRetries: string[] = [];
const members: Member[] = [];
// Four at a time, as two administrators at their screens would; the rest wait their turn.
for (let first = 1; first <= MAX_STAFF; first += 4) {
  const batch = Array.from({ length: Math.min(4, MAX_STAFF - first + 1) }, (_, i) => makeMember(first + i));
  members.push(...(await Promise.all(batch)));
}
log(`${members.length} members added with their pages, stores and one-time passwords`);
promoterIds = members.filter((m) => m.role === 'promoter').map((m) => m.id);
for (let at = 0; at < members.length; at += 4) await Promise.all(members.slice(at, at + 4).map(signIn));
const setupSeconds = Math.round((Date.now() - setupStarted) / 1000);
log(`every member signed in and set their own password in ${setupSeconds} s`);

// ---------------------------------------------------------------- a step: N staff for a while, on one side
async function runStaff(side: Side, staff: number, seconds: number, measured = true): Promise<Sample[]> {
  const samples: Sample[] = [];
  recording = measured ? samples : undefined;
  const until = Date.now() + seconds * 1000;
  const team = members.slice(0, staff);
  for (const member of team) member.cached.clear();
  await Promise.all(
    team.map(async (member) => {
      const random = seededRandom(SEED * 100_003 + member.position * 7919 + staff);
      // Staff arrive spread over the first think time, and land on their first screen.
      await sleep(thinkTimeMs(random, 0, THINK_MS[1]));
      let screen: keyof typeof SCREENS = 'landing';
      while (Date.now() < until) {
        await SCREENS[screen]![side](member, random);
        if (screen === 'landing') await SCREENS.dashboard![side](member, random);
        await sleep(Math.min(thinkTimeMs(random, ...THINK_MS), Math.max(0, until - Date.now())));
        screen = pick(random, ROLE_SCREENS[member.role]);
      }
    }),
  );
  recording = undefined;
  return samples;
}

interface SideStep extends StepResult {
  side: Side;
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  errors: number;
}
function stepOf(side: Side, staff: number, seconds: number, samples: Sample[]): SideStep {
  const byName = new Map<string, Sample[]>();
  for (const sample of samples) byName.set(sample.name, [...(byName.get(sample.name) ?? []), sample]);
  const operations = Object.fromEntries(
    [...byName.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, list]) => [
        name,
        summarise(
          list.filter((s) => s.ok).map((s) => s.ms),
          list.filter((s) => !s.ok).length,
        ),
      ]),
  );
  const errors = samples.filter((s) => !s.ok).length;
  return {
    side,
    staff,
    seconds,
    requests: samples.length,
    requestsPerSecond: Math.round((samples.length / seconds) * 10) / 10,
    errors,
    operations,
  };
}

const steps: SideStep[] = [];
const knees: Partial<Record<Side, Knee>> = {};
let soak: { staff: number; minutes: number; rssMB: number[][]; growthPercent: number[] } | undefined;

if (SOAK_MINUTES > 0) {
  phase = 'soak';
  log(`soak: ${SOAK_STAFF} staff through the gateways for ${SOAK_MINUTES} min`);
  const soakStart = memory.length;
  const samples = await runStaff('gateway', SOAK_STAFF, SOAK_MINUTES * 60);
  steps.push(stepOf('gateway', SOAK_STAFF, SOAK_MINUTES * 60, samples));
  // A minute's warm-up is left out of the growth.
  const warm = memory.slice(soakStart).filter((m) => m.atSeconds - memory[soakStart]!.atSeconds >= 60);
  const perGateway = gatewayPorts.map((_, index) => warm.map((m) => m.rssMB[index]!));
  soak = {
    staff: SOAK_STAFF,
    minutes: SOAK_MINUTES,
    rssMB: perGateway,
    growthPercent: perGateway.map((series) => growth(series)),
  };
  log(`soak growth after warm-up: ${soak.growthPercent.map((g) => `${g}%`).join(', ')}`);
} else {
  // The day has begun before the first step: the caches, the pools and the database warm, unmeasured.
  for (const side of SIDES) {
    phase = `${side} warm-up`;
    log(`${side}: warm-up, ${STEPS[0]} staff for 15 s, unmeasured`);
    await runStaff(side, STEPS[0]!, 15, false);
  }
  const collapsed = new Set<Side>();
  for (const staff of STEPS) {
    for (const side of SIDES) {
      // A side that failed one answer in twenty is past carrying the load: its larger steps are left out.
      if (collapsed.has(side)) continue;
      phase = `${side} ${staff}`;
      log(`${side}: ${staff} staff (${JSON.stringify(roleMix(staff))}) for ${STEP_SECONDS} s`);
      const step = stepOf(side, staff, STEP_SECONDS, await runStaff(side, staff, STEP_SECONDS));
      steps.push(step);
      const worst = Object.entries(step.operations).sort(([, a], [, b]) => b.p95 - a.p95)[0];
      log(
        `  ${step.requests} requests (${step.requestsPerSecond}/s), ${step.errors} errors; slowest p95: ` +
          `${worst ? `${worst[0]} ${worst[1].p95} ms` : 'none'}`,
      );
      if (step.errors > step.requests / 20) collapsed.add(side);
      await sleep(3000);
    }
  }
  for (const side of SIDES)
    knees[side] = findKnee(
      steps.filter((s) => s.side === side),
      P95_LIMIT_MS,
    );
}
phase = 'done';
await sampleMemory();

// ---------------------------------------------------------------- the results
const machine = {
  cores: availableParallelism(),
  cpu: cpus()[0]?.model ?? 'unknown',
  ramGB: Math.round((totalmem() / 1073741824) * 10) / 10,
  node: process.version,
  shared: 'shared with other engineers running test suites during the run',
};
const rssOf = (index: number) => memory.map((m) => m.rssMB[index]!).filter((v) => v > 0);
const memorySummary = gatewayPorts.map((_, index) => {
  const series = rssOf(index);
  return {
    gateway: index + 1,
    startMB: series[0] ?? 0,
    peakMB: Math.max(0, ...series),
    endMB: series.at(-1) ?? 0,
  };
});
const report = {
  date: new Date().toISOString(),
  machine,
  load: {
    mode: SOAK_MINUTES > 0 ? 'soak' : 'steps',
    steps: SOAK_MINUTES > 0 ? [SOAK_STAFF] : STEPS,
    stepSeconds: SOAK_MINUTES > 0 ? SOAK_MINUTES * 60 : STEP_SECONDS,
    thinkTimeMs: THINK_MS,
    seed: SEED,
    sides: SIDES,
    p95LimitMs: P95_LIMIT_MS,
    roleMix: Object.fromEntries((SOAK_MINUTES > 0 ? [SOAK_STAFF] : STEPS).map((n) => [n, roleMix(n)])),
    rolePages: ROLE_PAGES,
    roleScreens: Object.fromEntries(
      Object.entries(ROLE_SCREENS).map(([role, screens]) => [
        role,
        screens.map(([screen, weight]) => `${SCREENS[screen]!.name} ×${weight}`),
      ]),
    ),
    topology:
      'loopback: PostgreSQL (throwaway cluster) ← services (NODE_ENV=production) ' +
      '← 2 gateways (compose.yaml settings, ' +
      'REDIS_URL shared, TRUST_PROXY=1, limits at their defaults, LOG=off) ' +
      '← HAProxy (deploy/haproxy.cfg, round robin) ' +
      '← the simulated staff, each from an address of its own (127.0.x.y), 6 connections each; direct: the same ' +
      'staff calling the services themselves',
    setupSeconds,
    setupRetries,
  },
  knees,
  steps,
  memory: { summary: memorySummary, samples: memory },
  soak,
  failures: Object.fromEntries([...failures.entries()].sort(([, a], [, b]) => b - a).slice(0, 30)),
};
const results = new URL('./results/', import.meta.url);
mkdirSync(results, { recursive: true });
writeFileSync(new URL('team-day.json', results), `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(new URL('team-day.md', results), markdown());
log(`written bench/results/team-day.json and team-day.md in ${Math.round((Date.now() - started) / 1000)} s`);
await cleanUp();
process.exit(0);

function markdown(): string {
  const lines: string[] = [
    '# A day of a whole team',
    '',
    `Run ${report.date} by \`npm run bench:team-day\`${args.length ? ` (\`${args.join(' ')}\`)` : ''}. Machine: ` +
      `${machine.cores} cores (${machine.cpu}), ${machine.ramGB} GB RAM, Node.js ${machine.node}; ${machine.shared}.`,
    '',
    `Topology: ${report.load.topology}. Think time ${THINK_MS[0] / 1000}–${THINK_MS[1] / 1000} s between screens ` +
      `(seed ${SEED}); ${report.load.stepSeconds} s a step. The ${MAX_STAFF} members were added by the administrator ` +
      `through the API (member, pages, mapped stores, one-time password), then each signed in and set their own ` +
      `password (${setupSeconds} s; ${setupRetries.length} first password changes asked again after failing: ` +
      `${[...new Set(setupRetries.map((r) => r.split(': ')[1]))].join(', ') || 'none'}); the analyst reads with a ` +
      'read-only access token.',
    '',
    '## Knees',
    '',
    `The knee: the first staff count at which any operation's p95 passes ${P95_LIMIT_MS} ms or any answer fails.`,
    '',
  ];
  for (const side of Object.keys(knees) as Side[]) {
    const knee = knees[side]!;
    lines.push(
      `- ${side}: ${knee.staff === null ? `not reached (up to ${knee.carried} staff)` : `${knee.staff} staff`}; ` +
        `carried ${knee.carried ?? 'not even the first step'}` +
        (knee.reasons.length ? ` (${knee.reasons.slice(0, 6).join('; ')}${knee.reasons.length > 6 ? '; …' : ''})` : ''),
    );
  }
  if (soak)
    lines.push(
      `- soak: ${soak.staff} staff for ${soak.minutes} min; RSS growth after a minute's warm-up: ` +
        `${soak.growthPercent.map((g, i) => `gateway ${i + 1} ${g}%`).join(', ')}`,
    );
  lines.push('', '## Steps', '');
  for (const step of steps) {
    lines.push(
      `### ${step.side}, ${step.staff} staff (${step.requests} requests, ${step.requestsPerSecond}/s, ` +
        `${step.errors} errors)`,
      '',
      '| operation | answers | errors | p50 ms | p95 ms | p99 ms |',
      '| --- | ---: | ---: | ---: | ---: | ---: |',
    );
    for (const [name, t] of Object.entries(step.operations))
      lines.push(`| ${name} | ${t.count} | ${t.errors} | ${t.p50} | ${t.p95} | ${t.p99} |`);
    lines.push('');
  }
  lines.push('## Memory (both gateways, resident set, MB)', '');
  for (const m of memorySummary)
    lines.push(`- gateway ${m.gateway}: ${m.startMB} at start, peak ${m.peakMB}, ${m.endMB} at the end`);
  const failureLines = Object.entries(report.failures);
  if (failureLines.length) {
    lines.push('', '## Failed answers (most frequent)', '');
    for (const [key, count] of failureLines) lines.push(`- ${key}: ${count}`);
  }
  return `${lines.join('\n')}\n`;
}
