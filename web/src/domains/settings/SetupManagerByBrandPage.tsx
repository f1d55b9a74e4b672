// Setup Manager By Brand (/SetupManagByBrand): every brand with its managers; a manager added or removed at
// once and said so.

import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Box, CloseButton, Flex, HStack, IconButton, NativeSelect, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FiPlus } from 'react-icons/fi';
import { toaster } from '../../platform/app/toaster';
import { ErrorState, LoadingRows } from '../../platform/components/States';
import { fail } from './failure-toast';
import { BrandManagersQuery, SetBrandManagerMutation } from './settings.documents';

export default function SetupManagerByBrandPage() {
  const { data, loading, error, refetch } = useQuery(BrandManagersQuery);
  const [setManager, saving] = useMutation(SetBrandManagerMutation, {
    refetchQueries: [BrandManagersQuery],
    awaitRefetchQueries: true,
  });
  const [adding, setAdding] = useState<Record<number, number>>({});
  if (error)
    return (
      <ErrorState failure={error} message="Failed to fetch the managers by brand." onRetry={() => void refetch()} />
    );
  if (loading && !data) return <LoadingRows />;
  const change = (brandId: number, teamMemberId: number, add: boolean, label: string) =>
    setManager({ variables: { brandId, teamMemberId, add } })
      .then(() => toaster.create({ type: 'success', title: label }))
      .catch((failure: unknown) => fail(failure, 'Failed to change the manager'));
  return (
    <Box bg="bg.panel" borderWidth="1px" rounded="lg" p="4">
      <Table.Root size="sm" aria-label="Managers by brand">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Brand</Table.ColumnHeader>
            <Table.ColumnHeader>Managers</Table.ColumnHeader>
            <Table.ColumnHeader>Add a manager</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {(data?.brandOptions ?? []).map((brand) => {
            const managers = (data?.brandManagers ?? []).filter((row) => row.brand?.id === brand.id);
            return (
              <Table.Row key={brand.id}>
                <Table.Cell>{brand.name}</Table.Cell>
                <Table.Cell>
                  <Flex gap="1" wrap="wrap">
                    {managers.length === 0 && (
                      <Text fontSize="xs" color="fg.muted">
                        None
                      </Text>
                    )}
                    {managers.map((row) => (
                      <Badge key={row.manager?.id} colorPalette="teal">
                        {row.manager?.name}
                        <CloseButton
                          size="2xs"
                          aria-label={`Remove ${row.manager?.name} from ${brand.name}`}
                          disabled={saving.loading}
                          onClick={() =>
                            void change(
                              brand.id,
                              row.manager!.id,
                              false,
                              `${row.manager?.name} no longer manages ${brand.name}`,
                            )
                          }
                        />
                      </Badge>
                    ))}
                  </Flex>
                </Table.Cell>
                <Table.Cell>
                  <HStack>
                    <NativeSelect.Root size="xs" width="44">
                      <NativeSelect.Field
                        aria-label={`Manager to add to ${brand.name}`}
                        value={String(adding[brand.id] ?? 0)}
                        onChange={(event) => setAdding({ ...adding, [brand.id]: Number(event.target.value) })}
                      >
                        <option value="0">Choose…</option>
                        {(data?.managers.items ?? [])
                          .filter((m) => !managers.some((row) => row.manager?.id === m.id))
                          .map((m) => (
                            <option key={m.id} value={m.id}>
                              {m.name}
                            </option>
                          ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                    <IconButton
                      size="xs"
                      aria-label={`Add the manager to ${brand.name}`}
                      disabled={!adding[brand.id] || saving.loading}
                      onClick={() =>
                        void change(brand.id, adding[brand.id]!, true, `Manager set up for ${brand.name}`).then(() =>
                          setAdding({ ...adding, [brand.id]: 0 }),
                        )
                      }
                    >
                      <FiPlus />
                    </IconButton>
                  </HStack>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
