// Sorted pages of a long report: the described calls take no sort, so a list in an order asked for is read whole
// (upstreamRows), sorted here and cut into the page. The sorted whole is held briefly for the member who asked, by
// what it is (the endpoint, the checked filter, the order), so the pages of one sorted read (a screen paging on, an
// export of many pages, a burst of pages at once) cost one upstream read, not one each. It is held per member: one
// member's read never answers another's pages, whatever their pages are. Every upstream write drops it (a narrow
// write only when it could change it), here and when another instance says so; a short time limit bounds the rest
// (cache/sorted-results.ts).
import type { ComplexityEstimator } from 'graphql-query-complexity';
import type { BaseName, DataOf, EndpointOf, ParamsOf } from '../upstream/contract.js';
import { MAX_AGGREGATE_ROWS, tooManyToSort } from './aggregate.js';
import type { Context } from './context.js';
import { gatewayError, withMessage } from './errors.js';
import { checkPaging, MAX_PAGE_ROWS, upstreamRows } from './paging.js';

/**
 * A page of a sorted list costs its rows and, since it may read the whole result, as much as the largest page
 * besides: every page, the first included, since the estimate is made before anything is read.
 */
export const sortedPageCost: ComplexityEstimator = ({ args, childComplexity }) => {
  const limit = typeof args.limit === 'number' ? Math.max(args.limit, 0) : 50;
  return 1 + (args.orderBy ? MAX_PAGE_ROWS : 0) + limit * Math.max(childComplexity, 1);
};

type RowOf<B extends BaseName, E extends EndpointOf<B>> = DataOf<B, E> extends readonly (infer R)[] ? R : never;

export interface SortedRead<B extends BaseName, E extends EndpointOf<B>, J> {
  base: B;
  endpoint: E;
  /** The checked parameters of the whole result (the report filter's). */
  params: Omit<ParamsOf<B, E>, 'Limit' | 'Offset'>;
  /** The order asked, as given: with the parameters, what the held whole is known by. */
  order: object;
  /** What the rows are called in the refusal of a filter past MAX_AGGREGATE_ROWS ("lines", "visits"). */
  rows: string;
  /** The message of an upstream failure ('Failed to fetch display checks'). */
  message: string;
  /** The names the page's rows are joined to (and the order's names read from), loaded beside the rows. */
  join(): Promise<J>;
  /** The whole result in the order asked (the domain's comparer, over the join's names). */
  sort(rows: readonly RowOf<B, E>[], join: J): RowOf<B, E>[];
}

export interface SortedPage<R, J> {
  /** The rows of the page asked. */
  items: R[];
  /** Every row, sorted: for the list's totals. */
  whole: readonly R[];
  join: J;
}

/**
 * The page (`limit` rows from `offset`, checked before any upstream call) of the whole result in the order asked,
 * read and sorted once for the member's pages of it.
 */
export async function sortedPage<B extends BaseName, E extends EndpointOf<B>, J>(
  ctx: Pick<Context, 'upstream' | 'log' | 'session' | 'sorted'>,
  read: SortedRead<B, E, J>,
  limit: number,
  offset: number,
): Promise<SortedPage<RowOf<B, E>, J>> {
  const paging = checkPaging(limit, offset);
  // The report's page is checked first (it needs a session): without a member there is no one to hold it for.
  if (!ctx.session) throw gatewayError('UNAUTHENTICATED', 'You are not signed in');
  const key = JSON.stringify([ctx.session.id, read.base, read.endpoint, read.params, read.order]);
  const joining = read.join();
  const [whole, join] = await Promise.all([
    withMessage(
      read.message,
      ctx.sorted.whole(key, async () => {
        const rows = await upstreamRows(
          ctx,
          read.base,
          read.endpoint,
          read.params,
          MAX_AGGREGATE_ROWS,
          tooManyToSort(read.rows),
        );
        return read.sort(rows as unknown as readonly RowOf<B, E>[], await joining);
      }),
    ),
    joining,
  ]);
  return { items: whole.slice(paging.offset, paging.offset + paging.limit), whole, join };
}
