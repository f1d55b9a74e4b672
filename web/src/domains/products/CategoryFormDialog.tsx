// Add or edit a product category in a dialog: name and brand required; the server's refusal
// (a duplicate name within the brand) shows at the name. An edit carries the version it opened; a
// save that meets someone else's change offers reload or overwrite.

import { useMutation, useQuery } from '@apollo/client/react';
import { Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import type { DocumentType } from '../../gql';
import { ConflictDialog } from '../../platform/components/ConflictDialog';
import { nestedOptions, optionName, type VersionConflict, yesNo } from '../../platform/components/edit-conflict';
import { SelectField, TextField } from '../../platform/components/FormFields';
import { ActiveCheckbox, FormDialog } from '../../platform/components/FormShell';
import { BrandOptionsQuery, CategoryOptionsQuery } from '../../platform/components/pickers.documents';
import { saveForm } from '../../platform/components/save-form';
import { reportSaved } from '../../platform/components/saved-row';
import { useEditConflict } from '../../platform/components/use-edit-conflict';
import { CategoryCreateMutation, CategoryListQuery, CategoryUpdateMutation } from './products.documents';

export type ListedCategory = DocumentType<typeof CategoryListQuery>['productCategories'][number];

interface CategoryFormValues {
  name: string;
  brandId: number;
  active: boolean;
}

const fromCurrent = (current: VersionConflict['current']): CategoryFormValues => ({
  name: String(current.name ?? ''),
  active: current.active === true,
  brandId: nestedOptions(current, 'brand')[0]?.id ?? 0,
});

export function CategoryFormDialog({
  category,
  defaultBrandId,
  onClose,
  onSaved,
}: {
  category: ListedCategory | null | undefined;
  defaultBrandId: number;
  onClose: () => void;
  /** The row just added or edited, for the list to show and mark. */
  onSaved?: (id: number) => void;
}) {
  const open = category !== undefined;
  const [values, setValues] = useState<CategoryFormValues>({ name: '', brandId: 0, active: true });
  const [errors, setErrors] = useState<{ name?: string; brandId?: string }>({});
  const options = useQuery(BrandOptionsQuery, { skip: !open }).data;
  const brands = options?.brandOptions ?? [];
  // The description's category has no brand to write: on such bases the form asks for none.
  const withBrand = options?.upstreamOffers.categoryBrands !== false;
  const editing = useEditConflict(
    values,
    fromCurrent,
    (shown: CategoryFormValues, current: VersionConflict['current']) => [
      ['Category name', shown.name.trim()],
      ['Brand', optionName([...brands, ...nestedOptions(current, 'brand')], shown.brandId)],
      ['Active', yesNo(shown.active)],
    ],
  );
  const { setVersion } = editing;
  useEffect(() => {
    if (!open) return;
    setValues({
      name: category?.name ?? '',
      brandId: category?.brand?.id ?? defaultBrandId,
      active: category?.active ?? true,
    });
    setVersion(category?.version ?? '');
    setErrors({});
  }, [open, category, defaultBrandId, setVersion]);
  const refetchQueries = [CategoryListQuery, CategoryOptionsQuery];
  const [create, creating] = useMutation(CategoryCreateMutation, { refetchQueries });
  const [update, updating] = useMutation(CategoryUpdateMutation, { refetchQueries });
  const saving = creating.loading || updating.loading;
  const set = (change: Partial<CategoryFormValues>) => setValues((current) => ({ ...current, ...change }));

  const submit = (version = editing.version) => {
    const trimmed = values.name.trim();
    const problems: typeof errors = {};
    if (!trimmed) problems.name = 'Name is required';
    else if (trimmed.length > 100) problems.name = 'Name must be at most 100 characters';
    if (withBrand && !values.brandId) problems.brandId = 'Brand is required';
    const input = { name: trimmed, brandId: withBrand ? values.brandId : null, active: values.active };
    return saveForm<typeof errors>({
      problems,
      setErrors,
      onConflict: editing.onConflict,
      save: () =>
        reportSaved(
          onSaved,
          category
            ? update({ variables: { id: category.id, version, input } }).then(() => category.id)
            : create({ variables: { input } }).then(({ data }) => data?.createProductCategory.id),
        ),
      success: category ? `Category ${trimmed} saved` : `Category ${trimmed} added`,
      failure: 'Failed to save the category',
      bind: (failure) => {
        const brandProblem = failure.fields.find((field) => field.field === 'brandId');
        return brandProblem ? { brandId: brandProblem.message } : { name: failure.message };
      },
      onDone: onClose,
    });
  };

  return (
    <>
      <ConflictDialog
        conflict={editing.conflict}
        noun="category"
        overwriting={saving}
        onCancel={editing.dismiss}
        onReload={() => editing.reload(setValues)}
        onOverwrite={() => void submit(editing.overwrite())}
      />
      <FormDialog
        open={open}
        title={category ? `Edit ${category.name}` : 'Add product category'}
        saveLabel="Save category"
        saving={saving}
        onClose={onClose}
        onSubmit={() => submit()}
      >
        <Stack gap="3">
          <TextField
            label="Category name"
            required
            value={values.name}
            error={errors.name}
            onChange={(name) => set({ name })}
          />
          {withBrand && (
            <SelectField
              label="Brand"
              required
              value={values.brandId}
              options={brands}
              error={errors.brandId}
              onChange={(brandId) => set({ brandId })}
            />
          )}
          <ActiveCheckbox checked={values.active} onChange={(active) => set({ active })} />
        </Stack>
      </FormDialog>
    </>
  );
}
