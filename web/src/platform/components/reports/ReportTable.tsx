// A report's table: DataTable with the report's defaults (every column always shown, rows highlighted as low
// stock unless named otherwise, CSV/Excel of every row); columns are keyed by their labels. Every column sorts by
// its header: in the browser when the table holds every row of the report (its order in the URL, so a shared link
// or a reload keeps it), by the report's query when the table is one page of it (`sort`, the screen keeping it).
import { type ReactNode, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type DataColumn, DataTable, sortRows } from '../DataTable';
import type { NumberFormats } from './format';

/** A report's column; `S`, where named, the sort fields its query takes (a paged list's `sorts`). */
export type ReportColumn<R, S extends string = string> = Omit<DataColumn<R, S>, 'key' | 'always' | 'priority'>;

/** "Value (৳)": a money column's label with the business currency's sign. */
export const moneyLabel = (label: string, formats: NumberFormats) => `${label} (${formats.symbol})`;

/** A column's sort field when the browser sorts: its label, lower-cased, words joined by "_" ("in_stock"). */
export const labelSortField = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '_')
    .replace(/^_+|_+$/g, '');

export interface ReportSort {
  field: string;
  dir: 'asc' | 'desc';
  onSort: (field: string) => void;
}

export interface ReportTableProps<R> {
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
  /** Every row for the CSV, when `rows` is one page of them (in the order shown). */
  allRows?: () => Promise<readonly R[]>;
  /** The order of a paged report, sorted by its query over every row: the columns' `sort` fields sort. Without it a
   *  paged table (`allRows`) does not sort, since the browser holds one page only. */
  sort?: ReportSort;
  /** The URL parameters of the browser's order, for a second table on a screen: `<key>Sort` and `<key>Dir`
   *  (default `sort` and `dir`). */
  sortKey?: string;
  footer?: ReactNode;
  /** The narrowest the table reads well at: narrower, it scrolls sideways inside its box (DataTable). */
  minTableWidth?: string;
}

/** The browser's order of a table holding every row: the field and direction in the URL, beside the filter. */
function useBrowserSort(key: string | undefined): ReportSort {
  const [params, setParams] = useSearchParams();
  const sortParam = key ? `${key}Sort` : 'sort';
  const dirParam = key ? `${key}Dir` : 'dir';
  const field = params.get(sortParam) ?? '';
  const dir = params.get(dirParam) === 'desc' ? 'desc' : 'asc';
  return {
    field,
    dir,
    onSort: (next) => {
      const updated = new URLSearchParams(params);
      updated.set(sortParam, next);
      if (next === field && dir === 'asc') updated.set(dirParam, 'desc');
      else updated.delete(dirParam);
      setParams(updated);
    },
  };
}

export function ReportTable<R>({
  columns,
  highlightName = 'low-stock',
  sort,
  sortKey,
  rows,
  ...table
}: ReportTableProps<R>) {
  const browser = useBrowserSort(sortKey);
  const inBrowser = !sort && !table.allRows;
  const keyed = useMemo(
    () =>
      columns.map(
        (column): DataColumn<R> => ({
          ...column,
          key: column.label,
          always: true,
          sort: sort ? column.sort : inBrowser ? (column.sort ?? labelSortField(column.label)) : undefined,
        }),
      ),
    [columns, sort, inBrowser],
  );
  const shown = useMemo(
    () => (inBrowser && browser.field ? sortRows(keyed, rows, browser.field, browser.dir) : rows),
    [inBrowser, keyed, rows, browser.field, browser.dir],
  );
  return (
    <DataTable
      listId={`report.${table.caption}`}
      columns={keyed}
      highlightName={highlightName}
      rows={shown}
      sort={sort ?? (inBrowser ? browser : undefined)}
      {...table}
    />
  );
}
