// Grouped figures over rows the gateway has read (the `…Aggregate` queries): the arguments every aggregate takes,
// checked before any upstream call (groupBy, measures, orderBy, limit), the grouping of rows by the dimensions
// asked, with sums a source's measures are computed from, and the top N in the order asked. Sources (stores,
// display-check lines, sales) declare their dimensions and sums in their domain; this knows none of them.
import type { ComplexityEstimator } from 'graphql-query-complexity';
import { gatewayError } from './errors.js';
import { directionSign, SortDirection } from './sorting.js';
import { InputChecks } from './validate.js';

/** Groups an aggregate answers by default, and at most. */
export const DEFAULT_AGGREGATE_GROUPS = 100;
export const MAX_AGGREGATE_GROUPS = 1_000;
/** Rows one aggregate reads from its source at most: a year of display-check lines is about 35,000. */
export const MAX_AGGREGATE_ROWS = 200_000;

/** The refusal of a sorted list whose filter covers more than MAX_AGGREGATE_ROWS `rows` ("lines", "visits"). */
export const tooManyToSort = (rows: string) => (total: number) =>
  gatewayError(
    'BAD_USER_INPUT',
    `The filter covers ${total.toLocaleString('en-US')} ${rows}; a sorted list reads at most ` +
      `${MAX_AGGREGATE_ROWS.toLocaleString('en-US')}: narrow filter.fromDate and filter.toDate`,
    { field: 'filter' },
  );

/** A group's value of one dimension: an id, a day, a week or month label, a flag; null when the row has none. */
export type AggregateKey = number | string | boolean | null;

/**
 * The cost of an aggregate, declared on its query: what it reads from its source (counted as `sourceRows`, the
 * cost of a page of its list) plus its groups, `limit` of them, each as costly as its selection.
 */
export const aggregateCost =
  (sourceRows: number): ComplexityEstimator =>
  ({ args, childComplexity }) => {
    const limit = typeof args.limit === 'number' ? Math.max(args.limit, 0) : DEFAULT_AGGREGATE_GROUPS;
    return 1 + sourceRows + limit * Math.max(childComplexity, 1);
  };

export interface AggregateOrderInput<D extends string, M extends string> {
  dimension?: D | null;
  measure?: M | null;
  direction?: SortDirection | null;
}

export interface AggregateArgs<D extends string, M extends string> {
  groupBy?: readonly D[] | null;
  measures?: readonly M[] | null;
  orderBy?: AggregateOrderInput<D, M> | null;
  limit?: number | null;
}

export interface CheckedAggregate<D extends string, M extends string> {
  groupBy: D[];
  measures: M[];
  order: { dimension: D; direction: SortDirection } | { measure: M; direction: SortDirection };
  limit: number;
}

/**
 * The arguments checked together (every problem named: groupBy, measures, orderBy, limit): no dimension twice, at
 * least one measure, an order by one measure or one grouped dimension, 1 to MAX_AGGREGATE_GROUPS groups. By default
 * the measures are `defaultMeasures` and the order is the first measure, largest first.
 */
export function checkAggregateArgs<D extends string, M extends string>(
  args: AggregateArgs<D, M>,
  defaultMeasures: readonly M[],
  checks: InputChecks = new InputChecks(),
): CheckedAggregate<D, M> {
  const groupBy = [...(args.groupBy ?? [])];
  const twice = groupBy.find((dimension, index) => groupBy.indexOf(dimension) !== index);
  if (twice !== undefined) checks.fail('groupBy', `groupBy names ${twice} twice`);
  const measures = [...new Set(args.measures ?? defaultMeasures)];
  if (measures.length === 0) checks.fail('measures', 'measures must name at least one measure');
  const limit = args.limit ?? DEFAULT_AGGREGATE_GROUPS;
  if (!Number.isSafeInteger(limit) || limit < 1 || limit > MAX_AGGREGATE_GROUPS)
    checks.fail('limit', `limit must be a whole number from 1 to ${MAX_AGGREGATE_GROUPS}`);
  const { dimension, measure, direction } = args.orderBy ?? {};
  let order: CheckedAggregate<D, M>['order'] = {
    measure: measure ?? (measures[0] as M),
    direction: direction ?? SortDirection.DESC,
  };
  if (dimension && measure) checks.fail('orderBy', 'orderBy takes a measure or a dimension, not both');
  else if (dimension) {
    if (!groupBy.includes(dimension))
      checks.fail('orderBy', `orderBy.dimension ${dimension} is not grouped: add it to groupBy`);
    order = { dimension, direction: direction ?? SortDirection.ASC };
  }
  checks.done();
  return { groupBy, measures, order, limit };
}

