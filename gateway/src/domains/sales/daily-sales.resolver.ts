// Sales: the Daily Sales page (sales per day, the latest sale lines, the sale report by brand and channel).

import type { GraphQLResolveInfo } from 'graphql';
import { GraphQLLocalDate } from 'graphql-scalars';
import { Arg, Ctx, Info, Int, Query, Resolver } from 'type-graphql';
import type { Context } from '../../platform/graphql/context.js';
import { withMessage } from '../../platform/graphql/errors.js';
import { checkPaging, PageLimit, PageOffset } from '../../platform/graphql/paging.js';
import { listRows } from '../../platform/graphql/query-cost.js';
import { InputChecks, optionalId } from '../../platform/graphql/validate.js';
import { Page } from '../../platform/permissions/page.js';
import { COMMON_FILTERS, Honours } from '../../platform/reports/honoured.js';
import { checkReportFilter, REPORT_FILTER_DESCRIPTION, ReportFilter } from '../../platform/reports/report-filter.js';
import { reportPage, reportQuery } from '../reference/report-query.js';
import { MAX_SALE_LINES_PAGE, RECENT_SALES, saleLinePage } from './sale-lines.js';
import { toSale, toSalesDay } from './sales.mapper.js';
import { fetchDailySales, fetchRecentSales, fetchSaleReport } from './sales.rest.js';
import { Sale, SaleLinePage, SaleReportRow, SalesDay, saleRelations, saleReportRowRelations } from './sales.types.js';

/** The sale report's filter: `filter`, with the deprecated arguments of its fields; a field given both ways is
 *  refused. */
function withOldArguments(
  filter: ReportFilter | null,
  old: { channelId: number | null; managerId: number | null; fromDate: string | null; toDate: string | null },
): ReportFilter {
  const checks = new InputChecks();
  const merged: ReportFilter = { ...filter };
  const names = { channelId: 'channelId', managerId: 'managerId', fromDate: 'dateFrom', toDate: 'dateTo' } as const;
  for (const key of Object.keys(names) as (keyof typeof names)[]) {
    const value = old[key];
    if (value === null || value === undefined) continue;
    if (filter?.[key] !== null && filter?.[key] !== undefined)
      checks.fail(`filter.${key}`, `Give filter.${key} or ${names[key]}, not both`);
    else Object.assign(merged, { [key]: value });
  }
  if (filter?.period && (old.fromDate || old.toDate))
    checks.fail('filter.period', 'Give filter.period or filter.fromDate and filter.toDate, not both');
  checks.done();
  return merged;
}

@Resolver()
export class DailySalesResolver {
  @Page('Daily Sales')
  @Honours(COMMON_FILTERS)
  @Query(() => [SalesDay], {
    complexity: listRows(366),
    description:
      "Sales per day, oldest first. 'Failed to fetch daily sales data' when the upstream fails. Page: Daily Sales.",
  })
  async dailySales(
    @Arg('filter', () => ReportFilter, { nullable: true, description: REPORT_FILTER_DESCRIPTION })
    filter: ReportFilter | null,
    @Ctx() ctx: Context,
  ): Promise<SalesDay[]> {
    const { params } = checkReportFilter(filter);
    return (await withMessage('Failed to fetch daily sales data', fetchDailySales(ctx, params))).map(toSalesDay);
  }

  @Page('Daily Sales')
  @Honours(COMMON_FILTERS)
  @Query(() => [Sale], {
    complexity: listRows(RECENT_SALES),
    description:
      `The latest ${RECENT_SALES} sale lines, newest first (saleLines: every line a page at a time, with how many ` +
      'match). Page: Daily Sales.',
  })
  async recentSales(
    @Arg('filter', () => ReportFilter, { nullable: true, description: REPORT_FILTER_DESCRIPTION })
    filter: ReportFilter | null,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<Sale[]> {
    const [rows, join] = await reportQuery(ctx, info, filter, {
      message: 'Failed to fetch daily sales data',
      relations: saleRelations,
      fetch: (params) => fetchRecentSales(ctx, params),
    });
    return rows.map((row) => toSale(row, join));
  }

  @Page('Daily Sales')
  @Honours(COMMON_FILTERS)
  @Query(() => SaleLinePage, {
    description:
      'Every sale line over the filter, newest first, a page at a time, and how many match (RecnetSales answers ' +
      `the latest ${RECENT_SALES} of a range: a page is read in runs of whole days). Page: Daily Sales.`,
  })
  async saleLines(
    @Arg('filter', () => ReportFilter, { nullable: true, description: REPORT_FILTER_DESCRIPTION })
    filter: ReportFilter | null,
    @PageLimit(50, MAX_SALE_LINES_PAGE) limit: number,
    @PageOffset() offset: number,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<SaleLinePage> {
    checkPaging(limit, offset, MAX_SALE_LINES_PAGE);
    const [page, join] = await reportPage(ctx, info, filter, limit, offset, {
      message: 'Failed to fetch daily sales data',
      relations: saleRelations,
      fetch: (params, paging) => saleLinePage(ctx, params, paging),
    });
    return { total: page.total, items: page.rows.map((row) => toSale(row, join)) };
  }

  @Page('Daily Sales')
  @Honours(['channelId', 'managerId', 'fromDate', 'toDate'])
  @Query(() => [SaleReportRow], {
    complexity: listRows(1_000),
    description:
      'Sales per brand and channel between two days (default: the last 30); SaleReport takes a country, a channel, ' +
      'a manager and the dates only. Page: Daily Sales.',
  })
  async saleReport(
    @Arg('countryId', () => Int, { nullable: true, description: 'CountryID; null or 0 = all.' }) countryId:
      | number
      | null,
    @Arg('channelId', () => Int, {
      nullable: true,
      description: 'ChannelID; null or 0 = all.',
      deprecationReason: 'Use `filter.channelId`',
    })
    channelId: number | null,
    @Arg('managerId', () => Int, {
      nullable: true,
      description: 'ManagerID; null or 0 = all.',
      deprecationReason: 'Use `filter.managerId`',
    })
    managerId: number | null,
    @Arg('dateFrom', () => GraphQLLocalDate, {
      nullable: true,
      description: 'YYYY-MM-DD.',
      deprecationReason: 'Use `filter.fromDate`',
    })
    dateFrom: string | null,
    @Arg('dateTo', () => GraphQLLocalDate, {
      nullable: true,
      description: 'YYYY-MM-DD.',
      deprecationReason: 'Use `filter.toDate`',
    })
    dateTo: string | null,
    @Arg('filter', () => ReportFilter, { nullable: true, description: REPORT_FILTER_DESCRIPTION })
    given: ReportFilter | null,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<SaleReportRow[]> {
    const filter = withOldArguments(given, { channelId, managerId, fromDate: dateFrom, toDate: dateTo });
    const [rows, join] = await reportQuery(ctx, info, filter, {
      message: 'Failed to fetch the sale report',
      relations: saleReportRowRelations,
      fetch: (params) =>
        fetchSaleReport(ctx, {
          CountryID: optionalId('countryId', countryId),
          ChannelID: params.ChannelID,
          ManagerID: params.ManagerID,
          DateFrom: params.FromDate,
          DateTo: params.ToDate,
        }),
    });
    return rows.map((row) => ({
      brand: join.brand(row.BrandID),
      channel: join.channel(row.ChannelID),
      lines: row.Lines,
      stores: row.Stores,
      quantity: row.Quantity,
      value: row.Value,
    }));
  }
}
