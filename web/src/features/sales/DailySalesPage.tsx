// Daily Sales (/DailySales): sales per day as bars and a table with totals, sales by brand and channel
// (SaleReport), and the latest sale lines.
import { useQuery } from '@apollo/client/react';
import type { DailySalesViewQuery } from '../../gql/graphql';
import { BarChart } from '../../components/reports/charts';
import { CHECK_FIELDS, ReportScreen, useReportVariables } from '../../components/reports/report-screen';
import { columnTotals, ReportTable, type ReportColumn } from '../../components/reports/ReportTable';
import { SaleReportSection } from './SaleReportSection';
import { DailySalesQuery } from './sales.documents';

type Day = DailySalesViewQuery['dailySales'][number];
type Line = DailySalesViewQuery['recentSales'][number];

const DAY_COLUMNS: ReportColumn<Day>[] = [
  { label: 'Date', value: (r) => r.date },
  { label: 'Sale lines', value: (r) => r.lines, numeric: true },
  { label: 'Stores', value: (r) => r.stores, numeric: true },
  { label: 'Units', value: (r) => r.quantity, numeric: true },
  { label: 'Value', value: (r) => Math.round(r.value * 100) / 100, numeric: true },
];
const LINE_COLUMNS: ReportColumn<Line>[] = [
  { label: 'Date', value: (r) => r.date },
  { label: 'Store', value: (r) => (r.store ? `${r.store.code} · ${r.store.name}` : '') },
  { label: 'Product', value: (r) => (r.product ? `${r.product.code} · ${r.product.name}` : '') },
  { label: 'Brand', value: (r) => r.brand?.name },
  { label: 'Sold by', value: (r) => r.teamMember?.name },
  { label: 'Units', value: (r) => r.quantity, numeric: true },
  { label: 'Value', value: (r) => r.value, numeric: true },
];

export default function DailySalesPage() {
  const variables = useReportVariables(CHECK_FIELDS);
  const { data, loading, error, refetch } = useQuery(DailySalesQuery, { variables });
  const days = data?.dailySales ?? [];
  const totals = columnTotals(DAY_COLUMNS, days);
  delete totals.Stores; // a store sells on many days
  return (
    <ReportScreen
      fields={CHECK_FIELDS}
      loading={loading && !data}
      error={error}
      empty={days.length === 0}
      errorMessage="Failed to fetch daily sales data"
      onRetry={() => void refetch()}
    >
      <BarChart
        label="Units sold by day"
        indexBy="date"
        keys={['Units']}
        data={days.map((d) => ({ date: d.date.slice(5), Units: d.quantity }))}
      />
      <ReportTable caption="Sales by day" columns={DAY_COLUMNS} rows={days} totals={totals} csvName="daily-sales.csv" />
      <SaleReportSection filter={variables.filter} />
      <ReportTable
        caption="Latest sale lines"
        columns={LINE_COLUMNS}
        rows={data?.recentSales ?? []}
        csvName="latest-sales.csv"
      />
    </ReportScreen>
  );
}
