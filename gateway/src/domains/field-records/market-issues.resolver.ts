import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, Info, Int, Query, Resolver } from 'type-graphql';
import type { Context } from '../../platform/graphql/context.js';
import { listRows } from '../../platform/graphql/query-cost.js';
import { optionalId } from '../../platform/graphql/validate.js';
import { Page } from '../../platform/permissions/page.js';
import { Honours, RECORD_FILTERS } from '../../platform/reports/honoured.js';
import { REPORT_FILTER_DESCRIPTION, ReportFilter } from '../../platform/reports/report-filter.js';
import { keepByReportFilter } from '../reference/local-filter.js';
import { reportQuery } from '../reference/report-query.js';
import { fetchMarketIssues } from './records.rest.js';
import { MarketIssue, marketIssueRelations } from './records.types.js';

@Resolver()
export class MarketIssuesResolver {
  @Page('Market Issues')
  @Honours(RECORD_FILTERS)
  @Query(() => [MarketIssue], {
    complexity: listRows(10_000),
    description:
      'Market issues over the filter (and one status when statusId is given: 1 Open, 2 In ' +
      'progress, 3 Resolved), newest first. Page: Market Issues.',
  })
  async marketIssues(
    @Arg('filter', () => ReportFilter, { nullable: true, description: REPORT_FILTER_DESCRIPTION })
    filter: ReportFilter | null,
    @Arg('statusId', () => Int, {
      nullable: true,
      description: 'Only issues of this status: 1 Open, 2 In progress, 3 Resolved; null or 0 = all.',
    })
    statusId: number | null,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<MarketIssue[]> {
    const [rows, join] = await reportQuery(ctx, info, filter, {
      message: 'Failed to fetch market issues',
      relations: marketIssueRelations,
      fetch: async (params) => {
        const status = optionalId('statusId', statusId);
        if (ctx.upstream.described.offers('filters')) return fetchMarketIssues(ctx, { ...params, StatusID: status });
        // The description's ViewMarketIssues takes only StatusID: the rest of the filter is kept here.
        const rows = await fetchMarketIssues(ctx, { StatusID: status });
        return keepByReportFilter(ctx, rows, params, (row) => row.ReportedOn, 'Market issues');
      },
    });
    return rows.map((row) => ({
      id: row.IssueID,
      date: row.ReportedOn,
      store: join.store(row.StoreID),
      teamMember: join.member(row.TeamMemberID),
      brand: join.brand(row.BrandID),
      status: { id: row.StatusID, name: row.StatusName },
      title: row.Title,
    }));
  }
}
