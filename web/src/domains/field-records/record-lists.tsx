// What the field-record lists share: a store's name as they show it, the report filters they take, their
// screen (the report filter bar, with a screen's own choice above it) and a table sorted and paged in the
// browser from rows already fetched.

import { Flex } from '@chakra-ui/react';
import { type ReactNode, useMemo } from 'react';
import { type DataColumn, DataTable, sortRows } from '../../platform/components/DataTable';
import { defineList, useListState } from '../../platform/components/list-state';
import { Pager } from '../../platform/components/Pager';
import type { ScreenChoice } from '../../platform/components/reports/ReportFilterBar';
import type { ReportColumn } from '../../platform/components/reports/ReportTable';
import type { DateRange } from '../../platform/components/reports/report-filter';
import { CHECK_FIELDS, ReportScreen } from '../../platform/components/reports/report-screen';

export const storeName = (store: { code: string; name: string } | null | undefined) =>
  store ? `${store.code} · ${store.name}` : '';
export const FIELDS = CHECK_FIELDS.filter((field) => field !== 'category');

/** A column's sort field in the URL: its label, upper-cased (the list kit lower-cases it in the URL). */
const sortField = (label: string) => label.toUpperCase().replace(/[^A-Z0-9]+/g, '_');

/**
 * A record list sorted and paged in the browser from rows already fetched (these lists are bounded upstream):
 * the list kit's data table, its sort, page and size in the URL beside the report filter.
 */
export function PagedTable<R>({
  caption,
  columns,
  rows,
  csvName,
  highlight,
  totals,
}: {
  caption: string;
  columns: ReportColumn<R>[];
  rows: readonly R[];
  csvName: string;
  highlight?: (row: R) => boolean;
  totals?: Record<string, number | string>;
}) {
  const dataColumns = useMemo(
    () => columns.map((c): DataColumn<R> => ({ ...c, key: c.label, sort: sortField(c.label), always: true })),
    [columns],
  );
  const fields = columns.map((c) => sortField(c.label)).join(' ');
  const list = useMemo(
    () => defineList({ filters: {}, sorts: ['NONE', ...fields.split(' ')], sort: 'NONE' }),
    [fields],
  );
  const state = useListState(list, true);
  const sorted = sortRows(dataColumns, rows, state.view.sort, state.view.dir);
  return (
    <DataTable
      caption={caption}
      listId={`records.${csvName}`}
      columns={dataColumns}
      rows={sorted.slice(state.offset, state.offset + state.limit)}
      allRows={async () => sorted}
      csvName={csvName}
      highlight={highlight}
      highlightName="attention"
      totals={totals}
      sort={{ field: state.view.sort, dir: state.view.dir, onSort: state.sortBy }}
      footer={<Pager {...state.pager} total={rows.length} />}
    />
  );
}

export function RecordScreen({
  choice,
  ...props
}: {
  choice?: ReactNode;
  choices?: readonly ScreenChoice[];
  defaultDates?: (today: string) => DateRange;
  loading: boolean;
  error: unknown;
  empty: boolean;
  errorMessage: string;
  onRetry: () => void;
  children: ReactNode;
}) {
  return (
    <>
      {choice && (
        <Flex gap="3" mb="2" align="flex-end">
          {choice}
        </Flex>
      )}
      <ReportScreen fields={FIELDS} {...props} />
    </>
  );
}
