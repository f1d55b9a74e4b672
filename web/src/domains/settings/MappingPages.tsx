// User Store Mapping (/UserStoreMapping) and Product Store Mapping (/UserProductMapping): what a
// member covers, and what an account and grade carries; moves of a selection or of everything listed.

import { useMutation, useQuery } from '@apollo/client/react';
import { Box, Flex } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { toaster } from '../../platform/app/toaster';
import { DebouncedInput } from '../../platform/components/DebouncedInput';
import { FilterSelect } from '../../platform/components/FilterSelect';
import { describeFailure } from '../../platform/components/graphql-errors';
import { BrandOptionsQuery, CityOptionsQuery, ReportPickersQuery } from '../../platform/components/pickers.documents';
import { EmptyState, ErrorState, LoadingRows } from '../../platform/components/States';
import { MemberPicker, useChosenMember } from '../journeys/MemberPicker';
import { DualList } from './DualList';
import {
  AccountProductsQuery,
  MapAccountProductsMutation,
  MapStoresMutation,
  StoreMappingQuery,
  UnmapStoresMutation,
} from './settings.documents';

const said = (change: { changed: number; unchanged: number } | undefined, verb: string) =>
  `${change?.changed ?? 0} ${verb}${change?.unchanged ? `; ${change.unchanged} already so` : ''}`;

function useNumberParams() {
  const [params, setParams] = useSearchParams();
  const get = (key: string) => Number(params.get(key)) || 0;
  const set = (changes: Record<string, string | number>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value && value !== '0') next.set(key, String(value));
      else next.delete(key);
    }
    setParams(next);
  };
  return { params, get, set };
}

export function UserStoreMappingPage() {
  const member = useChosenMember();
  const { params, get, set } = useNumberParams();
  const filter = {
    regionId: get('region') || null,
    cityId: get('city') || null,
    channelId: get('channel') || null,
    storeName: params.get('name') || null,
  };
  const pickers = useQuery(ReportPickersQuery).data;
  const cities =
    useQuery(CityOptionsQuery, { variables: { regionId: get('region') }, skip: !get('region') }).data?.cities ?? [];
  const { data, loading, error, refetch } = useQuery(StoreMappingQuery, {
    variables: { teamMemberId: member, filter },
    skip: !member,
  });
  // The journey planner lists a member's mapped stores: drop what it cached so it asks again.
  const options = {
    refetchQueries: [StoreMappingQuery],
    awaitRefetchQueries: true,
    update: (cache: { evict: (options: { id: string; fieldName: string }) => boolean }) => {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'mappedStores' });
    },
  };
  const [map, mapping] = useMutation(MapStoresMutation, options);
  const [unmap, unmapping] = useMutation(UnmapStoresMutation, options);
  const run = async (work: () => Promise<{ changed: number; unchanged: number } | undefined>, verb: string) => {
    try {
      toaster.create({ type: 'success', title: said(await work(), verb) });
    } catch (failure) {
      toaster.create({ type: 'error', title: describeFailure(failure, 'Failed to change the store mapping').message });
    }
  };
  const toItem = (store: { id: number; code: string; name: string; city?: { name: string } | null }) => ({
    id: store.id,
    label: `${store.code} · ${store.name}`,
    detail: store.city?.name,
  });

  return (
    <Box bg="bg.panel" borderWidth="1px" rounded="lg" p="4">
      <Flex gap="3" wrap="wrap" align="flex-end" mb="4">
        <MemberPicker />
        <FilterSelect
          label="Store region"
          value={get('region')}
          options={pickers?.regions ?? []}
          onChange={(v) => set({ region: v, city: 0 })}
        />
        <FilterSelect
          label="Store city"
          value={get('city')}
          options={cities}
          disabled={!get('region')}
          onChange={(v) => set({ city: v })}
        />
        <FilterSelect
          label="Channel"
          value={get('channel')}
          options={pickers?.channels ?? []}
          onChange={(v) => set({ channel: v })}
        />
        <DebouncedInput label="Store name" value={params.get('name') ?? ''} onChange={(name) => set({ name })} />
      </Flex>
      {!member && <EmptyState title="Choose a team member to map stores to" />}
      {member > 0 && error && (
        <ErrorState failure={error} message="Failed to fetch the store mapping." onRetry={() => void refetch()} />
      )}
      {member > 0 && loading && !data && <LoadingRows />}
      {member > 0 && data && (
        <DualList
          what="stores"
          left={data.storeMapping.unmapped.map(toItem)}
          right={data.storeMapping.mapped.map(toItem)}
          busy={mapping.loading || unmapping.loading}
          onAdd={(ids) =>
            run(
              async () => (await map({ variables: { teamMemberId: member, storeIds: ids, filter } })).data?.mapStores,
              'stores mapped',
            )
          }
          onRemove={(ids) =>
            run(
              async () =>
                (await unmap({ variables: { teamMemberId: member, storeIds: ids, filter } })).data?.unmapStores,
              'stores unmapped',
            )
          }
        />
      )}
    </Box>
  );
}

