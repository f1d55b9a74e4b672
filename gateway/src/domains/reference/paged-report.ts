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

/**
 * Totals over every matching row beside the page (a report's sums): over the whole result when it was read whole
 * (sorted, or from a base that pages nothing), else as the base answers them beside a page, else over the page.
 */
export interface ReportTotals<Row, T> {
  /** The page type's field that holds them ('totals', 'totalQuantity'). */
  field: string;
  /** Over upstream rows. */
  of(rows: readonly Row[]): T;
  /** From the totals the base answers beside a page (undefined when it answers none this mapper reads). */
  given(totals: unknown): T | undefined;
}

/** The page type's names, when the factory makes it (total and items). */
interface PageNames {
  /** The type's name ('TransferPage'). */
  name: string;
  /** What its rows are called ('transfers'). */
  rows: string;
  /** The order of its items, in words ('newest first'). */
  order?: string;
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
  /**
   * The page type: made here from its names (total and items), or a type of the domain's own when the page carries
   * totals or is shared by two lists (its fields: total, items and the totals' field).
   */
  pageType: PageNames | ClassOf<object>;
  /** What the rows are called, for the sorted read's refusals ('lines'); the page type's names say it otherwise. */
  rows?: string;
  /** Totals over every matching row, beside the page. */
  totals?: ReportTotals<RowOf<B, E>, unknown>;
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

/** A page as resolved: its count, its items and, on a list with totals, their field. */
type ResolvedPage<Item> = ReportPageShape<Item> & { [totals: string]: unknown };

/** The page type: how many rows match, and this page's. */
function pageTypeOf<Item>(item: ClassOf<Item>, type: PageNames) {
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
  const names = typeof spec.pageType === 'function' ? undefined : spec.pageType;
  const PageType = names ? pageTypeOf(spec.item, names) : (spec.pageType as ClassOf<object>);
  const rowsName = spec.rows ?? names?.rows ?? 'rows';
  const extra = (ctx: Context, params: ReportParams) =>
    spec.extra ? spec.extra(ctx, params) : Promise.resolve(undefined as Extra);
  /** The totals' field and value, or nothing when the list has none. */
  const totalsOf = (rows: () => readonly RowOf<B, E>[], given?: unknown): Record<string, unknown> => {
    const totals = spec.totals;
    if (!totals) return {};
    return { [totals.field]: (given === undefined ? undefined : totals.given(given)) ?? totals.of(rows()) };
  };

  async function ordered(
    ctx: Context,
    info: GraphQLResolveInfo,
    filter: ReportFilter | null,
    limit: number,
    offset: number,
    order: ReportOrder<O, RowOf<B, E>>,
    orderBy: O,
  ): Promise<ResolvedPage<Item>> {
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
          rows: rowsName,
          message: spec.message,
          join: () => joinFor(ctx, spec.relations, selectionOf(info).get('items'), order.needs(orderBy)),
          sort: (rows, join) => order.sort(rows as readonly RowOf<B, E>[], orderBy, join),
        },
        limit,
        offset,
      ),
      withMessage(spec.message, extra(ctx, params)),
    ]);
    const whole = page.whole as readonly RowOf<B, E>[];
    return {
      total: whole.length,
      ...totalsOf(() => whole),
      items: page.items.map((row) => spec.map(row as RowOf<B, E>, page.join, more)),
    };
  }

  async function resolve(
    filter: ReportFilter | null,
    limit: number,
    offset: number,
    ctx: Context,
    info: GraphQLResolveInfo,
    orderBy?: O | null,
  ): Promise<ResolvedPage<Item>> {
    if (spec.order && orderBy) return ordered(ctx, info, filter, limit, offset, spec.order, orderBy);
    const [[page, more], join] = await reportPage(ctx, info, filter, limit, offset, {
      message: spec.message,
      relations: spec.relations,
      fetch: (params, paging) =>
        Promise.all([fetchReportPage(ctx, spec.base, spec.endpoint, params, paging), extra(ctx, params)]),
    });
    const rows = page.rows as unknown as readonly RowOf<B, E>[];
    // Read whole (a base that pages nothing), the totals are the whole's; else the base's beside the page, if any.
    const whole = page.whole as unknown as readonly RowOf<B, E>[] | undefined;
    return {
      total: page.total,
      ...(whole ? totalsOf(() => whole) : totalsOf(() => rows, page.totals)),
      items: rows.map((row) => spec.map(row, join, more)),
    };
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
