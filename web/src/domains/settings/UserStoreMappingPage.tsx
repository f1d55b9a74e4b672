// User Store Mapping (/UserStoreMapping): the stores a member covers, found by region, city, channel and name;
// moves of a selection or of everything listed.

import { useMutation, useQuery } from '@apollo/client/react';
import { Box, Flex } from '@chakra-ui/react';
import { toaster } from '../../platform/app/toaster';
import { DebouncedInput } from '../../platform/components/DebouncedInput';
import { FilterSelect } from '../../platform/components/FilterSelect';
import { CityOptionsQuery, ReportPickersQuery } from '../../platform/components/pickers.documents';
import { EmptyState, ErrorState, LoadingRows } from '../../platform/components/States';
import { MemberPicker, useChosenMember } from '../journeys/MemberPicker';
import { DualList } from './DualList';
import { fail } from './failure-toast';
import { said, useNumberParams } from './mapping';
import { MapStoresMutation, StoreMappingQuery, UnmapStoresMutation } from './settings.documents';

export default function UserStoreMappingPage() {
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
      fail(failure, 'Failed to change the store mapping');
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
