// Journeys: the Store Visit page (the visit report).
import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, Info, Query, Resolver } from 'type-graphql';
import type { Context } from '../../platform/graphql/context.js';
import { PageLimit, PageOffset } from '../../platform/graphql/paging.js';
import { Page } from '../../platform/permissions/page.js';
import { ReportFilter, REPORT_FILTER_DESCRIPTION } from '../../platform/reports/report-filter.js';
import { reportPage } from '../reference/report-query.js';
import { FAR_FROM_STORE_METRES, StoreVisitPage } from './journeys.types.js';
import { fetchStoreVisits } from './journeys.rest.js';
import { storeVisitRelations } from './journeys.types.js';

@Resolver()
export class StoreVisitsResolver {
  @Page('Store Visit')
  @Query(() => StoreVisitPage, {
    description: 'Visits over the filter, newest first, a page at a time. Page: Store Visit.',
  })
  async storeVisits(
    @Arg('filter', () => ReportFilter, { nullable: true, description: REPORT_FILTER_DESCRIPTION })
    filter: ReportFilter | null,
    @PageLimit() limit: number,
    @PageOffset() offset: number,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<StoreVisitPage> {
    const [page, join] = await reportPage(ctx, info, filter, limit, offset, {
      message: 'Failed to fetch store visits',
      relations: storeVisitRelations,
      fetch: (params, paging) => fetchStoreVisits(ctx, params, paging),
    });
    return {
      total: page.total,
      items: page.rows.map((row) => ({
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
      })),
    };
  }
}
