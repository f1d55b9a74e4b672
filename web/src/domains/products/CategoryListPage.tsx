// Product Category List (/PCategoryList): categories of a brand (or all), searched, filtered by
// status, sorted and paged in the URL (the list kit); column choice; add, edit, activate/deactivate,
// remove; CSV and Excel of the whole filtered list.

import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Flex } from '@chakra-ui/react';
import { useState } from 'react';
import { FiPlus } from 'react-icons/fi';
import { type DataColumn, DataTable } from '../../platform/components/DataTable';
import { DebouncedInput } from '../../platform/components/DebouncedInput';
import { FilterSelect } from '../../platform/components/FilterSelect';
import { ListScreen } from '../../platform/components/ListScreen';
import { actionsColumn, statusColumn } from '../../platform/components/list-columns';
import { defineList, idFilter, statusFilter, textFilter, useListState } from '../../platform/components/list-state';
import { Pager } from '../../platform/components/Pager';
import { BrandOptionsQuery, CategoryOptionsQuery } from '../../platform/components/pickers.documents';
import { RowActions } from '../../platform/components/RowActions';
import { useSavedRow } from '../../platform/components/saved-row';
import { CategoryFormDialog, type ListedCategory } from './CategoryFormDialog';
import { CategoryListQuery, CategoryRemoveMutation, CategoryUpdateMutation } from './products.documents';

const CATEGORY_LIST = defineList({
  filters: { brand: idFilter(), status: statusFilter(), search: textFilter() },
  sorts: ['NAME', 'BRAND'],
  sort: 'NAME',
});
const STATUSES = [
  { id: 'active', name: 'Active' },
  { id: 'inactive', name: 'Inactive' },
];

function CategoryActions({ category, onEdit }: { category: ListedCategory; onEdit: () => void }) {
  const refetchQueries = [CategoryListQuery, CategoryOptionsQuery];
  const [update] = useMutation(CategoryUpdateMutation, { refetchQueries });
  const [remove] = useMutation(CategoryRemoveMutation, { refetchQueries, awaitRefetchQueries: true });
  return (
    <RowActions
      label={`Category ${category.name}`}
      keyName={category.name}
      active={category.active}
      onEdit={onEdit}
      removeBody={
        `Remove the category ${category.name} of ${category.brand?.name ?? 'its brand'}? This cannot be undone. ` +
        'A category with products cannot be removed: deactivate it instead.'
      }
      setActive={(active) =>
        update({
          variables: {
            id: category.id,
            version: category.version,
            input: { name: category.name, brandId: category.brand?.id ?? 0, active },
          },
        })
      }
      remove={() => remove({ variables: { id: category.id } })}
    />
  );
}

const columns = (edit: (category: ListedCategory) => void): DataColumn<ListedCategory, 'NAME' | 'BRAND'>[] => [
  { key: 'name', label: 'Category', sort: 'NAME', always: true, value: (c) => c.name },
  { key: 'brand', label: 'Brand', sort: 'BRAND', value: (c) => c.brand?.name },
  statusColumn(),
  actionsColumn((c) => <CategoryActions category={c} onEdit={() => edit(c)} />),
];

export default function CategoryListPage() {
  const list = useListState(CATEGORY_LIST);
  const { view } = list;
  const { data, error, refetch } = useQuery(CategoryListQuery, { variables: { brandId: view.brand || null } });
  const brands = useQuery(BrandOptionsQuery).data?.brandOptions ?? [];
  const [editing, setEditing] = useState<ListedCategory | null | undefined>(undefined);

  // The whole list comes in one answer: filtered, sorted and paged here.
  const needle = view.search.trim().toLowerCase();
  const sign = view.dir === 'desc' ? -1 : 1;
  const keyOf = (category: ListedCategory) =>
    (view.sort === 'BRAND' ? `${category.brand?.name ?? ''}\u0000${category.name}` : category.name).toLowerCase();
  const matching = (data?.productCategories ?? [])
    .filter(
      (category) =>
        (!needle || category.name.toLowerCase().includes(needle)) &&
        (view.status === 'all' || category.active === (view.status === 'active')),
    )
    .sort((a, b) => (keyOf(a) < keyOf(b) ? -sign : keyOf(a) > keyOf(b) ? sign : a.id - b.id));
  const saved = useSavedRow(list, (category) => category.id, matching);

  return (
    <ListScreen
      filters={
        <Flex gap="3" wrap="wrap" align="flex-end" mb="4">
          <FilterSelect
            label="Brand"
            value={view.brand}
            options={brands}
            onChange={(value) => list.filter({ brand: Number(value) || 0 })}
          />
          <FilterSelect
            label="Status"
            value={view.status}
            allValue="all"
            options={STATUSES}
            onChange={(value) => list.filter({ status: value === 'active' || value === 'inactive' ? value : 'all' })}
          />
          <DebouncedInput label="Search" value={view.search} onChange={(search) => list.filter({ search })} />
          <Button size="sm" colorPalette="teal" ms="auto" onClick={() => setEditing(null)}>
            <FiPlus /> Add category
          </Button>
        </Flex>
      }
      overlays={
        <CategoryFormDialog
          category={editing}
          defaultBrandId={view.brand}
          onClose={() => setEditing(undefined)}
          onSaved={saved.onSaved}
        />
      }
      loading={!data && !error}
      error={!data && error}
      errorMessage="Failed to fetch product categories."
      onRetry={() => void refetch()}
      empty={matching.length === 0}
      emptyTitle="No product categories match these filters"
    >
      <DataTable
        caption="Product categories"
        listId="categories"
        columns={columns(setEditing)}
        rows={matching.slice(list.offset, list.offset + list.limit)}
        rowKey={(category) => category.id}
        savedKey={saved.savedKey}
        sort={{ field: view.sort, dir: view.dir, onSort: list.sortBy }}
        csvName="product-categories.csv"
        allRows={async () => matching}
        footer={<Pager page={view.page} size={view.size} total={matching.length} onChange={list.setPaging} />}
      />
    </ListScreen>
  );
}
