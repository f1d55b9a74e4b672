import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, Info, Query, Resolver } from 'type-graphql';
import type { Context } from '../../platform/graphql/context.js';
import { withMessage } from '../../platform/graphql/errors.js';
import { PageLimit, PageOffset } from '../../platform/graphql/paging.js';
import { Page } from '../../platform/permissions/page.js';
import { Honours, RECORD_FILTERS } from '../../platform/reports/honoured.js';
import { REPORT_FILTER_DESCRIPTION, ReportFilter } from '../../platform/reports/report-filter.js';
import { reportPage } from '../reference/report-query.js';
import { fetchManagerBrands } from '../store-checks/reports.rest.js';
import { toTransfer } from './records.mapper.js';
import { fetchTransfers } from './records.rest.js';
import { TransferPage, transferRelations } from './records.types.js';

@Resolver()
export class TransfersResolver {
  @Page('Product Transfer')
  @Honours(RECORD_FILTERS)
  @Query(() => TransferPage, {
    description: 'Product transfers between stores over the filter, newest first. Page: Product Transfer.',
  })
  async transfers(
    @Arg('filter', () => ReportFilter, { nullable: true, description: REPORT_FILTER_DESCRIPTION })
    filter: ReportFilter | null,
    @PageLimit() limit: number,
    @PageOffset() offset: number,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<TransferPage> {
    let brandId = 0;
    let managerId = 0;
    const [page, join] = await reportPage(ctx, info, filter, limit, offset, {
      message: 'Failed to fetch transfers',
      relations: transferRelations,
      fetch: (params, paging) => {
        brandId = params.BrandID;
        managerId = params.ManagerID;
        return fetchTransfers(ctx, params, paging);
      },
    });
    const shown = await shownBrands(ctx, brandId, managerId);
    return { total: page.total, items: page.rows.map((row) => toTransfer(row, join, shown)) };
  }
}

/**
 * The brands a transfer's lines are narrowed to: the filter's brand and the manager's brands (a transfer is listed
 * when any of its products is theirs, and moves other brands' products beside them); null when neither is set.
 */
async function shownBrands(
  ctx: Context,
  brandId: number,
  managerId: number,
): Promise<((id: number) => boolean) | null> {
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
