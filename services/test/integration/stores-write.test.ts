// StoreAdd, StoreUpdate, StoreRemove: saved and read back, refused when wrong, and nothing changed then.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contractViolations } from './contract-validator.js';
import { get } from './support.js';

interface Store {
  StoreID: number;
  StoreCode: string;
  StoreName: string;
  CityID: number;
  StoreSubGradeID: number;
  ActiveStatus: number;
  Latitude: number;
}

const uniqueCode = () => `T${randomBytes(5).toString('hex').toUpperCase()}`;

/**
 * Gazipur (city 2) in Dhaka (region 1), district 4 (Gazipur Sadar); Supermarket (1) in Modern Trade (1); grade B (2).
 */
const valid = (code = uniqueCode()) => ({
  StoreCode: code,
  StoreName: `Test Mart ${code}`,
  StoreTypeID: 2,
  ChannelID: 1,
  ChannelTypeID: 1,
  Longitude: 90.42,
  Latitude: 24.0,
  Address: 'House 1, Road 2, Gazipur',
  DistrictID: 4,
  RegionID: 1,
  CityID: 2,
  GradeID: 2,
});

const storesByCode = async (code: string) => (await get<Store[]>('/main/StoreList', { StoreCode: code })).body.data;

describe('StoreAdd, StoreUpdate, StoreRemove', () => {
  it('adds a store, reads it back, updates it and removes it', async () => {
    const fields = valid();
    const added = await get<Store>('/main/StoreAdd', fields);
    expect(added.httpStatus).toBe(200);
    expect(contractViolations('/main/StoreAdd', 200, added.body)).toBeNull();
    const store = added.body.data;
    expect(store).toMatchObject({ StoreCode: fields.StoreCode, CityID: 2, ActiveStatus: 1, StoreSubGradeID: 4 });
    expect(await storesByCode(fields.StoreCode)).toHaveLength(1);

    const updated = await get<Store>('/main/StoreUpdate', {
      ...fields,
      StoreID: store.StoreID,
      StoreName: 'Renamed Mart',
      ActiveStatus: 0,
      Latitude: 24.01,
    });
    expect(updated.httpStatus).toBe(200);
    expect(updated.body.data).toMatchObject({
      StoreID: store.StoreID,
      StoreName: 'Renamed Mart',
      ActiveStatus: 0,
      Latitude: 24.01,
    });

    const removed = await get<{ StoreID: number }>('/main/StoreRemove', { StoreID: store.StoreID });
    expect(removed.body).toMatchObject({ status: 200, data: { StoreID: store.StoreID } });
    expect(await storesByCode(fields.StoreCode)).toHaveLength(0);
    expect((await get('/main/StoreRemove', { StoreID: store.StoreID })).httpStatus).toBe(404);
  });

  it('refuses a duplicate code regardless of case, and keeps the first store', async () => {
    const fields = valid();
    await get('/main/StoreAdd', fields);
    const duplicate = await get('/main/StoreAdd', { ...valid(fields.StoreCode.toLowerCase()), StoreName: 'Other' });
    expect(duplicate.httpStatus).toBe(409);
    expect(duplicate.body).toMatchObject({ parameter: 'StoreCode' });
    expect(duplicate.body.message).toBe(`Store code ${fields.StoreCode.toLowerCase()} already exists`);
    const stores = await storesByCode(fields.StoreCode);
    expect(stores.map((store) => store.StoreName)).toEqual([fields.StoreName]);
  });

  it.each([
    ['CityID', { CityID: 6 }, 'CityID 6 is not a city of region 1'],
    ['DistrictID', { DistrictID: 1 }, 'DistrictID 1 is not a district of city 2'],
    ['ChannelID', { ChannelID: 4 }, 'ChannelID 4 is not a channel of type 1'],
    ['StoreSubGradeID', { StoreSubGradeID: 1 }, 'StoreSubGradeID 1 is not a sub-grade of grade 2'],
    ['RegionID', { RegionID: 99 }, 'RegionID 99 does not exist'],
  ])('refuses ids that do not agree (%s) and adds nothing', async (parameter, change, message) => {
    const fields = { ...valid(), ...change };
    const answer = await get('/main/StoreAdd', fields);
    expect(answer.httpStatus).toBe(400);
    expect(answer.body).toMatchObject({ parameter, message });
    expect(await storesByCode(fields.StoreCode)).toHaveLength(0);
  });

  it.each([
    ['Latitude', { Latitude: 91 }],
    ['Longitude', { Longitude: -181 }],
    ['StoreCode', { StoreCode: 'bad code!' }],
    ['StoreName', { StoreName: '' }],
  ])('refuses a bad %s before touching the database', async (parameter, change) => {
    const answer = await get('/main/StoreAdd', { ...valid(), ...change });
    expect(answer.httpStatus).toBe(400);
    expect(answer.body.parameter).toBe(parameter);
  });

  it('answers 404 for an update of a store that does not exist', async () => {
    const answer = await get('/main/StoreUpdate', { ...valid(), StoreID: 9_999_999 });
    expect(answer.httpStatus).toBe(404);
  });
});
