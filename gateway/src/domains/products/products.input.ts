// Checks of product and category input, and the product list's filter, sort and page, before any
// upstream call. Ids are checked against the cached brand and category lists.
import { gatewayError } from '../../platform/graphql/errors.js';
import { sameName } from '../../platform/graphql/names.js';
import { checkPaging } from '../../platform/graphql/paging.js';
import { directionSign, SortDirection } from '../../platform/graphql/sorting.js';
import { InputChecks, optionalId, optionalText } from '../../platform/graphql/validate.js';
import type { LoadedRefs } from '../../platform/reference/reference-data.js';
import type { ParamsOf, Row } from '../../platform/upstream/contract.js';
import { LIMITS } from '../../platform/upstream/limits.gen.js';
import {
  type ProductCategoryInput,
  type ProductFilter,
  type ProductInput,
  type ProductSort,
  ProductSortField,
} from './products.types.js';

export type ProductRow = Row<'Product'>;
export const MAX_PRODUCT_PAGE = 2000;

function checkBrandAndCategory(checks: InputChecks, refs: LoadedRefs, brandId: number, categoryId?: number): void {
  checks.id('brandId', brandId);
  if (!checks.failed('brandId') && !refs.brands?.byId.has(brandId))
    checks.fail('brandId', `brandId ${brandId} does not exist`);
  if (categoryId === undefined) return;
  checks.id('categoryId', categoryId);
  if (checks.failed('categoryId')) return;
  const category = refs.categories?.byId.get(categoryId);
  if (!category) checks.fail('categoryId', `categoryId ${categoryId} does not exist`);
  else if (!checks.failed('brandId') && category.BrandID !== 0 && category.BrandID !== brandId)
    checks.fail('categoryId', 'categoryId must be a category of the chosen brand');
}

export function checkProductInput(
  input: ProductInput,
  refs: LoadedRefs,
): Required<Omit<ParamsOf<'main', 'ProductAdd'>, never>> {
  const checks = new InputChecks();
  const code = checks.text('code', input.code, LIMITS.ProductModelCode, {
    required: true,
    hint: 'may hold letters, digits, ., _, / and - only',
  });
  const name = checks.name('name', input.name, LIMITS.ProductModelName);
  const shortName = checks.text('shortName', input.shortName, LIMITS.ShortName);
  checkBrandAndCategory(checks, refs, input.brandId, input.categoryId);
  checks.id('groupId', input.groupId);
  checks.done();
  return {
    ProductModelCode: code,
    ProductModelName: name,
    ShortName: shortName,
    BrandID: input.brandId,
    ProductCategoryID: input.categoryId,
    ProductGroupID: input.groupId,
    ActiveStatus: input.active ? 1 : 0,
  };
}

/** A category's fields (BrandID only when a brand is chosen); its name unique within its brand as people read it. */
export function checkCategoryInput(input: ProductCategoryInput, refs: LoadedRefs, id?: number, brandsWritable = true) {
  const checks = new InputChecks();
  const name = checks.name('name', input.name, LIMITS.ProductCategoryName);
  const brandId = input.brandId ?? undefined;
  // The description's category has no brand field to write (ProductCategoryID, ProductCategoryName, ActiveStatus).
  if (brandId !== undefined && !brandsWritable)
    checks.fail('brandId', "A category's brand cannot be set on the distributor's services: leave it empty");
  else if (brandId !== undefined) checkBrandAndCategory(checks, refs, brandId);
  checks.done();
  const own = brandId ?? (id === undefined ? 0 : (refs.categories?.byId.get(id)?.BrandID ?? 0));
  const same = sameName(
    (refs.categories?.rows ?? []).filter((row) => row.BrandID === own),
    name,
    (row) => row.ProductCategoryName,
    (row) => row.ProductCategoryID,
    id,
  );
  if (same) throw gatewayError('CONFLICT', `Product category ${name} already exists for this brand`, { field: 'name' });
  const fields = { ProductCategoryName: name, ActiveStatus: input.active ? 1 : 0 };
  return brandId === undefined ? fields : { ...fields, BrandID: brandId };
}

export interface ProductQuery {
  brandId: number;
  categoryId: number;
  active: boolean | null;
  search: string;
  sort: { field: ProductSortField; direction: SortDirection };
  limit: number;
  offset: number;
}

export function parseProductQuery(
  filter: ProductFilter | null | undefined,
  sort: ProductSort | null | undefined,
  limit: number,
  offset: number,
): ProductQuery {
  const f = filter ?? {};
  return {
    brandId: optionalId('filter.brandId', f.brandId),
    categoryId: optionalId('filter.categoryId', f.categoryId),
    active: f.active ?? null,
    search: optionalText('filter.search', f.search, 100).toLowerCase(),
    sort: { field: sort?.field ?? ProductSortField.CODE, direction: sort?.direction ?? SortDirection.ASC },
    ...checkPaging(limit, offset, MAX_PRODUCT_PAGE),
  };
}

export function matchesProduct(row: ProductRow, query: ProductQuery): boolean {
  if (query.brandId !== 0 && row.BrandID !== query.brandId) return false;
  if (query.categoryId !== 0 && row.ProductCategoryID !== query.categoryId) return false;
  if (query.active !== null && (row.ActiveStatus === 1) !== query.active) return false;
  if (query.search === '') return true;
  return (
    row.ProductModelCode.toLowerCase().includes(query.search) ||
    row.ProductModelName.toLowerCase().includes(query.search) ||
    row.ShortName.toLowerCase().includes(query.search)
  );
}

/** Sorted copy, keys lowercased once per row, ties by ProductID. */
export function sortProducts(rows: readonly ProductRow[], sort: ProductQuery['sort'], refs: LoadedRefs): ProductRow[] {
  const keyOf: Record<ProductSortField, (row: ProductRow) => string> = {
    [ProductSortField.CODE]: (row) => row.ProductModelCode,
    [ProductSortField.NAME]: (row) => row.ProductModelName,
    [ProductSortField.BRAND]: (row) => refs.brands?.byId.get(row.BrandID)?.BrandName ?? '',
    [ProductSortField.CATEGORY]: (row) => refs.categories?.byId.get(row.ProductCategoryID)?.ProductCategoryName ?? '',
  };
  const key = keyOf[sort.field];
  const sign = directionSign(sort.direction);
  const keyed = rows.map((row) => ({ key: key(row).toLowerCase(), row }));
  keyed.sort((a, b) => (a.key < b.key ? -sign : a.key > b.key ? sign : a.row.ProductID - b.row.ProductID));
  return keyed.map((entry) => entry.row);
}
