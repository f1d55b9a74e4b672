// The reports' upstream calls (main base): display checks (by brand, trend, date and week), stock status, weeks, a
// manager's brands and the low-stock e-mail. The paged lists' calls are made by their declarations (checks.lists.ts).
import type { Context } from '../../platform/graphql/context.js';
import type { ParamsOf } from '../../platform/upstream/contract.js';

type Calls = Pick<Context, 'upstream' | 'log'>;
type Reads = Pick<Context, 'reads'>;

export const fetchCheckSummary = (ctx: Reads, params: ParamsOf<'main', 'DispalyCheckSummary'>) =>
  ctx.reads.list('main', 'DispalyCheckSummary', params);

export const fetchCheckTrend = (ctx: Reads, params: ParamsOf<'main', 'DisplayCheck_Trend'>) =>
  ctx.reads.list('main', 'DisplayCheck_Trend', params);

export const fetchChecksByDate = (ctx: Reads, params: ParamsOf<'main', 'DisplayCheck_BYDATE'>) =>
  ctx.reads.list('main', 'DisplayCheck_BYDATE', params);

export const fetchChecksByWeek = (ctx: Reads, params: ParamsOf<'main', 'DisplayCheck_BYWeek'>) =>
  ctx.reads.list('main', 'DisplayCheck_BYWeek', params);

export const fetchStockStatus = (ctx: Reads, params: ParamsOf<'main', 'StockStatus'>) =>
  ctx.reads.list('main', 'StockStatus', params);

export const fetchWeeks = (ctx: Reads, year: number) => ctx.reads.list('main', 'WeekList', { Year: year });

export const fetchManagerBrands = (ctx: Reads, managerId: number) =>
  ctx.reads.list('main', 'Brand_ForManager', { ManagerID: managerId });

export const emailLowStock = (ctx: Calls, params: ParamsOf<'main', 'DispalyCheckDetail_LowStock_Email'>) =>
  ctx.upstream.call('main', 'DispalyCheckDetail_LowStock_Email', params, ctx.log);
