// The field-record lists: Product Transfer, Deployment (summary with a chart by status) and View
// Deployments, Market Activity, Market Issues and Training List. Each takes the report filters (and
// its own choice: status, type, model), pages in the URL and exports every row as CSV.

import { useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Link as ChakraLink, Flex } from '@chakra-ui/react';
import { Fragment, type ReactNode, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { DocumentType } from '../../gql';
import { useBusinessToday } from '../../platform/components/business-day';
import { type DataColumn, DataTable, sortRows } from '../../platform/components/DataTable';
import { defineListScreen } from '../../platform/components/define-list-screen';
import { defineList, useListState } from '../../platform/components/list-state';
import { Pager } from '../../platform/components/Pager';
import { BarChart } from '../../platform/components/reports/charts';
import { presetRange } from '../../platform/components/reports/date-presets';
import { useNumberFormats } from '../../platform/components/reports/format';
import { type ScreenChoice, useReportFilter } from '../../platform/components/reports/ReportFilterBar';
import { type ReportColumn, ReportTable } from '../../platform/components/reports/ReportTable';
import { type DateRange, effectiveDates, type ReportField } from '../../platform/components/reports/report-filter';
import { CHECK_FIELDS, ReportScreen, useReportVariables } from '../../platform/components/reports/report-screen';
import { columnTotals } from '../../platform/components/table-cells';
import { type IssueRow, MarketIssueDetail } from './MarketIssueDetail';
import {
  DeploymentSummaryQuery,
  DeploymentsQuery,
  MarketActivityQuery,
  MarketIssuesQuery,
  TrainingsQuery,
  TransfersQuery,
} from './records.documents';
import { useIdParam } from './useIdParam';

const storeName = (store: { code: string; name: string } | null | undefined) =>
  store ? `${store.code} · ${store.name}` : '';
const FIELDS = CHECK_FIELDS.filter((field) => field !== 'category');

/** A column's sort field in the URL: its label, upper-cased (the list kit lower-cases it in the URL). */
const sortField = (label: string) => label.toUpperCase().replace(/[^A-Z0-9]+/g, '_');

/**
 * A record list sorted and paged in the browser from rows already fetched (these lists are bounded upstream):
 * the list kit's data table, its sort, page and size in the URL beside the report filter.
 */
function PagedTable<R>({
  caption,
  columns,
  rows,
  csvName,
  highlight,
  totals,
}: {
  caption: string;
  columns: ReportColumn<R>[];
  rows: readonly R[];
  csvName: string;
  highlight?: (row: R) => boolean;
  totals?: Record<string, number | string>;
}) {
  const dataColumns = useMemo(
    () => columns.map((c): DataColumn<R> => ({ ...c, key: c.label, sort: sortField(c.label), always: true })),
    [columns],
  );
  const fields = columns.map((c) => sortField(c.label)).join(' ');
  const list = useMemo(
    () => defineList({ filters: {}, sorts: ['NONE', ...fields.split(' ')], sort: 'NONE' }),
    [fields],
  );
  const state = useListState(list, true);
  const sorted = sortRows(dataColumns, rows, state.view.sort, state.view.dir);
  return (
    <DataTable
      caption={caption}
      listId={`records.${csvName}`}
      columns={dataColumns}
      rows={sorted.slice(state.offset, state.offset + state.limit)}
      allRows={async () => sorted}
      csvName={csvName}
      highlight={highlight}
      highlightName="attention"
      totals={totals}
      sort={{ field: state.view.sort, dir: state.view.dir, onSort: state.sortBy }}
      footer={<Pager {...state.pager} total={rows.length} />}
    />
  );
}

function Screen({
  choice,
  ...props
}: {
  choice?: ReactNode;
  choices?: readonly ScreenChoice[];
  defaultDates?: (today: string) => DateRange;
  loading: boolean;
  error: unknown;
  empty: boolean;
  errorMessage: string;
  onRetry: () => void;
  children: ReactNode;
}) {
  return (
    <>
      {choice && (
        <Flex gap="3" mb="2" align="flex-end">
          {choice}
        </Flex>
      )}
      <ReportScreen fields={FIELDS} {...props} />
    </>
  );
}

/** Transfers in the base's order, cancelled ones highlighted. */
export const ProductTransferPage = defineListScreen({
  query: TransfersQuery,
  page: (data) => data.transfers,
  columns: [
    { label: 'Date', value: (r) => r.date, day: true },
    { label: 'From', value: (r) => storeName(r.fromStore) },
    { label: 'To', value: (r) => storeName(r.toStore) },
    {
      label: 'Products',
      value: (r) => r.lines.map((line) => `${line.product?.code ?? '?'} × ${line.quantity}`).join(', '),
      // Each "code × quantity" whole on its line: a narrow column breaks between them, never inside a code's hyphen.
      render: (r) =>
        r.lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a transfer's lines are drawn once, in order, never moved
          <Fragment key={index}>
            {index > 0 && ', '}
            <Box as="span" whiteSpace="nowrap">{`${line.product?.code ?? '?'} × ${line.quantity}`}</Box>
          </Fragment>
        )),
    },
    { label: 'Units', value: (r) => r.units, numeric: true },
    { label: 'Status', value: (r) => r.status },
    { label: 'Recorded by', value: (r) => r.teamMember?.name },
  ],
  filters: FIELDS,
  caption: 'Product transfers',
  csvName: 'transfers.csv',
  errorMessage: 'Failed to fetch transfers.',
  highlight: (r) => r.status === 'Cancelled',
  highlightName: 'cancelled',
});

