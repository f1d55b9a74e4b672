// Display checks by week (/DisplayCheckByWeek): bars of lines checked and lines low on stock per week, and the
// table with totals.
import { useQuery } from '@apollo/client/react';
import type { ChecksByWeekQuery } from '../../gql/graphql';
import { BarChart } from '../../platform/components/reports/charts';
import { type ReportColumn, ReportTable } from '../../platform/components/reports/ReportTable';
import { type ReportField, yearToDate } from '../../platform/components/reports/report-filter';
import { CHECK_FIELDS, ReportScreen, useReportVariables } from '../../platform/components/reports/report-screen';
import { columnTotals } from '../../platform/components/table-cells';
import { ChecksByWeekQuery as ByWeek } from './checks.documents';
import { measureColumns } from './period-columns';

type WeekRow = ChecksByWeekQuery['displayChecksByWeek'][number];
const WEEK_COLUMNS: ReportColumn<WeekRow>[] = [
  { label: 'Week', value: (r) => `${r.year} W${String(r.week).padStart(2, '0')}` },
  { label: 'From', value: (r) => r.fromDate, day: true },
  ...measureColumns<WeekRow>(),
];
const WEEK_FIELDS: ReportField[] = [...CHECK_FIELDS, 'weeks'];

export default function ByWeekPage() {
  const variables = useReportVariables(WEEK_FIELDS);
  const { data, loading, error, refetch } = useQuery(ByWeek, { variables });
  const rows = data?.displayChecksByWeek ?? [];
  return (
    <ReportScreen
      fields={WEEK_FIELDS}
      defaultDates={yearToDate}
      loading={loading && !data}
      error={error}
      empty={rows.length === 0}
      errorMessage="Failed to fetch display checks by week."
      onRetry={() => void refetch()}
    >
      <BarChart
        label="Lines checked and lines low on stock, by week"
        unit="Lines"
        indexBy="week"
        keys={['Lines', 'Low stock']}
        data={rows.map((r) => ({ week: `W${r.week}`, Lines: r.lines, 'Low stock': r.lowStockLines }))}
      />
      <ReportTable
        caption="Display checks by week"
        columns={WEEK_COLUMNS}
        rows={rows}
        totals={columnTotals(WEEK_COLUMNS, rows)}
        csvName="display-checks-by-week.csv"
      />
    </ReportScreen>
  );
}
