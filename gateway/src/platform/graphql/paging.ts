// Paging of upstream lists: the base is asked for one page (Limit, Offset) and answers the whole
// list's true size; a base that does not page answers every row, and the page is cut here. A page
// holds at most MAX_PAGE_ROWS rows (a bounded cost per request); any offset is allowed, so every
// row can be reached.
import { Arg, Int } from 'type-graphql';
import type { BaseName, DataOf, EndpointOf, ParamsOf } from '../upstream/contract.js';
import type { Context } from './context.js';
import { intInRange } from './validate.js';

export const MAX_PAGE_ROWS = 10_000;

export interface Paging {
  limit: number;
  offset: number;
}

/** limit 1..max, offset 0 or more; BAD_USER_INPUT otherwise. */
export function checkPaging(limit: number, offset: number, max = MAX_PAGE_ROWS): Paging {
  return {
    limit: intInRange('limit', limit, 1, max),
    offset: intInRange('offset', offset, 0, Number.MAX_SAFE_INTEGER),
  };
}

// The largest page of each paged field, by field name (the resolver method's), for the exports; two fields of one
// name on different types keep the smaller.
const pageMaxima = new Map<string, number>();

/** The largest `limit` a paged query field takes, when it declares its limit with PageLimit. */
export const pageMaximum = (field: string): number | undefined => pageMaxima.get(field);

/** The `limit` argument of a paged list: the page size (default 50), 1 to `max` rows. */
export const PageLimit =
  (defaultValue = 50, max = MAX_PAGE_ROWS): ParameterDecorator =>
  (target, property, index) => {
    if (typeof property !== 'string') throw new Error('PageLimit decorates a resolver method argument');
    pageMaxima.set(property, Math.min(max, pageMaxima.get(property) ?? max));
    Arg('limit', () => Int, {
      defaultValue,
      description: `Rows in the page, 1 to ${max.toLocaleString('en-US')} (default ${defaultValue}).`,
    })(target, property, index);
  };

/** The `offset` argument of a paged list: the rows to skip (default 0). */
export const PageOffset = () =>
  Arg('offset', () => Int, {
    defaultValue: 0,
    description: 'Rows to skip before the page, 0 or more (default 0): offset = limit × (page number − 1).',
  });

export interface UpstreamPage<Rows> {
  /** The page's rows. */
  rows: Rows;
  /** How many rows the whole list has. */
  total: number;
  /** The envelope's measures of the whole list, when the base gave them. */
  totals: unknown;
  /** Every row, when the base answered the whole list (to measure it here); undefined when it paged. */
  whole: Rows | undefined;
}

type PagedParams<B extends BaseName, E extends EndpointOf<B>> = Omit<ParamsOf<B, E>, 'Limit' | 'Offset'>;

export async function upstreamPage<B extends BaseName, E extends EndpointOf<B>>(
  ctx: Pick<Context, 'upstream' | 'log'>,
  base: B,
  endpoint: E,
  params: PagedParams<B, E>,
  paging: Paging,
): Promise<UpstreamPage<DataOf<B, E>>> {
  const request = { ...params, Limit: paging.limit, Offset: paging.offset } as unknown as ParamsOf<B, E>;
  const answer = await ctx.upstream.listAnswer(base, endpoint, request, ctx.log);
  if (answer.total !== undefined)
    return { rows: answer.rows, total: answer.total, totals: answer.totals, whole: undefined };
  const all = answer.rows as unknown as unknown[];
  const rows = all.slice(paging.offset, paging.offset + paging.limit) as unknown as DataOf<B, E>;
  return { rows, total: all.length, totals: undefined, whole: answer.rows };
}

/**
 * Every row of a long list for the gateway to work over (an aggregate): page after page of MAX_PAGE_ROWS where the
 * base pages, the whole answer where it does not; `tooMany(total)` is thrown, before the next page is asked, when
 * the list holds more than `maxRows`.
 */
export async function upstreamRows<B extends BaseName, E extends EndpointOf<B>>(
  ctx: Pick<Context, 'upstream' | 'log'>,
  base: B,
  endpoint: E,
  params: PagedParams<B, E>,
  maxRows: number,
  tooMany: (total: number) => Error,
): Promise<DataOf<B, E>> {
  const first = await upstreamPage(ctx, base, endpoint, params, { limit: MAX_PAGE_ROWS, offset: 0 });
  if (first.total > maxRows) throw tooMany(first.total);
  if (first.whole) return first.whole;
  const rows = [...(first.rows as unknown as unknown[])];
  // One page at a time: the member's fair share of the bases stays free for their other reads.
  while (rows.length < first.total) {
    const page = await upstreamPage(ctx, base, endpoint, params, { limit: MAX_PAGE_ROWS, offset: rows.length });
    const pageRows = page.rows as unknown as unknown[];
    if (pageRows.length === 0) break;
    rows.push(...pageRows);
  }
  return rows as unknown as DataOf<B, E>;
}
