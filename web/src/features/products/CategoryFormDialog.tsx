// Add or edit a product category in a dialog: name and brand required; the server's refusal
// (a duplicate name within the brand) shows at the name.
import { Button, Checkbox, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState, type FormEvent } from 'react';
import { toaster } from '../../app/toaster';
import { SelectField, TextField } from '../../components/FormFields';
import { describeFailure } from '../../components/graphql-errors';
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    const problems: typeof errors = {};
    if (!trimmed) problems.name = 'Name is required';
    else if (trimmed.length > 100) problems.name = 'Name must be at most 100 characters';
    if (!brandId) problems.brandId = 'Brand is required';
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    try {
      const input = { name: trimmed, brandId, active };
      if (category) await update({ variables: { id: category.id, input } });
      else await create({ variables: { input } });
      toaster.create({ type: 'success', title: category ? `Category ${trimmed} saved` : `Category ${trimmed} added` });
      onClose();
    } catch (failure) {
      const described = describeFailure(failure, 'Failed to save the category');
      const brandProblem = described.fields.find((field) => field.field === 'brandId');
      setErrors(brandProblem ? { brandId: brandProblem.message } : { name: described.message });
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(event) => { if (!event.open) onClose(); }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={(event) => void submit(event)} noValidate>
              <Dialog.Header><Dialog.Title>{category ? `Edit ${category.name}` : 'Add product category'}</Dialog.Title></Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  <TextField label="Category name" required value={name} error={errors.name} onChange={setName} />
                  <SelectField label="Brand" required value={brandId} options={brands} error={errors.brandId} onChange={setBrandId} />
                  <Checkbox.Root checked={active} onCheckedChange={(event) => setActive(event.checked === true)}>
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>Active</Checkbox.Label>
                  </Checkbox.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>Cancel</Button>
                <Button type="submit" colorPalette="teal" loading={saving} disabled={saving}>Save category</Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild><CloseButton size="sm" /></Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
