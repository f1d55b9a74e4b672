// Paged reports declared, not wired. A list over the report filter, a page at a time, from one described endpoint
// is written as data: the screen's page, the filter fields it honours, the endpoint, the row's GraphQL type with its
// relations, and the mapper. pagedReport makes the rest as the hand-written report resolvers do: the query (filter,
// limit, offset and, for a list the gateway sorts, orderBy), its page type (total and items), its access and cost,
// the filter and page checked before any upstream call, and the rows' names joined from the reference lists their
// selection needs, loaded beside the rows.
import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, Field, Info, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { ResolverClass } from '../../platform/domain.js';
import type { Context } from '../../platform/graphql/context.js';
import { withMessage } from '../../platform/graphql/errors.js';
import { checkPaging, PageLimit, PageOffset } from '../../platform/graphql/paging.js';
import { selectionOf } from '../../platform/graphql/selection.js';
import { sortedPage, sortedPageCost } from '../../platform/graphql/sorted-page.js';
import { Page } from '../../platform/permissions/page.js';
import type { RefName } from '../../platform/reference/reference.rest.js';
import { Honours, type ReportFilterField } from '../../platform/reports/honoured.js';
import {
  checkReportFilter,
  REPORT_FILTER_DESCRIPTION,
  ReportFilter,
  type ReportParams,
} from '../../platform/reports/report-filter.js';
import type { BaseName, DataOf, EndpointOf } from '../../platform/upstream/contract.js';
import { type Join, joinFor } from './joins.js';
import type { Relations } from './reference.relations.js';
import { fetchReportPage } from './reference.rest.js';
import { reportPage } from './report-query.js';

type ClassOf<T> = new (...args: never[]) => T;
type RowOf<B extends BaseName, E extends EndpointOf<B>> = DataOf<B, E> extends readonly (infer R)[] ? R : never;

/** A list the gateway sorts: the described calls take no sort, so a sorted list is read whole and paged here. */
export interface ReportOrder<O, Row> {
  /** The orderBy input (a field and a direction). */
  type: ClassOf<O>;
  /** What orderBy does, for the schema. */
  description: string;
  /** The reference lists the order's keys are read from (a member's name, a store's code). */
  needs(order: O): readonly RefName[];
  /** The whole result in `order`. */
  sort(rows: readonly Row[], order: O, join: Join): Row[];
}

export interface PagedReport<B extends BaseName, E extends EndpointOf<B>, Item, Extra, O> {
  /** The query's name in the schema. */
  field: string;
  /** The screen's page: who may ask (`@Page`). */
  page: string;
  /** The report filter's fields the endpoint takes or the gateway applies; the others are refused (`@Honours`). */
  honours: readonly ReportFilterField[];
  /** The query's description, its page named. */
  description: string;
  /** The described base and endpoint the rows come from. */
  base: B;
  endpoint: E;
  /** The message of an upstream failure ('Failed to fetch transfers'). */
  message: string;
  /** The row's GraphQL type and what it joins (its `*Relations`). */
  item: ClassOf<Item>;
  relations: Relations;
  /** The page type's name ('TransferPage') and what its rows are called ('transfers'), for the schema's words. */
  pageType: { name: string; rows: string; order?: string };
  /** The page size by default and at most (50 and 10,000 unless given). */
  limit?: { default?: number; max?: number };
  /** What the mapper needs beyond the join, read beside the rows from the checked filter (a narrowing, names). */
  extra?(ctx: Context, params: ReportParams): Promise<Extra>;
  /** One upstream row as the GraphQL row. */
  map(row: RowOf<B, E>, join: Join, extra: Extra): Item;
  /** When the list can be sorted: the orderBy argument and the sort. */
  order?: ReportOrder<O, RowOf<B, E>>;
}

interface ReportPageShape<Item> {
  total: number;
  items: Item[];
}

