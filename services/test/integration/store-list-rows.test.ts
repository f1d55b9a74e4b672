// StoreList answers each store's row as the database keeps it with the store (a JSON text a trigger writes): it must
// be the very row the store's other answers give, computed from its columns (StoreAdd's and StoreUpdate's), Version
// included, and follow every write at once.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contractViolations } from './contract-validator.js';
import { get } from './support.js';

interface Store {
  StoreID: number;
  StoreCode: string;
  StoreName: string;
  StoreTypeID: number;
  ChannelID: number;
  ChannelTypeID: number;
  Longitude: number;
  Latitude: number;
  Address: string;
  DistrictID: number;
  RegionID: number;
  CityID: number;
  GradeID: number;
  StoreSubGradeID: number;
  ActiveStatus: number;
  Version: string;
}

const uniqueCode = () => `L${randomBytes(5).toString('hex').toUpperCase()}`;
const list = async (params: Record<string, string | number> = { ActiveStatus: 0 }) =>
  (await get<Store[]>('/main/StoreList', params)).body;
const editable = ({ StoreID: _, Version: __, StoreSubGradeID: ___, ActiveStatus: ____, ...rest }: Store) => rest;

describe('StoreList rows kept with the stores', () => {
  it('lists every store with the fields and Version its own answers give, in name order', async () => {
    const answer = await list();
    expect(contractViolations('/main/StoreList', 200, answer)).toBeNull();
    expect(answer.data.length).toBeGreaterThan(1000);
    const names = answer.data.map((store) => store.StoreName);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    // A save from a Version that is not the store's is refused with the store as it is now, read from its columns
    // (versions.ts' own select): the very row listed. Nothing is written.
    for (const listed of [answer.data[0]!, answer.data[answer.data.length >> 1]!, answer.data.at(-1)!]) {
      const refused = await get<Store>('/main/StoreUpdate', {
        ...editable(listed),
        StoreID: listed.StoreID,
        ActiveStatus: listed.ActiveStatus,
        Version: '0'.repeat(32),
      });
      expect(refused.httpStatus).toBe(409);
      expect(refused.body.data).toEqual(listed);
    }
  });

  it('follows an added and an edited store at once, and refuses the Version listed before the edit', async () => {
    const code = uniqueCode();
    const added = await get<Store>('/main/StoreAdd', {
      StoreCode: code,
      StoreName: `Listed Mart ${code}`,
      StoreTypeID: 2,
      ChannelID: 1,
      ChannelTypeID: 1,
      Longitude: 90.123456789,
      Latitude: 23.000001,
      Address: 'House "7", Road 2 \\ Gazipur, 商店',
      DistrictID: 4,
      RegionID: 1,
      CityID: 2,
      GradeID: 2,
    });
    expect(added.httpStatus).toBe(200);
    const [listed] = (await list({ StoreCode: code })).data;
    expect(listed).toEqual(added.body.data);

    const edited = await get<Store>('/main/StoreUpdate', {
      ...editable(listed!),
      StoreID: listed!.StoreID,
      StoreName: `Edited Mart ${code}`,
      Latitude: 23.5,
      ActiveStatus: 0,
      Version: listed!.Version,
    });
    expect(edited.httpStatus).toBe(200);
    const [after] = (await list({ StoreCode: code, ActiveStatus: 0 })).data;
    expect(after).toEqual(edited.body.data);
    expect(after).toMatchObject({ StoreName: `Edited Mart ${code}`, Latitude: 23.5, ActiveStatus: 0 });
    expect(after!.Version).not.toBe(listed!.Version);
    const stale = await get('/main/StoreUpdate', {
      ...editable(listed!),
      StoreID: listed!.StoreID,
      ActiveStatus: 1,
      Version: listed!.Version,
    });
    expect(stale.httpStatus).toBe(409);
  });

  it('answers an empty list as an empty data array', async () => {
    const answer = await list({ StoreCode: `NONE-${uniqueCode()}` });
    expect(answer).toEqual({ status: 200, message: 'OK', data: [] });
  });
});
