// Create or edit a product in a drawer: brand then its categories, errors at each field (the
// server's too: a duplicate model code shows at the code), save disabled while saving, a toast. An edit
// carries the version it opened; a save that meets someone else's change offers reload or overwrite.

import { useQuery } from '@apollo/client/react';
import { Grid, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { nestedOptions, optionName, type VersionConflict, yesNo } from '../../platform/components/edit-conflict';
import { SelectField, TextField } from '../../platform/components/FormFields';
import { ActiveCheckbox, FormDrawer } from '../../platform/components/FormShell';
import { BrandOptionsQuery, CategoryOptionsQuery } from '../../platform/components/pickers.documents';
import { useRecordForm } from '../../platform/components/use-record-form';
import {
  checkProductForm,
  EMPTY_PRODUCT,
  formFromProduct,
  type ListedProduct,
  type ProductFormValues,
  productServerErrors,
  toProductInput,
} from './product-form';
import { ProductCreateMutation, ProductListQuery, ProductUpdateMutation } from './products.documents';

export function ProductFormDrawer({
  product,
  onClose,
  onSaved,
}: {
  product: ListedProduct | null | undefined;
  onClose: () => void;
  /** The row just added or edited, for the list to show and mark. */
  onSaved?: (id: number) => void;
}) {
  const open = product !== undefined;
  const [values, setValues] = useState<ProductFormValues>(EMPTY_PRODUCT);
  const brands = useQuery(BrandOptionsQuery, { skip: !open }).data?.brandOptions ?? [];
  const categories =
    useQuery(CategoryOptionsQuery, { variables: { brandId: values.brandId }, skip: !open || !values.brandId }).data
      ?.categoryOptions ?? [];
  const set = (change: Partial<ProductFormValues>) => setValues((current) => ({ ...current, ...change }));
  const form = useRecordForm({
    record: product,
    values,
    setValues,
    empty: EMPTY_PRODUCT,
    fromRecord: formFromProduct,
    fromCurrent,
    describe: (shown: ProductFormValues, current: VersionConflict['current']) => [
      ['Model code', shown.code.trim()],
      ['Model name', shown.name.trim()],
      ['Short name', shown.shortName.trim()],
      ['Brand', optionName([...brands, ...nestedOptions(current, 'brand')], shown.brandId)],
      ['Category', optionName([...categories, ...nestedOptions(current, 'category')], shown.categoryId)],
      ['Active', yesNo(shown.active)],
    ],
    check: checkProductForm,
    toInput: toProductInput,
    create: ProductCreateMutation,
    update: ProductUpdateMutation,
    createdId: (data) => data.createProduct.id,
    list: ProductListQuery,
    noun: 'product',
    title: (input) => `Product ${input.code}`,
    uniqueField: 'code',
    serverErrors: productServerErrors,
    onClose,
    onSaved,
  });
  const { errors } = form;

  return (
    <>
      {form.conflictDialog}
      <FormDrawer
        open={open}
        title={product ? `Edit ${product.name} (${product.code})` : 'Add product'}
        saveLabel="Save product"
        saving={form.saving}
        onClose={onClose}
        onSubmit={form.submit}
      >
        <Stack gap="3">
          <Grid templateColumns="1fr 1fr" gap="3">
            <TextField
              label="Model code"
              required
              value={values.code}
              error={errors.code}
              onChange={(code) => set({ code })}
            />
            <TextField
              label="Short name"
              value={values.shortName}
              error={errors.shortName}
              onChange={(shortName) => set({ shortName })}
            />
          </Grid>
          <TextField
            label="Model name"
            required
            value={values.name}
            error={errors.name}
            onChange={(name) => set({ name })}
          />
          <Grid templateColumns="1fr 1fr" gap="3">
            <SelectField
              label="Brand"
              required
              value={values.brandId}
              options={brands}
              error={errors.brandId}
              onChange={(brandId) => set({ brandId, categoryId: 0 })}
            />
            <SelectField
              label="Category"
              required
              value={values.categoryId}
              options={categories}
              disabled={!values.brandId}
              placeholder={values.brandId ? 'Choose…' : 'Choose a brand first'}
              error={errors.categoryId}
              onChange={(categoryId) => set({ categoryId })}
            />
          </Grid>
          <ActiveCheckbox checked={values.active} onChange={(active) => set({ active })} />
        </Stack>
      </FormDrawer>
    </>
  );
}

/** The current record (the gateway's Product) as form values. */
const fromCurrent = (current: VersionConflict['current']) => formFromProduct(current as unknown as ListedProduct);
