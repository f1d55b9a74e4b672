// Store List (/store): server data with filters, sort and paging held in the URL, and CSV export.

import { useQuery } from '@apollo/client/react';
import { Button, Flex } from '@chakra-ui/react';
import { useCallback, useMemo, useState } from 'react';
import { FiPlus } from 'react-icons/fi';
import type { StoreSortField } from '../../gql/graphql';
import { useExportAllPages } from '../../platform/components/all-pages';
import { type DataColumn, DataTable } from '../../platform/components/DataTable';
import { useDeferredAnswer } from '../../platform/components/deferred-answer';
import { ListScreen } from '../../platform/components/ListScreen';
import { actionsColumn, statusColumn } from '../../platform/components/list-columns';
import { useListState } from '../../platform/components/list-state';
import { Pager } from '../../platform/components/Pager';
import { useSavedRow } from '../../platform/components/saved-row';
import { StoreFilters } from './StoreFilters';
import { StoreFormDrawer } from './StoreFormDrawer';
import { StoreRowActions } from './StoreRowActions';
import type { ListedStore } from './store-form';
import { STORE_LIST, toStoreFilter } from './store-list';
import { StoreListQuery } from './stores.documents';

/** The gateway's largest store page. */
const STORE_PAGE_ROWS = 2000;

const columns = (edit: (store: ListedStore) => void): DataColumn<ListedStore, StoreSortField>[] => [
  { key: 'code', label: 'Code', sort: 'CODE', always: true, mono: true, value: (s) => s.code },
  { key: 'name', label: 'Name', sort: 'NAME', value: (s) => s.name },
  { key: 'address', label: 'Address', priority: 'low', value: (s) => s.address },
  { key: 'region', label: 'Region', sort: 'REGION', value: (s) => s.region?.name },
  { key: 'city', label: 'City', sort: 'CITY', value: (s) => s.city?.name },
  { key: 'grade', label: 'Grade', sort: 'GRADE', value: (s) => s.grade?.name },
  { key: 'channel', label: 'Channel', sort: 'CHANNEL', value: (s) => s.channel?.name },
  statusColumn(),
  actionsColumn((s) => <StoreRowActions store={s} onEdit={() => edit(s)} />),
];

export default function StoreListPage() {
  const list = useListState(STORE_LIST);
  const { view } = list;
  const variables = {
    filter: toStoreFilter(view),
    sort: { field: view.sort, direction: list.direction },
    limit: list.limit,
    offset: list.offset,
  };
  const { data, previousData, loading, error, refetch } = useQuery(StoreListQuery, { variables });
  /** The store in the form drawer: null = a new one, undefined = closed. */
  const [editing, setEditing] = useState<ListedStore | null | undefined>(undefined);
  // The same columns every render: the table draws its rows again only when they change.
  const tableColumns = useMemo(() => columns(setEditing), []);
  const closeDrawer = useCallback(() => setEditing(undefined), []);
  const shown = useDeferredAnswer(data ?? previousData);
  const page = shown.answer?.stores;

  const everyStore = useExportAllPages(StoreListQuery, variables, (data) => data.stores, STORE_PAGE_ROWS);
  const saved = useSavedRow(list, (store) => store.id, everyStore);

  return (
    <ListScreen
      filters={
        <>
          <Flex justify="flex-end" mb="2">
            <Button size="sm" colorPalette="teal" onClick={() => setEditing(null)}>
              <FiPlus /> Add store
            </Button>
          </Flex>
          <StoreFilters view={list.filters} onChange={list.filter} onClear={list.clear} />
        </>
      }
      overlays={<StoreFormDrawer store={editing} onClose={closeDrawer} onSaved={saved.onSaved} />}
      loading={!page && !error}
      error={!page && error}
      errorMessage="Failed to fetch stores."
      onRetry={() => void refetch()}
      empty={page?.total === 0}
      emptyTitle="No stores match these filters"
      emptyAction={
        <Button size="sm" onClick={list.clear}>
          Clear filters
        </Button>
      }
    >
      {page && (
        <DataTable
          caption="Stores"
          listId="stores"
          columns={tableColumns}
          rows={page.items}
          rowKey={(store) => store.id}
          savedKey={saved.savedKey}
          sort={{ field: view.sort, dir: view.dir, onSort: list.sortBy }}
          csvName="stores.csv"
          allRows={everyStore}
          dimmed={loading || shown.drawing}
          footer={
            <Pager
              page={view.page}
              size={view.size}
              total={page.total}
              onChange={list.setPaging}
              settled={!loading && !shown.drawing}
            />
          }
        />
      )}
    </ListScreen>
  );
}
