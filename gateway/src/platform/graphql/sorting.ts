// The one sort direction of every sortable list (SortDirection in the schema) and its sign for comparers.
import { registerEnumType } from 'type-graphql';

export enum SortDirection {
  ASC = 'ASC',
  DESC = 'DESC',
}
registerEnumType(SortDirection, {
  name: 'SortDirection',
  description: 'Sort direction.',
  valuesConfig: { ASC: { description: 'Ascending (A to Z).' }, DESC: { description: 'Descending (Z to A).' } },
});

/** 1 ascending (the default), -1 descending: multiply a comparison by it. */
export const directionSign = (direction: SortDirection | null | undefined): 1 | -1 =>
  direction === SortDirection.DESC ? -1 : 1;

/**
 * Rows in the order of `keyOf` (numbers by value, text by locale), blanks (null or '') last either way; rows that tie
 * keep their given order, so a page boundary falls in the same place on every request.
 */
export function sortByKey<R>(
  rows: readonly R[],
  keyOf: (row: R) => string | number | null,
  direction: SortDirection | null | undefined,
): R[] {
  const sign = directionSign(direction);
  const keyed = rows.map((row, index) => ({ row, index, key: keyOf(row) }));
  keyed.sort((a, b) => {
    if (a.key === b.key) return a.index - b.index;
    if (a.key === null || a.key === '') return 1;
    if (b.key === null || b.key === '') return -1;
    const order =
      typeof a.key === 'number' && typeof b.key === 'number'
        ? a.key - b.key
        : String(a.key).localeCompare(String(b.key));
    return order === 0 ? a.index - b.index : sign * order;
  });
  return keyed.map((entry) => entry.row);
}
