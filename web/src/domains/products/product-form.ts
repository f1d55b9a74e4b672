// The product form's values and checks (the gateway's rules), and its mapping to the GraphQL input. Pure.
import type { ProductInput, ProductListQuery } from '../../gql/graphql';
import { LIMITS } from '../../gql/limits.gen';

export type ListedProduct = ProductListQuery['products']['items'][number];

export interface ProductFormValues {
  code: string;
  name: string;
  shortName: string;
  brandId: number;
  categoryId: number;
  active: boolean;
}
export type ProductFormErrors = Partial<Record<keyof ProductFormValues, string>>;

export const EMPTY_PRODUCT: ProductFormValues = {
  code: '',
  name: '',
  shortName: '',
  brandId: 0,
  categoryId: 0,
  active: true,
};

const CODE = new RegExp(LIMITS.ProductModelCode.pattern);

export const formFromProduct = (product: ListedProduct): ProductFormValues => ({
  code: product.code,
  name: product.name,
  shortName: product.shortName,
  brandId: product.brand?.id ?? 0,
  categoryId: product.category?.id ?? 0,
  active: product.active,
});

export function checkProductForm(values: ProductFormValues): ProductFormErrors {
  const errors: ProductFormErrors = {};
  const code = values.code.trim();
  if (!code) errors.code = 'Model code is required';
  else if (code.length > LIMITS.ProductModelCode.maxLength)
    errors.code = `Model code must be at most ${LIMITS.ProductModelCode.maxLength} characters`;
  else if (!CODE.test(code)) errors.code = 'Model code may hold only letters, digits, ., _, / and -';
  const name = values.name.trim();
  if (!name) errors.name = 'Model name is required';
  else if (name.length > LIMITS.ProductModelName.maxLength)
    errors.name = `Model name must be at most ${LIMITS.ProductModelName.maxLength} characters`;
  if (values.shortName.trim().length > LIMITS.ShortName.maxLength)
    errors.shortName = `Short name must be at most ${LIMITS.ShortName.maxLength} characters`;
  if (!values.brandId) errors.brandId = 'Brand is required';
  if (!values.categoryId) errors.categoryId = 'Category is required';
  return errors;
}

export const toProductInput = (values: ProductFormValues): ProductInput => ({
  code: values.code.trim(),
  name: values.name.trim(),
  shortName: values.shortName.trim(),
  brandId: values.brandId,
  categoryId: values.categoryId,
  active: values.active,
});

/** The gateway's field problems, on the form's fields. */
export function productServerErrors(fields: readonly { field: string; message: string }[]): ProductFormErrors {
  const known: Record<string, keyof ProductFormValues> = {
    code: 'code',
    name: 'name',
    shortName: 'shortName',
    brandId: 'brandId',
    categoryId: 'categoryId',
  };
  const errors: ProductFormErrors = {};
  for (const { field, message } of fields) {
    const key = known[field];
    if (key && !errors[key]) errors[key] = message;
  }
  return errors;
}
