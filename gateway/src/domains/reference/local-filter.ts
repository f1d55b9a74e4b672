// The common report filters kept here, for a described call that does not take them (ViewMarketIssues takes
// only StatusID): its rows are kept by their day, store (and the store's region, city, channel and grade),
// brand, and the manager's brands. A filter the rows cannot answer is refused rather than ignored.
import type { Context } from '../../platform/graphql/context.js';
import { gatewayError } from '../../platform/graphql/errors.js';
import type { ReportParams } from '../../platform/reports/report-filter.js';
import { fetchManagerBrands } from '../store-checks/reports.rest.js';

interface FilterableRow {
  StoreID?: number;
  BrandID?: number;
}

export async function keepByReportFilter<R extends FilterableRow>(
  ctx: Pick<Context, 'reads' | 'refs' | 'log'>,
  rows: readonly R[],
  params: ReportParams,
  dayOf: (row: R) => string,
  what: string,
): Promise<R[]> {
  if (params.ProductCategoryID)
    throw gatewayError('BAD_USER_INPUT', `${what} cannot be filtered by product category on these services`, {
      field: 'filter.productCategoryId',
    });
  const byStore = params.RegionID || params.CityID || params.ChannelID || params.GradeID;
  const [stores, managed] = await Promise.all([
    byStore ? ctx.refs.get('stores', ctx.log) : undefined,
    params.ManagerID ? fetchManagerBrands(ctx, params.ManagerID) : undefined,
  ]);
  const brands = managed && new Set(managed.map((brand) => brand.BrandID));
  const is = (wanted: number, value: number | undefined) => !wanted || value === wanted;
  return rows.filter((row) => {
    const day = dayOf(row).slice(0, 10);
    if (day < params.FromDate || day > params.ToDate) return false;
    if (!is(params.StoreID, row.StoreID) || !is(params.BrandID, row.BrandID)) return false;
    if (brands && (row.BrandID === undefined || !brands.has(row.BrandID))) return false;
    if (!stores) return true;
    const store = row.StoreID === undefined ? undefined : stores.byId.get(row.StoreID);
    return (
      store !== undefined &&
      is(params.RegionID, store.RegionID) &&
      is(params.CityID, store.CityID) &&
      is(params.ChannelID, store.ChannelID) &&
      is(params.GradeID, store.GradeID)
    );
  });
}
