import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, Info, Query, Resolver } from 'type-graphql';
import type { Context } from '../../context.js';
import { withMessage } from '../../errors.js';
import { checkPaging, PageLimit, PageOffset } from '../../paging.js';
import { selectionOf } from '../../selection.js';
import { Page } from '../access/page.js';
import { checkReportFilter, ReportFilter } from '../reports/report-filter.js';
import { type Transfer, TransferPage } from './records.types.js';
import { fetchTransfers } from './records.rest.js';
import { joinOf } from '../joins/joins.js';
import { neededRefs } from '../lookups/lookups.relations.js';
import { transferLineRelations, transferRelations } from './records.types.js';

@Resolver()
export class TransfersResolver {
  @Page('Product Transfer')
  @Query(() => TransferPage, {
    description: 'Product transfers between stores over the filter, newest first. Page: Product Transfer.',
  })
  async transfers(
    @Arg('filter', () => ReportFilter, { nullable: true }) filter: ReportFilter | null,
    @PageLimit() limit: number,
    @PageOffset() offset: number,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<TransferPage> {
    const { params } = checkReportFilter(filter);
    const paging = checkPaging(limit, offset);
    const items = selectionOf(info).get('items');
    const [page, join] = await Promise.all([
      withMessage('Failed to fetch transfers', fetchTransfers(ctx, params, paging)),
      ctx.refs
        .load(neededRefs(transferLineRelations, items?.get('lines'), neededRefs(transferRelations, items)), ctx.log)
        .then((refs) => joinOf(refs)),
    ]);
    return {
      total: page.total,
      items: page.rows.map(
        (row): Transfer => ({
          id: row.TransferID,
          date: row.TransferDate,
          fromStore: join.store(row.FromStoreID),
          toStore: join.store(row.TransferTo_StoreID),
          teamMember: join.member(row.TeamMemberID),
          status: row.Status,
          lines: row.Products.map((line) => ({ product: join.product(line.ProductID), quantity: line.Quantity })),
          units: row.Products.reduce((sum, line) => sum + line.Quantity, 0),
        }),
      ),
    };
  }
}
