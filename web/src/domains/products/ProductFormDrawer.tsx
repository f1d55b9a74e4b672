// Create or edit a product in a drawer: brand then its categories, errors at each field (the
// server's too: a duplicate model code shows at the code), save disabled while saving, a toast. An edit
// carries the version it opened; a save that meets someone else's change offers reload or overwrite.
import { Grid, Stack } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { ConflictDialog } from '../../platform/components/ConflictDialog';
import { nestedOptions, optionName, yesNo, type VersionConflict } from '../../platform/components/edit-conflict';
import { ActiveCheckbox, FormDrawer } from '../../platform/components/FormShell';
import { useEditConflict } from '../../platform/components/use-edit-conflict';
import { saveForm } from '../../platform/components/save-form';
import { SelectField, TextField } from '../../platform/components/FormFields';
import {
  checkProductForm,
  EMPTY_PRODUCT,
  formFromProduct,
  productServerErrors,
  toProductInput,
  type ListedProduct,
  type ProductFormErrors,
  type ProductFormValues,
} from './product-form';
import { BrandOptionsQuery, CategoryOptionsQuery } from '../../platform/components/pickers.documents';
import { ProductCreateMutation, ProductListQuery, ProductUpdateMutation } from './products.documents';
import { reportSaved } from '../../platform/components/saved-row';

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
  const [errors, setErrors] = useState<ProductFormErrors>({});
  const brands = useQuery(BrandOptionsQuery, { skip: !open }).data?.brandOptions ?? [];
  const categories =
    useQuery(CategoryOptionsQuery, { variables: { brandId: values.brandId }, skip: !open || !values.brandId }).data
      ?.categoryOptions ?? [];
  const editing = useEditConflict(
    values,
    fromCurrent,
    (shown: ProductFormValues, current: VersionConflict['current']) => [
      ['Model code', shown.code.trim()],
      ['Model name', shown.name.trim()],
      ['Short name', shown.shortName.trim()],
      ['Brand', optionName([...brands, ...nestedOptions(current, 'brand')], shown.brandId)],
      ['Category', optionName([...categories, ...nestedOptions(current, 'category')], shown.categoryId)],
      ['Active', yesNo(shown.active)],
    ],
  );
  const { setVersion } = editing;
  useEffect(() => {
    if (!open) return;
    setValues(product ? formFromProduct(product) : EMPTY_PRODUCT);
    setVersion(product?.version ?? '');
    setErrors({});
  }, [open, product, setVersion]);
  const refetchQueries = [ProductListQuery];
  const [create, creating] = useMutation(ProductCreateMutation, { refetchQueries });
  const [update, updating] = useMutation(ProductUpdateMutation, { refetchQueries });
  const saving = creating.loading || updating.loading;
  const set = (change: Partial<ProductFormValues>) => setValues((current) => ({ ...current, ...change }));

  const submit = (version = editing.version) => {
    const input = toProductInput(values);
    return saveForm<ProductFormErrors>({
      problems: checkProductForm(values),
      setErrors,
      onConflict: editing.onConflict,
      save: () =>
        reportSaved(
          onSaved,
          product
            ? update({ variables: { id: product.id, version, input } }).then(() => product.id)
            : create({ variables: { input } }).then(({ data }) => data?.createProduct.id),
        ),
      success: product ? `Product ${input.code} saved` : `Product ${input.code} added`,
      failure: 'Failed to save the product',
      bind: (failure) =>
        failure.code === 'CONFLICT' ? { code: failure.message } : productServerErrors(failure.fields),
      onDone: onClose,
    });
  };

  return (
    <>
      <ConflictDialog
        conflict={editing.conflict}
        noun="product"
        overwriting={saving}
        onCancel={editing.dismiss}
        onReload={() => editing.reload(setValues)}
        onOverwrite={() => void submit(editing.overwrite())}
      />
      <FormDrawer
        open={open}
        title={product ? `Edit ${product.name} (${product.code})` : 'Add product'}
        saveLabel="Save product"
        saving={saving}
        onClose={onClose}
        onSubmit={() => submit()}
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
