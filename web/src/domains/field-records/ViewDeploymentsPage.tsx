// View Deployments (/Deployment/ViewDeployment, opened from Deployment): every deployment over the report
// filters and a status, sorted and paged in the URL; CSV and Excel of every deployment.

import { useQuery } from '@apollo/client/react';
import type { DocumentType } from '../../gql';
import type { ReportColumn } from '../../platform/components/reports/ReportTable';
import { useReportVariables } from '../../platform/components/reports/report-screen';
import { FIELDS, PagedTable, RecordScreen, storeName } from './record-lists';
import { DeploymentsQuery } from './records.documents';
import { useIdParam } from './useIdParam';

type DeploymentRow = DocumentType<typeof DeploymentsQuery>['deployments'][number];
const DEPLOYMENT_COLUMNS: ReportColumn<DeploymentRow>[] = [
  { label: 'Date', value: (r) => r.date, day: true },
  { label: 'Store', value: (r) => storeName(r.store) },
  { label: 'What', value: (r) => r.type },
  { label: 'Brand', value: (r) => r.brand?.name },
  { label: 'Status', value: (r) => r.status?.name },
  { label: 'By', value: (r) => r.teamMember?.name },
];

export default function ViewDeploymentsPage() {
  const variables = useReportVariables(FIELDS);
  const [status] = useIdParam('status');
  const { data, loading, error, refetch } = useQuery(DeploymentsQuery, {
    variables: { ...variables, statusId: status || null },
  });
  const rows = data?.deployments ?? [];
  return (
    <RecordScreen
      loading={loading && !data}
      error={error}
      empty={rows.length === 0}
      errorMessage="Failed to fetch deployments."
      onRetry={() => void refetch()}
      choices={[{ param: 'status', label: 'Status', options: data?.deploymentStatuses ?? [] }]}
    >
      <PagedTable caption="Deployments" columns={DEPLOYMENT_COLUMNS} rows={rows} csvName="deployments.csv" />
    </RecordScreen>
  );
}
