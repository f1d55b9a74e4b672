// Sales, targets, achievement and the dashboard. Lists join members, stores, products, brands and
// channels from the cached reference lists; the dashboard fetches each part only when asked, all in
// parallel. Pages: Dashboard, Daily Sales, Target And Achivement, Promoter Target Setting.
import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, FieldResolver, Info, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../context.js';
import { mapBounded } from '../../bounded.js';
import { fromWriteRefusal, toGraphQLError, withMessage } from '../../errors.js';
import { selectionOf } from '../../selection.js';
import type { Row } from '../../upstream/contract.js';
import { InputChecks, optionalId } from '../../validate.js';
import { Page } from '../access/page.js';
import { DisplayCheckBrandRow } from '../reports/checks.types.js';
import { toMeasures } from '../reports/checks.resolver.js';
import { checkReportFilter, parseDay, ReportFilter } from '../reports/report-filter.js';
import { TeamMember } from '../team/team.types.js';
import { achievementOf } from './achievement.js';
import { previousPeriod, readCards } from './dashboard-cards.js';
import {
  fetchAchievementTotals,
  fetchCheckSummary,
  fetchDailySales,
  fetchMonthlyTargets,
  fetchProductCounts,
  fetchRecentSales,
  fetchSaleReport,
  fetchStoreSummary,
  fetchTargetLines,
  saveTarget,
} from './sales.rest.js';
import {
  Achievement,
  AchievementReport,
  Dashboard,
  DashboardCards,
  MonthlyTarget,
  ProductCount,
  Sale,
  SaleReportRow,
  SalesDay,
  StoreSummaryRow,
  TargetInput,
  type TargetOutcome,
  TargetsSaved,
  TargetType,
} from './sales.types.js';
import { joinFor, joinOf, type Join } from '../joins/joins.js';
import { displayCheckBrandRowRelations } from '../reports/checks.types.js';
import {
  achievementRelations,
  monthlyTargetRelations,
  productCountRelations,
  saleRelations,
  saleReportRowRelations,
  storeSummaryRowRelations,
} from './sales.types.js';

export const MAX_TARGETS = 1000;
/** MonthlyTargetAdd calls in flight at once for one save. */
const TARGET_CALLS_IN_FLIGHT = 4;
const MAX_TARGET = 1e9;
const RECENT_ON_DASHBOARD = 10;

function checkMonth(year: number, month: number) {
  const checks = new InputChecks();
  if (!Number.isSafeInteger(year) || year < 2000 || year > 2100)
    checks.fail('year', 'year must be a whole number from 2000 to 2100');
  if (!Number.isSafeInteger(month) || month < 1 || month > 12)
    checks.fail('month', 'month must be a whole number from 1 to 12');
  checks.done();
  return { Year: year, Month: month };
}

const toSalesDay = (row: Row<'SaleDay'>): SalesDay => ({
  date: row.SaleDate,
  lines: row.Lines,
  stores: row.Stores,
  quantity: row.Quantity,
  value: row.Value,
});

function toSale(row: Row<'Sale'>, join: Join): Sale {
  return {
    id: row.SaleID,
    date: row.SaleDate,
    store: join.store(row.StoreID),
    teamMember: join.member(row.TeamMemberID),
    product: join.product(row.ProductID),
    brand: join.brand(row.BrandID),
    quantity: row.Quantity,
    value: row.Value,
  };
}

function monthParams(
  year: number,
  month: number,
  filter: { brandId?: number | null; regionId?: number | null; managerId?: number | null } | null,
) {
  return {
    ...checkMonth(year, month),
    BrandID: optionalId('filter.brandId', filter?.brandId),
    RegionID: optionalId('filter.regionId', filter?.regionId),
    ManagerID: optionalId('filter.managerId', filter?.managerId),
  };
}

