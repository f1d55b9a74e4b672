// Journeys: the Store Visit page (the visit report).
import type { GraphQLResolveInfo } from 'graphql';
import type { ComplexityEstimator } from 'graphql-query-complexity';
import { Arg, Ctx, Info, Query, Resolver } from 'type-graphql';
import { MAX_AGGREGATE_ROWS, tooManyToSort } from '../../platform/graphql/aggregate.js';
import type { Context } from '../../platform/graphql/context.js';
import { withMessage } from '../../platform/graphql/errors.js';
import { checkPaging, MAX_PAGE_ROWS, PageLimit, PageOffset, upstreamRows } from '../../platform/graphql/paging.js';
import { selectionOf } from '../../platform/graphql/selection.js';
import { Page } from '../../platform/permissions/page.js';
import { COMMON_FILTERS, Honours } from '../../platform/reports/honoured.js';
import { checkReportFilter, REPORT_FILTER_DESCRIPTION, ReportFilter } from '../../platform/reports/report-filter.js';
import type { Row } from '../../platform/upstream/contract.js';
import { type Join, joinFor } from '../reference/joins.js';
import { reportPage } from '../reference/report-query.js';
import { fetchStoreVisits } from './journeys.rest.js';
import { FAR_FROM_STORE_METRES, type StoreVisit, StoreVisitPage, storeVisitRelations } from './journeys.types.js';
import { StoreVisitOrder, sortVisits, VISIT_ORDER_NEEDS } from './store-visit-order.js';

/** A page of visits costs its rows; in an order asked for, the whole result is read as well. */
const visitPageCost: ComplexityEstimator = ({ args, childComplexity }) => {
  const limit = typeof args.limit === 'number' ? Math.max(args.limit, 0) : 50;
  return 1 + (args.orderBy ? MAX_PAGE_ROWS : 0) + limit * Math.max(childComplexity, 1);
};

const toVisit = (row: Row<'Visit'>, join: Join): StoreVisit => ({
  id: row.VisitID,
  date: row.VisitDate,
  store: join.store(row.StoreID),
  teamMember: join.member(row.TeamMemberID),
  checkIn: row.CheckIn ?? null,
  checkOut: row.CheckOut ?? null,
  durationMinutes: row.DurationMinutes,
  latitude: row.Latitude ?? null,
  longitude: row.Longitude ?? null,
  distanceMeters: row.DistanceMeters ?? null,
  farFromStore: (row.DistanceMeters ?? 0) > FAR_FROM_STORE_METRES,
  planned: row.Planned === 1,
});

@Resolver()
export class StoreVisitsResolver {
  @Page('Store Visit')
  @Honours(COMMON_FILTERS)
  @Query(() => StoreVisitPage, {
    complexity: visitPageCost,
    description: 'Visits over the filter, newest first or in orderBy, a page at a time. Page: Store Visit.',
  })
  async storeVisits(
    @Arg('filter', () => ReportFilter, { nullable: true, description: REPORT_FILTER_DESCRIPTION })
    filter: ReportFilter | null,
    @PageLimit() limit: number,
    @PageOffset() offset: number,
    @Arg('orderBy', () => StoreVisitOrder, {
      nullable: true,
      description:
        'The order of the whole result before it is paged; null = newest first, as the base answers. A sorted list ' +
        `is read whole by the gateway (at most ${MAX_AGGREGATE_ROWS.toLocaleString('en-US')} visits; more is ` +
        'refused with BAD_USER_INPUT on filter).',
    })
    orderBy: StoreVisitOrder | null,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<StoreVisitPage> {
    if (orderBy) {
      const { params } = checkReportFilter(filter);
      const paging = checkPaging(limit, offset);
      const tooMany = tooManyToSort('visits');
      const [rows, join] = await Promise.all([
        withMessage(
          'Failed to fetch store visits',
          upstreamRows(ctx, 'main', 'StoreVisitReport', params, MAX_AGGREGATE_ROWS, tooMany),
        ),
        joinFor(ctx, storeVisitRelations, selectionOf(info).get('items'), VISIT_ORDER_NEEDS[orderBy.field] ?? []),
      ]);
      const sorted = sortVisits(rows, orderBy, join);
      return {
        total: rows.length,
        items: sorted.slice(paging.offset, paging.offset + paging.limit).map((row) => toVisit(row, join)),
      };
    }
    const [page, join] = await reportPage(ctx, info, filter, limit, offset, {
      message: 'Failed to fetch store visits',
      relations: storeVisitRelations,
      fetch: (params, paging) => fetchStoreVisits(ctx, params, paging),
    });
    return { total: page.total, items: page.rows.map((row) => toVisit(row, join)) };
  }
}
