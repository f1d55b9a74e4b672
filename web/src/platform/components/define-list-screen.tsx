// A paged report declared rather than wired: its typed query, where the page is in the answer, its columns, the
// report filter's fields it takes, the fields its query sorts by, and its texts. The kit does what each such screen
// wired by hand: the page, size and order in the URL beside the filter, the query with limit, offset and orderBy,
// the page shown kept while the next one loads, CSV and Excel of every row in the order shown, the frame's loading,
// error and empty states, the sortable table and its pager.
import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { type ReactNode, useMemo } from 'react';
import type { ReportFilter, SortDirection } from '../../gql/graphql';
import { type ListPage, useExportAllPages } from './all-pages';
import { defineList, useListState } from './list-state';
import { Pager } from './Pager';
import { type NumberFormats, useNumberFormats } from './reports/format';
import { type ReportColumn, ReportTable, type ReportTableProps } from './reports/ReportTable';
import type { ReportField } from './reports/report-filter';
import { ReportScreen, useReportVariables } from './reports/report-screen';

/** What the kit asks the list's query: the report filter, the page and, for a list that sorts, the order (null: the
 *  base's own). A document fits when its variables take these, its sort fields among them. */
export type PageVariables<S extends string> = {
  filter: ReportFilter;
  limit: number;
  offset: number;
  orderBy?: { field: S; direction: SortDirection } | null;
};

type Columns<R, S extends string> = readonly ReportColumn<R, S>[];

export interface ListScreenSpec<TData, R, S extends string> {
  /** The list's document (`graphql(...)`), with only the fields the screen shows. */
  query: TypedDocumentNode<TData, PageVariables<S>>;
  /** The list's page (`total`, `items`) in the query's answer. */
  page: (data: TData) => ListPage<R>;
  /** The columns, or the columns from the business's formats (times, figures); a column's `sort` is one of `sorts`. */
  columns: Columns<R, NoInfer<S>> | ((formats: NumberFormats) => Columns<R, NoInfer<S>>);
  /** The report filter's fields the list takes: its filter bar and its query's `filter`. */
  filters: readonly ReportField[];
  /** The fields the query sorts every row by (its `orderBy`); without them the list keeps the base's order and no
   *  header sorts. */
  sorts?: readonly S[];
  caption: string;
  csvName: string;
  errorMessage: string;
  /** What the empty state says (default: the report frame's). */
  emptyTitle?: string;
  highlight?: (row: R) => boolean;
  /** What a highlighted row is (data-highlight). */
  highlightName?: string;
  /** The largest page the query answers, for the export of every row (default: the export's page). */
  exportPageRows?: number;
  /** The screen's own controls on the filter bar's row, and behind its "More filters". */
  lead?: ReactNode;
  more?: ReactNode;
  /** What the table takes beyond the declaration. */
  tableProps?: Pick<ReportTableProps<R>, 'minTableWidth'>;
}

/** The page component of a paged report declared by `spec`. */
export function defineListScreen<TData, R, const S extends string = never>(spec: ListScreenSpec<TData, R, S>) {
  const { columns, filters, sorts } = spec;
  // The view in the URL: newest first (the base's order) by default, else sorted by the query over every row.
  const list = defineList({ filters: {}, sorts: ['NONE', ...(sorts ?? [])], sort: 'NONE' });

  // biome-ignore lint/correctness/noComponentHookFactories: made once per screen, where its module declares it
  function DeclaredListScreen() {
    const formats = useNumberFormats();
    const shown = useMemo(() => (typeof columns === 'function' ? columns(formats) : columns), [formats]);
    const { filter } = useReportVariables(filters);
    const paging = useListState(list, true);
    const { view } = paging;
    const field = sorts?.find((sort) => sort === view.sort);
    const variables: PageVariables<S> = {
      filter,
      limit: paging.limit,
      offset: paging.offset,
      ...(sorts && { orderBy: field === undefined ? null : { field, direction: paging.direction } }),
    };
    const { data, previousData, loading, error, refetch } = useQuery(spec.query, { variables });
    const allRows = useExportAllPages(spec.query, variables, spec.page, spec.exportPageRows);
    const answer = data ?? previousData;
    const page = answer && spec.page(answer);
    const sortBy = (name: string) => {
      const next = list.spec.sorts.find((sort) => sort === name);
      if (next !== undefined) paging.sortBy(next);
    };
    return (
      <ReportScreen
        fields={filters}
        lead={spec.lead}
        more={spec.more}
        loading={loading && !page}
        error={error}
        empty={page?.total === 0}
        errorMessage={spec.errorMessage}
        emptyTitle={spec.emptyTitle}
        onRetry={() => void refetch()}
      >
        {page && (
          <ReportTable
            caption={spec.caption}
            columns={shown}
            rows={page.items}
            highlight={spec.highlight}
            highlightName={spec.highlightName}
            csvName={spec.csvName}
            allRows={allRows}
            sort={sorts && { field: view.sort, dir: view.dir, onSort: sortBy }}
            footer={<Pager {...paging.pager} total={page.total} />}
            {...spec.tableProps}
          />
        )}
      </ReportScreen>
    );
  }
  return DeclaredListScreen;
}
