// Store-check reports: display checks (summary, trend, by date, by week) and stock status, each one upstream call
// over the shared ReportFilter, with stores, products, brands and members joined from the cached reference lists (no
// call per row); the low-stock e-mail; the ISO weeks and a manager's brands. The paged lists (Detail, Stock Report,
// Stock) are declared in checks.lists.ts. Pages: Summary, By Date, By Week, Stock, Stock Report.

import type { GraphQLResolveInfo } from 'graphql';
import { GraphQLLocalDate } from 'graphql-scalars';
import { Arg, Ctx, Info, Int, Mutation, Query, Resolver } from 'type-graphql';
import { businessYear } from '../../platform/business-day.js';
import type { Context } from '../../platform/graphql/context.js';
import { withMessage } from '../../platform/graphql/errors.js';
import { DEFAULT_LIST_ROWS, listRows } from '../../platform/graphql/query-cost.js';
import { selectionOf } from '../../platform/graphql/selection.js';
import { InputChecks, intInRange, requiredId } from '../../platform/graphql/validate.js';
import { Page, SignedIn } from '../../platform/permissions/page.js';
import { COMMON_FILTERS, DATE_FILTERS, Honours, ID_FILTERS, WEEK_FILTERS } from '../../platform/reports/honoured.js';
import {
  checkReportFilter,
  parseDay,
  REPORT_FILTER_DESCRIPTION,
  ReportFilter,
} from '../../platform/reports/report-filter.js';
import { Brand, brandRelations } from '../brands/brands.types.js';
import { joinFor } from '../reference/joins.js';
import { reportQuery, withJoin } from '../reference/report-query.js';
import { toMeasures } from './checks.mapper.js';
import {
  DisplayCheckBrandRow,
  DisplayCheckDay,
  DisplayCheckTrendPoint,
  DisplayCheckWeek,
  displayCheckBrandRowRelations,
  displayCheckTrendPointRelations,
  EmailReceipt,
  StockStatusRow,
  stockStatusRowRelations,
  Week,
} from './checks.types.js';
import { reportEmail } from './report-email.js';
import {
  emailLowStock,
  fetchCheckSummary,
  fetchChecksByDate,
  fetchChecksByWeek,
  fetchCheckTrend,
  fetchManagerBrands,
  fetchStockStatus,
  fetchWeeks,
} from './reports.rest.js';

