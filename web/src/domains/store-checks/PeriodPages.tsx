// Display checks by date (/DisplayCheckByDate) and by week (/DisplayCheckByWeek): bars of lines
// checked and lines low on stock per period, and the table with totals.
import { useQuery } from '@apollo/client/react';
import type { ChecksByDateQuery, ChecksByWeekQuery } from '../../gql/graphql';
import { useBusinessToday } from '../../platform/components/business-day';
import { BarChart } from '../../platform/components/reports/charts';
import { useNumberFormats } from '../../platform/components/reports/format';
import { bucketLabel } from '../../platform/components/reports/partial-buckets';
import { type ReportColumn, ReportTable } from '../../platform/components/reports/ReportTable';
import { type ReportField, yearToDate } from '../../platform/components/reports/report-filter';
import { CHECK_FIELDS, ReportScreen, useReportVariables } from '../../platform/components/reports/report-screen';
import { columnTotals } from '../../platform/components/table-cells';
import { ChecksByDateQuery as ByDate, ChecksByWeekQuery as ByWeek } from './checks.documents';

interface Measures {
  visits: number;
  stores: number;
  lines: number;
  displayedQty: number;
  stockQty: number;
  lowStockLines: number;
}

const measureColumns = <R extends Measures>(): ReportColumn<R>[] => [
  { label: 'Visits', value: (r) => r.visits, numeric: true },
  { label: 'Lines', value: (r) => r.lines, numeric: true },
  { label: 'On display', value: (r) => r.displayedQty, numeric: true },
  { label: 'In stock', value: (r) => r.stockQty, numeric: true },
  { label: 'Low stock', value: (r) => r.lowStockLines, numeric: true },
];

type DayRow = ChecksByDateQuery['displayChecksByDate'][number];
type WeekRow = ChecksByWeekQuery['displayChecksByWeek'][number];
const DAY_COLUMNS: ReportColumn<DayRow>[] = [
  { label: 'Date', value: (r) => r.date, day: true },
  ...measureColumns<DayRow>(),
];
const WEEK_COLUMNS: ReportColumn<WeekRow>[] = [
  { label: 'Week', value: (r) => `${r.year} W${String(r.week).padStart(2, '0')}` },
  { label: 'From', value: (r) => r.fromDate, day: true },
  ...measureColumns<WeekRow>(),
];
const WEEK_FIELDS: ReportField[] = [...CHECK_FIELDS, 'weeks'];

export function ByDatePage() {
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

export function ByWeekPage() {
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

export default ByDatePage;
