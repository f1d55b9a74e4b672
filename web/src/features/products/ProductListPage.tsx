// Product List (/ProductList): brand then category filters, status and search, sort and paging in
// the URL; column choice; add, edit, activate/deactivate, remove; CSV of the whole filtered list.
import { Badge, Box, Button, Flex, Table } from '@chakra-ui/react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { FiPlus } from 'react-icons/fi';
import { useSearchParams } from 'react-router-dom';
import { ColumnChooser } from '../../components/ColumnChooser';
import { useColumnChoice, type ColumnSpec } from '../../components/columns';
import { downloadCsv, toCsv } from '../../components/csv';
import { DebouncedInput } from '../../components/DebouncedInput';
import { FilterSelect } from '../../components/FilterSelect';
import { Pager } from '../../components/Pager';
import { SortableHeader } from '../../components/SortableHeader';
import { BrandOptionsQuery, CategoryOptionsQuery } from '../../components/pickers.documents';
import { RowActions } from '../../components/RowActions';
import { EmptyState, ErrorState, LoadingRows } from '../../components/States';
import type { ProductSortField } from '../../gql/graphql';
import type { ListedProduct } from './product-form';
import {
  DEFAULT_PRODUCT_VIEW,
  parseProductView,
  serializeProductView,
  toProductFilter,
  withProductFilter,
  type ProductListView,
} from './product-list-state';
import { ProductFormDrawer } from './ProductFormDrawer';
import { ProductListQuery, ProductRemoveMutation, ProductUpdateMutation } from './products.documents';

type ColumnKey = 'code' | 'name' | 'shortName' | 'brand' | 'category' | 'status' | 'actions';
const COLUMNS: (ColumnSpec<ColumnKey> & { sort?: ProductSortField })[] = [
  { key: 'code', label: 'Model code', sort: 'CODE', always: true },
  { key: 'name', label: 'Model name', sort: 'NAME' },
  { key: 'shortName', label: 'Short name' },
  { key: 'brand', label: 'Brand', sort: 'BRAND' },
  { key: 'category', label: 'Category', sort: 'CATEGORY' },
  { key: 'status', label: 'Status' },
  { key: 'actions', label: 'Actions', always: true },
];
const STATUSES = [
  { id: 'active', name: 'Active' },
  { id: 'inactive', name: 'Inactive' },
];
const EXPORT_LIMIT = 2000;

function ProductCells({
  product,
  show,
  onEdit,
}: {
  product: ListedProduct;
  show: (key: ColumnKey) => boolean;
  onEdit: () => void;
}) {
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
    <>
      <Table.Cell fontFamily="mono" fontSize="xs">
        {product.code}
      </Table.Cell>
      {show('name') && <Table.Cell>{product.name}</Table.Cell>}
      {show('shortName') && <Table.Cell>{product.shortName}</Table.Cell>}
      {show('brand') && <Table.Cell>{product.brand?.name}</Table.Cell>}
      {show('category') && <Table.Cell>{product.category?.name}</Table.Cell>}
      {show('status') && (
        <Table.Cell>
          <Badge colorPalette={product.active ? 'green' : 'gray'}>{product.active ? 'Active' : 'Inactive'}</Badge>
        </Table.Cell>
      )}
      <Table.Cell>
        <RowActions
          label={`Product ${product.code}`}
          keyName={product.code}
          active={product.active}
          onEdit={onEdit}
          removeBody={`Remove the product ${product.code} (${product.name})? This cannot be undone. A product with history cannot be removed: deactivate it instead.`}
          setActive={(active) =>
            update({ variables: { id: product.id, version: product.version, input: input(active) } })
          }
          remove={() => remove({ variables: { id: product.id } })}
        />
      </Table.Cell>
    </>
  );
}

