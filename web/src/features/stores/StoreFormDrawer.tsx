// Create or edit a store in a drawer: cascading selects, errors at each field (the server's too),
// save disabled while saving, a toast for the outcome.
import { Button, Checkbox, Drawer, Grid, Portal, Stack, CloseButton } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState, type FormEvent } from 'react';
import { toaster } from '../../app/toaster';
import { SelectField, TextField } from '../../components/FormFields';
import { describeFailure } from '../../components/graphql-errors';
import { checkStoreForm, EMPTY_STORE, formFromStore, serverErrors, toStoreInput, type ListedStore, type StoreFormErrors, type StoreFormValues } from './store-form';
import { ChannelsQuery, CitiesQuery, DistrictsQuery, StoreCreateMutation, StoreFormOptionsQuery, StoreUpdateMutation, SubGradesQuery } from './stores.documents';

interface StoreFormDrawerProps {
  /** The store to edit; null to create one; undefined when closed. */
  store: ListedStore | null | undefined;
  onClose: () => void;
}

export function StoreFormDrawer({ store, onClose }: StoreFormDrawerProps) {
  const open = store !== undefined;
  const [values, setValues] = useState<StoreFormValues>(EMPTY_STORE);
  const [errors, setErrors] = useState<StoreFormErrors>({});
  useEffect(() => {
    if (!open) return;
    setValues(store ? formFromStore(store) : EMPTY_STORE);
    setErrors({});
  }, [open, store]);

  const options = useQuery(StoreFormOptionsQuery, { skip: !open }).data;
  const cities = useQuery(CitiesQuery, { variables: { regionId: values.regionId }, skip: !open || !values.regionId }).data?.cities ?? [];
  const districts = useQuery(DistrictsQuery, { variables: { cityId: values.cityId }, skip: !open || !values.cityId }).data?.districts ?? [];
  const channels = useQuery(ChannelsQuery, { variables: { channelTypeId: values.channelTypeId }, skip: !open || !values.channelTypeId }).data?.channels ?? [];
  const subGrades = useQuery(SubGradesQuery, { variables: { gradeId: values.gradeId }, skip: !open || !values.gradeId }).data?.subGrades ?? [];
  const refetchQueries = ['StoreList'];
  const [create, creating] = useMutation(StoreCreateMutation, { refetchQueries });
  const [update, updating] = useMutation(StoreUpdateMutation, { refetchQueries });
  const saving = creating.loading || updating.loading;

  const set = (change: Partial<StoreFormValues>) => setValues((current) => ({ ...current, ...change }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = checkStoreForm(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    try {
      const input = toStoreInput(values);
      if (store) await update({ variables: { id: store.id, input } });
      else await create({ variables: { input } });
      toaster.create({ type: 'success', title: store ? `Store ${input.code} saved` : `Store ${input.code} added` });
      onClose();
    } catch (error) {
      const failure = describeFailure(error, 'Failed to save the store');
      const bound = failure.code === 'CONFLICT' ? { code: failure.message } : serverErrors(failure.fields);
      setErrors(bound);
      if (Object.keys(bound).length === 0) toaster.create({ type: 'error', title: failure.message });
    }
  };

  return (
    <Drawer.Root open={open} size="md" onOpenChange={(event) => { if (!event.open) onClose(); }}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <form onSubmit={(event) => void submit(event)} noValidate style={{ display: 'contents' }}>
              <Drawer.Header><Drawer.Title>{store ? `Edit ${store.code}` : 'Add store'}</Drawer.Title></Drawer.Header>
              <Drawer.Body>
                <Stack gap="3">
                  <Grid templateColumns="1fr 2fr" gap="3">
                    <TextField label="Store code" required value={values.code} error={errors.code} onChange={(code) => set({ code })} />
                    <TextField label="Store name" required value={values.name} error={errors.name} onChange={(name) => set({ name })} />
                  </Grid>
                  <TextField label="Address" value={values.address} error={errors.address} onChange={(address) => set({ address })} />
                  <Grid templateColumns="1fr 1fr" gap="3">
                    <TextField label="Latitude" required inputMode="decimal" value={values.latitude} error={errors.latitude} onChange={(latitude) => set({ latitude })} />
                    <TextField label="Longitude" required inputMode="decimal" value={values.longitude} error={errors.longitude} onChange={(longitude) => set({ longitude })} />
                    <SelectField label="Store region" required value={values.regionId} options={options?.regions ?? []} error={errors.regionId} onChange={(regionId) => set({ regionId, cityId: 0, districtId: 0 })} />
                    <SelectField label="Store city" required value={values.cityId} options={cities} disabled={!values.regionId} error={errors.cityId} onChange={(cityId) => set({ cityId, districtId: 0 })} />
                    <SelectField label="District" required value={values.districtId} options={districts} disabled={!values.cityId} error={errors.districtId} onChange={(districtId) => set({ districtId })} />
                    <SelectField label="Store type" required value={values.storeTypeId} options={options?.storeTypes ?? []} error={errors.storeTypeId} onChange={(storeTypeId) => set({ storeTypeId })} />
                    <SelectField label="Store channel type" required value={values.channelTypeId} options={options?.channelTypes ?? []} error={errors.channelTypeId} onChange={(channelTypeId) => set({ channelTypeId, channelId: 0 })} />
                    <SelectField label="Store channel" required value={values.channelId} options={channels} disabled={!values.channelTypeId} error={errors.channelId} onChange={(channelId) => set({ channelId })} />
                    <SelectField label="Store grade" required value={values.gradeId} options={options?.grades ?? []} error={errors.gradeId} onChange={(gradeId) => set({ gradeId, subGradeId: 0 })} />
                    <SelectField label="Sub-grade" value={values.subGradeId} options={subGrades} disabled={!values.gradeId} placeholder="First of the grade" error={errors.subGradeId} onChange={(subGradeId) => set({ subGradeId })} />
                  </Grid>
                  <Checkbox.Root checked={values.active} onCheckedChange={(event) => set({ active: event.checked === true })}>
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>Active</Checkbox.Label>
                  </Checkbox.Root>
                </Stack>
              </Drawer.Body>
              <Drawer.Footer>
                <Button variant="outline" onClick={onClose}>Cancel</Button>
                <Button type="submit" colorPalette="teal" loading={saving} disabled={saving}>Save store</Button>
              </Drawer.Footer>
              <Drawer.CloseTrigger asChild><CloseButton size="sm" /></Drawer.CloseTrigger>
            </form>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
