// Stock report (/StockReport): the display-check lines low on stock (fewer than 5 units),
// highlighted, a page at a time with totals; CSV of all of them; "E-mail this report".
import { allPages } from '../../platform/components/all-pages';
import { Button, Flex } from '@chakra-ui/react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FiMail } from 'react-icons/fi';
import { useNumberFormats } from '../../platform/components/reports/format';
import { Pager } from '../../platform/components/Pager';
import { EmailLowStockMutation, LowStockQuery } from './checks.documents';
import { EmailReportDialog } from '../../platform/components/reports/EmailReportDialog';
import { LINE_COLUMNS, lineTotals } from './line-columns';
import {
  CHECK_FIELDS,
  ReportScreen,
  useReportPaging,
  useReportVariables,
} from '../../platform/components/reports/report-screen';
import { ReportTable } from '../../platform/components/reports/ReportTable';

const lowStockLines = (count: number, number: (value: number) => string) =>
  `${number(count)} low-stock ${count === 1 ? 'line' : 'lines'}`;

export default function StockReportPage() {
  const formats = useNumberFormats();
  const variables = useReportVariables(CHECK_FIELDS);
  const paging = useReportPaging();
  const { data, previousData, loading, error, refetch } = useQuery(LowStockQuery, {
    variables: { ...variables, limit: paging.limit, offset: paging.offset },
  });
  const client = useApolloClient();
  const [emailing, setEmailing] = useState(false);
  const [sendReport] = useMutation(EmailLowStockMutation);
  const page = (data ?? previousData)?.lowStockChecks;
  const allRows = () =>
    allPages(
      async (limit, offset) =>
        (
          await client.query({
            query: LowStockQuery,
            variables: { ...variables, limit, offset },
            fetchPolicy: 'no-cache',
          })
        ).data?.lowStockChecks,
    );

  return (
    <>
      <Flex justify="flex-end" mb="2">
        <Button size="sm" colorPalette="teal" onClick={() => setEmailing(true)}>
          <FiMail /> E-mail this report
        </Button>
      </Flex>
      <EmailReportDialog
        open={emailing}
        title="E-mail this report"
        onClose={() => setEmailing(false)}
        carries="The e-mail carries them as a table and a CSV file."
        goes={page ? lowStockLines(page.total, formats.number) : undefined}
        send={async (to, cc) =>
          (await sendReport({ variables: { filter: variables.filter, to, cc } })).data?.emailLowStockReport.lines ?? 0
        }
        sentTo={(recipients, count) =>
          `Low stock report e-mailed to ${recipients}: ${lowStockLines(count, formats.number)}`
        }
        failure="Failed to email low stock report"
      />
      <ReportScreen
        fields={CHECK_FIELDS}
        loading={loading && !page}
        error={error}
        empty={page?.total === 0}
        errorMessage="Failed to fetch the low-stock lines."
        onRetry={() => void refetch()}
      >
        {page && (
          <ReportTable
            caption="Lines low on stock (fewer than 5 units)"
            columns={LINE_COLUMNS}
            rows={page.items}
            totals={lineTotals(page.totals, formats)}
            highlight={(row) => row.lowStock}
            csvName="low-stock.csv"
            allRows={allRows}
            footer={<Pager {...paging.pager} total={page.total} />}
          />
        )}
      </ReportScreen>
    </>
  );
}
