// Store Visit (/StoreVisit): visits with check-in, check-out, duration, distance from the store and
// whether planned, over the report filters; unplanned visits highlighted, check-ins far from the store
// badged; sorted by any column over every visit (the order in the URL); CSV of every visit in the order shown.

import { Badge } from '@chakra-ui/react';
import { graphql } from '../../gql';
import { defineListScreen } from '../../platform/components/define-list-screen';
import { CHECK_FIELDS } from '../../platform/components/reports/report-screen';

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

/** Newest first by default, else sorted by the query over every visit (the order in the URL beside the filter);
 *  check-in and check-out on the business's clock (a manager abroad sees the field's time). */
export default defineListScreen({
  query: StoreVisitsQuery,
  page: (data) => data.storeVisits,
  columns: ({ time, number }) => [
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
  ],
  filters: CHECK_FIELDS,
  sorts: ['DATE', 'STORE', 'MEMBER', 'CHECK_IN', 'CHECK_OUT', 'DURATION', 'DISTANCE', 'PLANNED'],
  caption: 'Store visits',
  csvName: 'store-visits.csv',
  errorMessage: 'Failed to fetch store visits.',
  highlight: (r) => !r.planned,
  highlightName: 'unplanned',
  // Eight columns, the far-from-store badge among them: narrower, the store names would break a letter a line.
  tableProps: { minTableWidth: '56rem' },
});