/** Deployment opens on the last 12 months to the business's today, what a daily user looks at; the description's
 *  2020-01-01 to 2025-10-01 stays the API's range when a script gives no dates. */
const deploymentDefault = (today: string): DateRange => presetRange('last12Months', today);

export function DeploymentPage() {
  const [params] = useSearchParams();
  const variables = useReportVariables(FIELDS);
  const today = useBusinessToday();
  const dated = params.has('from') || params.has('to');
  const range = today ? deploymentDefault(today) : undefined;
  const filter = dated ? variables.filter : { ...variables.filter, fromDate: range?.from, toDate: range?.to };
  const { data, loading, error, refetch } = useQuery(DeploymentSummaryQuery, {
    variables: { filter },
    skip: !dated && !range,
  });
  const rows = data?.deploymentSummary ?? [];
  const columns: ReportColumn<(typeof rows)[number]>[] = [
    { label: 'Status', value: (r) => r.status?.name },
    { label: 'Deployments', value: (r) => r.deployments, numeric: true },
    { label: 'Stores', value: (r) => r.stores, numeric: true },
  ];
  return (
    <Screen
      defaultDates={deploymentDefault}
      loading={loading && !data}
      error={error}
      empty={rows.every((r) => r.deployments === 0)}
      errorMessage="Failed to fetch deployments."
      onRetry={() => void refetch()}
      choice={
        <ChakraLink asChild color="teal.fg" fontSize="sm">
          <Link to="/Deployment/ViewDeployment">View every deployment</Link>
        </ChakraLink>
      }
    >
      <BarChart
        label="Deployments by status (count)"
        unit="Deployments (count)"
        indexBy="status"
        keys={['Deployments']}
        data={rows.map((r) => ({ status: r.status?.name ?? '?', Deployments: r.deployments }))}
      />
      <ReportTable
        caption={dated ? 'Deployments by status' : 'Deployments by status, last 12 months'}
        columns={columns}
        rows={rows}
        csvName="deployment-summary.csv"
        totals={{ Status: 'Total', Deployments: rows.reduce((s, r) => s + r.deployments, 0) }}
      />
    </Screen>
  );
}

