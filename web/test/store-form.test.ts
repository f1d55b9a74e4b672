import { describe, expect, it } from 'vitest';
import {
  checkStoreForm,
  EMPTY_STORE,
  type StoreFormValues,
  serverErrors,
  toStoreInput,
} from '../src/domains/stores/store-form';

const valid: StoreFormValues = {
  ...EMPTY_STORE,
  code: 'ST99999',
  name: ' Corner Shop ',
  latitude: '23.8',
  longitude: '90.4',
  regionId: 1,
  cityId: 1,
  districtId: 1,
  channelTypeId: 1,
  channelId: 1,
  gradeId: 1,
  storeTypeId: 1,
};

describe('store form', () => {
  it('accepts a complete store', () => {
    expect(checkStoreForm(valid)).toEqual({});
  });

  it('names every missing or wrong field', () => {
    expect(checkStoreForm(EMPTY_STORE)).toMatchObject({
      code: 'Code is required',
      name: 'Name is required',
      latitude: 'Latitude must be between -90 and 90',
      longitude: 'Longitude must be between -180 and 180',
      regionId: 'Region is required',
      storeTypeId: 'Store type is required',
    });
    expect(checkStoreForm({ ...valid, code: 'has space', latitude: '91', longitude: 'east' })).toMatchObject({
      code: 'Code may hold only letters, digits, - and _',
      latitude: 'Latitude must be between -90 and 90',
      longitude: 'Longitude must be between -180 and 180',
    });
  });

  it('sends trimmed text, numbers, and null for what is left empty', () => {
    expect(toStoreInput(valid)).toMatchObject({
      code: 'ST99999',
      name: 'Corner Shop',
      address: null,
      latitude: 23.8,
      longitude: 90.4,
      subGradeId: null,
      active: true,
    });
  });

  it("binds the server's field problems to the form and ignores unknown fields", () => {
    expect(
      serverErrors([
        { field: 'cityId', message: 'City 6 is not a city of region 1' },
        { field: 'other', message: 'x' },
      ]),
    ).toEqual({ cityId: 'City 6 is not a city of region 1' });
  });
});
