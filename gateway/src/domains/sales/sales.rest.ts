// The sales' upstream calls (main base): daily and recent sales, the sale report, targets and their
// achievement (quantity or value), target saves, and the dashboard's parts.
import type { Context } from '../../platform/graphql/context.js';
import type { ParamsOf } from '../../platform/upstream/contract.js';

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

/** A month's targets as the base holds them now: never an earlier read (of this request or shared). */
export const readMonthlyTargetsNow = (ctx: Calls, params: ParamsOf<'main', 'MonthlyTarget'>) =>
  ctx.upstream.list('main', 'MonthlyTarget', params, ctx.log);

type TargetParams = ParamsOf<'main', 'ViewMonthlyTarget_Value'>;
type Scoped = Pick<Context, 'reads' | 'upstream' | 'refs' | 'log'>;

/**
 * Region and manager are not among the target calls' parameters in the description (TeamMemberID, Month,
 * Year, Target, TargetType, BrandID): a base without the `filters` extra is asked without them, and the
 * rows are kept here: a member of the region, a brand the manager manages.
 */
async function scopedRows<R extends { TeamMemberID: number; BrandID?: number }>(
  ctx: Scoped,
  params: TargetParams,
  read: (params: TargetParams) => Promise<R[]>,
): Promise<R[]> {
  const { RegionID = 0, ManagerID = 0, ...described } = params;
  if (ctx.upstream.described.offers('filters') || (!RegionID && !ManagerID)) return read(params);
  const [rows, members, brands] = await Promise.all([
    read(described),
    RegionID ? ctx.refs.get('members', ctx.log) : undefined,
    ManagerID ? ctx.reads.list('main', 'Brand_ForManager', { ManagerID }) : undefined,
  ]);
  const managed = brands && new Set(brands.map((brand) => brand.BrandID));
  return rows.filter(
    (row) =>
      (!members || members.byId.get(row.TeamMemberID)?.RegionID === RegionID) &&
      (!managed || (row.BrandID !== undefined && managed.has(row.BrandID))),
  );
}

/** Each member's month by brand: target and actual, in units or in money. */
export const fetchTargetLines = (ctx: Scoped, byQuantity: boolean, params: TargetParams) =>
  scopedRows(ctx, params, (p) =>
    ctx.reads.list('main', byQuantity ? 'ViewMonthlyTarget_Qty' : 'ViewMonthlyTarget_Value', p),
  );

/** Each member's month: target, actual and the days, in units or in money. */
export async function fetchAchievementTotals(ctx: Scoped, byQuantity: boolean, params: TargetParams) {
  const read = (p: TargetParams) =>
    ctx.reads.list('main', byQuantity ? 'TargetAchievement_All_Qty' : 'TargetAchievement_All_Value', p);
  if (ctx.upstream.described.offers('filters') || !params.ManagerID) return scopedRows(ctx, params, read);
  // A member's totals over the manager's brands only: summed here from their lines by brand.
  const { ManagerID: _manager, ...unmanaged } = params;
  const [totals, lines] = await Promise.all([
    scopedRows(ctx, unmanaged, read),
    fetchTargetLines(ctx, byQuantity, params),
  ]);
  const sums = new Map<number, { Target: number; Actual: number }>();
  for (const line of lines) {
    const sum = sums.get(line.TeamMemberID) ?? { Target: 0, Actual: 0 };
    sum.Target += line.Target;
    sum.Actual += line.Actual;
    sums.set(line.TeamMemberID, sum);
  }
  return totals.flatMap((row) => {
    const sum = sums.get(row.TeamMemberID);
    return sum ? [{ ...row, ...sum }] : [];
  });
}

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