async function achievementReport(
  ctx: Context,
  info: GraphQLResolveInfo,
  type: TargetType,
  byBrand: boolean,
  year: number,
  month: number,
  filter: ReportFilter | null,
): Promise<AchievementReport> {
  const params = monthParams(year, month, filter);
  // Both at once, awaited together: a join started alone and awaited only after the totals would be left
  // without a handler when the totals fail first (an unhandled rejection when the reference lists fail too).
  const [totals, resolved] = await Promise.all([
    withMessage('Failed to fetch targets', fetchAchievementTotals(ctx, type === TargetType.QUANTITY, params)),
    joinFor(ctx, achievementRelations, selectionOf(info).get('rows')),
  ]);
  const days = {
    daysInMonth: totals[0]?.DaysInMonth ?? new Date(Date.UTC(year, month, 0)).getUTCDate(),
    daysElapsed: totals[0]?.DaysElapsed ?? 0,
  };
  if (!byBrand) {
    return {
      ...days,
      rows: totals.map((row) => ({
        teamMember: resolved.member(row.TeamMemberID),
        brand: null,
        target: row.Target,
        actual: row.Actual,
        ...achievementOf(row.Target, row.Actual, row.DaysElapsed, row.DaysInMonth),
      })),
    };
  }
  const lines = await withMessage(
    'Failed to fetch targets',
    fetchTargetLines(ctx, type === TargetType.QUANTITY, params),
  );
  return {
    ...days,
    rows: lines.map((row) => ({
      teamMember: resolved.member(row.TeamMemberID),
      brand: resolved.brand(row.BrandID),
      target: row.Target,
      actual: row.Actual,
      ...achievementOf(row.Target, row.Actual, days.daysElapsed, days.daysInMonth),
    })),
  };
}

@Resolver()
export class SalesResolver {
  @Page('Daily Sales')
  @Query(() => [SalesDay], {
    description:
      "Sales per day, oldest first. 'Failed to fetch daily sales data' when the upstream fails. Page: Daily Sales.",
  })
  async dailySales(
    @Arg('filter', () => ReportFilter, { nullable: true }) filter: ReportFilter | null,
    @Ctx() ctx: Context,
  ): Promise<SalesDay[]> {
    const { params } = checkReportFilter(filter);
    return (await withMessage('Failed to fetch daily sales data', fetchDailySales(ctx, params))).map(toSalesDay);
  }

