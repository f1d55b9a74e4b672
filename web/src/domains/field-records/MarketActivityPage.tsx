// Market Activity (/MarkeetActivity): activities in stores over the report filters, an activity type and its
// category, counted by category in a chart, sorted and paged in the URL; CSV and Excel of every activity.

import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import type { DocumentType } from '../../gql';
import { BarChart } from '../../platform/components/reports/charts';
import type { ScreenChoice } from '../../platform/components/reports/ReportFilterBar';
import type { ReportColumn } from '../../platform/components/reports/ReportTable';
import { useReportVariables } from '../../platform/components/reports/report-screen';
import { FIELDS, PagedTable, RecordScreen, storeName } from './record-lists';
import { MarketActivityQuery } from './records.documents';
import { useIdParam } from './useIdParam';

type ActivityRow = DocumentType<typeof MarketActivityQuery>['marketActivities'][number];
const ACTIVITY_COLUMNS: ReportColumn<ActivityRow>[] = [
  { label: 'Date', value: (r) => r.date, day: true },
  { label: 'Store', value: (r) => storeName(r.store) },
  { label: 'Type', value: (r) => r.category?.type.name },
  { label: 'Category', value: (r) => r.category?.name },
  { label: 'Brand', value: (r) => r.brand?.name },
  { label: 'Note', value: (r) => r.note },
  { label: 'Recorded by', value: (r) => r.teamMember?.name },
];

export default function MarketActivityPage() {
  const variables = useReportVariables(FIELDS);
  const [type] = useIdParam('type');
  const [category] = useIdParam('category');
  const { data, previousData, loading, error, refetch } = useQuery(MarketActivityQuery, {
    variables: { ...variables, activityTypeId: type || null, activityCategoryId: type ? category || null : null },
  });
  const rows = data?.marketActivities ?? [];
  // Type and category are secondary filters of the bar: the category's options follow the type.
  const all = (data ?? previousData)?.activityCategories;
  const choices = useMemo<readonly ScreenChoice[]>(
    () => [
      {
        param: 'type',
        label: 'Activity type',
        options: [...new Map((all ?? []).map((c) => [c.type.id, c.type])).values()],
      },
      {
        param: 'category',
        label: 'Activity category',
        dependsOn: 'type',
        options: (all ?? []).map((c) => ({ id: c.id, name: c.name, parent: c.type.id })),
      },
    ],
    [all],
  );
  return (
    <RecordScreen
      loading={loading && !data}
      error={error}
      empty={rows.length === 0}
      errorMessage="Failed to fetch market activity."
      onRetry={() => void refetch()}
      choices={choices}
    >
      <BarChart
        label="Activities by category (count)"
        unit="Activities (count)"
        indexBy="category"
        keys={['Activities']}
        data={[
          ...rows.reduce(
            (map, r) => map.set(r.category?.name ?? '?', (map.get(r.category?.name ?? '?') ?? 0) + 1),
            new Map<string, number>(),
          ),
        ].map(([category, count]) => ({ category, Activities: count }))}
        height={260}
      />
      <PagedTable caption="Market activities" columns={ACTIVITY_COLUMNS} rows={rows} csvName="market-activity.csv" />
    </RecordScreen>
  );
}
