// Display checks by date (/DisplayCheckByDate): bars of lines checked and lines low on stock per day, and the
// table with totals.
import { useQuery } from '@apollo/client/react';
import type { ChecksByDateQuery } from '../../gql/graphql';
import { useBusinessToday } from '../../platform/components/business-day';
import { BarChart } from '../../platform/components/reports/charts';
import { useNumberFormats } from '../../platform/components/reports/format';
import { bucketLabel } from '../../platform/components/reports/partial-buckets';
import { type ReportColumn, ReportTable } from '../../platform/components/reports/ReportTable';
import { CHECK_FIELDS, ReportScreen, useReportVariables } from '../../platform/components/reports/report-screen';
import { columnTotals } from '../../platform/components/table-cells';
import { ChecksByDateQuery as ByDate } from './checks.documents';
import { measureColumns } from './period-columns';

type DayRow = ChecksByDateQuery['displayChecksByDate'][number];
const DAY_COLUMNS: ReportColumn<DayRow>[] = [
  { label: 'Date', value: (r) => r.date, day: true },
  ...measureColumns<DayRow>(),
];

export default function ByDatePage() {
  const formats = useNumberFormats();
  const today = useBusinessToday() ?? '';
  const variables = useReportVariables(CHECK_FIELDS);
  const { data, loading, error, refetch } = useQuery(ByDate, { variables });
  const rows = data?.displayChecksByDate ?? [];
  return (
    <ReportScreen
      fields={CHECK_FIELDS}
      loading={loading && !data}
      error={error}
      empty={rows.length === 0}
      errorMessage="Failed to fetch display checks by date."
      onRetry={() => void refetch()}
    >
      <BarChart
        label="Lines checked and lines low on stock, by date"
        unit="Lines"
        indexBy="date"
        keys={['Lines', 'Low stock']}
        data={rows.map((r) => ({
          date: bucketLabel(formats, r.date, 1, today),
          Lines: r.lines,
          'Low stock': r.lowStockLines,
        }))}
      />
      <ReportTable
        caption="Display checks by date"
        columns={DAY_COLUMNS}
        rows={rows}
        totals={columnTotals(DAY_COLUMNS, rows)}
        csvName="display-checks-by-date.csv"
      />
    </ReportScreen>
  );
}
