// Store Visit (/StoreVisit): visits with check-in, check-out, duration, distance from the store and
// whether planned, over the report filters; unplanned visits highlighted, check-ins far from the store
// badged; sorted by any column over every visit (the order in the URL); CSV of every visit in the order shown.

import { useApolloClient, useQuery } from '@apollo/client/react';
import { Badge } from '@chakra-ui/react';
import { useMemo } from 'react';
import { graphql } from '../../gql';
import type { StoreVisitsQuery as Result, StoreVisitOrder } from '../../gql/graphql';
import { allPages } from '../../platform/components/all-pages';
import { defineList, useListState } from '../../platform/components/list-state';
import { Pager } from '../../platform/components/Pager';
import { type NumberFormats, useNumberFormats } from '../../platform/components/reports/format';
import { type ReportColumn, ReportTable } from '../../platform/components/reports/ReportTable';
import { CHECK_FIELDS, ReportScreen, useReportVariables } from '../../platform/components/reports/report-screen';

// A screen's own query lives in its page: one file fewer for a new list screen (CONTRIBUTING).
const StoreVisitsQuery = graphql(`
  query StoreVisits($filter: ReportFilter, $limit: Int, $offset: Int, $orderBy: StoreVisitOrder) {
    storeVisits(filter: $filter, limit: $limit, offset: $offset, orderBy: $orderBy) {
      total
      items {
        id date checkIn checkOut durationMinutes planned distanceMeters farFromStore
        store { code name } teamMember { name }
      }
    }
  }
`);

type Visit = Result['storeVisits']['items'][number];

/** The columns, check-in and check-out on the business's clock (a manager abroad sees the field's time). */
const visitColumns = ({ time, number }: NumberFormats): ReportColumn<Visit>[] => [
  { label: 'Date', value: (r) => r.date, sort: 'DATE', day: true },
  { label: 'Store', value: (r) => (r.store ? `${r.store.code} · ${r.store.name}` : ''), sort: 'STORE' },
  { label: 'Team member', value: (r) => r.teamMember?.name, sort: 'MEMBER' },
  { label: 'Check-in', value: (r) => time(r.checkIn), sort: 'CHECK_IN' },
  { label: 'Check-out', value: (r) => time(r.checkOut), sort: 'CHECK_OUT' },
  { label: 'Minutes', value: (r) => r.durationMinutes, numeric: true, sort: 'DURATION' },
  {
    label: 'Metres from store',
    value: (r) => r.distanceMeters,
    numeric: true,
    sort: 'DISTANCE',
    render: (r) => (
      <>
        {r.distanceMeters === null ? '' : number(r.distanceMeters)}
        {r.farFromStore && (
          <Badge ms="2" colorPalette="red" title="Checked in more than 500 m from the store">
            Far from store
          </Badge>
        )}
      </>
    ),
  },
  {
    label: 'Plan',
    value: (r) => (r.planned ? 'Planned' : 'Unplanned'),
    sort: 'PLANNED',
    render: (r) => <Badge colorPalette={r.planned ? 'teal' : 'orange'}>{r.planned ? 'Planned' : 'Unplanned'}</Badge>,
  },
];

/** The page, its size and the order (newest first by default, else sorted by the query over every visit) in the
 *  URL beside the filter. */
const VISIT_LIST = defineList({
  filters: {},
  sorts: ['NONE', 'DATE', 'STORE', 'MEMBER', 'CHECK_IN', 'CHECK_OUT', 'DURATION', 'DISTANCE', 'PLANNED'],
  sort: 'NONE',
});

export default function StoreVisitPage() {
  const formats = useNumberFormats();
  const columns = useMemo(() => visitColumns(formats), [formats]);
  const variables = useReportVariables(CHECK_FIELDS);
  const paging = useListState(VISIT_LIST, true);
  const { sort } = paging.view;
  const orderBy: StoreVisitOrder | null = sort === 'NONE' ? null : { field: sort, direction: paging.direction };
  const { data, previousData, loading, error, refetch } = useQuery(StoreVisitsQuery, {
    variables: { ...variables, limit: paging.limit, offset: paging.offset, orderBy },
  });
  const client = useApolloClient();
  const page = (data ?? previousData)?.storeVisits;
  const allRows = () =>
    allPages(
      async (limit, offset) =>
        (
          await client.query({
            query: StoreVisitsQuery,
            variables: { ...variables, limit, offset, orderBy },
            fetchPolicy: 'no-cache',
          })
        ).data?.storeVisits,
    );
  return (
    <ReportScreen
      fields={CHECK_FIELDS}
      loading={loading && !page}
      error={error}
      empty={page?.total === 0}
      errorMessage="Failed to fetch store visits."
      onRetry={() => void refetch()}
    >
      {page && (
        <ReportTable
          caption="Store visits"
          columns={columns}
          rows={page.items}
          highlight={(r) => !r.planned}
          highlightName="unplanned"
          // Eight columns, the far-from-store badge among them: narrower, the store names would break a letter a line.
          minTableWidth="56rem"
          csvName="store-visits.csv"
          allRows={allRows}
          sort={{ field: sort, dir: paging.view.dir, onSort: (field) => paging.sortBy(field as typeof sort) }}
          footer={<Pager {...paging.pager} total={page.total} />}
        />
      )}
    </ReportScreen>
  );
}
