// Store-check reports: display checks (summary, trend, detail, low stock, by date, by week) and
// stock (latest counts, status), each one upstream call over the shared ReportFilter, with stores,
// products, brands and members joined from the cached reference lists (no call per row).
// Pages: Summary, Detail, Stock Report, By Date, By Week, Stock.

import type { GraphQLResolveInfo } from 'graphql';
import { GraphQLLocalDate } from 'graphql-scalars';
import { Arg, Ctx, Info, Int, Mutation, Query, Resolver } from 'type-graphql';
import { businessYear } from '../../platform/business-day.js';
import { MAX_AGGREGATE_ROWS } from '../../platform/graphql/aggregate.js';
import type { Context } from '../../platform/graphql/context.js';
import { withMessage } from '../../platform/graphql/errors.js';
import { MAX_PAGE_ROWS, PageLimit, PageOffset } from '../../platform/graphql/paging.js';
import { DEFAULT_LIST_ROWS, listRows } from '../../platform/graphql/query-cost.js';
import { selectionOf } from '../../platform/graphql/selection.js';
import { sortedPage, sortedPageCost } from '../../platform/graphql/sorted-page.js';
import { InputChecks, intInRange, requiredId } from '../../platform/graphql/validate.js';
import { Page, SignedIn } from '../../platform/permissions/page.js';
import { COMMON_FILTERS, DATE_FILTERS, Honours, ID_FILTERS, WEEK_FILTERS } from '../../platform/reports/honoured.js';
import {
  checkReportFilter,
  parseDay,
  REPORT_FILTER_DESCRIPTION,
  ReportFilter,
} from '../../platform/reports/report-filter.js';
import type { Row } from '../../platform/upstream/contract.js';
import { Brand, brandRelations } from '../brands/brands.types.js';
import { type Join, joinFor } from '../reference/joins.js';
import { reportPage, reportQuery, withJoin } from '../reference/report-query.js';
import { CheckLineOrder, ORDER_NEEDS, sortLines } from './check-line-order.js';
import {
  type CheckMeasures,
  DisplayCheckBrandRow,
  DisplayCheckDay,
  type DisplayCheckLine,
  DisplayCheckLinePage,
  DisplayCheckTrendPoint,
  DisplayCheckWeek,
  displayCheckBrandRowRelations,
  displayCheckLineRelations,
  displayCheckTrendPointRelations,
  EmailReceipt,
  StockPage,
  type StockRow,
  StockStatusRow,
  stockRowRelations,
  stockStatusRowRelations,
  Week,
} from './checks.types.js';
import { reportEmail } from './report-email.js';
import {
  emailLowStock,
  fetchCheckLines,
  fetchCheckSummary,
  fetchChecksByDate,
  fetchChecksByWeek,
  fetchCheckTrend,
  fetchManagerBrands,
  fetchStock,
  fetchStockStatus,
  fetchWeeks,
} from './reports.rest.js';
import { STOCK_ORDER_NEEDS, StockOrder, sortCounts } from './stock-order.js';

type Measured = Row<'CheckMeasures'>;
type LineRow = Row<'CheckLine'>;

export const toMeasures = (row: Measured): CheckMeasures => ({
  visits: row.Visits,
  stores: row.Stores,
  lines: row.Lines,
  displayedQty: row.DisplayedQty,
  stockQty: row.StockQty,
  lowStockLines: row.LowStockLines,
  lowStockRate: row.Lines > 0 ? row.LowStockLines / row.Lines : 0,
});

/** Measures of raw lines, the same way the services aggregate them. */
export function measureLines(rows: readonly LineRow[]): CheckMeasures {
  const visits = new Set<number>();
  const stores = new Set<number>();
  let displayed = 0;
  let stock = 0;
  let low = 0;
  for (const row of rows) {
    visits.add(row.VisitID);
    stores.add(row.StoreID);
    displayed += row.DisplayedQty;
    stock += row.StockQty;
    low += row.LowStock;
  }
  return toMeasures({
    Visits: visits.size,
    Stores: stores.size,
    Lines: rows.length,
    DisplayedQty: displayed,
    StockQty: stock,
    LowStockLines: low,
  });
}

const isMeasured = (value: unknown): value is Measured =>
  typeof value === 'object' && value !== null && typeof (value as { Lines?: unknown }).Lines === 'number';

function toLine(row: LineRow, join: Join): DisplayCheckLine {
  return {
    visitId: row.VisitID,
    date: row.VisitDate,
    visitDate: row.VisitDate,
    store: join.store(row.StoreID),
    teamMember: join.member(row.TeamMemberID),
    product: join.product(row.ProductID),
    brand: join.brand(row.BrandID),
    category: join.category(row.ProductCategoryID),
    displayedQty: row.DisplayedQty,
    stockQty: row.StockQty,
    lowStock: row.LowStock === 1,
  };
}

const LINE_ORDER_DESCRIPTION =
  'The order of the whole result before it is paged; null = newest first, as the base answers. A sorted list is ' +
  `read whole by the gateway (at most ${MAX_AGGREGATE_ROWS.toLocaleString('en-US')} lines; more is refused with ` +
  'BAD_USER_INPUT on filter).';

/** The lines in the order asked: the whole result read once for the member's pages of it, sorted, then cut. */
async function sortedLinePage(
  ctx: Context,
  info: GraphQLResolveInfo,
  endpoint: 'DispalyCheckDetail' | 'DispalyCheckDetail_LowStock',
  filter: ReportFilter | null,
  limit: number,
  offset: number,
  order: CheckLineOrder,
): Promise<DisplayCheckLinePage> {
  const { params } = checkReportFilter(filter);
  const page = await sortedPage(
    ctx,
    {
      base: 'main',
      endpoint,
      params,
      order,
      rows: 'lines',
      message: 'Failed to fetch display checks',
      join: () => joinFor(ctx, displayCheckLineRelations, selectionOf(info).get('items'), ORDER_NEEDS[order.field]),
      sort: (rows, join) => sortLines(rows, order, join),
    },
    limit,
    offset,
  );
  return {
    total: page.whole.length,
    totals: measureLines(page.whole),
    items: page.items.map((row) => toLine(row, page.join)),
  };
}