export function ProductStoreMappingPage() {
  const { get, set } = useNumberParams();
  const pickers = useQuery(ReportPickersQuery).data;
  const brands = useQuery(BrandOptionsQuery).data?.brandOptions ?? [];
  const account = { channelId: get('account'), gradeId: get('grade') };
  const ready = account.channelId > 0 && account.gradeId > 0;
  const { data, loading, error, refetch } = useQuery(AccountProductsQuery, {
    variables: { ...account, brandId: get('brand') || null },
    skip: !ready,
  });
  const [move, moving] = useMutation(MapAccountProductsMutation, {
    refetchQueries: [AccountProductsQuery],
    awaitRefetchQueries: true,
  });
  const run = async (ids: number[], add: boolean) => {
    try {
      const change = (await move({ variables: { ...account, productIds: ids, add } })).data?.mapAccountProducts;
      toaster.create({ type: 'success', title: said(change, add ? 'products mapped' : 'products unmapped') });
    } catch (failure) {
      toaster.create({
        type: 'error',
        title: describeFailure(failure, 'Failed to change the product mapping').message,
      });
    }
  };
  const toItem = (product: { id: number; code: string; name: string }) => ({
    id: product.id,
    label: product.code,
    detail: product.name,
  });
  const unmapped = data?.accountProducts.unmapped ?? [];
  const mapped = data?.accountProducts.mapped ?? [];

  return (
    <Box bg="bg.panel" borderWidth="1px" rounded="lg" p="4">
      <Flex gap="3" wrap="wrap" align="flex-end" mb="4">
        <FilterSelect
          label="Account"
          allLabel="Choose…"
          value={account.channelId}
          options={pickers?.channels ?? []}
          onChange={(v) => set({ account: v })}
        />
        <FilterSelect
          label="Grade"
          allLabel="Choose…"
          value={account.gradeId}
          options={pickers?.grades ?? []}
          onChange={(v) => set({ grade: v })}
        />
        <FilterSelect label="Brand" value={get('brand')} options={brands} onChange={(v) => set({ brand: v })} />
      </Flex>
      {!ready && <EmptyState title="Choose an account and a grade" />}
      {ready && error && (
        <ErrorState failure={error} message="Failed to fetch the product mapping." onRetry={() => void refetch()} />
      )}
      {ready && loading && !data && <LoadingRows />}
      {ready && data && (
        <DualList
          what="products"
          left={unmapped.map(toItem)}
          right={mapped.map(toItem)}
          busy={moving.loading}
          onAdd={(ids) => run(ids ?? unmapped.map((p) => p.id), true)}
          onRemove={(ids) => run(ids ?? mapped.map((p) => p.id), false)}
        />
      )}
    </Box>
  );
}
