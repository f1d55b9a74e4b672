// Add or rename a brand in a dialog: the name is required and unique; the server's refusal shows at the field.
// An edit carries the version it opened; a save that meets someone else's change offers reload or overwrite.

import { useMutation } from '@apollo/client/react';
import { Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import type { DocumentType } from '../../gql';
import { ConflictDialog } from '../../platform/components/ConflictDialog';
import { type VersionConflict, yesNo } from '../../platform/components/edit-conflict';
import { TextField } from '../../platform/components/FormFields';
import { ActiveCheckbox, FormDialog } from '../../platform/components/FormShell';
import { saveForm } from '../../platform/components/save-form';
import { reportSaved } from '../../platform/components/saved-row';
import { useEditConflict } from '../../platform/components/use-edit-conflict';
import { BrandCreateMutation, BrandsQuery, BrandUpdateMutation } from './brands.documents';

export type ListedBrand = DocumentType<typeof BrandsQuery>['brands'][number];

interface BrandFormValues {
  name: string;
  active: boolean;
}

const fromCurrent = (current: VersionConflict['current']): BrandFormValues => ({
  name: String(current.name ?? ''),
  active: current.active === true,
});
const describe = (values: BrandFormValues) =>
  [
    ['Brand name', values.name.trim()],
    ['Active', yesNo(values.active)],
  ] as const;

export function BrandFormDialog({
  brand,
  onClose,
  onSaved,
}: {
  brand: ListedBrand | null | undefined;
  onClose: () => void;
  /** The brand just added or edited, for the list to show and mark. */
  onSaved?: (id: number) => void;
}) {
  const open = brand !== undefined;
  const [values, setValues] = useState<BrandFormValues>({ name: '', active: true });
  const [error, setError] = useState<string | undefined>();
  const editing = useEditConflict(values, fromCurrent, describe);
  const { setVersion } = editing;
  useEffect(() => {
    if (!open) return;
    setValues({ name: brand?.name ?? '', active: brand?.active ?? true });
    setVersion(brand?.version ?? '');
    setError(undefined);
  }, [open, brand, setVersion]);
  const refetchQueries = [BrandsQuery];
  const [create, creating] = useMutation(BrandCreateMutation, { refetchQueries });
  const [update, updating] = useMutation(BrandUpdateMutation, { refetchQueries });
  const saving = creating.loading || updating.loading;

  const submit = (version = editing.version) => {
    const trimmed = values.name.trim();
    const problems = !trimmed
      ? 'Name is required'
      : trimmed.length > 100
        ? 'Name must be at most 100 characters'
        : undefined;
    const input = { name: trimmed, active: values.active };
    return saveForm<{ name?: string }>({
      problems: problems ? { name: problems } : {},
      setErrors: (errors) => setError(errors.name),
      onConflict: editing.onConflict,
      save: () =>
        reportSaved(
          onSaved,
          brand
            ? update({ variables: { id: brand.id, version, input } }).then(() => brand.id)
            : create({ variables: { input } }).then(({ data }) => data?.createBrand.id),
        ),
      success: brand ? `Brand ${trimmed} saved` : `Brand ${trimmed} added`,
      failure: 'Failed to save the brand',
      bind: (failure) => ({ name: failure.message }),
      onDone: onClose,
    });
  };

  return (
    <>
      <ConflictDialog
        conflict={editing.conflict}
        noun="brand"
        overwriting={saving}
        onCancel={editing.dismiss}
        onReload={() => editing.reload(setValues)}
        onOverwrite={() => void submit(editing.overwrite())}
      />
      <FormDialog
        open={open}
        title={brand ? `Edit ${brand.name}` : 'Add brand'}
        saveLabel="Save brand"
        saving={saving}
        onClose={onClose}
        onSubmit={() => submit()}
      >
        <Stack gap="3">
          <TextField
            label="Brand name"
            required
            value={values.name}
            error={error}
            onChange={(name) => setValues((v) => ({ ...v, name }))}
          />
          <ActiveCheckbox checked={values.active} onChange={(active) => setValues((v) => ({ ...v, active }))} />
        </Stack>
      </FormDialog>
    </>
  );
}
