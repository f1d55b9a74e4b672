import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, Info, Int, Query, Resolver } from 'type-graphql';
import type { Context } from '../../platform/graphql/context.js';
import { listRows } from '../../platform/graphql/query-cost.js';
import { optionalId } from '../../platform/graphql/validate.js';
import { Page, SignedIn } from '../../platform/permissions/page.js';
import { Honours, RECORD_FILTERS } from '../../platform/reports/honoured.js';
import { REPORT_FILTER_DESCRIPTION, ReportFilter } from '../../platform/reports/report-filter.js';
import { reportQuery } from '../reference/report-query.js';
import { categories } from './records.common.js';
import { fetchMarketActivity } from './records.rest.js';
import { ActivityCategory, MarketActivity, marketActivityRelations } from './records.types.js';

@Resolver()
export class MarketActivityResolver {
  @Page('Market Activity')
  @Honours(RECORD_FILTERS)
  @Query(() => [MarketActivity], {
    complexity: listRows(10_000),
    description:
      'Market activities over the filter (and one type, one category when given), newest first. Page: Market Activity.',
  })
  async marketActivities(
    @Arg('filter', () => ReportFilter, { nullable: true, description: REPORT_FILTER_DESCRIPTION })
    filter: ReportFilter | null,
    @Arg('activityTypeId', () => Int, {
      nullable: true,
      description: 'Only activities of this type (ActivityTypeID); null or 0 = all.',
    })
    activityTypeId: number | null,
    @Arg('activityCategoryId', () => Int, { nullable: true, description: 'ActivityCategoryID; null or 0 = all.' })
    activityCategoryId: number | null,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<MarketActivity[]> {
    const [[rows, kinds], join] = await reportQuery(ctx, info, filter, {
      message: 'Failed to fetch market activity',
      relations: marketActivityRelations,
      fetch: (params) => {
        const kind = {
          ActivityTypeID: optionalId('activityTypeId', activityTypeId),
          ActivityCategoryID: optionalId('activityCategoryId', activityCategoryId),
        };
        return Promise.all([fetchMarketActivity(ctx, { ...params, ...kind }), categories(ctx)]);
      },
    });
    const byId = new Map(kinds.map((category) => [category.id, category]));
    return rows.map((row) => ({
      id: row.ActivityID,
      date: row.ActivityDate,
      store: join.store(row.StoreID),
      teamMember: join.member(row.TeamMemberID),
      brand: join.brand(row.BrandID),
      category: byId.get(row.ActivityCategoryID) ?? null,
      note: row.Note,
    }));
  }

  @SignedIn()
  @Query(() => [ActivityCategory], {
    description: 'Market activity categories, of one type when activityTypeId is given.',
  })
  async activityCategories(
    @Arg('activityTypeId', () => Int, {
      nullable: true,
      description: 'Only categories of this activity type (ActivityTypeID); null or 0 = all.',
    })
    activityTypeId: number | null,
    @Ctx() ctx: Context,
  ): Promise<ActivityCategory[]> {
    return categories(ctx, optionalId('activityTypeId', activityTypeId));
  }
}
