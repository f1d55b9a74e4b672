// Report Email Recipient (/ReportRecipient): who receives each e-mailed report, a card a report; an address
// added or removed at once and said so (with none, the report goes to the configured address).

import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Card, Flex, HStack, IconButton, List, SimpleGrid, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { FiPlus, FiX } from 'react-icons/fi';
import { toaster } from '../../platform/app/toaster';
import { TextField } from '../../platform/components/FormFields';
import { describeFailure } from '../../platform/components/graphql-errors';
import { readAddresses } from '../../platform/components/reports/EmailReportDialog';
import { ErrorState, LoadingRows } from '../../platform/components/States';
import { fail } from './failure-toast';
import { ReportRecipientsQuery, SetReportRecipientMutation } from './settings.documents';

export default function ReportRecipientPage() {
  const { data, loading, error, refetch } = useQuery(ReportRecipientsQuery);
  const [setRecipient, saving] = useMutation(SetReportRecipientMutation, {
    refetchQueries: [ReportRecipientsQuery],
    awaitRefetchQueries: true,
  });
  const [drafts, setDrafts] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<number, string>>({});
  const add = async (event: FormEvent, reportId: number) => {
    event.preventDefault();
    const { addresses, problem } = readAddresses(drafts[reportId] ?? '');
    const single = addresses.length === 1 ? undefined : 'Enter one e-mail address';
    if (problem ?? single) return setErrors({ ...errors, [reportId]: problem ?? single! });
    try {
      await setRecipient({ variables: { reportId, email: addresses[0]!, add: true } });
      setDrafts({ ...drafts, [reportId]: '' });
      setErrors({ ...errors, [reportId]: '' });
      toaster.create({ type: 'success', title: `${addresses[0]} will receive the report` });
    } catch (failure) {
      setErrors({ ...errors, [reportId]: describeFailure(failure, 'Failed to add the recipient').message });
    }
  };
  if (error)
    return <ErrorState failure={error} message="Failed to fetch report recipients." onRetry={() => void refetch()} />;
  if (loading && !data) return <LoadingRows />;
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
      {(data?.reportRecipients ?? []).map((report) => (
        <Card.Root key={report.id} aria-label={report.name}>
          <Card.Header>
            <Text fontWeight="semibold">{report.name}</Text>
          </Card.Header>
          <Card.Body>
            <List.Root gap="1" variant="plain" mb="3">
              {report.recipients.length === 0 && (
                <Text fontSize="sm" color="fg.muted">
                  No recipients: the report goes to the configured address.
                </Text>
              )}
              {report.recipients.map((email) => (
                <List.Item key={email}>
                  <HStack justify="space-between" w="100%">
                    <Text fontSize="sm">{email}</Text>
                    <IconButton
                      size="xs"
                      variant="ghost"
                      aria-label={`Remove ${email}`}
                      disabled={saving.loading}
                      onClick={() =>
                        setRecipient({ variables: { reportId: report.id, email, add: false } })
                          .then(() => toaster.create({ type: 'success', title: `${email} removed` }))
                          .catch((failure: unknown) => fail(failure, 'Failed to remove the recipient'))
                      }
                    >
                      <FiX />
                    </IconButton>
                  </HStack>
                </List.Item>
              ))}
            </List.Root>
            <form onSubmit={(event) => void add(event, report.id)} noValidate>
              <Flex gap="2" align="flex-start">
                <TextField
                  label="Add a recipient"
                  value={drafts[report.id] ?? ''}
                  error={errors[report.id] || undefined}
                  onChange={(value) => setDrafts({ ...drafts, [report.id]: value })}
                />
                <Button type="submit" size="sm" mt="6" colorPalette="teal" loading={saving.loading}>
                  <FiPlus /> Add
                </Button>
              </Flex>
            </form>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
