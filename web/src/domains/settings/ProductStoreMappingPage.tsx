// Product Store Mapping (/UserProductMapping): the products an account and grade carries, by brand; moves of a
// selection or of everything listed.

import { useMutation, useQuery } from '@apollo/client/react';
import { Box, Flex } from '@chakra-ui/react';
import { toaster } from '../../platform/app/toaster';
import { FilterSelect } from '../../platform/components/FilterSelect';
import { BrandOptionsQuery, ReportPickersQuery } from '../../platform/components/pickers.documents';
import { EmptyState, ErrorState, LoadingRows } from '../../platform/components/States';
import { DualList } from './DualList';
import { fail } from './failure-toast';
import { said, useNumberParams } from './mapping';
import { AccountProductsQuery, MapAccountProductsMutation } from './settings.documents';

export default function ProductStoreMappingPage() {
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
      fail(failure, 'Failed to change the product mapping');
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
