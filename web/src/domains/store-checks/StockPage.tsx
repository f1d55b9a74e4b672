// Stock (/Stock): the latest count of each product in each store over the filter, a page at a time,
// sorted by any column over every count (the order in the URL and the export), and per product the stock at a
// starting day against the end of the range.

import { useApolloClient, useQuery } from '@apollo/client/react';
import { Box, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import type { StockQuery as Result, StockOrder } from '../../gql/graphql';
import { allPages } from '../../platform/components/all-pages';
import { DateField } from '../../platform/components/DateField';
import { defineList, useListState } from '../../platform/components/list-state';
import { Pager } from '../../platform/components/Pager';
import { useNumberFormats } from '../../platform/components/reports/format';
import { type ReportColumn, ReportTable } from '../../platform/components/reports/ReportTable';
import { CHECK_FIELDS, ReportScreen, useReportVariables } from '../../platform/components/reports/report-screen';
import { columnTotals } from '../../platform/components/table-cells';
import { StockQuery } from './checks.documents';

type StockRow = Result['stockList']['items'][number];
type StatusRow = Result['stockStatus'][number];

const STOCK_COLUMNS: ReportColumn<StockRow>[] = [
  { label: 'Store', value: (r) => (r.store ? `${r.store.code} · ${r.store.name}` : ''), sort: 'STORE' },
  { label: 'Product', value: (r) => (r.product ? `${r.product.code} · ${r.product.name}` : ''), sort: 'PRODUCT' },
  { label: 'Brand', value: (r) => r.brand?.name, sort: 'BRAND' },
  { label: 'Counted on', value: (r) => r.snapshotDate, sort: 'COUNTED_ON', day: true },
  { label: 'Units', value: (r) => r.quantity, numeric: true, sort: 'QUANTITY' },
];
/** The counts' page, size and order (the base's by default, else sorted by the query over every count). */
const STOCK_LIST = defineList({
  filters: {},
  sorts: ['NONE', 'STORE', 'PRODUCT', 'BRAND', 'COUNTED_ON', 'QUANTITY'],
  sort: 'NONE',
});
const STATUS_COLUMNS: ReportColumn<StatusRow>[] = [
  { label: 'Product', value: (r) => (r.product ? `${r.product.code} · ${r.product.name}` : '') },
  { label: 'Brand', value: (r) => r.brand?.name },
  { label: 'Stores', value: (r) => r.stores, numeric: true },
  { label: 'Opening', value: (r) => r.openingQty, numeric: true },
  { label: 'Closing', value: (r) => r.closingQty, numeric: true },
  { label: 'Change', value: (r) => r.change, numeric: true },
];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export default function StockPage() {
  const formats = useNumberFormats();
  const variables = useReportVariables(CHECK_FIELDS);
  const paging = useListState(STOCK_LIST, true);
  const { sort } = paging.view;
  const orderBy: StockOrder | null = sort === 'NONE' ? null : { field: sort, direction: paging.direction };
  const [params, setParams] = useSearchParams();
  const start = params.get('start') ?? '';
  const startingDate = DATE.test(start) ? start : null;
  const { data, previousData, loading, error, refetch } = useQuery(StockQuery, {
    variables: { ...variables, limit: paging.limit, offset: paging.offset, startingDate, orderBy },
  });
  const client = useApolloClient();
  const result = data ?? previousData;
  const allRows = () =>
    allPages(
      async (limit, offset) =>
        (
          await client.query({
            query: StockQuery,
            variables: { ...variables, limit, offset, startingDate, orderBy },
            fetchPolicy: 'no-cache',
          })
        ).data?.stockList,
    );
  const setStart = (value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set('start', value);
    else next.delete('start');
    setParams(next);
  };

  return (
    <ReportScreen
      fields={CHECK_FIELDS}
      loading={loading && !result}
      error={error}
      empty={result?.stockList.total === 0}
      errorMessage="Failed to fetch stock."
      onRetry={() => void refetch()}
      more={
        <Box>
          <DateField label="Opening stock date" width="40" value={startingDate ?? ''} onChange={setStart} />
          <Text fontSize="xs" color="fg.muted" mt="1">
            Default: the range's first day
          </Text>
        </Box>
      }
    >
      {result && (
        <>
          <ReportTable
            caption="Latest stock count per store and product"
            columns={STOCK_COLUMNS}
            rows={result.stockList.items}
            totals={{
              Store: `${formats.number(result.stockList.total)} counts`,
              Units: result.stockList.totalQuantity,
            }}
            csvName="stock.csv"
            allRows={allRows}
            sort={{ field: sort, dir: paging.view.dir, onSort: (field) => paging.sortBy(field as typeof sort) }}
            footer={<Pager {...paging.pager} total={result.stockList.total} />}
          />
          <ReportTable
            caption="Stock status per product"
            columns={STATUS_COLUMNS}
            rows={result.stockStatus}
            totals={columnTotals(STATUS_COLUMNS, result.stockStatus)}
            csvName="stock-status.csv"
            sortKey="status"
          />
        </>
      )}
    </ReportScreen>
  );
}
