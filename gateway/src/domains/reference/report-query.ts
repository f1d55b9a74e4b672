// The one flow of a report query: check the filter (and paging) before any upstream call, then fetch the
// rows and load the reference lists their selection needs at the same time.
import type { GraphQLResolveInfo } from 'graphql';
import type { Context } from '../../platform/graphql/context.js';
import { withMessage } from '../../platform/graphql/errors.js';
import { checkPaging, type Paging } from '../../platform/graphql/paging.js';
import { type SelectionTree, selectionOf } from '../../platform/graphql/selection.js';
import {
  checkReportFilter,
  type FilterOptions,
  type ReportFilter,
  type ReportParams,
} from '../../platform/reports/report-filter.js';
import { type Join, joinFor } from './joins.js';
import type { Relations } from './reference.relations.js';

/**
 * The rows (an upstream failure as `message`) and the join over `relations` for `selection`, awaited
 * together: a join awaited only after the rows would be left without a handler when the rows fail first.
 */
export async function withJoin<R>(
  ctx: Context,
  message: string,
  rows: Promise<R>,
  relations: Relations,
  selection: SelectionTree | undefined,
): Promise<[R, Join]> {
  return Promise.all([withMessage(message, rows), joinFor(ctx, relations, selection)]);
}

export interface ReportQuery<R> {
  /** The error message when the upstream fails. */
  message: string;
  /** What the rows' GraphQL type can join (its `*Relations`). */
  relations: Relations;
  /** The upstream call, given the checked filter. */
  fetch: (params: ReportParams) => Promise<R>;
  /** The filter's options (longer ranges, upstream defaults). */
  options?: FilterOptions;
}

/** A list report: the checked filter, then the rows and the join of the whole selection. */
export async function reportQuery<R>(
  ctx: Context,
  info: GraphQLResolveInfo,
  filter: ReportFilter | null,
  query: ReportQuery<R>,
): Promise<[R, Join]> {
  const { params } = checkReportFilter(filter, new Date(), query.options);
  return withJoin(ctx, query.message, query.fetch(params), query.relations, selectionOf(info));
}

export interface ReportPageQuery<R> extends Omit<ReportQuery<R>, 'fetch'> {
  /** The upstream call, given the checked filter and page. */
  fetch: (params: ReportParams, paging: Paging) => Promise<R>;
}

/** A paged report: the checked filter and page, then the page and the join of its `items` selection. */
export async function reportPage<R>(
  ctx: Context,
  info: GraphQLResolveInfo,
  filter: ReportFilter | null,
  limit: number,
  offset: number,
  query: ReportPageQuery<R>,
): Promise<[R, Join]> {
  const { params } = checkReportFilter(filter, new Date(), query.options);
  const paging = checkPaging(limit, offset);
  return withJoin(ctx, query.message, query.fetch(params, paging), query.relations, selectionOf(info).get('items'));
}