/** How a source's rows are grouped: each dimension's key of a row, and the sums its measures are made of. */
export interface GroupingOf<R, D extends string, S extends string> {
  keys: Readonly<Record<D, (row: R) => AggregateKey>>;
  sums: Readonly<Record<S, (row: R) => number>>;
}

/** Keys that read something beside the row (the reference lists a store's region is found in), bound to it. */
export function boundKeys<R, D extends string, C>(
  keys: Readonly<Record<D, (row: R, with_: C) => AggregateKey>>,
  with_: C,
): Record<D, (row: R) => AggregateKey> {
  const bound = {} as Record<D, (row: R) => AggregateKey>;
  for (const dimension of Object.keys(keys) as D[]) bound[dimension] = (row) => keys[dimension](row, with_);
  return bound;
}

export interface Grouped<D extends string, S extends string> {
  /** The keys of the grouped dimensions (the others absent). */
  keys: Partial<Record<D, AggregateKey>>;
  sums: Record<S, number>;
}

/** The rows in groups by `groupBy` (one group of every row when empty; none when there are no rows). */
export function groupRows<R, D extends string, S extends string>(
  rows: Iterable<R>,
  grouping: GroupingOf<R, D, S>,
  groupBy: readonly D[],
): Grouped<D, S>[] {
  const sumNames = Object.keys(grouping.sums) as S[];
  const groups = new Map<string, Grouped<D, S>>();
  for (const row of rows) {
    const values = groupBy.map((dimension) => grouping.keys[dimension](row));
    const id = JSON.stringify(values);
    let group = groups.get(id);
    if (!group) {
      const keys: Partial<Record<D, AggregateKey>> = {};
      groupBy.forEach((dimension, index) => {
        keys[dimension] = values[index] ?? null;
      });
      group = { keys, sums: Object.fromEntries(sumNames.map((name) => [name, 0])) as Record<S, number> };
      groups.set(id, group);
    }
    for (const name of sumNames) group.sums[name] += grouping.sums[name](row);
  }
  return [...groups.values()];
}

const compareKeys = (a: AggregateKey | number | undefined, b: AggregateKey | number | undefined): number => {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const [x, y] = [String(a).toLowerCase(), String(b).toLowerCase()];
  return x < y ? -1 : x > y ? 1 : 0;
};

/**
 * The first `limit` groups in the order asked: by a measure (`measureOf`; a null measure last whatever the
 * direction) or by a dimension (`labelOf`: its readable name, else its key). Ties by every grouped key ascending,
 * so the same question gives the same answer.
 */
export function topGroups<G extends Grouped<D, string>, D extends string, M extends string>(
  groups: G[],
  checked: CheckedAggregate<D, M>,
  measureOf: (group: G, measure: M) => number | null,
  labelOf: (dimension: D, key: AggregateKey) => AggregateKey = (_dimension, key) => key,
): G[] {
  const sign = directionSign(checked.order.direction);
  const order = checked.order;
  const primary =
    'measure' in order
      ? (a: G, b: G) => {
          const [x, y] = [measureOf(a, order.measure), measureOf(b, order.measure)];
          if (x === null || y === null) return compareKeys(x, y);
          return sign * (x - y);
        }
      : (a: G, b: G) =>
          sign *
          compareKeys(
            labelOf(order.dimension, a.keys[order.dimension] ?? null),
            labelOf(order.dimension, b.keys[order.dimension] ?? null),
          );
  const ties = (a: G, b: G) => {
    for (const dimension of checked.groupBy) {
      const by = compareKeys(a.keys[dimension], b.keys[dimension]);
      if (by !== 0) return by;
    }
    return 0;
  };
  return [...groups].sort((a, b) => primary(a, b) || ties(a, b)).slice(0, checked.limit);
}

const DAY_MS = 86_400_000;

/** The ISO week of a YYYY-MM-DD day, written YYYY-Www (Monday first; week 1 holds the year's first Thursday). */
export function isoWeekLabel(day: string): string {
  const time = Date.parse(`${day.slice(0, 10)}T00:00:00Z`);
  const thursday = new Date(time + (3 - ((new Date(time).getUTCDay() + 6) % 7)) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = 1 + Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS));
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The month of a YYYY-MM-DD day, YYYY-MM. */
export const monthLabel = (day: string): string => day.slice(0, 7);
