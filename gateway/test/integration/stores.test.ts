// The store list against the real services: joins, upstream call counts, caching, filters, paging.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createGateway } from '../../src/index.js';
import { betweenEqual, DEMO, gatewayConfig, gql, signIn, type TestGateway, UpstreamCounter } from './support.js';

const ALL_NESTED = `query Stores($filter: StoreFilter, $sort: StoreSort, $limit: Int!, $offset: Int!) {
  stores(filter: $filter, sort: $sort, limit: $limit, offset: $offset) {
    total
    items {
      id code name address latitude longitude active
      region { id name } city { id name region { id name } } district { id name city { id name } }
      grade { id name } subGrade { id name grade { id name } } channel { id name channelType { id name } }
      channelType { id name } storeType { id name }
    }
  }
}`;
const NAMES =
  'query StoreNames($filter: StoreFilter, $sort: StoreSort, $limit: Int!, $offset: Int!) { stores(filter: $filter, ' +
  'sort: $sort, limit: $limit, offset: $offset) { total items { id code name } } }';

interface StoreItem {
  id: number;
  code: string;
  name: string;
  active?: boolean;
  region?: { id: number; name: string } | null;
  city?: { id: number; name: string; region: { id: number } | null } | null;
}
interface Page {
  total: number;
  items: StoreItem[];
}

const REFERENCE_LISTS = [
  'RegionList',
  'CityList',
  'DistrictList',
  'GradeList',
  'StoreSubGradeList',
  'ChannelList',
  'ChannelTypeList',
  'StoreTypeList',
];

let gateway: TestGateway;
let counter: UpstreamCounter;
let cookie: string;

async function stores(query: string, variables: Record<string, unknown>): Promise<Page> {
  const answer = await gql(gateway, query, { limit: 50, offset: 0, ...variables }, cookie);
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data?.stores as Page;
}

/** Every store, its name and whether it is active: what files beside this one change while it compares two reads. */
const everyStore = async () =>
  (await stores('query ($limit: Int!) { stores(limit: $limit) { total items { id name active } } }', { limit: 2000 }))
    .items;

beforeAll(async () => {
  gateway = await createGateway(gatewayConfig());
  counter = new UpstreamCounter(inject('servicesUrl'));
  cookie = await signIn(gateway, DEMO.admin);
});
afterAll(async () => {
  counter.stop();
  await gateway.close();
});

describe('stores with every nested lookup', () => {
  it('makes one StoreList call and at most one call per reference list, then serves lists from the cache', async () => {
    counter.reset();
    const page = await stores(ALL_NESTED, { limit: 2000 });
    expect(page.total).toBeGreaterThan(1000);
    expect(page.items).toHaveLength(page.total);
    expect(counter.count('StoreList')).toBe(1);
    for (const list of REFERENCE_LISTS) expect(counter.count(list)).toBeLessThanOrEqual(1);
    expect(counter.calls.length).toBeLessThanOrEqual(1 + 1 + REFERENCE_LISTS.length);

    const first = page.items[0];
    expect(first?.region?.name).toEqual(expect.any(String));
    expect(first?.city?.region?.id).toEqual(expect.any(Number));

    counter.reset();
    await stores(ALL_NESTED, { limit: 2000 });
    expect(counter.calls).toEqual(['StoreList']);
  });

  it('makes exactly one upstream call for ids and names', async () => {
    await stores(NAMES, { limit: 1 }); // page access is cached from here on
    counter.reset();
    await stores(NAMES, { limit: 2000 });
    expect(counter.calls).toEqual(['StoreList']);
  });
});

describe('filters, sort and paging', () => {
  it('filters by region, and every store returned is in that region', async () => {
    const all = await stores(ALL_NESTED, { limit: 2000 });
    const regionId = all.items[0]?.region?.id;
    const filtered = await stores(ALL_NESTED, { filter: { regionId }, limit: 2000 });
    expect(filtered.total).toBeGreaterThan(0);
    expect(filtered.total).toBeLessThan(all.total);
    expect(filtered.items.every((item) => item.region?.id === regionId)).toBe(true);
  });

  it('filters by active status', async () => {
    const { active, inactive, all } = await betweenEqual(everyStore, async () => ({
      active: await stores(ALL_NESTED, { filter: { active: true }, limit: 2000 }),
      inactive: await stores(ALL_NESTED, { filter: { active: false }, limit: 2000 }),
      all: await stores(NAMES, { limit: 1 }),
    }));
    expect(active.items.every((item) => item.active)).toBe(true);
    expect(inactive.items.every((item) => !item.active)).toBe(true);
    expect(active.total + inactive.total).toBe(all.total);
  });

  it('filters by code prefix and name substring, case-insensitively', async () => {
    const all = await stores(NAMES, { limit: 2000 });
    const sample = all.items[Math.floor(all.items.length / 2)]!;
    const byCode = await stores(NAMES, { filter: { code: sample.code.slice(0, 3).toLowerCase() }, limit: 2000 });
    expect(
      byCode.items.every((item) => item.code.toLowerCase().startsWith(sample.code.slice(0, 3).toLowerCase())),
    ).toBe(true);
    const part = sample.name.slice(1, 5).toUpperCase();
    const byName = await stores(NAMES, { filter: { name: part }, limit: 2000 });
    expect(byName.items.map((item) => item.id)).toContain(sample.id);
    expect(byName.items.every((item) => item.name.toUpperCase().includes(part))).toBe(true);
  });

  it('sorts by code both ways, and by region name', async () => {
    const asc = await stores(NAMES, { sort: { field: 'CODE', direction: 'ASC' }, limit: 2000 });
    const codes = asc.items.map((item) => item.code.toLowerCase());
    expect(codes).toEqual([...codes].sort());
    const desc = await stores(NAMES, { sort: { field: 'CODE', direction: 'DESC' }, limit: 2000 });
    expect(desc.items[0]?.code).toBe(asc.items.at(-1)?.code);
    const byRegion = await stores(ALL_NESTED, { sort: { field: 'REGION' }, limit: 2000 });
    const regions = byRegion.items.map((item) => (item.region?.name ?? '').toLowerCase());
    expect(regions).toEqual([...regions].sort());
  });

  it('pages through the sorted list without gaps or overlaps', async () => {
    const { all, first, second } = await betweenEqual(everyStore, async () => ({
      all: await stores(NAMES, { limit: 60 }),
      first: await stores(NAMES, { limit: 25, offset: 0 }),
      second: await stores(NAMES, { limit: 25, offset: 25 }),
    }));
    expect(first.total).toBe(second.total);
    expect([...first.items, ...second.items].map((item) => item.id)).toEqual(
      all.items.slice(0, 50).map((item) => item.id),
    );
    const beyond = await stores(NAMES, { limit: 10, offset: first.total });
    expect(beyond.items).toEqual([]);
  });
});

describe('input validation', () => {
  it.each([
    [{ limit: 0 }, 'limit'],
    [{ limit: 2001 }, 'limit'],
    [{ offset: -1 }, 'offset'],
    [{ filter: { regionId: -1 } }, 'filter.regionId'],
    [{ filter: { name: 'x'.repeat(101) } }, 'filter.name'],
  ])('answers BAD_USER_INPUT for %o without an upstream call', async (variables, field) => {
    await stores(NAMES, { limit: 1 });
    counter.reset();
    const answer = await gql(gateway, NAMES, { limit: 50, offset: 0, ...variables }, cookie);
    expect(answer.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(counter.calls).toEqual([]);
  });
});
