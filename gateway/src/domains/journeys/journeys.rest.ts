// The journeys' upstream calls: a member's week and month, the stores mapped to
// them (settings base), the recent visits team locations are read from, plan changes and week copies (main base).
import type { Context } from '../../platform/graphql/context.js';
import { checkReportFilter } from '../../platform/reports/report-filter.js';
import type { ParamsOf } from '../../platform/upstream/contract.js';
import { weekYearParam } from './journeys.common.js';

type Calls = Pick<Context, 'upstream' | 'log'>;
type Reads = Pick<Context, 'reads'>;

export const fetchWeekPlan = (ctx: Reads & Pick<Context, 'upstream'>, memberId: number, week: number, year: number) =>
  ctx.reads.list('main', 'GetTeamMemberVisitSummary', {
    TeamMemberID: memberId,
    WeekNo: week,
    ...weekYearParam(ctx.upstream.described.offers('journey-weeks'), year),
  });

export const fetchMonthVisits = (ctx: Reads, memberId: number, month: number, year: number) =>
  ctx.reads.list('main', 'MontlyVisitStatus', { TeamMemberID: memberId, PlanMonth: month, PlanYear: year });

/** The stores mapped to a member in every region, city and channel, by part of the name ('' = all). */
export const fetchMappedStores = (ctx: Reads, memberId: number, storeName: string) =>
  ctx.reads.list('settings', 'MappedStores', {
    TeamMemberID: memberId,
    RegionID: 0,
    CityID: 0,
    ChannelID: 0,
    StoreName: storeName,
  });

/** Every visit of the days from `from` to `to` (the team's last fixes are read from them): no other filter. */
export const fetchRecentVisits = (ctx: Reads, from: string, to: string) =>
  ctx.reads.list('main', 'StoreVisitReport', checkReportFilter({ fromDate: from, toDate: to }).params);

export const changePlan = (ctx: Calls, params: ParamsOf<'main', 'JourneyPlanChange'>) =>
  ctx.upstream.call('main', 'JourneyPlanChange', params, ctx.log);

export const copyPlan = (ctx: Calls, params: ParamsOf<'main', 'CopyJourneyPlan'>) =>
  ctx.upstream.call('main', 'CopyJourneyPlan', params, ctx.log);
