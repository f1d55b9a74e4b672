// Store List (/store): server data with filters, sort and paging held in the URL, and CSV export.
import { Badge, Box, Button, Flex, Table } from '@chakra-ui/react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { FiPlus } from 'react-icons/fi';
import { useSearchParams } from 'react-router-dom';
import { ColumnChooser } from '../../components/ColumnChooser';
import { useColumnChoice, type ColumnSpec } from '../../components/columns';
import { downloadTable, type ExportFormat } from '../../components/export-table';
import { Pager } from '../../components/Pager';
import { SortableHeader } from '../../components/SortableHeader';
import { EmptyState, ErrorState, LoadingRows } from '../../components/States';
import type { StoreSortField } from '../../gql/graphql';
import { DEFAULT_VIEW, parseView, serializeView, toFilter, withFilter, type StoreListView } from './store-list-state';
import type { ListedStore } from './store-form';
import { StoreFilters } from './StoreFilters';
import { StoreFormDrawer } from './StoreFormDrawer';
import { StoreRowActions } from './StoreRowActions';
import { StoreListQuery } from './stores.documents';

type ColumnKey = 'code' | 'name' | 'region' | 'city' | 'grade' | 'channel' | 'status' | 'actions';
const COLUMNS: (ColumnSpec<ColumnKey> & { sort?: StoreSortField })[] = [
  { key: 'code', label: 'Code', sort: 'CODE', always: true },
  { key: 'name', label: 'Name', sort: 'NAME' },
  { key: 'region', label: 'Region', sort: 'REGION' },
  { key: 'city', label: 'City', sort: 'CITY' },
  { key: 'grade', label: 'Grade', sort: 'GRADE' },
  { key: 'channel', label: 'Channel', sort: 'CHANNEL' },
  { key: 'status', label: 'Status' },
  { key: 'actions', label: 'Actions', always: true },
];
const EXPORT_LIMIT = 2000;

export default function StoreListPage() {
  const [params, setParams] = useSearchParams();
  const view = parseView(params);
  const setView = useCallback((next: StoreListView) => setParams(serializeView(next)), [setParams]);
  const onFilter = useCallback(
    (change: Partial<StoreListView>) => setView(withFilter(parseView(params), change)),
    [params, setView],
  );
  const variables = {
    filter: toFilter(view),
    sort: { field: view.sort, direction: view.dir === 'desc' ? ('DESC' as const) : ('ASC' as const) },
    limit: view.size,
    offset: (view.page - 1) * view.size,
  };
  const { data, previousData, loading, error, refetch } = useQuery(StoreListQuery, { variables });
  const client = useApolloClient();
  const [exporting, setExporting] = useState(false);
  /** The store in the form drawer: null = a new one, undefined = closed. */
  const [editing, setEditing] = useState<ListedStore | null | undefined>(undefined);
  const page = (data ?? previousData)?.stores;
  const columns = useColumnChoice('stores', COLUMNS);

  const sortBy = (field: StoreSortField) =>
    setView({ ...view, sort: field, dir: view.sort === field && view.dir === 'asc' ? 'desc' : 'asc', page: 1 });

  const exportCsv = async (format: ExportFormat = 'csv') => {
    setExporting(true);
    try {
      const result = await client.query({
        query: StoreListQuery,
        variables: { ...variables, limit: EXPORT_LIMIT, offset: 0 },
      });
      const rows = result.data?.stores.items ?? [];
      await downloadTable(
        format,
        'stores',
        ['Code', 'Name', 'Address', 'Region', 'City', 'Grade', 'Channel', 'Status'],
        rows.map((s) => [
          s.code,
          s.name,
          s.address,
          s.region?.name,
          s.city?.name,
          s.grade?.name,
          s.channel?.name,
          s.active ? 'Active' : 'Inactive',
        ]),
      );
    } finally {
      setExporting(false);
    }
  };

  return (
    <Box bg="bg.panel" borderWidth="1px" rounded="lg" p="4">
      <Flex justify="flex-end" gap="2" mb="2">
        <ColumnChooser columns={COLUMNS} hidden={columns.hidden} onToggle={columns.toggle} />
        <Button size="sm" colorPalette="teal" onClick={() => setEditing(null)}>
          <FiPlus /> Add store
        </Button>
      </Flex>
      <StoreFilters view={view} onChange={onFilter} onClear={() => setView({ ...DEFAULT_VIEW, size: view.size })} />
      <StoreFormDrawer store={editing} onClose={() => setEditing(undefined)} />
      {error && !page && <ErrorState message="Failed to fetch stores." onRetry={() => void refetch()} />}
      {!page && !error && <LoadingRows />}
      {page && page.total === 0 && (
        <EmptyState
          title="No stores match these filters"
          action={
            <Button size="sm" onClick={() => setView({ ...DEFAULT_VIEW, size: view.size })}>
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
                {page.items.map((store) => (
                  <Table.Row key={store.id}>
                    <Table.Cell fontFamily="mono" fontSize="xs">
                      {store.code}
                    </Table.Cell>
                    {columns.isShown('name') && <Table.Cell title={store.address}>{store.name}</Table.Cell>}
                    {columns.isShown('region') && <Table.Cell>{store.region?.name}</Table.Cell>}
                    {columns.isShown('city') && <Table.Cell>{store.city?.name}</Table.Cell>}
                    {columns.isShown('grade') && <Table.Cell>{store.grade?.name}</Table.Cell>}
                    {columns.isShown('channel') && <Table.Cell>{store.channel?.name}</Table.Cell>}
                    {columns.isShown('status') && (
                      <Table.Cell>
                        <Badge colorPalette={store.active ? 'green' : 'gray'}>
                          {store.active ? 'Active' : 'Inactive'}
                        </Badge>
                      </Table.Cell>
                    )}
                    <Table.Cell>
                      <StoreRowActions store={store} onEdit={() => setEditing(store)} />
                    </Table.Cell>
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
            onExport={(format) => void exportCsv(format)}
            onChange={(change) => setView({ ...view, ...change })}
          />
        </>
      )}
    </Box>
  );
}
