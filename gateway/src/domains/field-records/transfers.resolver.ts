import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, Info, Query, Resolver } from 'type-graphql';
import type { Context } from '../../platform/graphql/context.js';
import { PageLimit, PageOffset } from '../../platform/graphql/paging.js';
import { Page } from '../../platform/permissions/page.js';
import { Honours, RECORD_FILTERS } from '../../platform/reports/honoured.js';
import { REPORT_FILTER_DESCRIPTION, ReportFilter } from '../../platform/reports/report-filter.js';
import { reportPage } from '../reference/report-query.js';
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
    const [page, join] = await reportPage(ctx, info, filter, limit, offset, {
      message: 'Failed to fetch transfers',
      relations: transferRelations,
      fetch: (params, paging) => fetchTransfers(ctx, params, paging),
    });
    return { total: page.total, items: page.rows.map((row) => toTransfer(row, join)) };
  }
}
