// Product List (/ProductList): brand then category filters, status and search, sort and paging in
// the URL; column choice; add, edit, activate/deactivate, remove; CSV of the whole filtered list.

import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Flex } from '@chakra-ui/react';
import { useState } from 'react';
import { FiPlus } from 'react-icons/fi';
import type { ProductSortField } from '../../gql/graphql';
import { useExportAllPages } from '../../platform/components/all-pages';
import { type DataColumn, DataTable } from '../../platform/components/DataTable';
import { DebouncedInput } from '../../platform/components/DebouncedInput';
import { FilterSelect } from '../../platform/components/FilterSelect';
import { ListScreen } from '../../platform/components/ListScreen';
import { actionsColumn, statusColumn } from '../../platform/components/list-columns';
import { useListState } from '../../platform/components/list-state';
import { Pager } from '../../platform/components/Pager';
import { BrandOptionsQuery, CategoryOptionsQuery } from '../../platform/components/pickers.documents';
import { RowActions } from '../../platform/components/RowActions';
import { useSavedRow } from '../../platform/components/saved-row';
import { ProductFormDrawer } from './ProductFormDrawer';
import type { ListedProduct } from './product-form';
import { PRODUCT_LIST, type ProductListView, toProductFilter } from './product-list';
import { ProductListQuery, ProductRemoveMutation, ProductUpdateMutation } from './products.documents';

const STATUSES = [
  { id: 'active', name: 'Active' },
  { id: 'inactive', name: 'Inactive' },
];
/** The gateway's largest product page. */
const PRODUCT_PAGE_ROWS = 2000;

function ProductActions({ product, onEdit }: { product: ListedProduct; onEdit: () => void }) {
  const refetchQueries = [ProductListQuery];
  const [update] = useMutation(ProductUpdateMutation, { refetchQueries });
  const [remove] = useMutation(ProductRemoveMutation, { refetchQueries, awaitRefetchQueries: true });
  const input = (active: boolean) => ({
    code: product.code,
    name: product.name,
    shortName: product.shortName,
    brandId: product.brand?.id ?? 0,
    categoryId: product.category?.id ?? 0,
    groupId: product.groupId,
    active,
  });
  return (
    <RowActions
      label={`Product ${product.code}`}
      keyName={`${product.name} (${product.code})`}
      active={product.active}
      onEdit={onEdit}
      removeBody={
        `Remove the product ${product.code} (${product.name})? This cannot be undone. ` +
        `A product with history cannot be removed: deactivate it instead.`
      }
      setActive={(active) => update({ variables: { id: product.id, version: product.version, input: input(active) } })}
      remove={() => remove({ variables: { id: product.id } })}
    />
  );
}

const columns = (edit: (product: ListedProduct) => void): DataColumn<ListedProduct, ProductSortField>[] => [
  { key: 'code', label: 'Model code', sort: 'CODE', always: true, mono: true, value: (p) => p.code },
  { key: 'name', label: 'Model name', sort: 'NAME', value: (p) => p.name },
  { key: 'shortName', label: 'Short name', value: (p) => p.shortName },
  { key: 'brand', label: 'Brand', sort: 'BRAND', value: (p) => p.brand?.name },
  { key: 'category', label: 'Category', sort: 'CATEGORY', value: (p) => p.category?.name },
  statusColumn(),
  actionsColumn((p) => <ProductActions product={p} onEdit={() => edit(p)} />),
];

export default function ProductListPage() {
  const list = useListState(PRODUCT_LIST);
  const { view } = list;
  const variables = {
    filter: toProductFilter(view),
    sort: { field: view.sort, direction: list.direction },
    limit: list.limit,
    offset: list.offset,
  };
  const { data, previousData, loading, error, refetch } = useQuery(ProductListQuery, { variables });
  const brands = useQuery(BrandOptionsQuery).data?.brandOptions ?? [];
  const categories =
    useQuery(CategoryOptionsQuery, { variables: { brandId: view.brand }, skip: !view.brand }).data?.categoryOptions ??
    [];
  const [editing, setEditing] = useState<ListedProduct | null | undefined>(undefined);
  const page = (data ?? previousData)?.products;
  const everyProduct = useExportAllPages(ProductListQuery, variables, (data) => data.products, PRODUCT_PAGE_ROWS);
  const saved = useSavedRow(list, (product) => product.id, everyProduct);

  return (
    <ListScreen
      filters={
        <Flex gap="3" wrap="wrap" align="flex-end" mb="4">
          <FilterSelect
            label="Brand"
            value={view.brand}
            options={brands}
            onChange={(value) => list.filter({ brand: Number(value) })}
          />
          <FilterSelect
            label="Category"
            value={view.category}
            options={categories}
            disabled={!view.brand}
            onChange={(value) => list.filter({ category: Number(value) })}
          />
          <FilterSelect
            label="Status"
            value={view.status}
            allValue="all"
            options={STATUSES}
            onChange={(value) => list.filter({ status: value as ProductListView['status'] })}
          />
          <DebouncedInput label="Search" value={view.search} onChange={(search) => list.filter({ search })} />
          <Button size="sm" colorPalette="teal" ms="auto" onClick={() => setEditing(null)}>
            <FiPlus /> Add product
          </Button>
        </Flex>
      }
      overlays={<ProductFormDrawer product={editing} onClose={() => setEditing(undefined)} onSaved={saved.onSaved} />}
      loading={!page && !error}
      error={!page && error}
      errorMessage="Failed to fetch products."
      onRetry={() => void refetch()}
      empty={page?.total === 0}
      emptyTitle="No products match these filters"
      emptyAction={
        <Button size="sm" onClick={list.clear}>
          Clear filters
        </Button>
      }
    >
      {page && (
        <DataTable
          caption="Products"
          listId="products"
          columns={columns(setEditing)}
          rows={page.items}
          rowKey={(product) => product.id}
          savedKey={saved.savedKey}
          sort={{ field: view.sort, dir: view.dir, onSort: list.sortBy }}
          csvName="products.csv"
          allRows={everyProduct}
          dimmed={loading}
          footer={
            <Pager page={view.page} size={view.size} total={page.total} onChange={list.setPaging} settled={!loading} />
          }
        />
      )}
    </ListScreen>
  );
}
