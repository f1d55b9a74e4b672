// Stock (/Stock): the latest count of each product in each store over the filter, a page at a time,
// and per product the stock at a starting day against the end of the range.
import { allPages } from '../../platform/components/all-pages';
import { Field, Input } from '@chakra-ui/react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { Pager } from '../../platform/components/Pager';
import { useNumberFormats } from '../../platform/components/reports/format';
import type { StockQuery as Result } from '../../gql/graphql';
import { StockQuery } from './checks.documents';
import {
  CHECK_FIELDS,
  ReportScreen,
  useReportPaging,
  useReportVariables,
} from '../../platform/components/reports/report-screen';
import { ReportTable, type ReportColumn } from '../../platform/components/reports/ReportTable';
import { columnTotals } from '../../platform/components/table-cells';

type StockRow = Result['stockList']['items'][number];
type StatusRow = Result['stockStatus'][number];

const STOCK_COLUMNS: ReportColumn<StockRow>[] = [
  { label: 'Store', value: (r) => (r.store ? `${r.store.code} · ${r.store.name}` : '') },
  { label: 'Product', value: (r) => (r.product ? `${r.product.code} · ${r.product.name}` : '') },
  { label: 'Brand', value: (r) => r.brand?.name },
  { label: 'Counted on', value: (r) => r.snapshotDate },
  { label: 'Units', value: (r) => r.quantity, numeric: true },
];
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
  const paging = useReportPaging();
  const [params, setParams] = useSearchParams();
  const start = params.get('start') ?? '';
  const startingDate = DATE.test(start) ? start : null;
  const { data, previousData, loading, error, refetch } = useQuery(StockQuery, {
    variables: { ...variables, limit: paging.limit, offset: paging.offset, startingDate },
  });
  const client = useApolloClient();
  const result = data ?? previousData;
  const allRows = () =>
    allPages(
      async (limit, offset) =>
        (
          await client.query({
            query: StockQuery,
            variables: { ...variables, limit, offset, startingDate },
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
        <Field.Root width="auto">
          <Field.Label fontSize="xs" color="fg.muted">
            Opening stock on (default: the range's first day)
          </Field.Label>
          <Input
            size="sm"
            type="date"
            bg="bg.panel"
            width="40"
            value={startingDate ?? ''}
            aria-label="Opening stock date"
            onChange={(event) => setStart(event.target.value)}
          />
        </Field.Root>
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
