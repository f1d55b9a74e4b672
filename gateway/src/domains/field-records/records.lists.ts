// The field records' paged lists, declared (reference/paged-report.ts makes their queries): Product Transfer, the
// transfers between stores over the filter, newest first.

import type { Context } from '../../platform/graphql/context.js';
import { withMessage } from '../../platform/graphql/errors.js';
import { RECORD_FILTERS } from '../../platform/reports/honoured.js';
import type { ReportParams } from '../../platform/reports/report-filter.js';
import { pagedReport } from '../reference/paged-report.js';
import { fetchManagerBrands } from '../store-checks/reports.rest.js';
import { toTransfer } from './records.mapper.js';
import { Transfer, transferRelations } from './records.types.js';

export const TransfersResolver = pagedReport({
  field: 'transfers',
  page: 'Product Transfer',
  honours: RECORD_FILTERS,
  description: 'Product transfers between stores over the filter, newest first. Page: Product Transfer.',
  base: 'transfer',
  endpoint: 'TransferList',
  message: 'Failed to fetch transfers',
  item: Transfer,
  relations: transferRelations,
  pageType: { name: 'TransferPage', rows: 'transfers', order: 'newest first' },
  extra: shownBrands,
  map: toTransfer,
});

/**
 * The brands a transfer's lines are narrowed to: the filter's brand and the manager's brands (a transfer is listed
 * when any of its products is theirs, and moves other brands' products beside them); null when neither is set.
 */
async function shownBrands(ctx: Context, params: ReportParams): Promise<((id: number) => boolean) | null> {
  const { BrandID: brandId, ManagerID: managerId } = params;
  if (!brandId && !managerId) return null;
  const [products, managed] = await withMessage(
    'Failed to fetch transfers',
    Promise.all([
      ctx.refs.get('products', ctx.log),
      managerId ? fetchManagerBrands(ctx, managerId) : Promise.resolve(undefined),
    ]),
  );
  const ofManager = managed && new Set(managed.map((brand) => brand.BrandID));
  return (productId) => {
    const brand = products.byId.get(productId)?.BrandID;
    return brand !== undefined && (!brandId || brand === brandId) && (!ofManager || ofManager.has(brand));
  };
}
