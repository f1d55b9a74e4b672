// Training List (/TrainingList): trainings planned and done over a region, the dates, a training type and
// model, opening on the past year and the next 90 days; sorted and paged in the URL, counted in the totals
// row; CSV and Excel of every training.

import { useQuery } from '@apollo/client/react';
import { Badge } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { DocumentType } from '../../gql';
import { useBusinessToday } from '../../platform/components/business-day';
import { presetRange } from '../../platform/components/reports/date-presets';
import { useNumberFormats } from '../../platform/components/reports/format';
import { type ScreenChoice, useReportFilter } from '../../platform/components/reports/ReportFilterBar';
import type { ReportColumn } from '../../platform/components/reports/ReportTable';
import { type DateRange, effectiveDates, type ReportField } from '../../platform/components/reports/report-filter';
import { ReportScreen } from '../../platform/components/reports/report-screen';
import { columnTotals } from '../../platform/components/table-cells';
import { PagedTable } from './record-lists';
import { TrainingsQuery } from './records.documents';
import { useIdParam } from './useIdParam';

type TrainingRow = DocumentType<typeof TrainingsQuery>['trainings'][number];
const TRAINING_STATUS = { PLANNED: 'Planned', DONE: 'Done' } as const;
const TRAINING_COLUMNS: ReportColumn<TrainingRow>[] = [
  { label: 'Date', value: (r) => r.date, day: true },
  {
    label: 'Status',
    value: (r) => TRAINING_STATUS[r.status],
    render: (r) => (
      <Badge colorPalette={r.status === 'PLANNED' ? 'blue' : 'gray'} variant="subtle">
        {TRAINING_STATUS[r.status]}
      </Badge>
    ),
  },
  { label: 'Team member', value: (r) => r.teamMember?.name },
  { label: 'Region', value: (r) => r.teamMember?.region?.name },
  { label: 'Type', value: (r) => r.type?.name },
  { label: 'Model', value: (r) => r.model?.name },
  { label: 'Trainer', value: (r) => r.trainer },
  { label: 'Minutes', value: (r) => r.durationMinutes, numeric: true },
];
/** Trainings are filtered by their member's region and by day; type and model are the screen's own choices. */
const TRAINING_FIELDS: readonly ReportField[] = ['region', 'dates'];
/** The gateway takes trainings over up to ten years (the description's default range alone is four). */
const TRAINING_MAX_DAYS = 3660;
/**
 * Training List opens on the past 12 months and the coming 90 days around the business's today, so both the sessions
 * planned next and the latest ones done are in view; the description's 2023-01-01 to 2027-01-01 stays the API's range
 * when a script gives no dates.
 */
const trainingDefault = (today: string): DateRange => {
  const past = presetRange('last12Months', today);
  const end = Date.parse(`${today}T00:00:00Z`);
  return past.from ? { from: past.from, to: new Date(end + 90 * 86_400_000).toISOString().slice(0, 10) } : past;
};

export default function TrainingListPage() {
  const today = useBusinessToday();
  const applied = useReportFilter();
  const [type] = useIdParam('type');
  const [model] = useIdParam('model');
  // The dates the bar shows are the ones asked: the chosen ones, else the default range once today is known.
  const dates = today ? effectiveDates(applied, today, trainingDefault) : undefined;
  const { data, previousData, loading, error, refetch } = useQuery(TrainingsQuery, {
    variables: {
      fromDate: dates?.from || null,
      toDate: dates?.to || null,
      regionId: applied.region || null,
      typeId: type || null,
      modelId: model || null,
    },
    skip: !dates,
  });
  const rows = data?.trainings ?? [];
  const { number } = useNumberFormats();
  const lists = data ?? previousData;
  const choices = useMemo<readonly ScreenChoice[]>(
    () => [
      { param: 'type', label: 'Training type', options: lists?.trainingTypes ?? [] },
      { param: 'model', label: 'Training model', options: lists?.trainingModels ?? [] },
    ],
    [lists],
  );
  const planned = rows.filter((r) => r.status === 'PLANNED').length;
  return (
    <ReportScreen
      fields={TRAINING_FIELDS}
      defaultDates={trainingDefault}
      defaultDatesLabel="Past year and next 90 days"
      maxDays={TRAINING_MAX_DAYS}
      choices={choices}
      loading={!dates || (loading && !data)}
      error={error}
      empty={rows.length === 0}
      emptyTitle="No trainings for these filters"
      errorMessage="Failed to fetch trainings."
      onRetry={() => void refetch()}
    >
      <PagedTable
        caption="Trainings"
        columns={TRAINING_COLUMNS}
        rows={rows}
        csvName="trainings.csv"
        totals={{
          ...columnTotals(TRAINING_COLUMNS, rows),
          Date: `${number(rows.length)} trainings`,
          Status: `${number(planned)} planned`,
        }}
      />
    </ReportScreen>
  );
}
