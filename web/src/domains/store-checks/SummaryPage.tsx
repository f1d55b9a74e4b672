// Display check summary (/DisplayCheckSummery): per brand, lines checked and lines low on stock
// as bars, the low-stock rate of the busiest brands week by week as lines, and the table with totals.
import { useQuery } from '@apollo/client/react';
import { BarChart, TrendChart, type TrendSeries } from '../../platform/components/reports/charts';
import { CheckSummaryQuery } from './checks.documents';
import { CHECK_FIELDS, ReportScreen, useReportVariables } from '../../platform/components/reports/report-screen';
import { ReportTable, type ReportColumn } from '../../platform/components/reports/ReportTable';
import { columnTotals } from '../../platform/components/table-cells';
import type { CheckSummaryQuery as Result } from '../../gql/graphql';

type Row = Result['displayCheckSummary'][number];
const TREND_BRANDS = 5;

const COLUMNS: ReportColumn<Row>[] = [
  { label: 'Brand', value: (r) => r.brand?.name },
  { label: 'Visits', value: (r) => r.visits, numeric: true },
  { label: 'Stores', value: (r) => r.stores, numeric: true },
  { label: 'Lines', value: (r) => r.lines, numeric: true },
  { label: 'On display', value: (r) => r.displayedQty, numeric: true },
  { label: 'In stock', value: (r) => r.stockQty, numeric: true },
  { label: 'Low stock', value: (r) => r.lowStockLines, numeric: true },
  { label: 'Low stock %', value: (r) => Math.round(r.lowStockRate * 1000) / 10, numeric: true },
];

export default function SummaryPage() {
  const variables = useReportVariables(CHECK_FIELDS);
  const { data, loading, error, refetch } = useQuery(CheckSummaryQuery, { variables });
  const rows = data?.displayCheckSummary ?? [];
  const busiest = [...rows]
    .sort((a, b) => b.lines - a.lines)
    .slice(0, TREND_BRANDS)
    .map((r) => r.brand?.id);
  const series: TrendSeries[] = busiest.map((id) => {
    const points = (data?.displayCheckTrend ?? []).filter((p) => p.brand?.id === id);
    return {
      id: points[0]?.brand?.name ?? String(id),
      data: points.map((p) => ({ x: p.fromDate, y: p.lowStockRate })),
    };
  });
  const totals = columnTotals(COLUMNS, rows);
  totals['Low stock %'] = totals.Lines ? Math.round(((totals['Low stock'] ?? 0) / totals.Lines) * 1000) / 10 : 0;
  delete totals.Visits; // a visit checks several brands: the per-brand counts do not add up
  delete totals.Stores;

  return (
    <ReportScreen
      fields={CHECK_FIELDS}
      loading={loading && !data}
      error={error}
      empty={rows.length === 0}
      errorMessage="Failed to fetch the display check summary."
      onRetry={() => void refetch()}
    >
      <BarChart
        label="Lines checked and lines low on stock, by brand"
        unit="Lines"
        indexBy="brand"
        keys={['Lines', 'Low stock']}
        data={rows.map((r) => ({ brand: r.brand?.name ?? '?', Lines: r.lines, 'Low stock': r.lowStockLines }))}
      />
      <TrendChart
        label={`Low-stock rate by week, ${TREND_BRANDS} busiest brands`}
        unit="Low-stock rate (%)"
        series={series}
      />
      <ReportTable
        caption="Display checks by brand"
        columns={COLUMNS}
        rows={rows}
        totals={totals}
        csvName="display-check-summary.csv"
      />
    </ReportScreen>
  );
}
