// Add or rename a brand in a dialog: the name is required and unique; the server's refusal shows at the field.
import { Button, Checkbox, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useEffect, useState, type FormEvent } from 'react';
import { toaster } from '../../app/toaster';
import { TextField } from '../../components/FormFields';
import { describeFailure } from '../../components/graphql-errors';
import type { BrandsQuery } from '../../gql/graphql';
import { BrandCreateMutation, BrandUpdateMutation } from './brands.documents';

export type ListedBrand = BrandsQuery['brands'][number];

export function BrandFormDialog({ brand, onClose }: { brand: ListedBrand | null | undefined; onClose: () => void }) {
  const open = brand !== undefined;
  const [name, setName] = useState('');
  const [active, setActive] = useState(true);
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    if (!open) return;
    setName(brand?.name ?? '');
    setActive(brand?.active ?? true);
    setError(undefined);
  }, [open, brand]);
  const refetchQueries = ['Brands'];
  const [create, creating] = useMutation(BrandCreateMutation, { refetchQueries });
  const [update, updating] = useMutation(BrandUpdateMutation, { refetchQueries });
  const saving = creating.loading || updating.loading;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setError('Name is required');
    if (trimmed.length > 100) return setError('Name must be at most 100 characters');
    try {
      const input = { name: trimmed, active };
      if (brand) await update({ variables: { id: brand.id, input } });
      else await create({ variables: { input } });
      toaster.create({ type: 'success', title: brand ? `Brand ${trimmed} saved` : `Brand ${trimmed} added` });
      onClose();
    } catch (failure) {
      setError(describeFailure(failure, 'Failed to save the brand').message);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(event) => { if (!event.open) onClose(); }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={(event) => void submit(event)} noValidate>
              <Dialog.Header><Dialog.Title>{brand ? `Edit ${brand.name}` : 'Add brand'}</Dialog.Title></Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  <TextField label="Brand name" required value={name} error={error} onChange={setName} />
                  <Checkbox.Root checked={active} onCheckedChange={(event) => setActive(event.checked === true)}>
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>Active</Checkbox.Label>
                  </Checkbox.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>Cancel</Button>
                <Button type="submit" colorPalette="teal" loading={saving} disabled={saving}>Save brand</Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild><CloseButton size="sm" /></Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
