// Display check summary (/DisplayCheckSummery): per brand, the share of lines low on stock as bars (highest first),
// the low-stock rate week by week of all brands against one brand (the busiest unless another is chosen), and the
// table with totals.

import { useQuery } from '@apollo/client/react';
import { Box, Flex } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import type { CheckSummaryQuery as Result } from '../../gql/graphql';
import { useBusinessToday } from '../../platform/components/business-day';
import { FilterSelect } from '../../platform/components/FilterSelect';
import { BarChart, TrendChart, type TrendSeries } from '../../platform/components/reports/charts';
import { useNumberFormats } from '../../platform/components/reports/format';
import { bucketLabel } from '../../platform/components/reports/partial-buckets';
import { useReportFilter } from '../../platform/components/reports/ReportFilterBar';
import { type ReportColumn, ReportTable } from '../../platform/components/reports/ReportTable';
import { effectiveDates } from '../../platform/components/reports/report-filter';
import { CHECK_FIELDS, ReportScreen, useReportVariables } from '../../platform/components/reports/report-screen';
import { columnTotals } from '../../platform/components/table-cells';
import { CheckSummaryQuery } from './checks.documents';
import { brandsByShare, comparedBrand, weeklyRate } from './summary-charts';

type Row = Result['displayCheckSummary'][number];
const SHARE = 'Low stock (% of lines)';

const COLUMNS: ReportColumn<Row>[] = [
  { label: 'Brand', value: (r) => r.brand?.name },
  { label: 'Visits', value: (r) => r.visits, numeric: true },
  { label: 'Stores', value: (r) => r.stores, numeric: true },
  { label: 'Lines', value: (r) => r.lines, numeric: true },
  { label: 'On display', value: (r) => r.displayedQty, numeric: true },
  { label: 'In stock', value: (r) => r.stockQty, numeric: true },
  { label: 'Low stock', value: (r) => r.lowStockLines, numeric: true },
  { label: 'Low stock %', value: (r) => Math.round(r.lowStockRate * 1000) / 10, numeric: true, tenths: true },
];

export default function SummaryPage() {
  const variables = useReportVariables(CHECK_FIELDS);
  const [params, setParams] = useSearchParams();
  const { data, loading, error, refetch } = useQuery(CheckSummaryQuery, { variables });
  const rows = data?.displayCheckSummary ?? [];
  const points = data?.displayCheckTrend ?? [];
  const compared = comparedBrand(rows, params.get('compare'));
  const formats = useNumberFormats();
  const today = useBusinessToday() ?? '';
  const applied = useReportFilter();
  // Each week by its first day; the week still running, and the first one when the range starts after its Monday,
  // marked so, their lower counts read as partial.
  const from = today ? effectiveDates(applied, today).from : undefined;
  const byWeek = (rates: { x: string; y: number }[]) =>
    rates.map(({ x, y }) => ({ x: bucketLabel(formats, x, 7, today, from), y }));
  const series: TrendSeries[] = [
    // "All 6 brands": every brand of the filter (a manager's own, a chosen one), not the company's.
    { id: `All ${rows.length} brands`, data: byWeek(weeklyRate(points)) },
    ...(compared ? [{ id: compared.name, data: byWeek(weeklyRate(points, compared.id)) }] : []),
  ];
  const byLines = [...rows].sort((a, b) => b.lines - a.lines).flatMap((r) => (r.brand ? [r.brand] : []));
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
        label="Share of lines low on stock, by brand (highest first)"
        unit={SHARE}
        indexBy="brand"
        keys={[SHARE]}
        data={brandsByShare(rows).map(({ row, share }) => ({ brand: row.brand?.name ?? '?', [SHARE]: share }))}
      />
      <Flex direction="column" gap="2">
        <Box alignSelf="flex-start">
          <FilterSelect
            label="Compare with"
            value={compared ? compared.id : 'none'}
            options={byLines}
            allValue="none"
            allLabel="No brand"
            onChange={(value) => {
              const next = new URLSearchParams(params);
              next.set('compare', value);
              setParams(next, { replace: true });
            }}
          />
        </Box>
        <TrendChart
          label={`Low-stock rate by week: all ${rows.length} brands${compared ? ` and ${compared.name}` : ''}`}
          unit="Low-stock rate (%)"
          series={series}
        />
      </Flex>
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