/** The page type: how many rows match, and this page's. */
function pageTypeOf<Item>(item: ClassOf<Item>, type: { name: string; rows: string; order?: string }) {
  @ObjectType(type.name, { description: `A page of ${type.rows} and how many match.` })
  class ReportPageType implements ReportPageShape<Item> {
    @Field(() => Int, { description: `${capital(type.rows)} matching the filter, all of them (not only this page).` })
    total!: number;
    @Field(() => [item], { description: `This page, ${type.order ?? 'in the order the base answers'}.` })
    items!: Item[];
  }
  return ReportPageType;
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The resolver of a paged report, for its domain's list of resolvers. */
export function pagedReport<B extends BaseName, E extends EndpointOf<B>, Item, Extra = undefined, O = never>(
  spec: PagedReport<B, E, Item, Extra, O>,
): ResolverClass {
  const PageType = pageTypeOf(spec.item, spec.pageType);
  const extra = (ctx: Context, params: ReportParams) =>
    spec.extra ? spec.extra(ctx, params) : Promise.resolve(undefined as Extra);

  async function ordered(
    ctx: Context,
    info: GraphQLResolveInfo,
    filter: ReportFilter | null,
    limit: number,
    offset: number,
    order: ReportOrder<O, RowOf<B, E>>,
    orderBy: O,
  ): Promise<ReportPageShape<Item>> {
    // The filter and page are checked before anything is read, the extra's call included.
    const { params } = checkReportFilter(filter);
    checkPaging(limit, offset);
    const [page, more] = await Promise.all([
      sortedPage(
        ctx,
        {
          base: spec.base,
          endpoint: spec.endpoint,
          params: params as never,
          order: orderBy as object,
          rows: spec.pageType.rows,
          message: spec.message,
          join: () => joinFor(ctx, spec.relations, selectionOf(info).get('items'), order.needs(orderBy)),
          sort: (rows, join) => order.sort(rows as readonly RowOf<B, E>[], orderBy, join),
        },
        limit,
        offset,
      ),
      withMessage(spec.message, extra(ctx, params)),
    ]);
    return { total: page.whole.length, items: page.items.map((row) => spec.map(row as RowOf<B, E>, page.join, more)) };
  }

  async function resolve(
    filter: ReportFilter | null,
    limit: number,
    offset: number,
    ctx: Context,
    info: GraphQLResolveInfo,
    orderBy?: O | null,
  ): Promise<ReportPageShape<Item>> {
    if (spec.order && orderBy) return ordered(ctx, info, filter, limit, offset, spec.order, orderBy);
    const [[page, more], join] = await reportPage(ctx, info, filter, limit, offset, {
      message: spec.message,
      relations: spec.relations,
      fetch: (params, paging) =>
        Promise.all([fetchReportPage(ctx, spec.base, spec.endpoint, params, paging), extra(ctx, params)]),
    });
    const rows = page.rows as unknown as readonly RowOf<B, E>[];
    return { total: page.total, items: rows.map((row) => spec.map(row, join, more)) };
  }

  @Resolver()
  class PagedReportResolver {}
  Object.defineProperty(PagedReportResolver, 'name', { value: `${capital(spec.field)}Resolver` });

  // The decorators a hand-written resolver would carry, applied to the method the field is named after (parameters
  // first, then the method's from the innermost out, as TypeScript applies them).
  const prototype = PagedReportResolver.prototype;
  const field = spec.field;
  Object.defineProperty(prototype, field, { value: resolve, writable: true, configurable: true });
  Arg('filter', () => ReportFilter, { nullable: true, description: REPORT_FILTER_DESCRIPTION })(prototype, field, 0);
  PageLimit(spec.limit?.default, spec.limit?.max)(prototype, field, 1);
  PageOffset()(prototype, field, 2);
  Ctx()(prototype, field, 3);
  Info()(prototype, field, 4);
  if (spec.order) {
    Arg('orderBy', () => spec.order!.type, { nullable: true, description: spec.order.description })(
      prototype,
      field,
      5,
    );
  }
  const descriptor = Object.getOwnPropertyDescriptor(prototype, field)!;
  Query(() => PageType, {
    description: spec.description,
    ...(spec.order ? { complexity: sortedPageCost } : {}),
  })(prototype, field, descriptor);
  Honours(spec.honours)(prototype, field, descriptor);
  Page(spec.page)(prototype, field, descriptor);
  return PagedReportResolver;
}
