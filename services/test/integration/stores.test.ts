import { beforeAll, describe, expect, it } from 'vitest';
import { get } from './support.js';

interface Store {
  StoreID: number;
  StoreCode: string;
  StoreName: string;
  RegionID: number;
  CityID: number;
  DistrictID: number;
  ChannelTypeID: number;
  ChannelID: number;
  GradeID: number;
  StoreSubGradeID: number;
  StoreTypeID: number;
  ActiveStatus: number;
}

const list = async (params: Record<string, string | number> = {}) =>
  (await get<Store[]>('/main/StoreList', params)).body.data;

describe('StoreList', () => {
  // Other files add and remove stores of their own while this one runs: each comparison with the whole list is made
  // on the stores held both at the start and just after the answer compared.
  let all: Store[] = [];
  const settled = async (stores: Store[]) => {
    const now = new Set((await list()).map((store) => store.StoreID));
    const before = new Set(all.map((store) => store.StoreID));
    const kept = (some: Store[]) => some.filter((store) => before.has(store.StoreID) && now.has(store.StoreID));
    return { received: kept(stores), all: kept(all) };
  };
  beforeAll(async () => {
    all = await list();
  });

  it('lists every store (0 = all) ordered by name', async () => {
    expect(all.length).toBeGreaterThanOrEqual(1500);
    const names = all.map((store) => store.StoreName);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it.each([
    ['RegionID', 'RegionID', 3],
    ['CityID', 'CityID', 7],
    ['DistrictID', 'DistrictID', 20],
    ['ChannelTypeID', 'ChannelTypeID', 2],
    ['ChannelID', 'ChannelID', 5],
    ['GradeID', 'GradeID', 1],
    ['StoreSubGradeID', 'StoreSubGradeID', 4],
    ['StoreTypeID', 'StoreTypeID', 3],
  ] as const)('narrows by %s', async (param, field, value) => {
    const stores = await list({ [param]: value });
    expect(stores.every((store) => store[field] === value)).toBe(true);
    const { received, all: held } = await settled(stores);
    const expected = held.filter((store) => store[field] === value);
    expect(expected.length).toBeGreaterThan(0);
    expect(received.map((store) => store.StoreID).sort()).toEqual(expected.map((store) => store.StoreID).sort());
  });

  it('narrows to active stores with 1, 0 meaning all (as every numeric filter of the description)', async () => {
    const active = await list({ ActiveStatus: 1 });
    expect(active.length).toBeGreaterThan(0);
    expect(active.every((store) => store.ActiveStatus === 1)).toBe(true);
    expect(active.length).toBeLessThan(all.length);
    const { received, all: held } = await settled(await list({ ActiveStatus: 0 }));
    expect(received).toHaveLength(held.length);
  });

  it('matches the code as a case-insensitive prefix and the name as a substring', async () => {
    const byCode = await list({ StoreCode: 'st0001' });
    expect(byCode.length).toBeGreaterThan(0);
    expect(byCode.every((store) => store.StoreCode.startsWith('ST0001'))).toBe(true);
    const byName = await list({ StoreName: 'gazipur north' });
    expect(byName.length).toBeGreaterThan(0);
    expect(byName.every((store) => store.StoreName.toLowerCase().includes('gazipur north'))).toBe(true);
  });

  it('treats LIKE wildcards and SQL in the name as literal text', async () => {
    expect(await list({ StoreName: '%' })).toEqual([]);
    expect(await list({ StoreName: '_' })).toEqual([]);
    expect(await list({ StoreName: "'; drop table stores; --" })).toEqual([]);
    const { received, all: held } = await settled(await list());
    expect(received).toHaveLength(held.length);
  });

  it('combines filters', async () => {
    const stores = await list({ RegionID: 1, CityID: 2, ActiveStatus: 1 });
    expect(stores.length).toBeGreaterThan(0);
    expect(stores.every((store) => store.RegionID === 1 && store.CityID === 2 && store.ActiveStatus === 1)).toBe(true);
  });
});

describe('lookups', () => {
  it('lists the cities of a region and every city for 0', async () => {
    const dhaka = (await get<{ CityID: number; RegionID: number }[]>('/main/CityList', { RegionID: 1 })).body.data;
    expect(dhaka.length).toBe(5);
    expect(dhaka.every((city) => city.RegionID === 1)).toBe(true);
    expect((await get<unknown[]>('/main/CityList')).body.data.length).toBe(40);
  });

  it('lists the channels of a type', async () => {
    const channels = (await get<{ ChannelTypeID: number }[]>('/main/ChannelList', { ChannelTypeID: 3 })).body.data;
    expect(channels.length).toBeGreaterThan(0);
    expect(channels.every((channel) => channel.ChannelTypeID === 3)).toBe(true);
  });

  it('lists only active stores for filter pickers', async () => {
    const options = (await get<{ StoreID: number }[]>('/main/StoreFilterList', { RegionID: 2, ChannelID: 4 })).body
      .data;
    const stores = (await get<Store[]>('/main/StoreList', { RegionID: 2, ChannelID: 4, ActiveStatus: 1 })).body.data;
    expect(options.map((option) => option.StoreID).sort()).toEqual(stores.map((store) => store.StoreID).sort());
  });
});
