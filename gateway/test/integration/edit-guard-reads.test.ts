// An update of a master record against a base that keeps versions reads no list upstream: the base
// checks the version in its UPDATE and answers 409 with the record as it is now, which the gateway
// turns into CONFLICT; stale versions are still refused.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, gql, signIn, storeInput, type TestGateway, UpstreamCounter } from './support.js';

const FIELDS = 'id version name';
const CREATE = `mutation ($input: StoreInput!) { createStore(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: Int!, $version: String!, $input: StoreInput!) {
  updateStore(id: $id, version: $version, input: $input) { ${FIELDS} }
}`;
const LIST_READS = ['StoreList', 'ProductList', 'BrandList_General', 'TeamMemberStore', 'ProductCategoryListOnly'];

describe('edit guard: no whole-list read per update', () => {
  let gateway: TestGateway;
  let admin: string;
  let counter: UpstreamCounter;
  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig());
    admin = await signIn(gateway, DEMO.admin);
    counter = new UpstreamCounter(inject('servicesUrl'));
  });
  afterAll(async () => {
    counter?.stop();
    await gateway?.close();
  });

  it('updates a store with no list call; a stale version still gets CONFLICT with the store as it is', async () => {
    const code = `E${randomBytes(5).toString('hex').toUpperCase()}`;
    const created = await gql(gateway, CREATE, { input: storeInput('Guard Mart', code) }, admin);
    expect(created.body.errors).toBeUndefined();
    const store = created.body.data?.createStore as { id: number; version: string };
    // The reference lists the form's checks need are cached by now; what remains is the guard's read.
    await gql(gateway, UPDATE, { id: store.id, version: 'stale', input: storeInput('Warm-up', code) }, admin);

    counter.reset();
    const updated = await gql(
      gateway,
      UPDATE,
      { id: store.id, version: store.version, input: storeInput('Guard Mart 2', code) },
      admin,
    );
    expect(updated.body.errors).toBeUndefined();
    // A base that keeps versions checks the one sent; one without (the description's) is read first, once.
    expect(counter.calls.filter((call) => LIST_READS.includes(call))).toEqual(
      inject('servicesStrict') ? ['StoreList'] : [],
    );
    expect(counter.count('StoreUpdate')).toBe(1);

    const stale = await gql(
      gateway,
      UPDATE,
      { id: store.id, version: store.version, input: storeInput('Lost', code) },
      admin,
    );
    expect(stale.body.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      current: { id: store.id, name: 'Guard Mart 2' },
    });
  });

  it('answers NOT_FOUND for a store that does not exist', async () => {
    const missing = await gql(
      gateway,
      UPDATE,
      { id: 987654, version: 'abc', input: storeInput('Nobody', 'ZZZZ1') },
      admin,
    );
    expect(missing.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
