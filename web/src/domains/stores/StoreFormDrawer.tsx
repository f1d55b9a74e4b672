// Create or edit a store in a drawer: cascading selects, errors at each field (the server's too),
// save disabled while saving, a toast for the outcome. An edit carries the version it opened; when
// someone else saved the store meanwhile, a dialog shows what changed and offers reload or overwrite.

import { useQuery } from '@apollo/client/react';
import { Grid, Stack } from '@chakra-ui/react';
import { memo, useState } from 'react';
import { nestedOptions, optionName, type VersionConflict } from '../../platform/components/edit-conflict';
import { IdField, SelectField, TextField } from '../../platform/components/FormFields';
import { ActiveCheckbox, FormDrawer } from '../../platform/components/FormShell';
import { useRecordForm } from '../../platform/components/use-record-form';
import {
  checkStoreForm,
  describeStore,
  EMPTY_STORE,
  formFromStore,
  type ListedStore,
  type StoreFormValues,
  type StoreOptionList,
  serverErrors,
  toStoreInput,
} from './store-form';
import {
  ChannelsQuery,
  CitiesQuery,
  DistrictsQuery,
  StoreCreateMutation,
  StoreFormOptionsQuery,
  StoreListQuery,
  StoreUpdateMutation,
  SubGradesQuery,
} from './stores.documents';

interface StoreFormDrawerProps {
  /** The store to edit; null to create one; undefined when closed. */
  store: ListedStore | null | undefined;
  onClose: () => void;
  /** The row just added or edited, for the list to show and mark. */
  onSaved?: (id: number) => void;
}