async function linePage(
  ctx: Context,
  info: GraphQLResolveInfo,
  endpoint: 'DispalyCheckDetail' | 'DispalyCheckDetail_LowStock',
  filter: ReportFilter | null,
  limit: number,
  offset: number,
  order: CheckLineOrder | null,
): Promise<DisplayCheckLinePage> {
  if (order) return sortedLinePage(ctx, info, endpoint, filter, limit, offset, order);
  const [page, join] = await reportPage(ctx, info, filter, limit, offset, {
    message: 'Failed to fetch display checks',
    relations: displayCheckLineRelations,
    fetch: (params, paging) => fetchCheckLines(ctx, endpoint, params, paging),
  });
  const totals = page.whole
    ? measureLines(page.whole)
    : isMeasured(page.totals)
      ? toMeasures(page.totals)
      : measureLines(page.rows);
  return { total: page.total, totals, items: page.rows.map((row) => toLine(row, join)) };
}

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

  @Page('Detail')
  @Honours(COMMON_FILTERS)
  @Query(() => DisplayCheckLinePage, {
    complexity: sortedPageCost,
    description:
      `Display-check lines, newest first or in orderBy, a page at a time (limit 1 to ${MAX_PAGE_ROWS}), with ` +
      'totals. Page: Detail.',
  })
  displayCheckDetail(
    @Arg('filter', () => ReportFilter, { nullable: true, description: REPORT_FILTER_DESCRIPTION })
    filter: ReportFilter | null,
    @PageLimit() limit: number,
    @PageOffset() offset: number,
    @Arg('orderBy', () => CheckLineOrder, { nullable: true, description: LINE_ORDER_DESCRIPTION })
    orderBy: CheckLineOrder | null,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<DisplayCheckLinePage> {
    return linePage(ctx, info, 'DispalyCheckDetail', filter, limit, offset, orderBy);
  }

  @Page('Stock Report')
  @Honours(COMMON_FILTERS)
  @Query(() => DisplayCheckLinePage, {
    complexity: sortedPageCost,
    description:
      'Low-stock lines (fewer than 5 units in stock), newest first or in orderBy, with totals. Page: Stock Report.',
  })
  lowStockChecks(
    @Arg('filter', () => ReportFilter, { nullable: true, description: REPORT_FILTER_DESCRIPTION })
    filter: ReportFilter | null,
    @PageLimit() limit: number,
    @PageOffset() offset: number,
    @Arg('orderBy', () => CheckLineOrder, { nullable: true, description: LINE_ORDER_DESCRIPTION })
    orderBy: CheckLineOrder | null,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<DisplayCheckLinePage> {
    return linePage(ctx, info, 'DispalyCheckDetail_LowStock', filter, limit, offset, orderBy);
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
  @Query(() => StockPage, {
    complexity: sortedPageCost,
    description:
      'The latest stock count of each store and product in the range, in orderBy, a page at a time. Page: Stock.',
  })
  async stockList(
    @Arg('filter', () => ReportFilter, { nullable: true, description: REPORT_FILTER_DESCRIPTION })
    filter: ReportFilter | null,
    @PageLimit() limit: number,
    @PageOffset() offset: number,
    @Arg('orderBy', () => StockOrder, {
      nullable: true,
      description:
        "The order of the whole result before it is paged; null = the base's order. A sorted list is read whole by " +
        `the gateway (at most ${MAX_AGGREGATE_ROWS.toLocaleString('en-US')} counts; more is refused with ` +
        'BAD_USER_INPUT on filter).',
    })
    orderBy: StockOrder | null,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<StockPage> {
    const toItem = (row: Row<'StockRow'>, join: Join): StockRow => ({
      store: join.store(row.StoreID),
      product: join.product(row.ProductID),
      brand: join.brand(row.BrandID),
      quantity: row.Quantity,
      snapshotDate: row.SnapshotDate,
    });
    const quantityOf = (rows: readonly { Quantity: number }[]) => rows.reduce((sum, row) => sum + row.Quantity, 0);
    if (orderBy) {
      const { params } = checkReportFilter(filter);
      const needs = STOCK_ORDER_NEEDS[orderBy.field] ?? [];
      const page = await sortedPage(
        ctx,
        {
          base: 'main',
          endpoint: 'StockLIST',
          params,
          order: orderBy,
          rows: 'counts',
          message: 'Failed to fetch stock',
          join: () => joinFor(ctx, stockRowRelations, selectionOf(info).get('items'), needs),
          sort: (rows, join) => sortCounts(rows, orderBy, join),
        },
        limit,
        offset,
      );
      return {
        total: page.whole.length,
        totalQuantity: quantityOf(page.whole),
        items: page.items.map((row) => toItem(row, page.join)),
      };
    }
    const [page, join] = await reportPage(ctx, info, filter, limit, offset, {
      message: 'Failed to fetch stock',
      relations: stockRowRelations,
      fetch: (params, paging) => fetchStock(ctx, params, paging),
    });
    const items: StockRow[] = page.rows.map((row) => toItem(row, join));
    const given = (page.totals as { Quantity?: unknown } | undefined)?.Quantity;
    const totalQuantity = page.whole
      ? quantityOf(page.whole)
      : typeof given === 'number'
        ? given
        : quantityOf(page.rows);
    return { total: page.total, totalQuantity, items };
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
