// Reference lists against the real services: filtered variants and nested relations from the cache.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, gql, signIn, type TestGateway } from './support.js';

let gateway: TestGateway;
let cookie: string;
beforeAll(async () => {
  gateway = await createGateway(gatewayConfig());
  cookie = await signIn(gateway, DEMO.manager);
});
afterAll(() => gateway.close());

describe('lookups', () => {
  it('lists cities of one region with their region joined', async () => {
    const regions = (await gql(gateway, '{ regions { id name } }', {}, cookie)).body.data?.regions as {
      id: number;
      name: string;
    }[];
    const region = regions[0]!;
    const answer = await gql(
      gateway,
      'query ($r: Int) { cities(regionId: $r) { id name region { id name } } }',
      { r: region.id },
      cookie,
    );
    const cities = answer.body.data?.cities as { region: { id: number; name: string } }[];
    expect(cities.length).toBeGreaterThan(0);
    expect(cities.every((city) => city.region.id === region.id && city.region.name === region.name)).toBe(true);
  });

  it('answers every reference list', async () => {
    const answer = await gql(
      gateway,
      `{ districts { id city { id } } channelTypes { id name } channels { id channelType { id } }
      grades { id } subGrades { id grade { id } } storeTypes { id } teamTypes { id name } storeFilterList { id code
      name } }`,
      {},
      cookie,
    );
    expect(answer.body.errors).toBeUndefined();
    // Districts, sub-grades and store types have names only where the bases give them (not the description).
    const named = inject('servicesStrict') ? ['districts', 'subGrades', 'storeTypes'] : [];
    for (const [name, list] of Object.entries(answer.body.data ?? {})) {
      if (named.includes(name)) expect(list, name).toEqual([]);
      else expect((list as unknown[]).length, name).toBeGreaterThan(0);
    }
  });

  it('refuses negative ids', async () => {
    const answer = await gql(gateway, '{ channels(channelTypeId: -2) { id } }', {}, cookie);
    expect(answer.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'channelTypeId' });
  });
});