/** Drawn again only when its store or callbacks change: not on each sort, page or filter of the list under it. */
export const StoreFormDrawer = memo(function StoreFormDrawer({ store, onClose, onSaved }: StoreFormDrawerProps) {
  const open = store !== undefined;
  const [values, setValues] = useState<StoreFormValues>(EMPTY_STORE);

  const options = useQuery(StoreFormOptionsQuery, { skip: !open }).data;
  // Bases that give no district, sub-grade or store-type names: those are entered by their ids.
  const named = options?.upstreamOffers.storeReferenceNames !== false;
  const cities =
    useQuery(CitiesQuery, { variables: { regionId: values.regionId }, skip: !open || !values.regionId }).data?.cities ??
    [];
  const districts =
    useQuery(DistrictsQuery, { variables: { cityId: values.cityId }, skip: !open || !values.cityId }).data?.districts ??
    [];
  const channels =
    useQuery(ChannelsQuery, {
      variables: { channelTypeId: values.channelTypeId },
      skip: !open || !values.channelTypeId,
    }).data?.channels ?? [];
  const subGrades =
    useQuery(SubGradesQuery, { variables: { gradeId: values.gradeId }, skip: !open || !values.gradeId }).data
      ?.subGrades ?? [];
  const lists: Record<StoreOptionList, readonly { id: number; name: string }[]> = {
    regions: options?.regions ?? [],
    cities,
    districts,
    storeTypes: options?.storeTypes ?? [],
    channelTypes: options?.channelTypes ?? [],
    channels,
    grades: options?.grades ?? [],
    subGrades,
  };
  const set = (change: Partial<StoreFormValues>) => setValues((current) => ({ ...current, ...change }));
  const form = useRecordForm({
    record: store,
    values,
    setValues,
    empty: EMPTY_STORE,
    fromRecord: formFromStore,
    fromCurrent,
    describe: (shown: StoreFormValues, current: VersionConflict['current']) =>
      describeStore(shown, (list, id) => optionName([...lists[list], ...nestedOptions(current, NESTED[list])], id)),
    check: checkStoreForm,
    // Bases without sub-grade names keep none: the form neither shows nor sends one.
    toInput: (shown: StoreFormValues) => ({ ...toStoreInput(shown), ...(named ? {} : { subGradeId: null }) }),
    create: StoreCreateMutation,
    update: StoreUpdateMutation,
    createdId: (data) => data.createStore.id,
    list: StoreListQuery,
    noun: 'store',
    title: (input) => `Store ${input.code}`,
    uniqueField: 'code',
    serverErrors,
    onClose,
    onSaved,
  });
  const { errors } = form;

  return (
    <>
      {form.conflictDialog}
      <FormDrawer
        open={open}
        title={store ? `Edit ${store.name} (${store.code})` : 'Add store'}
        saveLabel="Save store"
        saving={form.saving}
        onClose={onClose}
        onSubmit={form.submit}
      >
        <Stack gap="3">
          <Grid templateColumns="1fr 2fr" gap="3">
            <TextField
              label="Store code"
              required
              value={values.code}
              error={errors.code}
              onChange={(code) => set({ code })}
            />
            <TextField
              label="Store name"
              required
              value={values.name}
              error={errors.name}
              onChange={(name) => set({ name })}
            />
          </Grid>
          <TextField
            label="Address"
            value={values.address}
            error={errors.address}
            onChange={(address) => set({ address })}
          />
          <Grid templateColumns="1fr 1fr" gap="3">
            <TextField
              label="Latitude"
              required
              inputMode="decimal"
              value={values.latitude}
              error={errors.latitude}
              onChange={(latitude) => set({ latitude })}
            />
            <TextField
              label="Longitude"
              required
              inputMode="decimal"
              value={values.longitude}
              error={errors.longitude}
              onChange={(longitude) => set({ longitude })}
            />
            <SelectField
              label="Store region"
              required
              value={values.regionId}
              options={options?.regions ?? []}
              error={errors.regionId}
              onChange={(regionId) => set({ regionId, cityId: 0, districtId: 0 })}
            />
            <SelectField
              label="Store city"
              required
              value={values.cityId}
              options={cities}
              disabled={!values.regionId}
              error={errors.cityId}
              onChange={(cityId) => set({ cityId, districtId: 0 })}
            />
            {named ? (
              <SelectField
                label="District"
                required
                value={values.districtId}
                options={districts}
                disabled={!values.cityId}
                error={errors.districtId}
                onChange={(districtId) => set({ districtId })}
              />
            ) : (
              <IdField
                label="District ID"
                value={values.districtId}
                error={errors.districtId}
                onChange={(districtId) => set({ districtId })}
              />
            )}
            {named ? (
              <SelectField
                label="Store type"
                required
                value={values.storeTypeId}
                options={options?.storeTypes ?? []}
                error={errors.storeTypeId}
                onChange={(storeTypeId) => set({ storeTypeId })}
              />
            ) : (
              <IdField
                label="Store type ID"
                value={values.storeTypeId}
                error={errors.storeTypeId}
                onChange={(storeTypeId) => set({ storeTypeId })}
              />
            )}
            <SelectField
              label="Store channel type"
              required
              value={values.channelTypeId}
              options={options?.channelTypes ?? []}
              error={errors.channelTypeId}
              onChange={(channelTypeId) => set({ channelTypeId, channelId: 0 })}
            />
            <SelectField
              label="Store channel"
              required
              value={values.channelId}
              options={channels}
              disabled={!values.channelTypeId}
              error={errors.channelId}
              onChange={(channelId) => set({ channelId })}
            />
            <SelectField
              label="Store grade"
              required
              value={values.gradeId}
              options={options?.grades ?? []}
              error={errors.gradeId}
              onChange={(gradeId) => set({ gradeId, subGradeId: 0 })}
            />
            {named && (
              <SelectField
                label="Sub-grade"
                value={values.subGradeId}
                options={subGrades}
                disabled={!values.gradeId}
                placeholder="First of the grade"
                error={errors.subGradeId}
                onChange={(subGradeId) => set({ subGradeId })}
              />
            )}
          </Grid>
          <ActiveCheckbox checked={values.active} onChange={(active) => set({ active })} />
        </Stack>
      </FormDrawer>
    </>
  );
});

/** The current record's field that names each select's option. */
const NESTED: Record<StoreOptionList, string> = {
  regions: 'region',
  cities: 'city',
  districts: 'district',
  storeTypes: 'storeType',
  channelTypes: 'channelType',
  channels: 'channel',
  grades: 'grade',
  subGrades: 'subGrade',
};

/** The current record (the gateway's Store) as form values. */
const fromCurrent = (current: VersionConflict['current']) => formFromStore(current as unknown as ListedStore);
