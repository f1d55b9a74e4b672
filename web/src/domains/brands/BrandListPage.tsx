// Brand List (/BrandList): every brand, searched, filtered by status, sorted and paged in the URL (the
// list kit); add, rename, activate or deactivate, remove (a brand in use cannot be removed); CSV and Excel.

import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Flex, IconButton, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FiImage, FiPlus } from 'react-icons/fi';
import { type DataColumn, DataTable } from '../../platform/components/DataTable';
import { DebouncedInput } from '../../platform/components/DebouncedInput';
import { FilterSelect } from '../../platform/components/FilterSelect';
import { ListScreen } from '../../platform/components/ListScreen';
import { actionsColumn, statusColumn } from '../../platform/components/list-columns';
import { defineList, statusFilter, textFilter, useListState } from '../../platform/components/list-state';
import { Pager } from '../../platform/components/Pager';
import { Picture } from '../../platform/components/Picture';
import { RowActions } from '../../platform/components/RowActions';
import { useNumberFormats } from '../../platform/components/reports/format';
import { useSavedRow } from '../../platform/components/saved-row';
import { BrandFormDialog, type ListedBrand } from './BrandFormDialog';
import { BrandPicturesDialog } from './BrandPicturesDialog';
import { BrandRemoveMutation, BrandsQuery, BrandUpdateMutation } from './brands.documents';

const BRAND_LIST = defineList({
  filters: { search: textFilter(), status: statusFilter() },
  sorts: ['NAME'],
  sort: 'NAME',
});
const STATUSES = [
  { id: 'active', name: 'Active' },
  { id: 'inactive', name: 'Inactive' },
];

function BrandActions({ brand, onEdit }: { brand: ListedBrand; onEdit: () => void }) {
  const refetchQueries = [BrandsQuery];
  const [update] = useMutation(BrandUpdateMutation, { refetchQueries });
  const [remove] = useMutation(BrandRemoveMutation, { refetchQueries, awaitRefetchQueries: true });
  return (
    <RowActions
      label={`Brand ${brand.name}`}
      keyName={brand.name}
      active={brand.active}
      onEdit={onEdit}
      removeBody={
        `Remove the brand ${brand.name}? This cannot be undone. ` +
        'A brand in use cannot be removed: deactivate it instead.'
      }
      setActive={(active) =>
        update({ variables: { id: brand.id, version: brand.version, input: { name: brand.name, active } } })
      }
      remove={() => remove({ variables: { id: brand.id } })}
    />
  );
}

const columns = (
  edit: (brand: ListedBrand) => void,
  openPictures: (id: number) => void,
): DataColumn<ListedBrand, 'NAME'>[] => [
  {
    key: 'pictures',
    label: 'Pictures',
    noCsv: true,
    value: () => '',
    // The first picture (lowest slot) as a small thumbnail, loaded only as its row scrolls into view (the generic icon
    // if it fails to load); "None" where there is none. Either opens the brand's pictures.
    render: (brand) => {
      const first = brand.pictures.reduce<ListedBrand['pictures'][number] | undefined>(
        (lowest, picture) => (lowest && lowest.slot < picture.slot ? lowest : picture),
        undefined,
      );
      if (!first)
        // None yet: said in words beside the icon, so a column of them reads as "no pictures", not as broken images.
        return (
          <Button
            size="xs"
            variant="ghost"
            color="fg.muted"
            // The visible word first in its name, as a spoken command would say it.
            aria-label={`None: pictures of ${brand.name}`}
            title="No pictures yet: add one"
            onClick={() => openPictures(brand.id)}
          >
            <FiImage /> None
          </Button>
        );
      return (
        <IconButton
          size="sm"
          variant="ghost"
          aria-label={`Pictures of ${brand.name}`}
          title="Pictures"
          onClick={() => openPictures(brand.id)}
        >
          <Picture
            src={first.url}
            alt={`${brand.name} picture ${first.slot}`}
            loading="lazy"
            boxSize="7"
            objectFit="contain"
            rounded="sm"
            borderWidth="1px"
          />
        </IconButton>
      );
    },
  },
  { key: 'name', label: 'Brand', sort: 'NAME', always: true, value: (b) => b.name },
  statusColumn(),
  actionsColumn((b) => <BrandActions brand={b} onEdit={() => edit(b)} />),
];

export default function BrandListPage() {
  const { number } = useNumberFormats();
  const list = useListState(BRAND_LIST);
  const { view } = list;
  const { data, error, refetch } = useQuery(BrandsQuery);
  const [editing, setEditing] = useState<ListedBrand | null | undefined>(undefined);
  const [picturesOf, setPicturesOf] = useState<number | undefined>(undefined);

  // Every brand comes in one answer: filtered, sorted and paged here.
  const needle = view.search.trim().toLowerCase();
  const brands = (data?.brands ?? [])
    .filter(
      (brand) =>
        (!needle || brand.name.toLowerCase().includes(needle)) &&
        (view.status === 'all' || brand.active === (view.status === 'active')),
    )
    .sort((a, b) => (view.dir === 'desc' ? -1 : 1) * a.name.toLowerCase().localeCompare(b.name.toLowerCase()));
  /** The brand just added or edited: paged to, marked and scrolled to until another is saved. */
  const saved = useSavedRow(list, (brand) => brand.id, brands);

  return (
    <ListScreen
      filters={
        <Flex gap="3" wrap="wrap" align="flex-end" mb="4">
          <DebouncedInput label="Search" value={view.search} onChange={(search) => list.filter({ search })} />
          <FilterSelect
            label="Status"
            value={view.status}
            allValue="all"
            options={STATUSES}
            onChange={(value) => list.filter({ status: value === 'active' || value === 'inactive' ? value : 'all' })}
          />
          <Button size="sm" colorPalette="teal" ms="auto" onClick={() => setEditing(null)}>
            <FiPlus /> Add brand
          </Button>
        </Flex>
      }
      overlays={
        <>
          <BrandFormDialog brand={editing} onClose={() => setEditing(undefined)} onSaved={saved.onSaved} />
          <BrandPicturesDialog
            brand={data?.brands.find((brand) => brand.id === picturesOf)}
            onClose={() => setPicturesOf(undefined)}
          />
        </>
      }
      loading={!data && !error}
      error={!data && error}
      errorMessage="Failed to fetch brands."
      onRetry={() => void refetch()}
      empty={brands.length === 0}
      emptyTitle="No brands match these filters"
    >
      <DataTable
        caption="Brands"
        listId="brands"
        columns={columns(setEditing, setPicturesOf)}
        rows={brands.slice(list.offset, list.offset + list.limit)}
        rowKey={(brand) => brand.id}
        savedKey={saved.savedKey}
        sort={{ field: view.sort, dir: view.dir, onSort: list.sortBy }}
        csvName="brands.csv"
        allRows={async () => brands}
        footer={
          <>
            <Text mt="3" fontSize="sm" color="fg.muted">
              {number(brands.length)} of {number(data?.brands.length ?? 0)} brands
            </Text>
            {brands.length > view.size && (
              <Pager page={view.page} size={view.size} total={brands.length} onChange={list.setPaging} />
            )}
          </>
        }
      />
    </ListScreen>
  );
}
