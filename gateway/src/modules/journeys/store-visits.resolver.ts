// Journeys: the Store Visit page (the visit report).
import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, Info, Query, Resolver } from 'type-graphql';
import type { Context } from '../../context.js';
import { withMessage } from '../../errors.js';
import { checkPaging, PageLimit, PageOffset } from '../../paging.js';
import { selectionOf } from '../../selection.js';
import { Page } from '../access/page.js';
import { checkReportFilter, ReportFilter } from '../reports/report-filter.js';
import { FAR_FROM_STORE_METRES, StoreVisitPage } from './journeys.types.js';
import { fetchStoreVisits } from './journeys.rest.js';
import { joinFor } from '../joins/joins.js';
import { storeVisitRelations } from './journeys.types.js';

@Resolver()
export class StoreVisitsResolver {
  @Page('Store Visit')
  @Query(() => StoreVisitPage, {
    description: 'Visits over the filter, newest first, a page at a time. Page: Store Visit.',
  })
  async storeVisits(
    @Arg('filter', () => ReportFilter, { nullable: true }) filter: ReportFilter | null,
    @PageLimit() limit: number,
    @PageOffset() offset: number,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<StoreVisitPage> {
    const { params } = checkReportFilter(filter);
    const paging = checkPaging(limit, offset);
    const [page, join] = await Promise.all([
      withMessage('Failed to fetch store visits', fetchStoreVisits(ctx, params, paging)),
      joinFor(ctx, storeVisitRelations, selectionOf(info).get('items')),
    ]);
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
