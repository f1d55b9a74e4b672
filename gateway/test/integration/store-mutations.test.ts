// Creating, editing and removing stores through GraphQL, against the real services.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { StoreInput } from '../../../tests/support/store-input.js';
import { createGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, gql, signIn, storeInput, type TestGateway, UpstreamCounter } from './support.js';

const STORE_FIELDS =
  'id version code name address latitude longitude active region { name } city { name } district { name } channel ' +
  '{ name } grade { name } subGrade { name } storeType { name }';
const CREATE = `mutation StoreCreate($input: StoreInput!) { createStore(input: $input) { ${STORE_FIELDS} } }`;
const UPDATE = `mutation StoreUpdate($id: Int!, $version: String!, $input: StoreInput!) { updateStore(id: $id,
  version: $version, input: $input) { ${STORE_FIELDS} } }`;
const REMOVE = 'mutation StoreRemove($id: Int!) { removeStore(id: $id) }';
const FIND = 'query Find($code: String) { stores(filter: { code: $code }) { total items { id name active } } }';

const strict = inject('servicesStrict');
const code = () => `G${randomBytes(5).toString('hex').toUpperCase()}`;
const input = (overrides: Partial<StoreInput> = {}) => storeInput('  Meridian Test Mart  ', code(), overrides);

describe('store mutations', () => {
  let gateway: TestGateway;
  let admin: string;
  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig());
    admin = await signIn(gateway, DEMO.admin);
  });
  afterAll(() => gateway?.close());

  it('creates a store, returns it with names, and lists it; updates and deactivates it; removes it', async () => {
    const fields = input();
    const created = await gql(gateway, CREATE, { input: fields }, admin);
    expect(created.body.errors).toBeUndefined();
    const store = created.body.data?.createStore as {
      id: number;
      version: string;
      name: string;
      city: { name: string };
      subGrade: { name: string };
    };
    expect(store).toMatchObject({
      code: fields.code,
      name: 'Meridian Test Mart',
      active: true,
      city: { name: 'Gazipur' },
      grade: { name: 'B' },
      // District and sub-grade names only where the bases give them (the description has no list of them).
      ...(strict
        ? { district: null, subGrade: null }
        : { district: { name: 'Gazipur Sadar' }, subGrade: { name: 'B+' } }),
    });

    const found = await gql(gateway, FIND, { code: fields.code }, admin);
    expect(found.body.data?.stores).toMatchObject({ total: 1, items: [{ id: store.id }] });

    const updated = await gql(
      gateway,
      UPDATE,
      { id: store.id, version: store.version, input: { ...fields, name: 'Renamed', active: false } },
      admin,
    );
    expect(updated.body.data?.updateStore).toMatchObject({ id: store.id, name: 'Renamed', active: false });

    const removed = await gql(gateway, REMOVE, { id: store.id }, admin);
    expect(removed.body.data?.removeStore).toBe(store.id);
    expect((await gql(gateway, FIND, { code: fields.code }, admin)).body.data?.stores).toMatchObject({ total: 0 });

    const again = await gql(gateway, REMOVE, { id: store.id }, admin);
    expect(again.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('names every invalid field at once and calls no upstream', async () => {
    const counter = new UpstreamCounter(inject('servicesUrl'));
    try {
      // Reference lists may be fetched (cached); nothing else may be.
      const answer = await gql(
        gateway,
        CREATE,
        { input: input({ code: 'bad code', name: '   ', latitude: 91, longitude: -200, cityId: 6, channelId: 4 }) },
        admin,
      );
      const error = answer.body.errors?.[0];
      expect(error?.extensions?.code).toBe('BAD_USER_INPUT');
      const fields = (error?.extensions?.fields as { field: string }[]).map((problem) => problem.field);
      // Without district names (the description's bases), a district is the distributor's to check.
      expect(fields).toEqual(
        ['code', 'name', 'latitude', 'longitude', 'cityId', 'districtId', 'channelId'].filter(
          (field) => !strict || field !== 'districtId',
        ),
      );
      expect(counter.count('StoreAdd')).toBe(0);
    } finally {
      counter.stop();
    }
  });

  it('refuses a duplicate code with CONFLICT and the upstream rule', async () => {
    const fields = input();
    await gql(gateway, CREATE, { input: fields }, admin);
    const duplicate = await gql(
      gateway,
      CREATE,
      { input: { ...fields, code: fields.code.toLowerCase(), name: 'Another' } },
      admin,
    );
    expect(duplicate.body.errors?.[0]).toMatchObject({
      message: `Store code ${fields.code.toLowerCase()} already exists`,
      extensions: { code: 'CONFLICT' },
    });
    expect((await gql(gateway, FIND, { code: fields.code }, admin)).body.data?.stores).toMatchObject({ total: 1 });
  });

  it('refuses the promoter, who lacks the Store List page', async () => {
    const promoter = await signIn(gateway, DEMO.promoter);
    const answer = await gql(gateway, CREATE, { input: input() }, promoter);
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const unauthenticated = await gql(gateway, REMOVE, { id: 1 });
    expect(unauthenticated.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