type DeploymentRow = DocumentType<typeof DeploymentsQuery>['deployments'][number];
const DEPLOYMENT_COLUMNS: ReportColumn<DeploymentRow>[] = [
  { label: 'Date', value: (r) => r.date, day: true },
  { label: 'Store', value: (r) => storeName(r.store) },
  { label: 'What', value: (r) => r.type },
  { label: 'Brand', value: (r) => r.brand?.name },
  { label: 'Status', value: (r) => r.status?.name },
  { label: 'By', value: (r) => r.teamMember?.name },
];

export function ViewDeploymentsPage() {
  const variables = useReportVariables(FIELDS);
  const [status] = useIdParam('status');
  const { data, loading, error, refetch } = useQuery(DeploymentsQuery, {
    variables: { ...variables, statusId: status || null },
  });
  const rows = data?.deployments ?? [];
  return (
    <Screen
      loading={loading && !data}
      error={error}
      empty={rows.length === 0}
      errorMessage="Failed to fetch deployments."
      onRetry={() => void refetch()}
      choices={[{ param: 'status', label: 'Status', options: data?.deploymentStatuses ?? [] }]}
    >
      <PagedTable caption="Deployments" columns={DEPLOYMENT_COLUMNS} rows={rows} csvName="deployments.csv" />
    </Screen>
  );
}

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

export function MarketActivityPage() {
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
    <Screen
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
    </Screen>
  );
}

/** The issue's title opens it in full (MarketIssueDetail). */
const issueColumns = (open: (id: number) => void): ReportColumn<IssueRow>[] => [
  { label: 'Date', value: (r) => r.date, day: true },
  { label: 'Store', value: (r) => storeName(r.store) },
  {
    label: 'Issue',
    value: (r) => r.title,
    render: (r) => (
      <Button
        variant="plain"
        size="sm"
        p="0"
        h="auto"
        color="teal.fg"
        textAlign="start"
        whiteSpace="normal"
        // The name says what Enter does and which issue: "Open Display unit broken".
        aria-label={`Open ${r.title}`}
        onClick={() => open(r.id)}
      >
        {r.title}
      </Button>
    ),
  },
  { label: 'Brand', value: (r) => r.brand?.name },
  { label: 'Status', value: (r) => r.status.name },
  { label: 'Reported by', value: (r) => r.teamMember?.name },
];
const ISSUE_STATUSES = [
  { id: 1, name: 'Open' },
  { id: 2, name: 'In progress' },
  { id: 3, name: 'Resolved' },
];
/** The status is a secondary filter of the bar, like the others. */
const ISSUE_CHOICES: readonly ScreenChoice[] = [{ param: 'status', label: 'Status', options: ISSUE_STATUSES }];

export function MarketIssuesPage() {
  const variables = useReportVariables(FIELDS);
  const [status] = useIdParam('status');
  const [params, setParams] = useSearchParams();
  const issueId = Number(params.get('issue')) || 0;
  // Not useIdParam: opening an issue keeps the page the list is on.
  const setIssueId = (id: number) => {
    const next = new URLSearchParams(params);
    if (id) next.set('issue', String(id));
    else next.delete('issue');
    setParams(next);
  };
  const { data, loading, error, refetch } = useQuery(MarketIssuesQuery, {
    variables: { ...variables, statusId: status || null },
  });
  const rows = data?.marketIssues ?? [];
  const columns = issueColumns(setIssueId);
  return (
    <Screen
      loading={loading && !data}
      error={error}
      empty={rows.length === 0}
      errorMessage="Failed to fetch market issues."
      onRetry={() => void refetch()}
      choices={ISSUE_CHOICES}
    >
      <PagedTable
        caption="Market issues"
        columns={columns}
        rows={rows}
        csvName="market-issues.csv"
        highlight={(r) => r.status.id === 1}
      />
      <MarketIssueDetail
        issue={issueId ? rows.find((r) => r.id === issueId) : undefined}
        onClose={() => setIssueId(0)}
      />
    </Screen>
  );
}

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

export function TrainingListPage() {
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
