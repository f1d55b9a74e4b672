import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, Info, Int, Query, Resolver } from 'type-graphql';
import type { Context } from '../../platform/graphql/context.js';
import { withMessage } from '../../platform/graphql/errors.js';
import { DEFAULT_LIST_ROWS, listRows } from '../../platform/graphql/query-cost.js';
import { optionalId } from '../../platform/graphql/validate.js';
import { Page, SignedIn } from '../../platform/permissions/page.js';
import { DATE_FILTERS, Honours, RECORD_FILTERS } from '../../platform/reports/honoured.js';
import { checkReportFilter, REPORT_FILTER_DESCRIPTION, ReportFilter } from '../../platform/reports/report-filter.js';
import { reportQuery } from '../reference/report-query.js';
import { byId, deploymentStatuses, LONG_RANGE_DAYS } from './records.common.js';
import { fetchDeploymentSummary, fetchDeployments } from './records.rest.js';
import { Deployment, DeploymentSummaryRow, deploymentRelations, NamedItem } from './records.types.js';

@Resolver()
export class DeploymentsResolver {
  @Page('Deployment')
  @Honours(RECORD_FILTERS)
  @Query(() => [Deployment], {
    complexity: listRows(10_000),
    description: 'Deployments over the filter (and one status when statusId is given), newest first. Page: Deployment.',
  })
  async deployments(
    @Arg('filter', () => ReportFilter, { nullable: true, description: REPORT_FILTER_DESCRIPTION })
    filter: ReportFilter | null,
    @Arg('statusId', () => Int, {
      nullable: true,
      description: 'Only deployments of this status (StatusID); null or 0 = all.',
    })
    statusId: number | null,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<Deployment[]> {
    const [[rows, statuses], join] = await reportQuery(ctx, info, filter, {
      message: 'Failed to fetch deployments',
      relations: deploymentRelations,
      fetch: (params) =>
        Promise.all([
          fetchDeployments(ctx, { ...params, StatusID: optionalId('statusId', statusId) }),
          deploymentStatuses(ctx),
        ]),
    });
    const status = byId(statuses);
    return rows.map((row) => ({
      id: row.DeploymentID,
      date: row.DeployedOn,
      store: join.store(row.StoreID),
      teamMember: join.member(row.TeamMemberID),
      brand: join.brand(row.BrandID),
      type: row.DeploymentType,
      status: status.get(row.StatusID) ?? null,
    }));
  }

  @Page('Deployment')
  @Honours(DATE_FILTERS, RECORD_FILTERS)
  @Query(() => [DeploymentSummaryRow], {
    complexity: listRows(DEFAULT_LIST_ROWS),
    description:
      "Deployments per status; without dates the description's range 2020-01-01 to 2025-10-01 " +
      '(up to ten years when given). Page: Deployment.',
  })
  async deploymentSummary(
    @Arg('filter', () => ReportFilter, { nullable: true, description: REPORT_FILTER_DESCRIPTION })
    filter: ReportFilter | null,
    @Ctx() ctx: Context,
  ): Promise<DeploymentSummaryRow[]> {
    const { params } = checkReportFilter(filter, new Date(), { maxDays: LONG_RANGE_DAYS, upstreamDefaults: true });
    const [rows, statuses] = await Promise.all([
      withMessage('Failed to fetch deployments', fetchDeploymentSummary(ctx, params)),
      withMessage('Failed to fetch deployments', deploymentStatuses(ctx)),
    ]);
    const status = byId(statuses);
    return rows.map((row) => ({
      status: status.get(row.StatusID) ?? null,
      deployments: row.Deployments,
      stores: row.Stores,
    }));
  }

  @SignedIn()
  @Query(() => [NamedItem], { description: 'The deployment statuses.' })
  deploymentStatuses(@Ctx() ctx: Context): Promise<NamedItem[]> {
    return deploymentStatuses(ctx);
  }
}
