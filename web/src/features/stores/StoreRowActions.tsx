// A store row's actions: edit, activate or deactivate, and remove behind a confirmation naming it.
import { HStack, IconButton } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { FiEdit2, FiToggleLeft, FiToggleRight, FiTrash2 } from 'react-icons/fi';
import { toaster } from '../../app/toaster';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { describeFailure } from '../../components/graphql-errors';
import { formFromStore, toStoreInput, type ListedStore } from './store-form';
import { StoreRemoveMutation, StoreUpdateMutation } from './stores.documents';

export function StoreRowActions({ store, onEdit }: { store: ListedStore; onEdit: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const refetchQueries = ['StoreList'];
  const [update, updating] = useMutation(StoreUpdateMutation, { refetchQueries });
  const [remove, removing] = useMutation(StoreRemoveMutation, { refetchQueries, awaitRefetchQueries: true });

  const toggleActive = async () => {
    const verb = store.active ? 'deactivated' : 'activated';
    try {
      await update({ variables: { id: store.id, input: toStoreInput({ ...formFromStore(store), active: !store.active }) } });
      toaster.create({ type: 'success', title: `Store ${store.code} ${verb}` });
    } catch (error) {
      toaster.create({ type: 'error', title: describeFailure(error, `Failed to update store ${store.code}`).message });
    }
  };

  const confirmRemove = async () => {
    try {
      await remove({ variables: { id: store.id } });
      toaster.create({ type: 'success', title: `Store ${store.code} removed` });
    } catch (error) {
      toaster.create({ type: 'error', title: describeFailure(error, `Failed to remove store ${store.code}`).message });
    } finally {
      setConfirming(false);
    }
  };

  return (
    <HStack gap="0.5" justify="flex-end">
      <IconButton size="xs" variant="ghost" aria-label={`Edit ${store.code}`} title="Edit" onClick={onEdit}><FiEdit2 /></IconButton>
      <IconButton size="xs" variant="ghost" aria-label={`${store.active ? 'Deactivate' : 'Activate'} ${store.code}`}
        title={store.active ? 'Deactivate' : 'Activate'} loading={updating.loading} onClick={() => void toggleActive()}>
        {store.active ? <FiToggleRight /> : <FiToggleLeft />}
      </IconButton>
      <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={`Remove ${store.code}`} title="Remove" onClick={() => setConfirming(true)}><FiTrash2 /></IconButton>
      <ConfirmDialog open={confirming} title="Remove store?" confirmLabel="Remove" busy={removing.loading}
        body={`Remove ${store.code} ${store.name}? This cannot be undone. A store with history cannot be removed: deactivate it instead.`}
        onConfirm={() => void confirmRemove()} onCancel={() => setConfirming(false)} />
    </HStack>
  );
}
