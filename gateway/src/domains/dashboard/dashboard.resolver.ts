import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, FieldResolver, Info, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../platform/graphql/context.js';
import { withMessage } from '../../platform/graphql/errors.js';
import { selectionOf } from '../../platform/graphql/selection.js';
import { Page } from '../../platform/permissions/page.js';
import { COMMON_FILTERS, Honours } from '../../platform/reports/honoured.js';
import {
  checkReportFilter,
  parseDay,
  REPORT_FILTER_DESCRIPTION,
  ReportFilter,
} from '../../platform/reports/report-filter.js';
import { joinFor } from '../reference/joins.js';
import { achievementOf } from '../sales/achievement.js';
import { toSale, toSalesDay } from '../sales/sales.mapper.js';
import {
  fetchAchievementTotals,
  fetchCheckSummary,
  fetchDailySales,
  fetchProductCounts,
  fetchRecentSales,
  fetchStoreSummary,
  fetchTargetLines,
} from '../sales/sales.rest.js';
import {
  Achievement,
  achievementRelations,
  Dashboard,
  DashboardCards,
  ProductCount,
  productCountRelations,
  Sale,
  SalesDay,
  StoreSummaryRow,
  saleRelations,
  storeSummaryRowRelations,
} from '../sales/sales.types.js';
import { toMeasures } from '../store-checks/checks.mapper.js';
import { DisplayCheckBrandRow, displayCheckBrandRowRelations } from '../store-checks/checks.types.js';
import { previousPeriod, readCards } from './dashboard-cards.js';

const RECENT_ON_DASHBOARD = 10;

@Resolver()
export class DashboardQueryResolver {
  @Page('Dashboard')
  @Honours(COMMON_FILTERS)
  @Query(() => Dashboard, {
    description:
      'The dashboard over the filter: ask for the parts you show; they are fetched in parallel. Page: Dashboard.',
  })
  dashboard(
    @Arg('filter', () => ReportFilter, { nullable: true, description: REPORT_FILTER_DESCRIPTION })
    filter: ReportFilter | null,
  ): Dashboard {
    return { params: { ...checkReportFilter(filter).params } };
  }
}

type Params = ReturnType<typeof checkReportFilter>['params'];

@Resolver(() => Dashboard)
export class DashboardResolver {
  @FieldResolver(() => DashboardCards, { nullable: true, description: 'The figures of the cards.' })
  cards(@Root() root: Dashboard, @Ctx() ctx: Context): Promise<DashboardCards> {
    return readCards(ctx, root.params);
  }

  @FieldResolver(() => DashboardCards, {
    nullable: true,
    description: "The same figures over as many days just before the range: what the cards' change is against.",
  })
  previousCards(@Root() root: Dashboard, @Ctx() ctx: Context): Promise<DashboardCards> {
    return readCards(ctx, previousPeriod(root.params));
  }

  @FieldResolver(() => [SalesDay], { nullable: true, description: 'Sales per day.' })
  async salesByDay(@Root() root: Dashboard, @Ctx() ctx: Context): Promise<SalesDay[]> {
    return (
      await withMessage('Failed to fetch daily sales data', fetchDailySales(ctx, root.params as unknown as Params))
    ).map(toSalesDay);
  }

  @FieldResolver(() => [Achievement], {
    nullable: true,
    description: "This month's value achievement per brand (targets and sales of every member summed).",
  })
  async achievementByBrand(
    @Root() root: Dashboard,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<Achievement[]> {
    const today = parseDay(String(root.params.ToDate)) ?? Date.now();
    const date = new Date(today);
    const params = {
      Year: date.getUTCFullYear(),
      Month: date.getUTCMonth() + 1,
      BrandID: Number(root.params.BrandID),
      RegionID: Number(root.params.RegionID),
      ManagerID: Number(root.params.ManagerID),
    };
    const [lines, totals, join] = await Promise.all([
      withMessage('Failed to fetch targets', fetchTargetLines(ctx, false, params)),
      withMessage('Failed to fetch targets', fetchAchievementTotals(ctx, false, params)),
      joinFor(ctx, achievementRelations, selectionOf(info)),
    ]);
    const days = { elapsed: totals[0]?.DaysElapsed ?? 0, inMonth: totals[0]?.DaysInMonth ?? 30 };
    const byBrand = new Map<number, { target: number; actual: number }>();
    for (const line of lines) {
      const entry = byBrand.get(line.BrandID) ?? { target: 0, actual: 0 };
      entry.target += line.Target;
      entry.actual += line.Actual;
      byBrand.set(line.BrandID, entry);
    }
    return [...byBrand]
      .map(([brandId, sums]) => ({
        teamMember: null,
        brand: join.brand(brandId),
        ...sums,
        ...achievementOf(sums.target, sums.actual, days.elapsed, days.inMonth, {
          year: params.Year,
          month: params.Month,
        }),
      }))
      .sort((a, b) => b.target - a.target);
  }

  @FieldResolver(() => [DisplayCheckBrandRow], { nullable: true, description: 'Display-check compliance per brand.' })
  async compliance(
    @Root() root: Dashboard,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<DisplayCheckBrandRow[]> {
    const [rows, join] = await Promise.all([
      withMessage('Failed to fetch display checks', fetchCheckSummary(ctx, root.params as unknown as Params)),
      joinFor(ctx, displayCheckBrandRowRelations, selectionOf(info)),
    ]);
    return rows.map((row) => ({ ...toMeasures(row), brand: join.brand(row.BrandID) }));
  }

  @FieldResolver(() => [Sale], { nullable: true, description: `The latest ${RECENT_ON_DASHBOARD} sale lines.` })
  async recentSales(@Root() root: Dashboard, @Ctx() ctx: Context, @Info() info: GraphQLResolveInfo): Promise<Sale[]> {
    const [rows, join] = await Promise.all([
      withMessage('Failed to fetch daily sales data', fetchRecentSales(ctx, root.params as unknown as Params)),
      joinFor(ctx, saleRelations, selectionOf(info)),
    ]);
    return rows.slice(0, RECENT_ON_DASHBOARD).map((row) => toSale(row, join));
  }

  @FieldResolver(() => [StoreSummaryRow], { nullable: true, description: 'Stores per region.' })
  async storeSummary(
    @Root() root: Dashboard,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<StoreSummaryRow[]> {
    const [rows, join] = await Promise.all([
      withMessage('Failed to fetch the store summary', fetchStoreSummary(ctx, root.params as unknown as Params)),
      joinFor(ctx, storeSummaryRowRelations, selectionOf(info)),
    ]);
    return rows.map((row) => ({
      region: join.region(row.RegionID),
      stores: row.Stores,
      activeStores: row.ActiveStores,
      visitedStores: row.VisitedStores,
    }));
  }

  @FieldResolver(() => [ProductCount], { nullable: true, description: 'Products per brand.' })
  async productCountByBrand(
    @Root() root: Dashboard,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<ProductCount[]> {
    const [rows, join] = await Promise.all([
      withMessage('Failed to fetch product counts', fetchProductCounts(ctx, root.params as unknown as Params)),
      joinFor(ctx, productCountRelations, selectionOf(info)),
    ]);
    return rows.map((row) => ({
      brand: join.brand(row.BrandID),
      products: row.Products,
      activeProducts: row.ActiveProducts,
    }));
  }
}
