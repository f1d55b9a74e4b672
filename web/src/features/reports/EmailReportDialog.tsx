// "E-mail this report": to and cc as comma-separated addresses, checked as typed; the send button
// waits for the answer, then a toast says whether it went and to whom.
import { Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { FormDialog } from '../../components/FormShell';
import { TextField } from '../../components/FormFields';
import { saveForm } from '../../components/save-form';
import type { ReportFilter } from '../../gql/graphql';
import { EmailLowStockMutation } from './checks.documents';

const ADDRESS = /^[^\s@<>(),;:"\\]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;
export const MAX_RECIPIENTS = 20;

/** The addresses of a comma- or semicolon-separated list, and what is wrong with it. */
export function readAddresses(text: string): { addresses: string[]; problem?: string } {
  const addresses = [...new Set(text.split(/[,;]/).map((part) => part.trim()).filter(Boolean))];
  const bad = addresses.find((address) => !ADDRESS.test(address));
  if (bad) return { addresses, problem: `${bad} is not an e-mail address` };
  if (addresses.length > MAX_RECIPIENTS) return { addresses, problem: `At most ${MAX_RECIPIENTS} addresses` };
  return { addresses };
}

export function EmailReportDialog({ open, filter, onClose }: { open: boolean; filter: ReportFilter; onClose: () => void }) {
  const [to, setTo] = useState('');
  const [cc, setCc] = useState('');
  const [errors, setErrors] = useState<{ to?: string; cc?: string }>({});
  useEffect(() => {
    if (open) setErrors({});
  }, [open]);
  const [send, sending] = useMutation(EmailLowStockMutation);

  const submit = () => {
    const toList = readAddresses(to);
    const ccList = readAddresses(cc);
    const problems: typeof errors = {};
    if (toList.problem) problems.to = toList.problem;
    if (ccList.problem) problems.cc = ccList.problem;
    const recipients = toList.addresses.length > 0 ? toList.addresses.join(', ') : 'the report address';
    return saveForm<typeof errors>({
      problems, setErrors,
      save: () => send({ variables: { filter, to: toList.addresses, cc: ccList.addresses } }),
      success: `Low stock report e-mailed to ${recipients}`, failure: 'Failed to email low stock report',
      bind: (failure) => {
        const field = failure.fields[0]?.field;
        return field === 'to' || field === 'cc' ? { [field]: failure.message } : {};
      },
      onDone: onClose,
    });
  };

  return (
    <FormDialog open={open} title="E-mail this report" saveLabel="Send" saving={sending.loading} onClose={onClose} onSubmit={submit}>
      <Stack gap="3">
        <TextField label="To" value={to} error={errors.to} onChange={setTo} />
        <TextField label="Cc" value={cc} error={errors.cc} onChange={setCc} />
        <Text fontSize="xs" color="gray.600">Separate addresses with commas. Without any, the report goes to the configured report address.
          The e-mail carries the low-stock lines of the chosen dates as a table and a CSV file.</Text>
      </Stack>
    </FormDialog>
  );
}
