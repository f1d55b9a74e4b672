// Brand List (/BrandList): every brand, searched and filtered by status in the URL; add, rename,
// activate or deactivate, remove (a brand in use cannot be removed); CSV export.
import { Badge, Box, Button, Flex, HStack, IconButton, Image, Table, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FiDownload, FiImage, FiPlus } from 'react-icons/fi';
import { useSearchParams } from 'react-router-dom';
import { ColumnChooser } from '../../components/ColumnChooser';
import { useColumnChoice, type ColumnSpec } from '../../components/columns';
import { downloadTable, type ExportFormat } from '../../components/export-table';
import { Pager } from '../../components/Pager';
import { SortableHeader } from '../../components/SortableHeader';
import { usePaging } from '../../components/reports/report-screen';
import { DebouncedInput } from '../../components/DebouncedInput';
import { FilterSelect } from '../../components/FilterSelect';
import { RowActions } from '../../components/RowActions';
import { EmptyState, ErrorState, LoadingRows } from '../../components/States';
import { BrandFormDialog, type ListedBrand } from './BrandFormDialog';
import { BrandPicturesDialog } from './BrandPicturesDialog';
import { BrandRemoveMutation, BrandUpdateMutation, BrandsQuery } from './brands.documents';

const STATUSES = [
  { id: 'active', name: 'Active' },
  { id: 'inactive', name: 'Inactive' },
];
const COLUMNS: (ColumnSpec<'pictures' | 'name' | 'status' | 'actions'> & { sort?: 'name' })[] = [
  { key: 'pictures', label: 'Pictures' },
  { key: 'name', label: 'Brand', sort: 'name', always: true },
  { key: 'status', label: 'Status' },
  { key: 'actions', label: 'Actions', always: true },
];

export default function BrandListPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const status = params.get('status') ?? 'all';
  const setFilter = (key: 'search' | 'status' | 'dir', value: string) => {
    const next = new URLSearchParams(params);
    if (value && value !== 'all') next.set(key, value);
    else next.delete(key);
    next.delete('page');
    setParams(next);
  };
  const { data, error, refetch } = useQuery(BrandsQuery);
  const refetchQueries = [BrandsQuery];
  const [update] = useMutation(BrandUpdateMutation, { refetchQueries });
  const [remove] = useMutation(BrandRemoveMutation, { refetchQueries, awaitRefetchQueries: true });
  const [editing, setEditing] = useState<ListedBrand | null | undefined>(undefined);
  const [picturesOf, setPicturesOf] = useState<number | undefined>(undefined);
  const needle = search.trim().toLowerCase();
  const dir = params.get('dir') === 'desc' ? 'desc' : 'asc';
  const brands = (data?.brands ?? [])
    .filter(
      (brand) =>
        (!needle || brand.name.toLowerCase().includes(needle)) &&
        (status === 'all' || brand.active === (status === 'active')),
    )
    .sort((a, b) => (dir === 'desc' ? -1 : 1) * a.name.toLowerCase().localeCompare(b.name.toLowerCase()));
  const paging = usePaging();
  const columns = useColumnChoice('brands', COLUMNS);
  const shown = brands.slice(paging.offset, paging.offset + paging.limit);

  return (
    <Box bg="bg.panel" borderWidth="1px" rounded="lg" p="4">
      <Flex gap="3" wrap="wrap" align="flex-end" mb="4">
        <DebouncedInput label="Search" value={search} onChange={(value) => setFilter('search', value)} />
        <FilterSelect
          label="Status"
          value={status}
          allValue="all"
          options={STATUSES}
          onChange={(value) => setFilter('status', value)}
        />
        {(['csv', 'xlsx'] as ExportFormat[]).map((format) => (
          <Button
            key={format}
            size="sm"
            variant="outline"
            ms={format === 'csv' ? 'auto' : undefined}
            disabled={brands.length === 0}
            onClick={() =>
              void downloadTable(
                format,
                'brands',
                ['Brand', 'Status'],
                brands.map((brand) => [brand.name, brand.active ? 'Active' : 'Inactive']),
              )
            }
          >
            <FiDownload /> Export {format === 'csv' ? 'CSV' : 'Excel'}
          </Button>
        ))}
        <ColumnChooser columns={COLUMNS} hidden={columns.hidden} onToggle={columns.toggle} />
        <Button size="sm" colorPalette="teal" onClick={() => setEditing(null)}>
          <FiPlus /> Add brand
        </Button>
      </Flex>
      <BrandFormDialog brand={editing} onClose={() => setEditing(undefined)} />
      <BrandPicturesDialog
        brand={data?.brands.find((brand) => brand.id === picturesOf)}
        onClose={() => setPicturesOf(undefined)}
      />
      {error && !data && <ErrorState message="Failed to fetch brands." onRetry={() => void refetch()} />}
      {!data && !error && <LoadingRows />}
      {data && brands.length === 0 && <EmptyState title="No brands match these filters" />}
      {brands.length > 0 && (
        <>
          <Table.ScrollArea borderWidth="1px" rounded="md">
            <Table.Root size="sm" striped>
              <SortableHeader
                columns={columns.shown}
                sort="name"
                dir={dir}
                onSort={() => setFilter('dir', dir === 'asc' ? 'desc' : 'all')}
              />
              <Table.Body>
                {shown.map((brand) => (
                  <Table.Row key={brand.id}>
                    {columns.isShown('pictures') && (
                      <Table.Cell>
                        <HStack gap="1">
                          {brand.pictures.map((picture) => (
                            <Image
                              key={picture.slot}
                              src={picture.url}
                              alt={`${brand.name} picture ${picture.slot}`}
                              boxSize="8"
                              objectFit="contain"
                              rounded="sm"
                              borderWidth="1px"
                            />
                          ))}
                          <IconButton
                            size="xs"
                            variant="ghost"
                            aria-label={`Pictures of ${brand.name}`}
                            title="Pictures"
                            onClick={() => setPicturesOf(brand.id)}
                          >
                            <FiImage />
                          </IconButton>
                        </HStack>
                      </Table.Cell>
                    )}
                    <Table.Cell>{brand.name}</Table.Cell>
                    {columns.isShown('status') && (
                      <Table.Cell>
                        <Badge colorPalette={brand.active ? 'green' : 'gray'}>
                          {brand.active ? 'Active' : 'Inactive'}
                        </Badge>
                      </Table.Cell>
                    )}
                    <Table.Cell>
                      <RowActions
                        label={`Brand ${brand.name}`}
                        keyName={brand.name}
                        active={brand.active}
                        onEdit={() => setEditing(brand)}
                        removeBody={`Remove the brand ${brand.name}? This cannot be undone. A brand in use cannot be removed: deactivate it instead.`}
                        setActive={(active) =>
                          update({
                            variables: { id: brand.id, version: brand.version, input: { name: brand.name, active } },
                          })
                        }
                        remove={() => remove({ variables: { id: brand.id } })}
                      />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <Text mt="3" fontSize="sm" color="gray.600">
            {brands.length.toLocaleString('en-US')} of {(data?.brands.length ?? 0).toLocaleString('en-US')} brands
          </Text>
          {brands.length > paging.size && (
            <Pager page={paging.page} size={paging.size} total={brands.length} onChange={paging.set} />
          )}
        </>
      )}
    </Box>
  );
}
