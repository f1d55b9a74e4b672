// Display Check Detail and Stock Report: their lines a page at a time, sorted by any column over every line (by the
// query), or one row per store or per member (lines and low-stock lines, most low-stock lines first) from the
// grouped figures; the view, the order and the page are in the URL beside the filter.

import { useApolloClient, useQuery } from '@apollo/client/react';
import { Button, Group } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { CheckLineOrder, CheckLineSortField } from '../../gql/graphql';
import { allPages } from '../../platform/components/all-pages';
import { choiceFilter, defineList, useListState } from '../../platform/components/list-state';
import { Pager } from '../../platform/components/Pager';
import { useNumberFormats } from '../../platform/components/reports/format';
import { type ReportColumn, ReportTable } from '../../platform/components/reports/ReportTable';
import { CHECK_FIELDS, ReportScreen, useReportVariables } from '../../platform/components/reports/report-screen';
import { CheckDetailQuery, CheckLineGroupsQuery, LowStockGroupsQuery, LowStockQuery } from './checks.documents';
import { LINE_COLUMNS, lineTotals } from './line-columns';

const LINE_SORTS = [
  'DATE',
  'STORE',
  'PRODUCT',
  'BRAND',
  'MEMBER',
  'DISPLAYED_QTY',
  'STOCK_QTY',
  'LOW_STOCK',
] as const satisfies readonly CheckLineSortField[];

/** The views of the lines: every line, or a row per store or per member. */
const VIEWS = ['lines', 'store', 'member'] as const;
type LineView = (typeof VIEWS)[number];
const VIEW_NAMES: Record<LineView, string> = { lines: 'Lines', store: 'By store', member: 'By member' };

/** The screen's state in the URL: `by` (the view), `sort` and `dir` (the lines' order, newest first by default),
 *  `page` and `size`. */
const LINE_LIST = defineList({
  filters: { by: choiceFilter(VIEWS, 'lines') },
  sorts: ['NONE', ...LINE_SORTS],
  sort: 'NONE',
});

interface LineGroup {
  storeId?: number | null;
  store?: { code: string; name: string } | null;
  memberId?: number | null;
  teamMember?: { name: string } | null;
  count?: number | null;
  lowStockLines?: number | null;
}

function groupColumns(by: 'store' | 'member'): ReportColumn<LineGroup>[] {
  return [
    by === 'store'
      ? { label: 'Store', value: (g) => (g.store ? `${g.store.code} · ${g.store.name}` : `Store ${g.storeId ?? '?'}`) }
      : { label: 'Team member', value: (g) => g.teamMember?.name ?? `Member ${g.memberId ?? '?'}` },
    { label: 'Lines', value: (g) => g.count ?? 0, numeric: true },
    { label: 'Low-stock lines', value: (g) => g.lowStockLines ?? 0, numeric: true },
  ];
}

interface LineReportProps {
  /** Stock Report's low-stock lines, or Detail's every line. */
  lowStock: boolean;
  caption: string;
  csvName: string;
  errorMessage: string;
  /** How many lines match, for the screen's own controls (Stock Report's e-mail). */
  children?: (total: number | undefined) => ReactNode;
}

export function LineReport({ lowStock, caption, csvName, errorMessage, children }: LineReportProps) {
  const formats = useNumberFormats();
  const variables = useReportVariables(CHECK_FIELDS);
  const list = useListState(LINE_LIST, true);
  const { by, sort } = list.view;
  const orderBy: CheckLineOrder | null = sort === 'NONE' ? null : { field: sort, direction: list.direction };
  const lineVariables = { ...variables, limit: list.limit, offset: list.offset, orderBy };
  const detail = useQuery(CheckDetailQuery, { variables: lineVariables, skip: lowStock });
  const low = useQuery(LowStockQuery, { variables: lineVariables, skip: !lowStock });
  const groupBy = by === 'member' ? ('MEMBER' as const) : ('STORE' as const);
  const checkGroups = useQuery(CheckLineGroupsQuery, {
    variables: { filter: variables.filter, groupBy: [groupBy] },
    skip: by === 'lines' || lowStock,
  });
  const lowGroups = useQuery(LowStockGroupsQuery, {
    variables: { filter: variables.filter, groupBy: [groupBy] },
    skip: by === 'lines' || !lowStock,
  });
  const client = useApolloClient();
  const lines = lowStock ? low : detail;
  const page = lowStock
    ? (low.data ?? low.previousData)?.lowStockChecks
    : (detail.data ?? detail.previousData)?.displayCheckDetail;
  const allRows = () =>
    allPages(async (limit, offset) => {
      const paged = { ...variables, limit, offset, orderBy };
      if (lowStock)
        return (await client.query({ query: LowStockQuery, variables: paged, fetchPolicy: 'no-cache' })).data
          ?.lowStockChecks;
      return (await client.query({ query: CheckDetailQuery, variables: paged, fetchPolicy: 'no-cache' })).data
        ?.displayCheckDetail;
    });
  const grouped = lowStock ? lowGroups : checkGroups;
  const groups: readonly LineGroup[] | undefined = lowStock
    ? (lowGroups.data ?? lowGroups.previousData)?.lowStockAggregate
    : (checkGroups.data ?? checkGroups.previousData)?.displayCheckAggregate;
  const showGroups = by !== 'lines';

  return (
    <>
      {children?.(page?.total)}
      <Group attached mb="3" role="group" aria-label="Show">
        {VIEWS.map((view) => (
          <Button
            key={view}
            size="sm"
            variant={view === by ? 'solid' : 'outline'}
            colorPalette="teal"
            aria-pressed={view === by}
            onClick={() => list.filter({ by: view })}
          >
            {VIEW_NAMES[view]}
          </Button>
        ))}
      </Group>
      <ReportScreen
        fields={CHECK_FIELDS}
        loading={showGroups ? grouped.loading && !groups : lines.loading && !page}
        error={showGroups ? grouped.error : lines.error}
        empty={showGroups ? groups?.length === 0 : page?.total === 0}
        errorMessage={errorMessage}
        onRetry={() => void (showGroups ? grouped.refetch() : lines.refetch())}
      >
        {showGroups && groups && (
          <ReportTable
            caption={`${caption} by ${by === 'store' ? 'store' : 'team member'}`}
            columns={groupColumns(by)}
            rows={groups}
            totals={{
              Lines: groups.reduce((sum, g) => sum + (g.count ?? 0), 0),
              'Low-stock lines': groups.reduce((sum, g) => sum + (g.lowStockLines ?? 0), 0),
            }}
            csvName={csvName.replace(/\.csv$/, `-by-${by}.csv`)}
            sortKey="group"
          />
        )}
        {!showGroups && page && (
          <ReportTable
            caption={caption}
            columns={LINE_COLUMNS}
            rows={page.items}
            totals={lineTotals(page.totals, formats)}
            // Detail tints its low-stock lines; Stock Report lists only those, where a tint on every row tells nothing.
            highlight={lowStock ? undefined : (row) => row.lowStock}
            csvName={csvName}
            allRows={allRows}
            sort={{ field: sort, dir: list.view.dir, onSort: (field) => list.sortBy(field as typeof sort) }}
            footer={<Pager {...list.pager} total={page.total} />}
          />
        )}
      </ReportScreen>
    </>
  );
}
