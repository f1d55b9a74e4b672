// Display check detail (/DisplayCheckDetail): every line, newest first, a page at a time, with the
// totals of all matching lines; the CSV has every matching line.
import { allPages } from '../../platform/components/all-pages';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useNumberFormats } from '../../platform/components/reports/format';
import { Pager } from '../../platform/components/Pager';
import { CheckDetailQuery } from './checks.documents';
import { LINE_COLUMNS, lineTotals } from './line-columns';
import {
  CHECK_FIELDS,
  ReportScreen,
  useReportPaging,
  useReportVariables,
} from '../../platform/components/reports/report-screen';
import { ReportTable } from '../../platform/components/reports/ReportTable';

export default function DetailPage() {
  const formats = useNumberFormats();
  const variables = useReportVariables(CHECK_FIELDS);
  const paging = useReportPaging();
  const { data, previousData, loading, error, refetch } = useQuery(CheckDetailQuery, {
    variables: { ...variables, limit: paging.limit, offset: paging.offset },
  });
  const client = useApolloClient();
  const page = (data ?? previousData)?.displayCheckDetail;
  const allRows = () =>
    allPages(
      async (limit, offset) =>
        (
          await client.query({
            query: CheckDetailQuery,
            variables: { ...variables, limit, offset },
            fetchPolicy: 'no-cache',
          })
        ).data?.displayCheckDetail,
    );

  return (
    <ReportScreen
      fields={CHECK_FIELDS}
      loading={loading && !page}
      error={error}
      empty={page?.total === 0}
      errorMessage="Failed to fetch display check lines."
      onRetry={() => void refetch()}
    >
      {page && (
        <ReportTable
          caption="Display-check lines"
          columns={LINE_COLUMNS}
          rows={page.items}
          totals={lineTotals(page.totals, formats)}
          highlight={(row) => row.lowStock}
          csvName="display-check-detail.csv"
          allRows={allRows}
          footer={<Pager {...paging.pager} total={page.total} />}
        />
      )}
    </ReportScreen>
  );
}
