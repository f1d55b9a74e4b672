// The sales' upstream calls (main base): daily and recent sales, the sale report, targets and their
// achievement (quantity or value), target saves, and the dashboard's parts.
import type { Context } from '../../context.js';
import type { ParamsOf } from '../../upstream/contract.js';

type Calls = Pick<Context, 'upstream' | 'log'>;
type Reads = Pick<Context, 'reads'>;

export const fetchDailySales = (ctx: Reads, params: ParamsOf<'main', 'DailySales'>) =>
  ctx.reads.list('main', 'DailySales', params);

export const fetchRecentSales = (ctx: Reads, params: ParamsOf<'main', 'RecnetSales'>) =>
  ctx.reads.list('main', 'RecnetSales', params);

export const fetchSaleReport = (ctx: Reads, params: ParamsOf<'main', 'SaleReport'>) =>
  ctx.reads.list('main', 'SaleReport', params);

export const fetchMonthlyTargets = (ctx: Reads, params: ParamsOf<'main', 'MonthlyTarget'>) =>
  ctx.reads.list('main', 'MonthlyTarget', params);

/** Each member's month: target, actual and the days, in units or in money. */
export const fetchAchievementTotals = (
  ctx: Reads,
  byQuantity: boolean,
  params: ParamsOf<'main', 'TargetAchievement_All_Value'>,
) => ctx.reads.list('main', byQuantity ? 'TargetAchievement_All_Qty' : 'TargetAchievement_All_Value', params);

/** Each member's month by brand: target and actual, in units or in money. */
export const fetchTargetLines = (
  ctx: Reads,
  byQuantity: boolean,
  params: ParamsOf<'main', 'ViewMonthlyTarget_Value'>,
) => ctx.reads.list('main', byQuantity ? 'ViewMonthlyTarget_Qty' : 'ViewMonthlyTarget_Value', params);

/** One member's target for one brand and month (one call per target, as the description has it). */
export const saveTarget = (ctx: Calls, params: ParamsOf<'main', 'MonthlyTargetAdd'>) =>
  ctx.upstream.call('main', 'MonthlyTargetAdd', params, ctx.log);

export const fetchDashboardCards = (ctx: Calls, params: ParamsOf<'main', 'DashboardCards'>) =>
  ctx.upstream.call('main', 'DashboardCards', params, ctx.log);

export const fetchCheckSummary = (ctx: Reads, params: ParamsOf<'main', 'DispalyCheckSummary'>) =>
  ctx.reads.list('main', 'DispalyCheckSummary', params);

export const fetchStoreSummary = (ctx: Reads, params: ParamsOf<'main', 'StoreSummary'>) =>
  ctx.reads.list('main', 'StoreSummary', params);

export const fetchProductCounts = (ctx: Reads, params: ParamsOf<'main', 'ProductCountbyBrandSummary'>) =>
  ctx.reads.list('main', 'ProductCountbyBrandSummary', params);