export default function ProductListPage() {
  const [params, setParams] = useSearchParams();
  const view = parseProductView(params);
  const setView = useCallback((next: ProductListView) => setParams(serializeProductView(next)), [setParams]);
  const onFilter = (change: Partial<ProductListView>) => setView(withProductFilter(view, change));
  const variables = {
    filter: toProductFilter(view),
    sort: { field: view.sort, direction: view.dir === 'desc' ? ('DESC' as const) : ('ASC' as const) },
    limit: view.size,
    offset: (view.page - 1) * view.size,
  };
  const { data, previousData, loading, error, refetch } = useQuery(ProductListQuery, { variables });
  const brands = useQuery(BrandOptionsQuery).data?.brandOptions ?? [];
  const categories =
    useQuery(CategoryOptionsQuery, { variables: { brandId: view.brand }, skip: !view.brand }).data?.categoryOptions ??
    [];
  const columns = useColumnChoice('products', COLUMNS);
  const client = useApolloClient();
  const [exporting, setExporting] = useState(false);
  const [editing, setEditing] = useState<ListedProduct | null | undefined>(undefined);
  const page = (data ?? previousData)?.products;

  const sortBy = (field: ProductSortField) =>
    setView({ ...view, sort: field, dir: view.sort === field && view.dir === 'asc' ? 'desc' : 'asc', page: 1 });

  const exportCsv = async () => {
    setExporting(true);
    try {
      const result = await client.query({
        query: ProductListQuery,
        variables: { ...variables, limit: EXPORT_LIMIT, offset: 0 },
      });
      const rows = result.data?.products.items ?? [];
      downloadCsv(
        'products.csv',
        toCsv(
          ['Model code', 'Model name', 'Short name', 'Brand', 'Category', 'Status'],
          rows.map((p) => [
            p.code,
            p.name,
            p.shortName,
            p.brand?.name,
            p.category?.name,
            p.active ? 'Active' : 'Inactive',
          ]),
        ),
      );
    } finally {
      setExporting(false);
    }
  };

  return (
    <Box bg="white" borderWidth="1px" rounded="lg" p="4">
      <Flex gap="3" wrap="wrap" align="flex-end" mb="4">
        <FilterSelect
          label="Brand"
          value={view.brand}
          options={brands}
          onChange={(value) => onFilter({ brand: Number(value) })}
        />
        <FilterSelect
          label="Category"
          value={view.category}
          options={categories}
          disabled={!view.brand}
          onChange={(value) => onFilter({ category: Number(value) })}
        />
        <FilterSelect
          label="Status"
          value={view.status}
          allValue="all"
          options={STATUSES}
          onChange={(value) => onFilter({ status: value as ProductListView['status'] })}
        />
        <DebouncedInput label="Search" value={view.search} onChange={(search) => onFilter({ search })} />
        <Flex gap="2" ms="auto">
          <ColumnChooser columns={COLUMNS} hidden={columns.hidden} onToggle={columns.toggle} />
          <Button size="sm" colorPalette="teal" onClick={() => setEditing(null)}>
            <FiPlus /> Add product
          </Button>
        </Flex>
      </Flex>
      <ProductFormDrawer product={editing} onClose={() => setEditing(undefined)} />
      {error && !page && <ErrorState message="Failed to fetch products." onRetry={() => void refetch()} />}
      {!page && !error && <LoadingRows />}
      {page && page.total === 0 && (
        <EmptyState
          title="No products match these filters"
          action={
            <Button size="sm" onClick={() => setView({ ...DEFAULT_PRODUCT_VIEW, size: view.size })}>
              Clear filters
            </Button>
          }
        />
      )}
      {page && page.total > 0 && (
        <>
          <Table.ScrollArea borderWidth="1px" rounded="md" opacity={loading ? 0.6 : 1}>
            <Table.Root size="sm" striped stickyHeader>
              <SortableHeader columns={columns.shown} sort={view.sort} dir={view.dir} onSort={sortBy} />
              <Table.Body>
                {page.items.map((product) => (
                  <Table.Row key={product.id}>
                    <ProductCells product={product} show={columns.isShown} onEdit={() => setEditing(product)} />
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <Pager
            page={view.page}
            size={view.size}
            total={page.total}
            exporting={exporting}
            onExport={() => void exportCsv()}
            onChange={(change) => setView({ ...view, ...change })}
          />
        </>
      )}
    </Box>
  );
}
