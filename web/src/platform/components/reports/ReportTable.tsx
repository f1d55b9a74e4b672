// A report's table: DataTable with the report's defaults (every column always shown, rows highlighted as low
// stock unless named otherwise, CSV/Excel of every row); columns are keyed by their labels.
import { type ReactNode, useMemo } from 'react';
import { type DataColumn, DataTable } from '../DataTable';
import type { NumberFormats } from './format';

export type ReportColumn<R> = Omit<DataColumn<R>, 'key' | 'always' | 'priority' | 'sort'>;

/** "Value (৳)": a money column's label with the business currency's sign. */
export const moneyLabel = (label: string, formats: NumberFormats) => `${label} (${formats.symbol})`;

interface ReportTableProps<R> {
  caption: string;
  /** Shown by a heading above (a dashboard panel's): the table keeps it only as its accessible name. */
  captionHidden?: boolean;
  columns: readonly ReportColumn<R>[];
  rows: readonly R[];
  totals?: Partial<Record<string, string | number>>;
  highlight?: (row: R) => boolean;
  /** What a highlighted row is (data-highlight, for tests and styles). */
  highlightName?: string;
  csvName: string;
  /** Every row for the CSV, when `rows` is one page of them. */
  allRows?: () => Promise<readonly R[]>;
  footer?: ReactNode;
}

export function ReportTable<R>({ columns, highlightName = 'low-stock', ...table }: ReportTableProps<R>) {
  const keyed = useMemo(() => columns.map((column) => ({ ...column, key: column.label, always: true })), [columns]);
  return <DataTable listId={`report.${table.caption}`} columns={keyed} highlightName={highlightName} {...table} />;
}
