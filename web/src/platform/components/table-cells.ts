// What a data table's cell shows and how it wraps, for lists and reports alike, and the column sums of its
// totals row: figures by the business's locale, money with two decimals, names wrapping, short words whole.
import type { NumberFormats } from './reports/format';

export type CellValue = string | number | null | undefined;

/** How a column's figures read: a count or measure (`numeric`) or money (`money`, the currency in the label). */
export interface CellKind {
  numeric?: boolean;
  money?: boolean;
  mono?: boolean;
  /** A percentage figure (the % in the header): always one decimal (7.0 beside 10.8), with `numeric`. */
  tenths?: boolean;
  /** A calendar day (YYYY-MM-DD): shown in the business's words (27 Nov 2026), exported and sorted as it is. */
  day?: boolean;
}

/** A day, a status or a code: one short word, never broken inside (a "Reque-sted" reads as two words). */
export const SHORT_WORD = /^\S{1,16}$/;

/** A cell's text: numbers by the business's locale, money with its two decimals, days in words, text as it is. */
export function cellText(column: CellKind, value: CellValue, formats: NumberFormats): string | number {
  if (column.day && typeof value === 'string') return formats.date(value);
  if (typeof value !== 'number') return value ?? '';
  if (column.money) return formats.amount(value);
  if (column.tenths) return formats.tenths(value);
  return column.numeric ? formats.number(value) : value;
}

/** Figures, codes and short words stay on one line; names wrap, at any point when a word outgrows the column. */
export const cellWrap = (column: CellKind, value: unknown) =>
  column.numeric || column.money || column.mono || column.day || (typeof value === 'string' && SHORT_WORD.test(value))
    ? { whiteSpace: 'nowrap' as const }
    : { whiteSpace: 'normal' as const, overflowWrap: 'anywhere' as const, minW: '5rem' };

/** Column sums of the numeric and money columns, by label (the totals row's values). */
export function columnTotals<R>(
  columns: readonly (CellKind & { label: string; value: (row: R) => CellValue })[],
  rows: readonly R[],
): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const column of columns) {
    if (!column.numeric && !column.money) continue;
    totals[column.label] = rows.reduce((sum, row) => sum + (Number(column.value(row)) || 0), 0);
  }
  return totals;
}
