// Store Grade By Brand (/StoreGradeByBrand): every store of the brand (over a region) a page at a time, a grade
// set on one row at once, or on a selection after one confirmation, with what was saved and what was refused.

import { useMutation, useQuery } from '@apollo/client/react';
import { Box, Button, Flex, NativeSelect, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toaster } from '../../platform/app/toaster';
import { ConfirmDialog } from '../../platform/components/ConfirmDialog';
import type { ExportFormat } from '../../platform/components/export-table';
import { FilterSelect } from '../../platform/components/FilterSelect';
import { Pager } from '../../platform/components/Pager';
import { BrandOptionsQuery, ReportPickersQuery } from '../../platform/components/pickers.documents';
import { EmptyState, ErrorState, LoadingRows } from '../../platform/components/States';
import { fail } from './failure-toast';
import { SetStoreGradeMutation, SetStoreGradesMutation, StoreGradesQuery } from './settings.documents';

/** Stores a bulk grade request carries: the gateway refuses more than 500 writes in one request. */
const STORES_A_REQUEST = 500;

export default function StoreGradeByBrandPage() {
  const [params, setParams] = useSearchParams();
  const brand = Number(params.get('brand')) || 0;
  const region = Number(params.get('region')) || 0;
  const brands = useQuery(BrandOptionsQuery).data?.brandOptions ?? [];
  const regions = useQuery(ReportPickersQuery).data?.regions ?? [];
  const { data, loading, error, refetch } = useQuery(StoreGradesQuery, {
    variables: { brandId: brand, filter: { regionId: region || null } },
    skip: !brand,
  });
  const [setGrade] = useMutation(SetStoreGradeMutation, { refetchQueries: [StoreGradesQuery] });
  const [setGrades, bulk] = useMutation(SetStoreGradesMutation, {
    refetchQueries: [StoreGradesQuery],
    awaitRefetchQueries: true,
  });
  const [paging, setPaging] = useState({ page: 1, size: 50 });
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [bulkGrade, setBulkGrade] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const choose = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value === '0') next.delete(key);
    else next.set(key, value);
    setParams(next);
    setPaging((current) => ({ ...current, page: 1 }));
    setSelected(new Set());
  };
  const rows = data?.storeGrades ?? [];
  const grades = data?.grades ?? [];
  const shown = rows.slice((paging.page - 1) * paging.size, paging.page * paging.size);
  const shownIds = shown.flatMap((row) => (row.store ? [row.store.id] : []));
  const allShown = shownIds.length > 0 && shownIds.every((id) => selected.has(id));
  const toggle = (ids: readonly number[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids)
        if (on) next.add(id);
        else next.delete(id);
      return next;
    });
  const gradeName = grades.find((grade) => grade.id === bulkGrade)?.name ?? '';
  const brandName = brands.find((option) => option.id === brand)?.name ?? '';
  const applyBulk = async () => {
    try {
      // The gateway takes at most 500 stores a request (its write budget): a larger selection goes in chunks.
      const ids = [...selected];
      const outcomes = [];
      for (let start = 0; start < ids.length; start += STORES_A_REQUEST) {
        const storeIds = ids.slice(start, start + STORES_A_REQUEST);
        const answer = await setGrades({ variables: { storeIds, brandId: brand, gradeId: bulkGrade } });
        outcomes.push(...(answer.data?.setStoreGrades ?? []));
      }
      const refused = outcomes.filter((outcome) => !outcome.ok);
      const saved = outcomes.length - refused.length;
      toaster.create({ type: 'success', title: `Grade ${gradeName} set for ${saved} of ${outcomes.length} stores` });
      if (refused.length > 0)
        toaster.create({
          type: 'error',
          title: `${refused.length} not saved`,
          description: refused
            .slice(0, 5)
            .map((outcome) => `${outcome.store?.name ?? outcome.storeId}: ${outcome.message ?? 'refused'}`)
            .join('; '),
        });
      setSelected(new Set(refused.map((outcome) => outcome.storeId)));
    } catch (failure) {
      fail(failure, 'Failed to save the grades');
    } finally {
      setConfirming(false);
    }
  };
  // Every store of the brand, not only the page shown.
  const exportGrades = async (format: ExportFormat) => {
    const { downloadTable } = await import('../../platform/components/export-table');
    await downloadTable(
      format,
      'store-grades',
      ['Store code', 'Store', 'City', `Grade for ${brandName}`],
      rows.map((row) => [
        row.store?.code ?? '',
        row.store?.name ?? '',
        row.store?.city?.name ?? '',
        row.grade?.name ?? '',
      ]),
    );
  };
  return (
    <Box bg="bg.panel" borderWidth="1px" rounded="lg" p="4">
      <Flex gap="3" mb="4" wrap="wrap" align="flex-end">
        <FilterSelect
          label="Brand"
          allLabel="Choose a brand…"
          value={brand}
          options={brands}
          onChange={(v) => choose('brand', v)}
        />
        <FilterSelect label="Region" value={region} options={regions} onChange={(v) => choose('region', v)} />
        {brand > 0 && data && (
          <Flex as="section" aria-label="Grade the selection" gap="2" align="flex-end" ms="auto">
            <Text fontSize="sm" color="fg.muted" alignSelf="center">
              {selected.size} selected
            </Text>
            <FilterSelect
              label="Grade for the selection"
              allLabel="Choose a grade…"
              value={bulkGrade}
              options={grades}
              onChange={(v) => setBulkGrade(Number(v) || 0)}
            />
            <Button
              size="sm"
              colorPalette="teal"
              disabled={selected.size === 0 || !bulkGrade}
              onClick={() => setConfirming(true)}
            >
              Set grade for {selected.size} stores
            </Button>
          </Flex>
        )}
      </Flex>
      {!brand && <EmptyState title="Choose a brand to grade its stores" />}
      {brand > 0 && error && (
        <ErrorState failure={error} message="Failed to fetch store grade by brand" onRetry={() => void refetch()} />
      )}
      {brand > 0 && loading && !data && <LoadingRows />}
      {brand > 0 && data && (
        <>
          <Table.Root size="sm" stickyHeader aria-label="Store grades" borderWidth="1px" rounded="md">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader width="10">
                  <input
                    type="checkbox"
                    aria-label="Select the stores of this page"
                    checked={allShown}
                    onChange={(event) => toggle(shownIds, event.target.checked)}
                  />
                </Table.ColumnHeader>
                <Table.ColumnHeader>Store</Table.ColumnHeader>
                <Table.ColumnHeader>City</Table.ColumnHeader>
                <Table.ColumnHeader>Grade for {brandName}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {shown.map((row) => {
                const store = row.store;
                if (!store) return null;
                return (
                  <Table.Row key={store.id} data-selected={selected.has(store.id) ? '' : undefined}>
                    <Table.Cell>
                      <input
                        type="checkbox"
                        aria-label={`Select ${store.code} ${store.name}`}
                        checked={selected.has(store.id)}
                        onChange={(event) => toggle([store.id], event.target.checked)}
                      />
                    </Table.Cell>
                    <Table.Cell>
                      {store.code} · {store.name}
                    </Table.Cell>
                    <Table.Cell>{store.city?.name}</Table.Cell>
                    <Table.Cell>
                      <NativeSelect.Root size="xs" width="32">
                        <NativeSelect.Field
                          aria-label={`Grade of ${store.code} ${store.name}`}
                          value={String(row.grade?.id ?? 0)}
                          onChange={(event) => {
                            const gradeId = Number(event.target.value);
                            if (!gradeId) return;
                            setGrade({ variables: { storeId: store.id, brandId: brand, gradeId } })
                              .then(() => toaster.create({ type: 'success', title: `${store.name}: grade saved` }))
                              .catch((failure: unknown) => fail(failure, 'Failed to save the grade'));
                          }}
                        >
                          <option value="0" disabled>
                            No grade
                          </option>
                          {grades.map((grade) => (
                            <option key={grade.id} value={grade.id}>
                              {grade.name}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
          <Pager
            page={paging.page}
            size={paging.size}
            total={rows.length}
            onChange={setPaging}
            onExport={(format) => void exportGrades(format)}
          />
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title={`Set grade ${gradeName} for ${selected.size} stores?`}
        body={`Each selected store gets grade ${gradeName} for ${brandName}, replacing the grade it has.`}
        confirmLabel={`Set grade ${gradeName} for ${selected.size} stores`}
        busy={bulk.loading}
        tone="primary"
        onConfirm={() => void applyBulk()}
        onCancel={() => setConfirming(false)}
      />
    </Box>
  );
}
