// Product Category List (/PCategoryList): categories of a brand (or all), searched, filtered by
// status, sorted and paged in the URL; column choice; add, edit, activate/deactivate, remove; CSV.
import { Badge, Box, Button, Flex, Table } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FiPlus } from 'react-icons/fi';
import { useSearchParams } from 'react-router-dom';
import { ColumnChooser } from '../../components/ColumnChooser';
import { useColumnChoice, type ColumnSpec } from '../../components/columns';
import { downloadTable } from '../../components/export-table';
import { DebouncedInput } from '../../components/DebouncedInput';
import { FilterSelect } from '../../components/FilterSelect';
import { Pager } from '../../components/Pager';
import { SortableHeader } from '../../components/SortableHeader';
import { PAGE_SIZES } from '../../components/paging';
import { BrandOptionsQuery, CategoryOptionsQuery } from '../../components/pickers.documents';
import { RowActions } from '../../components/RowActions';
import { EmptyState, ErrorState, LoadingRows } from '../../components/States';
import { CategoryFormDialog, type ListedCategory } from './CategoryFormDialog';
import { CategoryListQuery, CategoryRemoveMutation, CategoryUpdateMutation } from './products.documents';

type ColumnKey = 'name' | 'brand' | 'status' | 'actions';
type SortKey = 'name' | 'brand';
const COLUMNS: (ColumnSpec<ColumnKey> & { sort?: SortKey })[] = [
  { key: 'name', label: 'Category', sort: 'name', always: true },
  { key: 'brand', label: 'Brand', sort: 'brand' },
  { key: 'status', label: 'Status' },
  { key: 'actions', label: 'Actions', always: true },
];
const STATUSES = [
  { id: 'active', name: 'Active' },
  { id: 'inactive', name: 'Inactive' },
];

function useView() {
  const [params, setParams] = useSearchParams();
  const number = (key: string, fallback: number) => {
    const value = Number(params.get(key));
    return Number.isInteger(value) && value > 0 ? value : fallback;
  };
  const size = number('size', 50);
  const view = {
    brand: number('brand', 0),
    search: params.get('search') ?? '',
    status: params.get('status') ?? 'all',
    sort: (params.get('sort') === 'brand' ? 'brand' : 'name') as SortKey,
    dir: params.get('dir') === 'desc' ? 'desc' : 'asc',
    page: number('page', 1),
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : 50,
  };
  const set = (change: Partial<Record<keyof typeof view, string | number>>, keepPage = false) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (
        value === '' ||
        value === 0 ||
        value === 'all' ||
        (key === 'sort' && value === 'name') ||
        (key === 'dir' && value === 'asc')
      )
        next.delete(key);
      else next.set(key, String(value));
    }
    if (!keepPage) next.delete('page');
    setParams(next);
  };
  return { view, set };
}

export default function CategoryListPage() {
  const { view, set } = useView();
  const { data, error, refetch } = useQuery(CategoryListQuery, { variables: { brandId: view.brand || null } });
  const brands = useQuery(BrandOptionsQuery).data?.brandOptions ?? [];
  const refetchQueries = [CategoryListQuery, CategoryOptionsQuery];
  const [update] = useMutation(CategoryUpdateMutation, { refetchQueries });
  const [remove] = useMutation(CategoryRemoveMutation, { refetchQueries, awaitRefetchQueries: true });
  const columns = useColumnChoice('categories', COLUMNS);
  const [editing, setEditing] = useState<ListedCategory | null | undefined>(undefined);

  const needle = view.search.trim().toLowerCase();
  const sign = view.dir === 'desc' ? -1 : 1;
  const keyOf = (category: ListedCategory) =>
    (view.sort === 'brand' ? `${category.brand?.name ?? ''}\u0000${category.name}` : category.name).toLowerCase();
  const matching = (data?.productCategories ?? [])
    .filter(
      (category) =>
        (!needle || category.name.toLowerCase().includes(needle)) &&
        (view.status === 'all' || category.active === (view.status === 'active')),
    )
    .sort((a, b) => (keyOf(a) < keyOf(b) ? -sign : keyOf(a) > keyOf(b) ? sign : a.id - b.id));
  const rows = matching.slice((view.page - 1) * view.size, view.page * view.size);

  return (
    <Box bg="bg.panel" borderWidth="1px" rounded="lg" p="4">
      <Flex gap="3" wrap="wrap" align="flex-end" mb="4">
        <FilterSelect
          label="Brand"
          value={view.brand}
          options={brands}
          onChange={(value) => set({ brand: Number(value) })}
        />
        <FilterSelect
          label="Status"
          value={view.status}
          allValue="all"
          options={STATUSES}
          onChange={(value) => set({ status: value })}
        />
        <DebouncedInput label="Search" value={view.search} onChange={(search) => set({ search })} />
        <Flex gap="2" ms="auto">
          <ColumnChooser columns={COLUMNS} hidden={columns.hidden} onToggle={columns.toggle} />
          <Button size="sm" colorPalette="teal" onClick={() => setEditing(null)}>
            <FiPlus /> Add category
          </Button>
        </Flex>
      </Flex>
      <CategoryFormDialog category={editing} defaultBrandId={view.brand} onClose={() => setEditing(undefined)} />
      {error && !data && <ErrorState message="Failed to fetch product categories." onRetry={() => void refetch()} />}
      {!data && !error && <LoadingRows />}
      {data && matching.length === 0 && <EmptyState title="No product categories match these filters" />}
      {matching.length > 0 && (
        <>
          <Table.ScrollArea borderWidth="1px" rounded="md">
            <Table.Root size="sm" striped stickyHeader>
              <SortableHeader
                columns={columns.shown}
                sort={view.sort}
                dir={view.dir as 'asc' | 'desc'}
                onSort={(field) =>
                  set({ sort: field, dir: view.sort === field && view.dir === 'asc' ? 'desc' : 'asc' })
                }
              />
              <Table.Body>
                {rows.map((category) => (
                  <Table.Row key={category.id}>
                    <Table.Cell>{category.name}</Table.Cell>
                    {columns.isShown('brand') && <Table.Cell>{category.brand?.name}</Table.Cell>}
                    {columns.isShown('status') && (
                      <Table.Cell>
                        <Badge colorPalette={category.active ? 'green' : 'gray'}>
                          {category.active ? 'Active' : 'Inactive'}
                        </Badge>
                      </Table.Cell>
                    )}
                    <Table.Cell>
                      <RowActions
                        label={`Category ${category.name}`}
                        keyName={category.name}
                        active={category.active}
                        onEdit={() => setEditing(category)}
                        removeBody={`Remove the category ${category.name} of ${category.brand?.name ?? 'its brand'}? This cannot be undone. A category with products cannot be removed: deactivate it instead.`}
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
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <Pager
            page={view.page}
            size={view.size}
            total={matching.length}
            exporting={false}
            onExport={(format) =>
              void downloadTable(
                format,
                'product-categories',
                ['Category', 'Brand', 'Status'],
                matching.map((category) => [
                  category.name,
                  category.brand?.name,
                  category.active ? 'Active' : 'Inactive',
                ]),
              )
            }
            onChange={(change) => set({ page: change.page, size: change.size }, true)}
          />
        </>
      )}
    </Box>
  );
}
