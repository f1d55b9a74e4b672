// Store-list validation, sorting and joining, on plain rows (no network).
import { describe, expect, it } from 'vitest';
import { joinOf } from '../../src/domains/reference/joins.js';
import { neededRefs } from '../../src/domains/reference/reference.relations.js';
import { sortStores } from '../../src/domains/stores/stores.list.js';
import { toStore } from '../../src/domains/stores/stores.mapper.js';
import { parseStoreQuery, type StoreRow } from '../../src/domains/stores/stores.query.js';
import { StoreSortField, storeRelations } from '../../src/domains/stores/stores.types.js';
import type { SelectionTree } from '../../src/platform/graphql/selection.js';
import { SortDirection } from '../../src/platform/graphql/sorting.js';

const row = (id: number, name: string, code: string, regionId: number): StoreRow => ({
  StoreID: id,
  StoreCode: code,
  StoreName: name,
  StoreTypeID: 1,
  ChannelID: 1,
  ChannelTypeID: 1,
  Longitude: 1,
  Latitude: 2,
  Address: 'a',
  DistrictID: 1,
  RegionID: regionId,
  CityID: 1,
  GradeID: 1,
  StoreSubGradeID: 1,
  ActiveStatus: 1,
});
const rows = [row(3, 'beta', 'C3', 2), row(1, 'Alpha', 'B1', 1), row(2, 'alpha', 'A2', 2)];
const regions = {
  rows: [],
  byId: new Map([
    [1, { RegionID: 1, RegionName: 'North' }],
    [2, { RegionID: 2, RegionName: 'East' }],
  ]),
};
const tree = (spec: Record<string, unknown>): SelectionTree =>
  new Map(Object.entries(spec).map(([key, value]) => [key, tree((value ?? {}) as Record<string, unknown>)]));

describe('parseStoreQuery', () => {
  it('maps the filter to StoreList parameters (0 = all, ActiveStatus too)', () => {
    const query = parseStoreQuery({ regionId: 2, active: false, code: '  AB ', name: null }, null, 50, 0);
    expect(query.params).toEqual({
      RegionID: 2,
      CityID: 0,
      DistrictID: 0,
      ChannelTypeID: 0,
      ChannelID: 0,
      GradeID: 0,
      StoreSubGradeID: 0,
      StoreTypeID: 0,
      ActiveStatus: 0,
      StoreCode: 'AB',
      StoreName: '',
    });
    // Inactive only: StoreList has no value for it (0 all, 1 active), so every store is asked and the rest kept here.
    expect(query.inactiveOnly).toBe(true);
    expect(parseStoreQuery(null, null, 50, 0)).toMatchObject({ params: { ActiveStatus: 0 }, inactiveOnly: false });
    expect(parseStoreQuery({ active: true }, null, 50, 0)).toMatchObject({ params: { ActiveStatus: 1 } });
    expect(query.sort).toEqual({ field: StoreSortField.NAME, direction: SortDirection.ASC });
  });

  it.each([
    [{}, 0, 0, 'limit'],
    [{}, 2001, 0, 'limit'],
    [{}, 10, -1, 'offset'],
    [{ cityId: -3 }, 10, 0, 'filter.cityId'],
    [{ name: 'x'.repeat(101) }, 10, 0, 'filter.name'],
    [{ code: 'x'.repeat(51) }, 10, 0, 'filter.code'],
  ])('refuses %o limit %i offset %i naming %s', (filter, limit, offset, field) => {
    expect(() => parseStoreQuery(filter, null, limit, offset)).toThrow(
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', field }) }),
    );
  });
});

describe('sortStores', () => {
  it('sorts by name case-insensitively, ties by StoreID', () => {
    expect(
      sortStores(rows, { field: StoreSortField.NAME, direction: SortDirection.ASC }, {}).map((r) => r.StoreID),
    ).toEqual([1, 2, 3]);
  });
  it('sorts descending, ties still by StoreID ascending', () => {
    expect(
      sortStores(rows, { field: StoreSortField.NAME, direction: SortDirection.DESC }, {}).map((r) => r.StoreID),
    ).toEqual([3, 1, 2]);
  });
  it('sorts by code', () => {
    expect(
      sortStores(rows, { field: StoreSortField.CODE, direction: SortDirection.ASC }, {}).map((r) => r.StoreCode),
    ).toEqual(['A2', 'B1', 'C3']);
  });
  it('sorts by region name from the reference list', () => {
    expect(
      sortStores(rows, { field: StoreSortField.REGION, direction: SortDirection.ASC }, { regions }).map(
        (r) => r.StoreID,
      ),
    ).toEqual([2, 3, 1]);
  });
});

describe('joining', () => {
  it('needs only the lists the selection reaches, nested ones included', () => {
    expect(neededRefs(storeRelations, tree({ id: null, name: null }))).toEqual(new Set());
    expect(neededRefs(storeRelations, tree({ region: { name: null }, district: { city: { region: null } } }))).toEqual(
      new Set(['regions', 'districts', 'cities']),
    );
  });

  it('joins loaded lists and leaves the others null, one object per id', () => {
    const join = joinOf({ regions });
    const [a, b] = [toStore(rows[0]!, join), toStore(rows[2]!, join)];
    expect(a.region).toEqual({ id: 2, name: 'East' });
    expect(a.region).toBe(b.region);
    expect(a.city).toBeNull();
    expect(a).toMatchObject({ id: 3, code: 'C3', name: 'beta', active: true });
  });
});
