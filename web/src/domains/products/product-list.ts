// The product list's filters as data (brand then category, status, search) and the GraphQL filter they mean.

import type { ProductFilter, ProductSortField } from '../../gql/graphql';
import { defineList, idFilter, type ListView, statusFilter, textFilter } from '../../platform/components/list-state';

export const PRODUCT_LIST = defineList({
  filters: { brand: idFilter(), category: idFilter('brand', true), status: statusFilter(), search: textFilter() },
  sorts: ['CODE', 'NAME', 'BRAND', 'CATEGORY'] satisfies ProductSortField[],
  sort: 'CODE',
});

export type ProductListView = ListView<(typeof PRODUCT_LIST)['spec']['filters'], ProductSortField>;

export const toProductFilter = (view: ProductListView): ProductFilter => ({
  brandId: view.brand || null,
  categoryId: view.category || null,
  active: view.status === 'all' ? null : view.status === 'active',
  search: view.search.trim() || null,
});