@Resolver()
export class ChecksResolver {
  @Page('Summary')
  @Honours(COMMON_FILTERS)
  @Query(() => [DisplayCheckBrandRow], {
    complexity: listRows(DEFAULT_LIST_ROWS),
    description: 'Display checks by brand over the filter. Page: Summary.',
  })
  async displayCheckSummary(
    @Arg('filter', () => ReportFilter, { nullable: true, description: REPORT_FILTER_DESCRIPTION })
    filter: ReportFilter | null,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<DisplayCheckBrandRow[]> {
    const [rows, join] = await reportQuery(ctx, info, filter, {
      message: 'Failed to fetch display checks',
      relations: displayCheckBrandRowRelations,
      fetch: (params) => fetchCheckSummary(ctx, params),
    });
    return rows.map((row) => ({ ...toMeasures(row), brand: join.brand(row.BrandID) }));
  }

  @Page('Summary')
  @Honours(COMMON_FILTERS)
  @Query(() => [DisplayCheckTrendPoint], {
    complexity: listRows(1_000),
    description: 'Display checks per ISO week and brand (trend lines). Page: Summary.',
  })
  async displayCheckTrend(
    @Arg('filter', () => ReportFilter, { nullable: true, description: REPORT_FILTER_DESCRIPTION })
    filter: ReportFilter | null,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<DisplayCheckTrendPoint[]> {
    const [rows, join] = await reportQuery(ctx, info, filter, {
      message: 'Failed to fetch display checks',
      relations: displayCheckTrendPointRelations,
      fetch: (params) => fetchCheckTrend(ctx, params),
    });
    return rows.map((row) => ({
      ...toMeasures(row),
      year: row.Year,
      week: row.WeekNo,
      fromDate: row.FromDate,
      brand: join.brand(row.BrandID),
    }));
  }

  @Page('By Date')
  @Honours(COMMON_FILTERS)
  @Query(() => [DisplayCheckDay], {
    complexity: listRows(366),
    description: 'Display checks per day, oldest first. Page: By Date.',
  })
  async displayChecksByDate(
    @Arg('filter', () => ReportFilter, { nullable: true, description: REPORT_FILTER_DESCRIPTION })
    filter: ReportFilter | null,
    @Ctx() ctx: Context,
  ): Promise<DisplayCheckDay[]> {
    const { params } = checkReportFilter(filter);
    const rows = await withMessage('Failed to fetch display checks', fetchChecksByDate(ctx, params));
    return rows.map((row) => ({ ...toMeasures(row), date: row.VisitDate }));
  }

  @Page('By Week')
  @Honours([...COMMON_FILTERS, ...WEEK_FILTERS])
  @Query(() => [DisplayCheckWeek], {
    complexity: listRows(53),
    description:
      'Display checks per ISO week within filter.fromWeek..toWeek (default 1 to 52); without ' +
      'dates from 1 January of this year to today. Page: By Week.',
  })
  async displayChecksByWeek(
    @Arg('filter', () => ReportFilter, { nullable: true, description: REPORT_FILTER_DESCRIPTION })
    filter: ReportFilter | null,
    @Ctx() ctx: Context,
  ): Promise<DisplayCheckWeek[]> {
    const { params, weeks } = checkReportFilter(filter, new Date(), { yearToDate: true });
    const rows = await withMessage('Failed to fetch display checks', fetchChecksByWeek(ctx, { ...params, ...weeks }));
    return rows.map((row) => ({ ...toMeasures(row), year: row.Year, week: row.WeekNo, fromDate: row.FromDate }));
  }

  @Page('Stock')
  @Honours(COMMON_FILTERS)
  @Query(() => [StockStatusRow], {
    complexity: listRows(2_000),
    description: 'Stock per product at startingDate (default filter.fromDate) and at filter.toDate. Page: Stock.',
  })
  async stockStatus(
    @Arg('filter', () => ReportFilter, { nullable: true, description: REPORT_FILTER_DESCRIPTION })
    filter: ReportFilter | null,
    @Arg('startingDate', () => GraphQLLocalDate, {
      nullable: true,
      description: 'YYYY-MM-DD, on or before filter.toDate.',
    })
    startingDate: string | null,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<StockStatusRow[]> {
    const { params } = checkReportFilter(filter);
    const checks = new InputChecks();
    const start = startingDate?.trim() || params.FromDate;
    if (parseDay(start) === undefined) checks.fail('startingDate', 'startingDate must be a date written YYYY-MM-DD');
    else if (start > params.ToDate) checks.fail('startingDate', 'startingDate must not be after filter.toDate');
    checks.done();
    const [rows, join] = await withJoin(
      ctx,
      'Failed to fetch stock',
      fetchStockStatus(ctx, { ...params, StartingDate: start }),
      stockStatusRowRelations,
      selectionOf(info),
    );
    return rows.map((row) => ({
      product: join.product(row.ProductID),
      brand: join.brand(row.BrandID),
      stores: row.Stores,
      openingQty: row.OpeningQty,
      closingQty: row.ClosingQty,
      change: row.ClosingQty - row.OpeningQty,
    }));
  }

  @SignedIn()
  @Query(() => [Week], {
    complexity: listRows(53),
    description: "The ISO weeks of a year (default the business's current year) with their Mondays.",
  })
  async weeks(
    @Arg('year', () => Int, {
      nullable: true,
      description: "ISO week-numbering year, 2000 to 2100; null or absent = the business's current year.",
    })
    year: number | null,
    @Ctx() ctx: Context,
  ): Promise<Week[]> {
    const rows = await fetchWeeks(ctx, intInRange('year', year ?? businessYear(), 2000, 2100));
    return rows.map((row) => ({ week: row.WeekNo, weekNo: row.WeekNo, fromDate: row.FromDate }));
  }

  @SignedIn()
  @Query(() => [Brand], { description: 'The brands a manager is set up for, by name.' })
  async brandsForManager(
    @Arg('managerId', () => Int, { description: 'The manager (TeamMemberID).' }) managerId: number,
    @Ctx() ctx: Context,
  ): Promise<Brand[]> {
    requiredId('managerId', managerId);
    const [rows, join] = await Promise.all([
      fetchManagerBrands(ctx, managerId),
      joinFor(ctx, brandRelations, undefined, ['brands']),
    ]);
    return rows.map((row) => join.brand(row.BrandID)).filter((brand): brand is Brand => brand !== null);
  }

  @Page('Stock Report')
  @Honours(DATE_FILTERS, ID_FILTERS)
  @Mutation(() => EmailReceipt, {
    description:
      'E-mails the low-stock lines of the filter, as lowStockChecks lists them (HTML and a CSV); to the configured ' +
      "address when `to` is empty. 'Failed to email low stock report' when it cannot be sent. " +
      'Page: Stock Report.',
  })
  async emailLowStockReport(
    @Arg('filter', () => ReportFilter, { nullable: true, description: REPORT_FILTER_DESCRIPTION })
    filter: ReportFilter | null,
    @Arg('to', () => [String], {
      defaultValue: [],
      description: 'Addresses to send to, at most 20; empty (the default) = the configured address.',
    })
    to: string[],
    @Arg('cc', () => [String], { defaultValue: [], description: 'Addresses to copy, at most 20 (default none).' })
    cc: string[],
    @Ctx() ctx: Context,
  ): Promise<EmailReceipt> {
    const email = await reportEmail(ctx, filter, to, cc);
    const sent = await withMessage('Failed to email low stock report', emailLowStock(ctx, email.request));
    return { lines: sent?.Lines ?? 0, to: sent?.To ?? email.to, cc: sent?.Cc ?? email.cc };
  }
}
