// The dashboard's figures over a range, and the range of the same length just before it, which the
// cards compare against ("+12% vs previous 30 days").
import type { Context } from '../../platform/graphql/context.js';
import { withMessage } from '../../platform/graphql/errors.js';
import { parseDay } from '../../platform/reports/report-filter.js';
import type { ParamsOf } from '../../platform/upstream/contract.js';
import { fetchDashboardCards } from '../sales/sales.rest.js';
import type { DashboardCards } from '../sales/sales.types.js';

type Params = Record<string, string | number>;
const DAY_MS = 86_400_000;
const day = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The same filter over the days just before FromDate, as many as FromDate..ToDate holds. */
export function previousPeriod(params: Params): Params {
  const from = parseDay(String(params.FromDate));
  const to = parseDay(String(params.ToDate));
  if (from === undefined || to === undefined) return params;
  const days = Math.round((to - from) / DAY_MS) + 1;
  return { ...params, FromDate: day(from - days * DAY_MS), ToDate: day(from - DAY_MS) };
}

export async function readCards(ctx: Context, params: Params): Promise<DashboardCards> {
  const row = await withMessage(
    'Failed to fetch the dashboard',
    fetchDashboardCards(ctx, params as unknown as ParamsOf<'main', 'DashboardCards'>),
  );
  if (!row)
    return {
      activeStores: 0,
      activeProducts: 0,
      fieldTeam: 0,
      visits: 0,
      lowStockLines: 0,
      salesQuantity: 0,
      salesValue: 0,
    };
  return {
    activeStores: row.ActiveStores,
    activeProducts: row.ActiveProducts,
    fieldTeam: row.FieldTeam,
    visits: row.Visits,
    lowStockLines: row.LowStockLines,
    salesQuantity: row.SalesQuantity,
    salesValue: row.SalesValue,
  };
}
