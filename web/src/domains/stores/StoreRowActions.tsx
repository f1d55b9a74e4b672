// A store row's actions: edit, activate or deactivate, remove (a store with history cannot be removed).
import { useMutation } from '@apollo/client/react';
import { RowActions } from '../../platform/components/RowActions';
import { formFromStore, type ListedStore, toStoreInput } from './store-form';
import { StoreListQuery, StoreRemoveMutation, StoreUpdateMutation } from './stores.documents';

export function StoreRowActions({ store, onEdit }: { store: ListedStore; onEdit: () => void }) {
  const refetchQueries = [StoreListQuery];
  const [update] = useMutation(StoreUpdateMutation, { refetchQueries });
  const [remove] = useMutation(StoreRemoveMutation, { refetchQueries, awaitRefetchQueries: true });
  return (
    <RowActions
      label={`Store ${store.code}`}
      keyName={`${store.name} (${store.code})`}
      active={store.active}
      onEdit={onEdit}
      removeBody={
        `Remove ${store.code} ${store.name}? This cannot be undone. ` +
        `A store with history cannot be removed: deactivate it instead.`
      }
      setActive={(active) =>
        update({
          variables: { id: store.id, version: store.version, input: toStoreInput({ ...formFromStore(store), active }) },
        })
      }
      remove={() => remove({ variables: { id: store.id } })}
    />
  );
}
