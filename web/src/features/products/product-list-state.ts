// The product list's view (brand then category, status, search, sort, page) as URL search params.
// Pure: parse, serialize, cascade, and the GraphQL variables it means.
import { PAGE_SIZES } from '../../components/paging';
import type { ProductFilter, ProductSortField } from '../../gql/graphql';

export const PRODUCT_SORT_FIELDS = ['CODE', 'NAME', 'BRAND', 'CATEGORY'] as const satisfies readonly ProductSortField[];

export interface ProductListView {
  brand: number;
  category: number;
  status: 'all' | 'active' | 'inactive';
  search: string;
  sort: ProductSortField;
  dir: 'asc' | 'desc';
  page: number;
  size: number;
}

export const DEFAULT_PRODUCT_VIEW: ProductListView = {
  brand: 0,
  category: 0,
  status: 'all',
  search: '',
  sort: 'CODE',
  dir: 'asc',
  page: 1,
  size: 50,
};

const positive = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : 0;
};

export function parseProductView(params: URLSearchParams): ProductListView {
  const sort = params.get('sort')?.toUpperCase() ?? '';
  const size = Number(params.get('size'));
  const status = params.get('status');
  const brand = positive(params.get('brand'));
  return {
    brand,
    // A category only means something within a brand (the cascade).
    category: brand ? positive(params.get('category')) : 0,
    status: status === 'active' || status === 'inactive' ? status : 'all',
    search: params.get('search') ?? '',
    sort: (PRODUCT_SORT_FIELDS as readonly string[]).includes(sort) ? (sort as ProductSortField) : 'CODE',
    dir: params.get('dir') === 'desc' ? 'desc' : 'asc',
    page: positive(params.get('page')) || 1,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PRODUCT_VIEW.size,
  };
}

export function serializeProductView(view: ProductListView): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(DEFAULT_PRODUCT_VIEW) as (keyof ProductListView)[]) {
    const value = view[key];
    if (value !== DEFAULT_PRODUCT_VIEW[key] && value !== '')
      params.set(key, key === 'sort' ? String(value).toLowerCase() : String(value));
  }
  return params;
}

/** A filter change restarts paging; a new brand clears the category. */
export function withProductFilter(view: ProductListView, change: Partial<ProductListView>): ProductListView {
  const next = { ...view, ...change, page: 1 };
  if (change.brand !== undefined && change.brand !== view.brand) next.category = 0;
  return next;
}

export function toProductFilter(view: ProductListView): ProductFilter {
  return {
    brandId: view.brand || null,
    categoryId: view.category || null,
    active: view.status === 'all' ? null : view.status === 'active',
    search: view.search.trim() || null,
  };
}
