// Requests for access made on the sign-up page, on the Users List: approve (with a team type: the
// member is added, then a one-time password can be issued) or decline. Requests for one login stay side by
// side; one for a login a member already has is marked and cannot be approved.

import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Heading, HStack, NativeSelect, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { toaster } from '../../platform/app/toaster';
import { describeFailure } from '../../platform/components/graphql-errors';
import { useNumberFormats } from '../../platform/components/reports/format';
import { AccessRequestsQuery, DecideAccessRequestMutation } from './onboarding.documents';
import { TeamMembersQuery } from './team.documents';

export function AccessRequestsPanel({ teamTypes }: { teamTypes: readonly { id: number; name: string }[] }) {
  const { data } = useQuery(AccessRequestsQuery);
  const formats = useNumberFormats();
  const [decide, deciding] = useMutation(DecideAccessRequestMutation, {
    refetchQueries: [AccessRequestsQuery, TeamMembersQuery],
    awaitRefetchQueries: true,
  });
  const [types, setTypes] = useState<Record<number, number>>({});
  const requests = data?.accessRequests ?? [];
  if (requests.length === 0) return null;
  const run = (id: number, approve: boolean, login: string) =>
    decide({ variables: { id, approve, teamTypeId: approve ? (types[id] ?? null) : null } })
      .then(() =>
        toaster.create({
          type: 'success',
          title: approve
            ? `${login} added: reset their password to give them a first one`
            : `Request of ${login} declined`,
        }),
      )
      .catch((error: unknown) =>
        toaster.create({ type: 'error', title: describeFailure(error, 'Failed to decide the request').message }),
      );

  return (
    <Box borderWidth="1px" rounded="md" p="3" mb="4" bg="orange.subtle">
      <Heading size="sm" mb="2">
        Requests for access <Badge colorPalette="orange">{requests.length}</Badge>
      </Heading>
      <Table.Root size="sm" aria-label="Requests for access">
        <Table.Body>
          {requests.map((request) => (
            <Table.Row key={request.id}>
              <Table.Cell fontFamily="mono" fontSize="xs">
                {request.login}{' '}
                {request.loginTaken && (
                  <Badge colorPalette="red" fontFamily="body">
                    login taken
                  </Badge>
                )}
              </Table.Cell>
              <Table.Cell>{request.name}</Table.Cell>
              <Table.Cell>
                <Text fontSize="xs">
                  {request.email} · {request.mobile}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  Asked {formats.dateTime(request.requestedAt)}
                </Text>
              </Table.Cell>
              <Table.Cell>{request.region?.name}</Table.Cell>
              <Table.Cell>
                <HStack justify="flex-end">
                  <NativeSelect.Root size="xs" width="36">
                    <NativeSelect.Field
                      aria-label={`Team type for ${request.login}`}
                      value={String(types[request.id] ?? 0)}
                      onChange={(event) => setTypes({ ...types, [request.id]: Number(event.target.value) })}
                    >
                      <option value="0">Team type…</option>
                      {teamTypes.map((type) => (
                        <option key={type.id} value={type.id}>
                          {type.name}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                  <Button
                    size="xs"
                    colorPalette="teal"
                    disabled={!types[request.id] || request.loginTaken || deciding.loading}
                    onClick={() => void run(request.id, true, request.login)}
                  >
                    Approve
                  </Button>
                  <Button
                    size="xs"
                    variant="outline"
                    disabled={deciding.loading}
                    onClick={() => void run(request.id, false, request.login)}
                  >
                    Decline
                  </Button>
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
