// Stock report (/StockReport): the display-check lines low on stock (fewer than 5 units; none tinted, since all
// are), a page at a time with totals, sorted by any column over all of them, or a row per store or member; CSV of all
// of them in the order shown; "E-mail this report".

import { useMutation } from '@apollo/client/react';
import { Button, Flex } from '@chakra-ui/react';
import { useState } from 'react';
import { FiMail } from 'react-icons/fi';
import { EmailReportDialog } from '../../platform/components/reports/EmailReportDialog';
import { useNumberFormats } from '../../platform/components/reports/format';
import { CHECK_FIELDS, useReportVariables } from '../../platform/components/reports/report-screen';
import { EmailLowStockMutation } from './checks.documents';
import { LineReport } from './LineReport';

const lowStockLines = (count: number, number: (value: number) => string) =>
  `${number(count)} low-stock ${count === 1 ? 'line' : 'lines'}`;

export default function StockReportPage() {
  const formats = useNumberFormats();
  const variables = useReportVariables(CHECK_FIELDS);
  const [emailing, setEmailing] = useState(false);
  const [sendReport] = useMutation(EmailLowStockMutation);

  return (
    <LineReport
      lowStock
      caption="Lines low on stock (fewer than 5 units)"
      csvName="low-stock.csv"
      errorMessage="Failed to fetch the low-stock lines."
    >
      {(total) => (
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
            goes={total === undefined ? undefined : lowStockLines(total, formats.number)}
            send={async (to, cc) =>
              (await sendReport({ variables: { filter: variables.filter, to, cc } })).data?.emailLowStockReport.lines ??
              0
            }
            sentTo={(recipients, count) =>
              `Low stock report e-mailed to ${recipients}: ${lowStockLines(count, formats.number)}`
            }
            failure="Failed to email low stock report"
          />
        </>
      )}
    </LineReport>
  );
}
