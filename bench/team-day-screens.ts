// The screens each role of the team's day opens: each screen's operations through the gateway, sent at once as the
// page's queries are, and the same screen as the old client made it, by direct calls to the bases; each role's
// screens and how often, and the pages an administrator gives each role.
import { graphqlCall, type Member, restCall } from './team-day-client.js';
import { pick, type Role } from './team-day-plan.js';

// The business calendar (Dhaka) and dates.
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

export type Random = () => number;
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

export const SCREENS: Record<string, Screen> = {
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
        m.role === 'promoter' ? gq(m, 'MyTargets', { year: YEAR, month: MONTH, teamMemberId: m.id }) : undefined,
        gq(m, 'MyStoreChecks', { filter: { fromDate: MONDAY, toDate: TODAY }, teamMemberId: m.id }),
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
export const ROLE_SCREENS: Record<Role, [keyof typeof SCREENS, number][]> = {
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
export const ROLE_PAGES: Record<Role, string[]> = {
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
export const TEAM_TYPE: Record<Role, number> = { administrator: 1, manager: 2, supervisor: 3, promoter: 4, analyst: 6 };

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
/** The promoters whose targets an administrator sets (Promoter Target Setting's save). */
export function setPromoters(ids: number[]) {
  promoterIds = ids;
}
