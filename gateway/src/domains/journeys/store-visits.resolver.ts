// Journeys: the Store Visit page (the visit report).
import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, Info, Query, Resolver } from 'type-graphql';
import { MAX_AGGREGATE_ROWS } from '../../platform/graphql/aggregate.js';
import type { Context } from '../../platform/graphql/context.js';
import { PageLimit, PageOffset } from '../../platform/graphql/paging.js';
import { selectionOf } from '../../platform/graphql/selection.js';
import { sortedPage, sortedPageCost } from '../../platform/graphql/sorted-page.js';
import { Page } from '../../platform/permissions/page.js';
import { COMMON_FILTERS, Honours } from '../../platform/reports/honoured.js';
import { checkReportFilter, REPORT_FILTER_DESCRIPTION, ReportFilter } from '../../platform/reports/report-filter.js';
import type { Row } from '../../platform/upstream/contract.js';
import { type Join, joinFor } from '../reference/joins.js';
import { reportPage } from '../reference/report-query.js';
import { fetchStoreVisits } from './journeys.rest.js';
import { FAR_FROM_STORE_METRES, type StoreVisit, StoreVisitPage, storeVisitRelations } from './journeys.types.js';
import { StoreVisitOrder, sortVisits, VISIT_ORDER_NEEDS } from './store-visit-order.js';

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
    complexity: sortedPageCost,
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
      const needs = VISIT_ORDER_NEEDS[orderBy.field] ?? [];
      const page = await sortedPage(
        ctx,
        {
          base: 'main',
          endpoint: 'StoreVisitReport',
          params,
          order: orderBy,
          rows: 'visits',
          message: 'Failed to fetch store visits',
          join: () => joinFor(ctx, storeVisitRelations, selectionOf(info).get('items'), needs),
          sort: (rows, join) => sortVisits(rows, orderBy, join),
        },
        limit,
        offset,
      );
      return { total: page.whole.length, items: page.items.map((row) => toVisit(row, page.join)) };
    }
    const [page, join] = await reportPage(ctx, info, filter, limit, offset, {
      message: 'Failed to fetch store visits',
      relations: storeVisitRelations,
      fetch: (params, paging) => fetchStoreVisits(ctx, params, paging),
    });
    return { total: page.total, items: page.rows.map((row) => toVisit(row, join)) };
  }
}
