// What each team type's members do in the product (take targets, manage brands, work in the field): the
// distributor's team types carry only names, so an administrator sets these here, on User Permission.

import { useMutation, useQuery } from '@apollo/client/react';
import { Box, Heading, Switch, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { toaster } from '../../platform/app/toaster';
import { describeFailure } from '../../platform/components/graphql-errors';
import { ErrorState, LoadingRows } from '../../platform/components/States';
import { SetTeamTypeRolesMutation, TeamTypeRolesQuery } from './settings.documents';

type Role = 'takesTargets' | 'managesBrands' | 'fieldStaff';

const ROLES: { key: Role; label: string; hint: string }[] = [
  { key: 'takesTargets', label: 'Takes targets', hint: 'listed on Promoter Target Setting' },
  { key: 'managesBrands', label: 'Manages brands', hint: 'can be set up on Setup Manager By Brand' },
  { key: 'fieldStaff', label: 'Works in the field', hint: 'planned on Journey Plan, shown on the visit screens' },
];

export function TeamTypeRoles() {
  const { data, loading, error, refetch } = useQuery(TeamTypeRolesQuery);
  const [save] = useMutation(SetTeamTypeRolesMutation);
  const [pending, setPending] = useState<number | null>(null);
  return (
    <Box bg="bg.panel" borderWidth="1px" rounded="lg" p="4" mt="4">
      <Heading as="h2" size="sm">
        Team types
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="3">
        What the members of each team type do in the product.{' '}
        {ROLES.map((role) => `${role.label}: ${role.hint}`).join('; ')}.
      </Text>
      {error && <ErrorState failure={error} message="Failed to fetch the team types." onRetry={() => void refetch()} />}
      {loading && !data && <LoadingRows />}
      {data && (
        <Table.Root size="sm" aria-label="Team types and what their members do">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Team type</Table.ColumnHeader>
              {ROLES.map((role) => (
                <Table.ColumnHeader key={role.key}>{role.label}</Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.teamTypes.map((type) => (
              <Table.Row key={type.id}>
                <Table.Cell>{type.name}</Table.Cell>
                {ROLES.map((role) => (
                  <Table.Cell key={role.key}>
                    <Switch.Root
                      checked={type[role.key]}
                      disabled={pending === type.id}
                      onCheckedChange={(event) => {
                        setPending(type.id);
                        const next = { ...type, [role.key]: event.checked };
                        save({
                          variables: {
                            teamTypeId: type.id,
                            takesTargets: next.takesTargets,
                            managesBrands: next.managesBrands,
                            fieldStaff: next.fieldStaff,
                          },
                        })
                          .then(() =>
                            toaster.create({
                              type: 'success',
                              title: `${type.name}: ${role.label.toLowerCase()} ${event.checked ? 'on' : 'off'}`,
                            }),
                          )
                          .catch((failure: unknown) =>
                            toaster.create({
                              type: 'error',
                              title: describeFailure(failure, 'Failed to save the team type').message,
                            }),
                          )
                          .finally(() => setPending(null));
                      }}
                    >
                      <Switch.HiddenInput aria-label={`${role.label}: ${type.name}`} />
                      <Switch.Control />
                    </Switch.Root>
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Box>
  );
}
