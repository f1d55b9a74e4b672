// An e-mail dialog for a report: to and cc as comma-separated addresses, checked as typed; the send button
// waits for the answer, then a toast says whether it went, how much it carried and to whom. What goes is what the
// screen shows: the applied filters, counted in the dialog before it is sent.
import { Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { isEmailAddress } from '../email-address';
import { TextField } from '../FormFields';
import { FormDialog } from '../FormShell';
import { saveForm } from '../save-form';

export const MAX_RECIPIENTS = 20;

/** The addresses of a comma- or semicolon-separated list, and what is wrong with it. */
export function readAddresses(text: string): { addresses: string[]; problem?: string } {
  const addresses = [
    ...new Set(
      text
        .split(/[,;]/)
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ];
  const bad = addresses.find((address) => !isEmailAddress(address));
  if (bad) return { addresses, problem: `${bad} is not an e-mail address` };
  if (addresses.length > MAX_RECIPIENTS) return { addresses, problem: `At most ${MAX_RECIPIENTS} addresses` };
  return { addresses };
}

interface EmailReportDialogProps {
  open: boolean;
  /** The dialog's title, e.g. "E-mail this report". */
  title: string;
  /** What the e-mail carries, said under the fields. */
  carries: string;
  /** What goes, counted as the screen shows it (e.g. "16 low-stock lines"); undefined while the screen loads. */
  goes: string | undefined;
  /** Sends to and cc (already checked) and answers how many went; the failure names its field when the server
   *  refuses one. */
  send: (to: string[], cc: string[]) => Promise<number>;
  /** The success message, given who it went to and how many went. */
  sentTo: (recipients: string, count: number) => string;
  failure: string;
  onClose: () => void;
}

export function EmailReportDialog({
  open,
  title,
  carries,
  goes,
  send,
  sentTo,
  failure,
  onClose,
}: EmailReportDialogProps) {
  const [to, setTo] = useState('');
  const [cc, setCc] = useState('');
  const [errors, setErrors] = useState<{ to?: string; cc?: string }>({});
  useEffect(() => {
    if (open) setErrors({});
  }, [open]);
  const [sending, setSending] = useState(false);

  const submit = () => {
    const toList = readAddresses(to);
    const ccList = readAddresses(cc);
    const problems: typeof errors = {};
    if (toList.problem) problems.to = toList.problem;
    if (ccList.problem) problems.cc = ccList.problem;
    const recipients = toList.addresses.length > 0 ? toList.addresses.join(', ') : 'the report address';
    let sent = 0;
    return saveForm<typeof errors>({
      problems,
      setErrors,
      save: async () => {
        setSending(true);
        try {
          sent = await send(toList.addresses, ccList.addresses);
        } finally {
          setSending(false);
        }
      },
      success: () => sentTo(recipients, sent),
      failure,
      bind: (failure) => {
        const field = failure.fields[0]?.field;
        return field === 'to' || field === 'cc' ? { [field]: failure.message } : {};
      },
      onDone: onClose,
    });
  };

  return (
    <FormDialog open={open} title={title} saveLabel="Send" saving={sending} onClose={onClose} onSubmit={submit}>
      <Stack gap="3">
        {goes !== undefined && (
          <Text fontWeight="medium" data-testid="email-goes">
            Sends {goes}: what the screen shows, with its filters.
          </Text>
        )}
        <TextField label="To" value={to} error={errors.to} onChange={setTo} />
        <TextField label="Cc" value={cc} error={errors.cc} onChange={setCc} />
        <Text fontSize="xs" color="fg.muted">
          Separate addresses with commas. Without any, it goes to the configured report address. {carries}
        </Text>
      </Stack>
    </FormDialog>
  );
}
