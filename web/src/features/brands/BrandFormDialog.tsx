// Add or rename a brand in a dialog: the name is required and unique; the server's refusal shows at the field.
import { Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { ActiveCheckbox, FormDialog } from '../../components/FormShell';
import { saveForm } from '../../components/save-form';
import { TextField } from '../../components/FormFields';
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

  const submit = () => {
    const trimmed = name.trim();
    const problems = !trimmed ? 'Name is required' : trimmed.length > 100 ? 'Name must be at most 100 characters' : undefined;
    const input = { name: trimmed, active };
    return saveForm<{ name?: string }>({
      problems: problems ? { name: problems } : {}, setErrors: (errors) => setError(errors.name),
      save: () => (brand ? update({ variables: { id: brand.id, input } }) : create({ variables: { input } })),
      success: brand ? `Brand ${trimmed} saved` : `Brand ${trimmed} added`, failure: 'Failed to save the brand',
      bind: (failure) => ({ name: failure.message }), onDone: onClose,
    });
  };

  return (
    <FormDialog open={open} title={brand ? `Edit ${brand.name}` : 'Add brand'} saveLabel="Save brand" saving={saving} onClose={onClose} onSubmit={submit}>
      <Stack gap="3">
        <TextField label="Brand name" required value={name} error={error} onChange={setName} />
        <ActiveCheckbox checked={active} onChange={setActive} />
      </Stack>
    </FormDialog>
  );
}