  @Page('Daily Sales')
  @Query(() => [Sale], { description: 'The latest 200 sale lines, newest first. Page: Daily Sales.' })
  async recentSales(
    @Arg('filter', () => ReportFilter, { nullable: true }) filter: ReportFilter | null,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<Sale[]> {
    const { params } = checkReportFilter(filter);
    const [rows, join] = await Promise.all([
      withMessage('Failed to fetch daily sales data', fetchRecentSales(ctx, params)),
      joinFor(ctx, saleRelations, selectionOf(info)),
    ]);
    return rows.map((row) => toSale(row, join));
  }

  @Page('Daily Sales')
  @Query(() => [SaleReportRow], {
    description: 'Sales per brand and channel between two days (default: the last 30). Page: Daily Sales.',
  })
  async saleReport(
    @Arg('countryId', () => Int, { nullable: true, description: 'CountryID; null or 0 = all.' }) countryId:
      | number
      | null,
    @Arg('channelId', () => Int, { nullable: true, description: 'ChannelID; null or 0 = all.' }) channelId:
      | number
      | null,
    @Arg('managerId', () => Int, { nullable: true, description: 'ManagerID; null or 0 = all.' }) managerId:
      | number
      | null,
    @Arg('dateFrom', () => String, { nullable: true, description: 'YYYY-MM-DD.' }) dateFrom: string | null,
    @Arg('dateTo', () => String, { nullable: true, description: 'YYYY-MM-DD.' }) dateTo: string | null,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<SaleReportRow[]> {
    const { params } = checkReportFilter({ channelId, managerId, fromDate: dateFrom, toDate: dateTo });
    const upstream = {
      CountryID: optionalId('countryId', countryId),
      ChannelID: params.ChannelID,
      ManagerID: params.ManagerID,
      DateFrom: params.FromDate,
      DateTo: params.ToDate,
    };
    const [rows, join] = await Promise.all([
      withMessage('Failed to fetch the sale report', fetchSaleReport(ctx, upstream)),
      joinFor(ctx, saleReportRowRelations, selectionOf(info)),
    ]);
    return rows.map((row) => ({
      brand: join.brand(row.BrandID),
      channel: join.channel(row.ChannelID),
      lines: row.Lines,
      stores: row.Stores,
      quantity: row.Quantity,
      value: row.Value,
    }));
  }

  @Page('Promoter Target Setting')
  @Query(() => [MonthlyTarget], {
    description: 'The targets of a month, of one type or both. Page: Promoter Target Setting.',
  })
  async monthlyTargets(
    @Arg('year', () => Int) year: number,
    @Arg('month', () => Int) month: number,
    @Arg('type', () => TargetType, { nullable: true }) type: TargetType | null,
    @Arg('teamMemberId', () => Int, { nullable: true }) teamMemberId: number | null,
    @Arg('brandId', () => Int, { nullable: true }) brandId: number | null,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<MonthlyTarget[]> {
    const params = {
      ...checkMonth(year, month),
      TargetType: type ?? '',
      TeamMemberID: optionalId('teamMemberId', teamMemberId),
      BrandID: optionalId('brandId', brandId),
    } as const;
    const [rows, join] = await Promise.all([
      withMessage('Failed to fetch targets', fetchMonthlyTargets(ctx, params)),
      joinFor(ctx, monthlyTargetRelations, selectionOf(info)),
    ]);
    return rows.map((row) => ({
      teamMember: join.member(row.TeamMemberID),
      teamMemberId: row.TeamMemberID,
      brand: join.brand(row.BrandID),
      brandId: row.BrandID,
      year: row.Year,
      month: row.Month,
      type: row.TargetType as TargetType,
      target: row.Target,
    }));
  }

  @Page('Promoter Target Setting')
  @Mutation(() => TargetsSaved, {
    description:
      `Sets targets of one month and type (at most ${MAX_TARGETS}); setting one again changes ` +
      'it. Every target is checked before the first is sent (a bad one is named, ' +
      'targets[i].field, and nothing is sent); then each is sent on its own call ' +
      `(MonthlyTargetAdd, ${TARGET_CALLS_IN_FLIGHT} at a time) and its outcome reported. Page: ` +
      'Promoter Target Setting.',
  })
  async setMonthlyTargets(
    @Arg('year', () => Int) year: number,
    @Arg('month', () => Int) month: number,
    @Arg('type', () => TargetType) type: TargetType,
    @Arg('targets', () => [TargetInput]) targets: TargetInput[],
    @Ctx() ctx: Context,
  ): Promise<TargetsSaved> {
    const params = checkMonth(year, month);
    const refs = await ctx.refs.load(['members', 'brands', 'teamTypes'], ctx.log);
    const checks = new InputChecks();
    if (targets.length === 0) checks.fail('targets', 'targets must hold at least one target');
    if (targets.length > MAX_TARGETS) checks.fail('targets', `targets may hold at most ${MAX_TARGETS} entries`);
    const seen = new Set<string>();
    targets.forEach((entry, index) => {
      const at = `targets[${index}]`;
      const member = refs.members?.byId.get(entry.teamMemberId);
      if (!member)
        checks.fail(`${at}.teamMemberId`, `Row ${index + 1}: team member ${entry.teamMemberId} does not exist`);
      else if (refs.teamTypes?.byId.get(member.TeamTypeID)?.TakesTargets !== 1) {
        checks.fail(
          `${at}.teamMemberId`,
          `Row ${index + 1}: ${member.TeamMemberName} is not of a team type that takes targets`,
        );
      }
      if (!refs.brands?.byId.has(entry.brandId))
        checks.fail(`${at}.brandId`, `Row ${index + 1}: brand ${entry.brandId} does not exist`);
      const decimals = type === TargetType.QUANTITY ? 0 : 2;
      if (
        !Number.isFinite(entry.target) ||
        entry.target < 0 ||
        entry.target > MAX_TARGET ||
        Math.round(entry.target * 10 ** decimals) !== entry.target * 10 ** decimals
      ) {
        const kind = type === TargetType.QUANTITY ? 'a whole number' : 'an amount with at most 2 decimals';
        checks.fail(`${at}.target`, `Row ${index + 1}: the target must be ${kind} of 0 or more`);
      }
      const key = `${entry.teamMemberId}:${entry.brandId}`;
      if (seen.has(key)) checks.fail(`${at}.brandId`, `Row ${index + 1}: this member and brand appear twice`);
      seen.add(key);
    });
    checks.done();
    // The description's shape: one target per call, by the monthly target's fields.
    const outcomes = await mapBounded(targets, TARGET_CALLS_IN_FLIGHT, async (entry): Promise<TargetOutcome> => {
      const cell = { teamMemberId: entry.teamMemberId, brandId: entry.brandId, target: entry.target };
      try {
        await saveTarget(ctx, {
          TeamMemberID: entry.teamMemberId,
          Month: params.Month,
          Year: params.Year,
          Target: entry.target,
          TargetType: type,
          BrandID: entry.brandId,
        });
        return { ...cell, saved: true, code: null, message: null };
      } catch (error) {
        const refusal = toGraphQLError(fromWriteRefusal(error));
        return { ...cell, saved: false, code: String(refusal.extensions.code), message: refusal.message };
      }
    });
    const saved = outcomes.filter((outcome) => outcome.saved).length;
    return { saved, failed: outcomes.length - saved, outcomes, year, month, type };
  }

  @Page('Promoter Target Setting')
  @Query(() => [TeamMember], {
    description:
      'The active members of the team types that take targets, by name, of one region when ' +
      'regionId is given. Page: Promoter Target Setting.',
  })
  async targetMembers(
    @Arg('regionId', () => Int, { nullable: true, description: 'RegionID; null or 0 = all.' }) regionId: number | null,
    @Ctx() ctx: Context,
  ): Promise<TeamMember[]> {
    const region = optionalId('regionId', regionId);
    const refs = await ctx.refs.load(['members', 'teamTypes', 'regions'], ctx.log);
    const takesTargets = new Set(
      (refs.teamTypes?.rows ?? []).filter((row) => row.TakesTargets === 1).map((row) => row.TeamTypeID),
    );
    const join = joinOf(refs);
    return (refs.members?.rows ?? [])
      .filter(
        (row) =>
          takesTargets.has(row.TeamTypeID) && row.ActiveStatus === 1 && (region === 0 || row.RegionID === region),
      )
      .map((row) => join.member(row.TeamMemberID))
      .filter((member): member is TeamMember => member !== null)
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  @Page('Target And Achivement')
  @Query(() => AchievementReport, {
    description:
      'Quantity achievement of a month per team member (byBrand: per member and brand), with the ' +
      'month-end projection. Page: Target And Achivement.',
  })
  achievementByQuantity(
    @Arg('year', () => Int) year: number,
    @Arg('month', () => Int) month: number,
    @Arg('byBrand', () => Boolean, { defaultValue: false }) byBrand: boolean,
    @Arg('filter', () => ReportFilter, { nullable: true, description: 'Only brandId, regionId and managerId apply.' })
    filter: ReportFilter | null,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<AchievementReport> {
    return achievementReport(ctx, info, TargetType.QUANTITY, byBrand, year, month, filter);
  }

  @Page('Target And Achivement')
  @Query(() => AchievementReport, {
    description:
      'Value achievement of a month per team member (byBrand: per member and brand), with the ' +
      'month-end projection. Page: Target And Achivement.',
  })
  achievementByValue(
    @Arg('year', () => Int) year: number,
    @Arg('month', () => Int) month: number,
    @Arg('byBrand', () => Boolean, { defaultValue: false }) byBrand: boolean,
    @Arg('filter', () => ReportFilter, { nullable: true, description: 'Only brandId, regionId and managerId apply.' })
    filter: ReportFilter | null,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<AchievementReport> {
    return achievementReport(ctx, info, TargetType.VALUE, byBrand, year, month, filter);
  }

  @Page('Dashboard')
  @Query(() => Dashboard, {
    description:
      'The dashboard over the filter: ask for the parts you show; they are fetched in parallel. Page: Dashboard.',
  })
  dashboard(@Arg('filter', () => ReportFilter, { nullable: true }) filter: ReportFilter | null): Dashboard {
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
        ...achievementOf(sums.target, sums.actual, days.elapsed, days.inMonth),
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
