// A write whose outcome the gateway cannot know (the base did not answer in time) may still be saved by the base
// after the gateway has given up. What the write can change is dropped when it fails, as after any write, and again
// once the base has had as long again: an answer read in between, before the base saved, is not served for the
// cache's whole time limit. The late save is made here by a second gateway straight to the base, as the base's own
// slow request would.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO,
  gql,
  type LateWriteGateways,
  lateWriteGateways,
  signIn,
  storeInput,
  type TestGateway,
} from './support.js';

const TIMEOUT_MS = 2_500;
const HANGING = ['StoreAdd', 'Brand_Add'];
const STORES = 'query ($name: String) { stores(filter: { name: $name }, limit: 5) { items { id name } } }';
const CREATE = 'mutation ($input: StoreInput!) { createStore(input: $input) { id } }';
const input = (name: string) => storeInput(name, `L${randomBytes(5).toString('hex').toUpperCase()}`);

describe('a write the base answered too late', () => {
  let gateways: LateWriteGateways;
  let cached: TestGateway;
  let direct: TestGateway;
  let cachedAdmin: string;
  let directAdmin: string;
  let created: number | undefined;
  let brand: number | undefined;
  beforeAll(async () => {
    // These writes never answer through the cached gateway's proxy: it times out, the base has not saved (yet).
    gateways = await lateWriteGateways(HANGING, TIMEOUT_MS, { RESPONSE_CACHE_TTL_MS: '60000' });
    ({ cached, direct } = gateways);
    cachedAdmin = await signIn(cached, DEMO.admin);
    directAdmin = await signIn(direct, DEMO.admin);
  });
  afterAll(async () => {
    if (created) await gql(direct, 'mutation ($id: Int!) { removeStore(id: $id) }', { id: created }, directAdmin);
    if (brand) await gql(direct, 'mutation ($id: Int!) { removeBrand(id: $id) }', { id: brand }, directAdmin);
    await gateways?.close();
  });

  let name = '';
  const names = async () =>
    ((await gql(cached, STORES, { name }, cachedAdmin)).body.data?.stores as { items: { name: string }[] }).items.map(
      (store) => store.name,
    );

  it('is dropped again once the base has had as long again, so its late save shows within that time', async () => {
    name = `Late ${randomBytes(3).toString('hex')}`;
    expect(await names()).not.toContain(name);
    const failed = await gql(cached, CREATE, { input: input(name) }, cachedAdmin);
    expect(failed.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_TIMEOUT');
    // Read again before the base saves: this answer is the list without the brand, and is kept.
    expect(await names()).not.toContain(name);
    // The base saves the write after all.
    const saved = await gql(direct, CREATE, { input: input(name) }, directAdmin);
    created = (saved.body.data?.createStore as { id: number }).id;
    // Within a few of the base's time limits, not the cache's minute.
    await expect.poll(names, { timeout: 6 * TIMEOUT_MS, interval: 200 }).toContain(name);
  });

  it('drops the reference lists too (brands), which a mutation otherwise drops only when it succeeds', async () => {
    const brands = async () =>
      ((await gql(cached, '{ brands { name } }', {}, cachedAdmin)).body.data?.brands as { name: string }[]).map(
        (row) => row.name,
      );
    const late = `Late ${randomBytes(3).toString('hex')}`;
    expect(await brands()).not.toContain(late);
    const create = 'mutation ($input: BrandInput!) { createBrand(input: $input) { id } }';
    const failed = await gql(cached, create, { input: { name: late } }, cachedAdmin);
    expect(failed.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_TIMEOUT');
    expect(await brands()).not.toContain(late);
    const saved = await gql(direct, create, { input: { name: late } }, directAdmin);
    brand = (saved.body.data?.createBrand as { id: number }).id;
    await expect.poll(brands, { timeout: 6 * TIMEOUT_MS, interval: 200 }).toContain(late);
  });
});
