// The aggregates' engine: arguments checked together and named, rows grouped with their sums, the true top N in
// the order asked (ties by key, null measures last), ISO weeks and months as the calendar has them, and a source
// read page by page that stops, refused, at its first page when it holds more rows than an aggregate reads.
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { daysFromToday, isoWeekOf } from '../../../tests/support/business-day.js';
import {
  checkAggregateArgs,
  groupRows,
  isoWeekLabel,
  monthLabel,
  topGroups,
} from '../../src/platform/graphql/aggregate.js';
import type { Context } from '../../src/platform/graphql/context.js';
import { MAX_PAGE_ROWS, upstreamRows } from '../../src/platform/graphql/paging.js';
import { SortDirection } from '../../src/platform/graphql/sorting.js';

type Dimension = 'REGION' | 'GRADE';
type Measure = 'COUNT' | 'RATE';

const fieldsOf = (work: () => unknown): string[] => {
  try {
    work();
  } catch (error) {
    expect(error).toBeInstanceOf(GraphQLError);
    const extensions = (error as GraphQLError).extensions;
    return (extensions.fields as { field: string }[]).map((problem) => problem.field);
  }
  return [];
};

describe('aggregate arguments', () => {
  it('defaults to the given measures, the first of them largest first, 100 groups', () => {
    expect(checkAggregateArgs<Dimension, Measure>({}, ['COUNT'])).toEqual({
      groupBy: [],
      measures: ['COUNT'],
      order: { measure: 'COUNT', direction: SortDirection.DESC },
      limit: 100,
    });
    const byKey = checkAggregateArgs<Dimension, Measure>({ groupBy: ['REGION'], orderBy: { dimension: 'REGION' } }, [
      'COUNT',
    ]);
    expect(byKey.order).toEqual({ dimension: 'REGION', direction: SortDirection.ASC });
  });

  it('names every problem at once', () => {
    expect(
      fieldsOf(() =>
        checkAggregateArgs<Dimension, Measure>(
          { groupBy: ['REGION', 'REGION'], measures: [], orderBy: { dimension: 'GRADE' }, limit: 0 },
          ['COUNT'],
        ),
      ),
    ).toEqual(['groupBy', 'measures', 'limit', 'orderBy']);
    expect(
      fieldsOf(() =>
        checkAggregateArgs<Dimension, Measure>(
          { groupBy: ['REGION'], orderBy: { dimension: 'REGION', measure: 'COUNT' }, limit: 1001 },
          ['COUNT'],
        ),
      ),
    ).toEqual(['limit', 'orderBy']);
  });
});

type Row = { region: number; grade: number; hits: number };
const ROWS: Row[] = [
  { region: 2, grade: 1, hits: 1 },
  { region: 1, grade: 1, hits: 0 },
  { region: 1, grade: 2, hits: 1 },
  { region: 2, grade: 1, hits: 1 },
  { region: 3, grade: 1, hits: 0 },
  { region: 1, grade: 1, hits: 1 },
];
const GROUPING = {
  keys: { REGION: (row: Row) => row.region, GRADE: (row: Row) => row.grade },
  sums: { count: () => 1, hits: (row: Row) => row.hits },
};
const measureOf = (group: { sums: { count: number; hits: number } }, measure: Measure) =>
  measure === 'COUNT' ? group.sums.count : group.sums.hits > 0 ? group.sums.hits / group.sums.count : null;

