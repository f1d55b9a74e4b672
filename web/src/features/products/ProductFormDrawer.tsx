// Create or edit a product in a drawer: brand then its categories, errors at each field (the
// server's too: a duplicate model code shows at the code), save disabled while saving, a toast.
import { Button, Checkbox, CloseButton, Drawer, Grid, Portal, Stack } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState, type FormEvent } from 'react';
import { toaster } from '../../app/toaster';
import { SelectField, TextField } from '../../components/FormFields';
import { describeFailure } from '../../components/graphql-errors';
import { checkProductForm, EMPTY_PRODUCT, formFromProduct, productServerErrors, toProductInput, type ListedProduct, type ProductFormErrors, type ProductFormValues } from './product-form';
import { BrandOptionsQuery, CategoryOptionsQuery } from '../../components/pickers.documents';
import { ProductCreateMutation, ProductUpdateMutation } from './products.documents';

export function ProductFormDrawer({ product, onClose }: { product: ListedProduct | null | undefined; onClose: () => void }) {
  const open = product !== undefined;
  const [values, setValues] = useState<ProductFormValues>(EMPTY_PRODUCT);
  const [errors, setErrors] = useState<ProductFormErrors>({});
  useEffect(() => {
    if (!open) return;
    setValues(product ? formFromProduct(product) : EMPTY_PRODUCT);
    setErrors({});
  }, [open, product]);
  const brands = useQuery(BrandOptionsQuery, { skip: !open }).data?.brandOptions ?? [];
  const categories = useQuery(CategoryOptionsQuery, { variables: { brandId: values.brandId }, skip: !open || !values.brandId }).data?.categoryOptions ?? [];
  const refetchQueries = ['ProductList'];
  const [create, creating] = useMutation(ProductCreateMutation, { refetchQueries });
  const [update, updating] = useMutation(ProductUpdateMutation, { refetchQueries });
  const saving = creating.loading || updating.loading;
  const set = (change: Partial<ProductFormValues>) => setValues((current) => ({ ...current, ...change }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = checkProductForm(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const input = toProductInput(values);
    try {
      if (product) await update({ variables: { id: product.id, input } });
      else await create({ variables: { input } });
      toaster.create({ type: 'success', title: product ? `Product ${input.code} saved` : `Product ${input.code} added` });
      onClose();
    } catch (error) {
      const failure = describeFailure(error, 'Failed to save the product');
      const bound = failure.code === 'CONFLICT' ? { code: failure.message } : productServerErrors(failure.fields);
      setErrors(bound);
      if (Object.keys(bound).length === 0) toaster.create({ type: 'error', title: failure.message });
    }
  };

  return (
    <Drawer.Root open={open} size="md" onOpenChange={(event) => { if (!event.open) onClose(); }}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <form onSubmit={(event) => void submit(event)} noValidate style={{ display: 'contents' }}>
              <Drawer.Header><Drawer.Title>{product ? `Edit ${product.code}` : 'Add product'}</Drawer.Title></Drawer.Header>
              <Drawer.Body>
                <Stack gap="3">
                  <Grid templateColumns="1fr 1fr" gap="3">
                    <TextField label="Model code" required value={values.code} error={errors.code} onChange={(code) => set({ code })} />
                    <TextField label="Short name" value={values.shortName} error={errors.shortName} onChange={(shortName) => set({ shortName })} />
                  </Grid>
                  <TextField label="Model name" required value={values.name} error={errors.name} onChange={(name) => set({ name })} />
                  <Grid templateColumns="1fr 1fr" gap="3">
                    <SelectField label="Brand" required value={values.brandId} options={brands} error={errors.brandId} onChange={(brandId) => set({ brandId, categoryId: 0 })} />
                    <SelectField label="Category" required value={values.categoryId} options={categories} disabled={!values.brandId}
                      placeholder={values.brandId ? 'Choose…' : 'Choose a brand first'} error={errors.categoryId} onChange={(categoryId) => set({ categoryId })} />
                  </Grid>
                  <Checkbox.Root checked={values.active} onCheckedChange={(event) => set({ active: event.checked === true })}>
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>Active</Checkbox.Label>
                  </Checkbox.Root>
                </Stack>
              </Drawer.Body>
              <Drawer.Footer>
                <Button variant="outline" onClick={onClose}>Cancel</Button>
                <Button type="submit" colorPalette="teal" loading={saving} disabled={saving}>Save product</Button>
              </Drawer.Footer>
              <Drawer.CloseTrigger asChild><CloseButton size="sm" /></Drawer.CloseTrigger>
            </form>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
