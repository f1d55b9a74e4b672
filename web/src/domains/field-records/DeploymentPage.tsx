// Deployment (/Deployment): deployments by status over the report filters, as a chart and a table with
// their total; it opens on the last 12 months, and links to every deployment (View Deployments).

import { useQuery } from '@apollo/client/react';
import { Link as ChakraLink } from '@chakra-ui/react';
import { Link, useSearchParams } from 'react-router-dom';
import { useBusinessToday } from '../../platform/components/business-day';
import { BarChart } from '../../platform/components/reports/charts';
import { presetRange } from '../../platform/components/reports/date-presets';
import { type ReportColumn, ReportTable } from '../../platform/components/reports/ReportTable';
import type { DateRange } from '../../platform/components/reports/report-filter';
import { useReportVariables } from '../../platform/components/reports/report-screen';
import { FIELDS, RecordScreen } from './record-lists';
import { DeploymentSummaryQuery } from './records.documents';

/** Deployment opens on the last 12 months to the business's today, what a daily user looks at; the description's
 *  2020-01-01 to 2025-10-01 stays the API's range when a script gives no dates. */
const deploymentDefault = (today: string): DateRange => presetRange('last12Months', today);

export default function DeploymentPage() {
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
    <RecordScreen
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
    </RecordScreen>
  );
}
