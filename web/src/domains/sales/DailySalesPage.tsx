// Daily Sales (/DailySales): sales per day as bars and a table with totals, sales by brand and channel
// (SaleReport), and every sale line of the filter, newest first, a page at a time with their count.
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { DailySaleLinesQuery, DailySalesDaysQuery as DailySalesDaysData } from '../../gql/graphql';
import { useExportAllPages } from '../../platform/components/all-pages';
import { useBusinessToday } from '../../platform/components/business-day';
import { Pager } from '../../platform/components/Pager';
import { BarChart } from '../../platform/components/reports/charts';
import { useNumberFormats } from '../../platform/components/reports/format';
import { bucketLabel } from '../../platform/components/reports/partial-buckets';
import { moneyLabel, type ReportColumn, ReportTable } from '../../platform/components/reports/ReportTable';
import {
  CHECK_FIELDS,
  ReportScreen,
  useReportPaging,
  useReportVariables,
} from '../../platform/components/reports/report-screen';
import { columnTotals } from '../../platform/components/table-cells';
import { SaleReportSection } from './SaleReportSection';

const DailySalesDays = graphql(`
  query DailySalesDays($filter: ReportFilter) { dailySales(filter: $filter) { date lines stores quantity value } }
`);

/** Every sale line of the filter, a page at a time (not only the latest 200 the bases answer at once). */
const DailySaleLines = graphql(`
  query DailySaleLines($filter: ReportFilter, $limit: Int, $offset: Int) {
    saleLines(filter: $filter, limit: $limit, offset: $offset) {
      total
      items { id date quantity value store { code name } product { code name } brand { name } teamMember { name } }
    }
  }
`);
/** The largest page saleLines answers (for the export of every line). */
const LINES_EXPORT_PAGE = 1_000;

type Day = DailySalesDaysData['dailySales'][number];
type Line = DailySaleLinesQuery['saleLines']['items'][number];

/** Value leads, as in the chart above the table. */
const dayColumns = (value: string): ReportColumn<Day>[] => [
  { label: 'Date', value: (r) => r.date, day: true },
  { label: value, value: (r) => r.value, money: true },
  { label: 'Units', value: (r) => r.quantity, numeric: true },
  { label: 'Sale lines', value: (r) => r.lines, numeric: true },
  { label: 'Stores', value: (r) => r.stores, numeric: true },
];
const lineColumns = (value: string): ReportColumn<Line>[] => [
  { label: 'Date', value: (r) => r.date, day: true },
  { label: 'Store', value: (r) => (r.store ? `${r.store.code} · ${r.store.name}` : '') },
  { label: 'Product', value: (r) => (r.product ? `${r.product.code} · ${r.product.name}` : '') },
  { label: 'Brand', value: (r) => r.brand?.name },
  { label: 'Sold by', value: (r) => r.teamMember?.name },
  { label: 'Units', value: (r) => r.quantity, numeric: true },
  { label: value, value: (r) => r.value, money: true },
];

export default function DailySalesPage() {
  const variables = useReportVariables(CHECK_FIELDS);
  const { data, loading, error, refetch } = useQuery(DailySalesDays, { variables });
  const paging = useReportPaging();
  const lines = useQuery(DailySaleLines, { variables: { ...variables, limit: paging.limit, offset: paging.offset } });
  const everyLine = useExportAllPages(DailySaleLines, variables, (d) => d.saleLines, LINES_EXPORT_PAGE);
  const linePage = (lines.data ?? lines.previousData)?.saleLines;
  const days = data?.dailySales ?? [];
  const formats = useNumberFormats();
  const today = useBusinessToday() ?? '';
  const value = moneyLabel('Value', formats);
  const columns = dayColumns(value);
  const totals = columnTotals(columns, days);
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
        label="Sales value by day"
        unit={value}
        indexBy="date"
        keys={[value]}
        data={days.map((d) => ({ date: bucketLabel(formats, d.date, 1, today), [value]: Math.round(d.value) }))}
      />
      <ReportTable caption="Sales by day" columns={columns} rows={days} totals={totals} csvName="daily-sales.csv" />
      <SaleReportSection filter={variables.filter} />
      <ReportTable
        caption="Sale lines, newest first"
        columns={lineColumns(value)}
        rows={linePage?.items ?? []}
        allRows={everyLine}
        csvName="sale-lines.csv"
        footer={<Pager {...paging.pager} total={linePage?.total ?? 0} />}
      />
    </ReportScreen>
  );
}