describe('grouping and the top N', () => {
  it('adds up each group and gives one group of everything without a dimension', () => {
    expect(groupRows(ROWS, GROUPING, [])).toEqual([{ keys: {}, sums: { count: 6, hits: 4 } }]);
    const byRegion = groupRows(ROWS, GROUPING, ['REGION']);
    expect(byRegion.map((group) => [group.keys.REGION, group.sums.count])).toEqual([
      [2, 2],
      [1, 3],
      [3, 1],
    ]);
  });

  it('orders by a measure with ties by key and nulls last, and cuts at the limit', () => {
    const checked = checkAggregateArgs<Dimension, Measure>({ groupBy: ['REGION'], limit: 2 }, ['COUNT']);
    const top = topGroups(groupRows(ROWS, GROUPING, ['REGION']), checked, measureOf);
    expect(top.map((group) => group.keys.REGION)).toEqual([1, 2]);
    const byRate = checkAggregateArgs<Dimension, Measure>(
      { groupBy: ['REGION'], orderBy: { measure: 'RATE', direction: SortDirection.ASC } },
      ['RATE'],
    );
    expect(topGroups(groupRows(ROWS, GROUPING, ['REGION']), byRate, measureOf).map((g) => g.keys.REGION)).toEqual([
      1, 2, 3,
    ]);
  });

  it('orders by a dimension by its name', () => {
    const names = new Map([
      [1, 'Sylhet'],
      [2, 'Barishal'],
      [3, 'Khulna'],
    ]);
    const checked = checkAggregateArgs<Dimension, Measure>(
      { groupBy: ['REGION', 'GRADE'], orderBy: { dimension: 'REGION', direction: SortDirection.DESC } },
      ['COUNT'],
    );
    const top = topGroups(groupRows(ROWS, GROUPING, ['REGION', 'GRADE']), checked, measureOf, (_dimension, key) =>
      typeof key === 'number' ? (names.get(key) ?? key) : key,
    );
    expect(top.map((group) => [group.keys.REGION, group.keys.GRADE])).toEqual([
      [1, 1],
      [1, 2],
      [3, 1],
      [2, 1],
    ]);
  });

  it('labels ISO weeks and months as the calendar has them', () => {
    for (let offset = 0; offset > -400; offset -= 9) {
      const day = daysFromToday(offset);
      const { year, week } = isoWeekOf(day);
      expect(isoWeekLabel(day)).toBe(`${year}-W${String(week).padStart(2, '0')}`);
      expect(monthLabel(day)).toBe(day.slice(0, 7));
    }
  });
});

describe('reading a whole source', () => {
  /** A base that pages (answers `total`) or not, over `size` rows, counting its calls. */
  const base = (size: number, pages: boolean) => {
    const calls: { Limit?: number; Offset?: number }[] = [];
    const all = Array.from({ length: size }, (_, index) => ({ id: index }));
    const ctx = {
      log: undefined,
      upstream: {
        listAnswer: async (_base: string, _endpoint: string, params: { Limit: number; Offset: number }) => {
          calls.push(params);
          return pages
            ? { rows: all.slice(params.Offset, params.Offset + params.Limit), total: size, totals: undefined }
            : { rows: all, total: undefined, totals: undefined };
        },
      },
    } as unknown as Pick<Context, 'upstream' | 'log'>;
    return { ctx, calls };
  };
  const read = (ctx: Pick<Context, 'upstream' | 'log'>, max: number) =>
    upstreamRows(ctx, 'main', 'DispalyCheckDetail', {} as never, max, (total) => new Error(`too many: ${total}`));

  it('reads page after page where the base pages, and the whole answer where it does not', async () => {
    const paged = base(MAX_PAGE_ROWS * 2 + 5, true);
    expect(await read(paged.ctx, 100_000)).toHaveLength(MAX_PAGE_ROWS * 2 + 5);
    expect(paged.calls.map((call) => call.Offset)).toEqual([0, MAX_PAGE_ROWS, MAX_PAGE_ROWS * 2]);
    const whole = base(MAX_PAGE_ROWS + 1, false);
    expect(await read(whole.ctx, 100_000)).toHaveLength(MAX_PAGE_ROWS + 1);
    expect(whole.calls).toHaveLength(1);
  });

  it('is refused at the first page when the source holds more than an aggregate reads', async () => {
    const paged = base(MAX_PAGE_ROWS * 3, true);
    await expect(read(paged.ctx, MAX_PAGE_ROWS * 2)).rejects.toThrow(`too many: ${MAX_PAGE_ROWS * 3}`);
    expect(paged.calls).toHaveLength(1);
    await expect(read(base(50, false).ctx, 10)).rejects.toThrow('too many: 50');
  });
});
