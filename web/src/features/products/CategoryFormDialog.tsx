// Add or edit a product category in a dialog: name and brand required; the server's refusal
// (a duplicate name within the brand) shows at the name.
import { Stack } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { ActiveCheckbox, FormDialog } from '../../components/FormShell';
import { saveForm } from '../../components/save-form';
import { SelectField, TextField } from '../../components/FormFields';
import { BrandOptionsQuery } from '../../components/pickers.documents';
import type { CategoryListQuery } from '../../gql/graphql';
import { CategoryCreateMutation, CategoryUpdateMutation } from './products.documents';

export type ListedCategory = CategoryListQuery['productCategories'][number];

export function CategoryFormDialog({ category, defaultBrandId, onClose }: { category: ListedCategory | null | undefined; defaultBrandId: number; onClose: () => void }) {
  const open = category !== undefined;
  const [name, setName] = useState('');
  const [brandId, setBrandId] = useState(0);
  const [active, setActive] = useState(true);
  const [errors, setErrors] = useState<{ name?: string; brandId?: string }>({});
  useEffect(() => {
    if (!open) return;
    setName(category?.name ?? '');
    setBrandId(category?.brand?.id ?? defaultBrandId);
    setActive(category?.active ?? true);
    setErrors({});
  }, [open, category, defaultBrandId]);
  const brands = useQuery(BrandOptionsQuery, { skip: !open }).data?.brandOptions ?? [];
  const refetchQueries = ['CategoryList', 'CategoryOptions'];
  const [create, creating] = useMutation(CategoryCreateMutation, { refetchQueries });
  const [update, updating] = useMutation(CategoryUpdateMutation, { refetchQueries });
  const saving = creating.loading || updating.loading;

  const submit = () => {
    const trimmed = name.trim();
    const problems: typeof errors = {};
    if (!trimmed) problems.name = 'Name is required';
    else if (trimmed.length > 100) problems.name = 'Name must be at most 100 characters';
    if (!brandId) problems.brandId = 'Brand is required';
    const input = { name: trimmed, brandId, active };
    return saveForm<typeof errors>({
      problems, setErrors,
      save: () => (category ? update({ variables: { id: category.id, input } }) : create({ variables: { input } })),
      success: category ? `Category ${trimmed} saved` : `Category ${trimmed} added`, failure: 'Failed to save the category',
      bind: (failure) => {
        const brandProblem = failure.fields.find((field) => field.field === 'brandId');
        return brandProblem ? { brandId: brandProblem.message } : { name: failure.message };
      },
      onDone: onClose,
    });
  };

  return (
    <FormDialog open={open} title={category ? `Edit ${category.name}` : 'Add product category'} saveLabel="Save category" saving={saving} onClose={onClose} onSubmit={submit}>
      <Stack gap="3">
        <TextField label="Category name" required value={name} error={errors.name} onChange={setName} />
        <SelectField label="Brand" required value={brandId} options={brands} error={errors.brandId} onChange={setBrandId} />
        <ActiveCheckbox checked={active} onChange={setActive} />
      </Stack>
    </FormDialog>
  );
}
