// Market Issues (/MarketIssue): issues reported in stores over the report filters and a status, open ones
// highlighted, sorted and paged in the URL; an issue's title opens it in full (?issue=ID); CSV and Excel.

import { useQuery } from '@apollo/client/react';
import { Button } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import type { ScreenChoice } from '../../platform/components/reports/ReportFilterBar';
import type { ReportColumn } from '../../platform/components/reports/ReportTable';
import { useReportVariables } from '../../platform/components/reports/report-screen';
import { type IssueRow, MarketIssueDetail } from './MarketIssueDetail';
import { FIELDS, PagedTable, RecordScreen, storeName } from './record-lists';
import { MarketIssuesQuery } from './records.documents';
import { useIdParam } from './useIdParam';

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

export default function MarketIssuesPage() {
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
    <RecordScreen
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
    </RecordScreen>
  );
}
