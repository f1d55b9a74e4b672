// Brands through GraphQL: the cached list is refreshed by every brand mutation.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, gql, signIn, type TestGateway, UpstreamCounter } from './support.js';

const LIST = 'query Brands { brands { id name active } }';
const CREATE = 'mutation BrandCreate($input: BrandInput!) { createBrand(input: $input) { id version name active } }';
const UPDATE =
  'mutation BrandUpdate($id: Int!, $version: String!, $input: BrandInput!) { updateBrand(id: $id, version: ' +
  '$version, input: $input) { id name active } }';
const REMOVE = 'mutation BrandRemove($id: Int!) { removeBrand(id: $id) }';
type BrandRow = { id: number; version?: string; name: string; active: boolean };

describe('brands', () => {
  let gateway: TestGateway;
  let admin: string;
  const list = async () => (await gql(gateway, LIST, {}, admin)).body.data?.brands as BrandRow[];
  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig());
    admin = await signIn(gateway, DEMO.admin);
  });
  afterAll(() => gateway?.close());

  it('serves the list from the cache, and shows a created, renamed or removed brand at once', async () => {
    const counter = new UpstreamCounter(inject('servicesUrl'));
    try {
      await list();
      await list();
      expect(counter.count('BrandList_General')).toBe(1);

      const name = `Brand ${randomBytes(4).toString('hex')}`;
      const created = (await gql(gateway, CREATE, { input: { name: `  ${name} ` } }, admin)).body.data
        ?.createBrand as BrandRow;
      expect(created).toMatchObject({ name, active: true });
      const { version, ...listed } = created;
      expect(version).toMatch(/^\w+$/);
      expect(await list()).toContainEqual(listed);

      const renamed = (
        await gql(
          gateway,
          UPDATE,
          { id: created.id, version: created.version, input: { name: `${name} 2`, active: false } },
          admin,
        )
      ).body.data?.updateBrand;
      expect(await list()).toContainEqual(renamed);

      expect((await gql(gateway, REMOVE, { id: created.id }, admin)).body.data?.removeBrand).toBe(created.id);
      expect((await list()).some((brand) => brand.id === created.id)).toBe(false);
    } finally {
      counter.stop();
    }
  });

  it('refuses an empty name before any upstream call, and a duplicate with CONFLICT', async () => {
    const counter = new UpstreamCounter(inject('servicesUrl'));
    try {
      const empty = await gql(gateway, CREATE, { input: { name: '   ' } }, admin);
      expect(empty.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'name' });
      expect(counter.count('Brand_Add')).toBe(0);
    } finally {
      counter.stop();
    }
    const duplicate = await gql(gateway, CREATE, { input: { name: 'samsung' } }, admin);
    expect(duplicate.body.errors?.[0]).toMatchObject({
      message: 'Brand samsung already exists',
      extensions: { code: 'CONFLICT' },
    });
  });

  it('keeps the promoter out', async () => {
    const promoter = await signIn(gateway, DEMO.promoter);
    expect((await gql(gateway, LIST, {}, promoter)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
