// User Permission (/UserPermission, off the menu): a team member chosen (?member=ID), the pages they may open,
// each switched on or off at once and said so (a page inside an allowed group shown on, fixed); then the roles
// of each team type (TeamTypeRoles).

import { useMutation, useQuery } from '@apollo/client/react';
import { Box, Flex, SimpleGrid, Stack, Switch, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MeQuery } from '../../platform/app/me.documents';
import { useMember } from '../../platform/app/session';
import { toaster } from '../../platform/app/toaster';
import { memberTag } from '../../platform/components/member-tag';
import { SearchPicker } from '../../platform/components/SearchPicker';
import { EmptyState, ErrorState, LoadingRows } from '../../platform/components/States';
import { fail } from './failure-toast';
import { PermissionMembersQuery, PermissionsQuery, UpdatePermissionMutation } from './settings.documents';
import { TeamTypeRoles } from './TeamTypeRoles';

export default function UserPermissionPage() {
  const [params, setParams] = useSearchParams();
  const member = Number(params.get('member')) || 0;
  const members = useQuery(PermissionMembersQuery).data?.members.items ?? [];
  const { data, loading, error, refetch } = useQuery(PermissionsQuery, {
    variables: { teamMemberId: member },
    skip: !member,
  });
  const [update] = useMutation(UpdatePermissionMutation, { refetchQueries: [PermissionsQuery, MeQuery] });
  const [pending, setPending] = useState<number | null>(null);
  const me = useMember();
  const chosen = members.find((m) => m.id === member);
  return (
    <>
      <Box bg="bg.panel" borderWidth="1px" rounded="lg" p="4">
        <SearchPicker
          label="Team member"
          allLabel="Choose a team member…"
          value={member}
          options={members.map((m) => ({ id: m.id, name: m.name, code: memberTag(m), detail: m.teamType?.name }))}
          onChange={(value) => {
            const next = new URLSearchParams(params);
            if (value) next.set('member', String(value));
            else next.delete('member');
            setParams(next);
          }}
        />
        <Box mt="4">
          {!member && <EmptyState title="Choose a team member to see their pages" />}
          {member > 0 && error && (
            <ErrorState failure={error} message="Failed to fetch permissions." onRetry={() => void refetch()} />
          )}
          {member > 0 && loading && !data && <LoadingRows />}
          {member > 0 && data && (
            <SimpleGrid
              columns={{ base: 1, md: 2, xl: 3 }}
              gap="2"
              role="list"
              aria-label={`Pages of ${chosen?.name ?? 'the member'}`}
            >
              {data.permissions.map((row) => {
                const who = chosen?.name ?? 'the member';
                // A page inside an allowed group is open whatever its own switch (the gateway's rule): shown on, fixed.
                const through = row.openThrough;
                const opened = data.permissions.filter((one) => one.openThrough === row.page).length;
                return (
                  <Flex
                    key={row.id}
                    role="listitem"
                    justify="space-between"
                    align="center"
                    gap="2"
                    borderWidth="1px"
                    rounded="md"
                    px="3"
                    py="2"
                  >
                    <Stack gap="0" minW="0">
                      <Text fontSize="sm">{row.page}</Text>
                      {through && (
                        <Text fontSize="xs" color="fg.muted">
                          On through {through}
                        </Text>
                      )}
                      {!through && row.allowed && opened > 0 && (
                        <Text fontSize="xs" color="fg.muted">
                          Opens its {opened} {opened === 1 ? 'page' : 'pages'}
                        </Text>
                      )}
                    </Stack>
                    <Switch.Root
                      checked={through ? true : row.allowed}
                      disabled={
                        Boolean(through) || pending === row.id || (member === me.id && row.page === 'User Permission')
                      }
                      onCheckedChange={(event) => {
                        setPending(row.id);
                        update({ variables: { teamMemberId: member, permissionId: row.id, allowed: event.checked } })
                          .then(() =>
                            toaster.create({
                              type: 'success',
                              title: `${row.page} ${event.checked ? 'allowed' : 'turned off'} for ${who}`,
                            }),
                          )
                          .catch((failure: unknown) => fail(failure, 'Failed to update the permission'))
                          .finally(() => setPending(null));
                      }}
                    >
                      <Switch.HiddenInput
                        aria-label={`${row.page} for ${who}`}
                        aria-description={through ? `On through ${through}` : undefined}
                      />
                      <Switch.Control />
                    </Switch.Root>
                  </Flex>
                );
              })}
            </SimpleGrid>
          )}
        </Box>
      </Box>
      <TeamTypeRoles />
    </>
  );
}
