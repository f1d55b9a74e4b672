// Lost updates: every master record carries a Version derived from its fields; an update that
// names the Version its form was opened with is applied only while the record still has it,
// checked in the UPDATE itself, so of two concurrent saves from one version exactly one wins.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contractViolations } from './contract-validator.js';
import { type Answer, get } from './support.js';

type Row = Record<string, unknown> & { Version?: string };
const suffix = () => randomBytes(4).toString('hex');

interface Kind {
  name: string;
  update: string;
  id: string;
  nameField: string;
  /** Adds a record and returns the parameters of an update that keeps it as it is. */
  create(): Promise<Record<string, string | number>>;
  list(): Promise<Row[]>;
}

const listOf = async (path: string, params: Record<string, string | number> = {}) =>
  (await get<Row[]>(path, params)).body.data;

const kinds: Kind[] = [
  {
    name: 'store',
    update: '/main/StoreUpdate',
    id: 'StoreID',
    nameField: 'StoreName',
    async create() {
      const code = `V${suffix().toUpperCase()}`;
      const fields = {
        StoreCode: code,
        StoreName: `Version Mart ${code}`,
        StoreTypeID: 2,
        ChannelID: 1,
        ChannelTypeID: 1,
        Longitude: 90.42,
        Latitude: 24,
        Address: 'Road 2',
        DistrictID: 4,
        RegionID: 1,
        CityID: 2,
        GradeID: 2,
      };
      const added = await get<Row>('/main/StoreAdd', fields);
      return { ...fields, StoreID: added.body.data.StoreID as number };
    },
    list: () => listOf('/main/StoreList'),
  },
  {
    name: 'brand',
    update: '/main/Brand_Update',
    id: 'BrandID',
    nameField: 'BrandName',
    async create() {
      const added = await get<Row>('/main/Brand_Add', { BrandName: `Version Brand ${suffix()}` });
      return { BrandID: added.body.data.BrandID as number, BrandName: added.body.data.BrandName as string };
    },
    list: () => listOf('/main/BrandList_General'),
  },
  {
    name: 'category',
    update: '/main/ProductCategory_Update',
    id: 'ProductCategoryID',
    nameField: 'ProductCategoryName',
    async create() {
      const fields = { ProductCategoryName: `Version Category ${suffix()}`, BrandID: 2 };
      const added = await get<Row>('/main/ProductCategory_Add', fields);
      return { ...fields, ProductCategoryID: added.body.data.ProductCategoryID as number };
    },
    list: () => listOf('/main/ProductCategoryListOnly'),
  },
  {
    name: 'product',
    update: '/main/ProductUpdate',
    id: 'ProductID',
    nameField: 'ProductModelName',
    async create() {
      const [category] = await listOf('/main/ProductCategoryList', { BrandID: 3 });
      const fields = {
        ProductModelCode: `VER-${suffix()}`,
        ProductModelName: 'Version Phone',
        BrandID: 3,
        ProductCategoryID: category?.ProductCategoryID as number,
      };
      const added = await get<Row>('/main/ProductAdd', fields);
      return { ...fields, ProductID: added.body.data.ProductID as number };
    },
    list: () => listOf('/main/ProductList'),
  },
  {
    name: 'member',
    update: '/main/User_Update',
    id: 'TeamMemberID',
    nameField: 'TeamMemberName',
    async create() {
      const login = `ver.${suffix()}`;
      const fields = {
        TeamTypeID: 4,
        mySingleID: login,
        TeamMemberName: 'Version Member',
        Email: `${login}@example.com`,
        Mobile: '+8801711999999',
        RegionID: 2,
      };
      const added = await get<Row>('/main/User_Add', fields);
      return { ...fields, TeamMemberID: added.body.data.TeamMemberID as number };
    },
    list: () => listOf('/main/TeamMemberStore'),
  },
];

describe.each(kinds)('the $name Version', (kind) => {
  it('is listed, changes with the fields, and of two concurrent saves from one Version exactly one wins', async () => {
    const params = await kind.create();
    const id = params[kind.id];
    const listed = (await kind.list()).find((row) => row[kind.id] === id);
    expect(typeof listed?.Version).toBe('string');
    const version = listed?.Version as string;

    const saves = await Promise.all(
      ['First', 'Second'].map((who) =>
        get<Row>(kind.update, { ...params, [kind.nameField]: `${who} ${suffix()}`, Version: version }),
      ),
    );
    const won = saves.filter((answer) => answer.httpStatus === 200);
    const lost = saves.filter((answer) => answer.httpStatus === 409) as Answer<Row>[];
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    const winner = won[0]!.body.data;
    expect(winner.Version).not.toBe(version);
    // The refusal carries the record as it is now, so the form can show what changed.
    expect(lost[0]!.body).toMatchObject({ status: 409, parameter: 'Version' });
    expect(lost[0]!.body.data).toEqual(winner);
    expect(contractViolations(kind.update, 409, lost[0]!.body)).toBeNull();
    expect((await kind.list()).find((row) => row[kind.id] === id)).toEqual(winner);

    // A stale Version stays refused; the current one is accepted.
    expect((await get(kind.update, { ...params, Version: version })).httpStatus).toBe(409);
    const again = await get<Row>(kind.update, { ...params, Version: winner.Version as string });
    expect(again.httpStatus).toBe(200);
    expect(again.body.data[kind.nameField]).toBe(params[kind.nameField]);
  });
});

describe('an update without a Version', () => {
  it('is applied as before (callers that do not know versions)', async () => {
    const params = await kinds[1]!.create();
    const renamed = await get<Row>('/main/Brand_Update', { ...params, BrandName: `Unversioned ${suffix()}` });
    expect(renamed.httpStatus).toBe(200);
  });

  it('answers 404, not 409, for a record that does not exist', async () => {
    const answer = await get('/main/Brand_Update', { BrandID: 999999, BrandName: 'Nobody', Version: 'x' });
    expect(answer.httpStatus).toBe(404);
  });
});
