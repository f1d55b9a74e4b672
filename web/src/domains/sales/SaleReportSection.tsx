// Daily Sales' "Sales by brand and channel": the SaleReport of the screen's channel, manager and dates
// (all countries), as a table with totals and its own loading, empty and error states.

import { useQuery } from '@apollo/client/react';
import { Box, Text } from '@chakra-ui/react';
import type { ReportFilter, SaleReportViewQuery as SaleReportViewData } from '../../gql/graphql';
import { useNumberFormats } from '../../platform/components/reports/format';
import { moneyLabel, type ReportColumn, ReportTable } from '../../platform/components/reports/ReportTable';
import { EmptyState, ErrorState, LoadingRows } from '../../platform/components/States';
import { columnTotals } from '../../platform/components/table-cells';
import { SaleReportViewQuery } from './sales.documents';

type Row = SaleReportViewData['saleReport'][number];

const columns = (value: string): ReportColumn<Row>[] => [
  { label: 'Brand', value: (r) => r.brand?.name },
  { label: 'Channel', value: (r) => r.channel?.name },
  { label: 'Sale lines', value: (r) => r.lines, numeric: true },
  { label: 'Stores', value: (r) => r.stores, numeric: true },
  { label: 'Units', value: (r) => r.quantity, numeric: true },
  { label: value, value: (r) => r.value, money: true },
];
const CAPTION = 'Sales by brand and channel';

export function SaleReportSection({ filter }: { filter: ReportFilter }) {
  // SaleReport takes only CountryID, ChannelID, ManagerID and the two dates (description, section 4): the gateway
  // refuses any other field of the filter.
  const variables = {
    countryId: null,
    filter: {
      channelId: filter.channelId ?? null,
      managerId: filter.managerId ?? null,
      fromDate: filter.fromDate ?? null,
      toDate: filter.toDate ?? null,
    },
  };
  const { data, loading, error, refetch } = useQuery(SaleReportViewQuery, { variables });
  const rows = data?.saleReport ?? [];
  const tableColumns = columns(moneyLabel('Value', useNumberFormats()));
  const totals = columnTotals(tableColumns, rows);
  delete totals.Stores; // a store sells several brands in several channels
  return (
    <Box as="section" aria-label={CAPTION}>
      {error ? (
        <ErrorState failure={error} message="Failed to fetch the sale report" onRetry={() => void refetch()} />
      ) : null}
      {!error && loading && !data && (
        <>
          <Text fontWeight="semibold" fontSize="sm" mb="2">
            {CAPTION}
          </Text>
          <LoadingRows rows={4} />
        </>
      )}
      {!error && data && rows.length === 0 && <EmptyState title="No sales by brand and channel for these dates" />}
      {!error && rows.length > 0 && (
        <ReportTable
          caption={CAPTION}
          columns={tableColumns}
          rows={rows}
          totals={totals}
          csvName="sales-by-brand-channel.csv"
          sortKey="brands"
        />
      )}
      <Text fontSize="xs" color="fg.muted" mt="1">
        By channel, manager and dates only; the other filters do not apply to this table.
      </Text>
    </Box>
  );
}
