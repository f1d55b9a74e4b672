// Adds a store to a day of the plan: a searchable list of the member's mapped stores.

import { useQuery } from '@apollo/client/react';
import { Button, CloseButton, Dialog, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useNumberFormats } from '../../platform/components/reports/format';
import { MappedStoresQuery } from './journeys.documents';

interface AddStoreDialogProps {
  memberId: number;
  day: string | null;
  already: ReadonlySet<number>;
  onPick: (storeId: number, label: string) => void;
  onClose: () => void;
}

export function AddStoreDialog({ memberId, day, already, onPick, onClose }: AddStoreDialogProps) {
  const formats = useNumberFormats();
  const [search, setSearch] = useState('');
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(search.trim()), 250);
    return () => clearTimeout(timer);
  }, [search]);
  useEffect(() => {
    if (day) setSearch('');
  }, [day]);
  const { data, loading } = useQuery(MappedStoresQuery, {
    variables: { teamMemberId: memberId, search: debounced || null },
    skip: !day,
  });
  const stores = (data?.mappedStores ?? []).filter((store) => !already.has(store.id));
  const label = day ? formats.day(day, { weekday: 'long', day: 'numeric', month: 'short' }) : '';

  return (
    <Dialog.Root
      open={day !== null}
      onOpenChange={(event) => {
        if (!event.open) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Add a store to {label}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Input
                size="sm"
                autoFocus
                placeholder="Search the member's stores"
                aria-label="Search stores"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                mb="3"
              />
              <Stack gap="1" maxH="320px" overflowY="auto" role="listbox" aria-label="Mapped stores">
                {loading && !data && (
                  <Text fontSize="sm" color="fg.muted">
                    Loading…
                  </Text>
                )}
                {data && stores.length === 0 && (
                  <Text fontSize="sm" color="fg.muted">
                    No mapped store matches.
                  </Text>
                )}
                {stores.map((store) => (
                  <Button
                    key={store.id}
                    role="option"
                    size="sm"
                    variant="ghost"
                    justifyContent="flex-start"
                    onClick={() => onPick(store.id, `${store.code} · ${store.name}`)}
                  >
                    {store.code} · {store.name}
                  </Button>
                ))}
              </Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
