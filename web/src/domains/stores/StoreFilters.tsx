// The store list's filter bar: all ten StoreList filters (region, city then district, store type,
// channel type then channel, grade then sub-grade, status, code, name).

import { useQuery } from '@apollo/client/react';
import { Button, Flex } from '@chakra-ui/react';
import { memo } from 'react';
import { DebouncedInput } from '../../platform/components/DebouncedInput';
import { FilterSelect } from '../../platform/components/FilterSelect';
import type { StoreFilterValues } from './store-list';
import {
  ChannelsQuery,
  CitiesQuery,
  DistrictsQuery,
  StoreFilterOptionsQuery,
  SubGradesQuery,
} from './stores.documents';

const STATUSES = [
  { id: 'active', name: 'Active' },
  { id: 'inactive', name: 'Inactive' },
];

interface StoreFiltersProps {
  view: StoreFilterValues;
  onChange: (change: Partial<StoreFilterValues>) => void;
  onClear: () => void;
}

/** Drawn again only when a filter changes (the list kit keeps its values and callbacks the same objects till then). */
export const StoreFilters = memo(function StoreFilters({ view, onChange, onClear }: StoreFiltersProps) {
  const options = useQuery(StoreFilterOptionsQuery).data;
  const cities = useQuery(CitiesQuery, { variables: { regionId: view.region }, skip: !view.region }).data?.cities ?? [];
  const channels =
    useQuery(ChannelsQuery, { variables: { channelTypeId: view.channelType }, skip: !view.channelType }).data
      ?.channels ?? [];
  const districts =
    useQuery(DistrictsQuery, { variables: { cityId: view.city }, skip: !view.city }).data?.districts ?? [];
  const subGrades =
    useQuery(SubGradesQuery, { variables: { gradeId: view.grade }, skip: !view.grade }).data?.subGrades ?? [];
  const number = (value: string) => Number(value) || 0;
  // Filters by district, store type and sub-grade need their names, which only some bases give.
  const named = options?.upstreamOffers.storeReferenceNames !== false;
  return (
    <Flex gap="3" wrap="wrap" align="flex-end" mb="4">
      <FilterSelect
        label="Region"
        value={view.region}
        options={options?.regions ?? []}
        onChange={(value) => onChange({ region: number(value) })}
      />
      <FilterSelect
        label="City"
        value={view.city}
        options={cities}
        disabled={!view.region}
        onChange={(value) => onChange({ city: number(value) })}
      />
      {named && (
        <FilterSelect
          label="District"
          value={view.district}
          options={districts}
          disabled={!view.city}
          onChange={(value) => onChange({ district: number(value) })}
        />
      )}
      {named && (
        <FilterSelect
          label="Store type"
          value={view.storeType}
          options={options?.storeTypes ?? []}
          onChange={(value) => onChange({ storeType: number(value) })}
        />
      )}
      <FilterSelect
        label="Channel type"
        value={view.channelType}
        options={options?.channelTypes ?? []}
        onChange={(value) => onChange({ channelType: number(value) })}
      />
      <FilterSelect
        label="Channel"
        value={view.channel}
        options={channels}
        disabled={!view.channelType}
        onChange={(value) => onChange({ channel: number(value) })}
      />
      <FilterSelect
        label="Grade"
        value={view.grade}
        options={options?.grades ?? []}
        onChange={(value) => onChange({ grade: number(value) })}
      />
      {named && (
        <FilterSelect
          label="Sub-grade"
          value={view.subGrade}
          options={subGrades}
          disabled={!view.grade}
          onChange={(value) => onChange({ subGrade: number(value) })}
        />
      )}
      <FilterSelect
        label="Status"
        value={view.status}
        allValue="all"
        options={STATUSES}
        onChange={(value) => onChange({ status: value === 'active' || value === 'inactive' ? value : 'all' })}
      />
      <DebouncedInput label="Code" value={view.code} onChange={(code) => onChange({ code })} />
      <DebouncedInput label="Name" value={view.name} onChange={(name) => onChange({ name })} />
      <Button size="sm" variant="ghost" onClick={onClear}>
        Clear filters
      </Button>
    </Flex>
  );
});
