// Store Grade By Brand in bulk: one grade for a selection of stores, the upstream called once a store
// (a few at a time) with each outcome reported; the page's holders only; bad ids refused before any call.
// The list names each store's city.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createGateway } from '../../src/index.js';
import { DEMO, failingProxy, gatewayConfig, gql, signIn, type TestGateway, UpstreamCounter } from './support.js';

const BULK = `mutation B($s: [Int!]!, $b: Int!, $g: Int!) {
  setStoreGrades(storeIds: $s, brandId: $b, gradeId: $g) { storeId ok message store { name } }
}`;
const LIST = `query L($b: Int) { storeGrades(brandId: $b) { store { id city { name } } grade { id } } }`;
type Outcome = { storeId: number; ok: boolean; message: string | null; store: { name: string } | null };
type GradeRow = { store: { id: number; city: { name: string } | null }; grade: { id: number } | null };

describe('store grades in bulk', () => {
  let gateway: TestGateway;
  let admin: string;
  let stores: number[];
  let grade: number;
  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig());
    admin = await signIn(gateway, DEMO.admin);
    const rows = (await gql(gateway, LIST, { b: 2 }, admin)).body.data?.storeGrades as GradeRow[];
    stores = rows.slice(0, 6).map((row) => row.store.id);
    const grades = (await gql(gateway, '{ grades { id } }', {}, admin)).body.data?.grades as { id: number }[];
    grade = grades.at(-1)!.id;
  });
  afterAll(() => gateway?.close());

  it('lists every store with its city', async () => {
    const rows = (await gql(gateway, LIST, { b: 2 }, admin)).body.data?.storeGrades as GradeRow[];
    expect(rows.length).toBeGreaterThan(1000);
    expect(rows.every((row) => row.store.city?.name)).toBe(true);
  });

  it('sets one grade for a selection, one upstream call a store, and reports each outcome', async () => {
    const counter = new UpstreamCounter(inject('servicesUrl'));
    try {
      const answer = await gql(gateway, BULK, { s: stores, b: 2, g: grade }, admin);
      expect(answer.body.errors).toBeUndefined();
      const outcomes = answer.body.data?.setStoreGrades as Outcome[];
      expect(outcomes.map((o) => [o.storeId, o.ok])).toEqual(stores.map((id) => [id, true]));
      expect(outcomes.every((o) => o.store?.name)).toBe(true);
      expect(counter.count('AddStoreGradeBrand')).toBe(stores.length);
    } finally {
      counter.stop();
    }
    const rows = (await gql(gateway, LIST, { b: 2 }, admin)).body.data?.storeGrades as GradeRow[];
    for (const id of stores) expect(rows.find((row) => row.store.id === id)?.grade?.id).toBe(grade);
  });

  it('refuses a bad grade, brand or store before any upstream call', async () => {
    const counter = new UpstreamCounter(inject('servicesUrl'));
    try {
      const cases = [
        { s: stores, b: 2, g: 987_654 },
        { s: stores, b: 987_654, g: grade },
        { s: [...stores, 987_654], b: 2, g: grade },
        { s: [], b: 2, g: grade },
      ];
      for (const variables of cases) {
        const answer = await gql(gateway, BULK, variables, admin);
        expect(answer.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      }
      expect(counter.count('AddStoreGradeBrand')).toBe(0);
    } finally {
      counter.stop();
    }
  });

  it("is the page's holders' only: the promoter is FORBIDDEN", async () => {
    const promoter = await signIn(gateway, DEMO.promoter);
    const answer = await gql(gateway, BULK, { s: stores, b: 2, g: grade }, promoter);
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('reports each store that the upstream refused, without failing the rest of the answer', async () => {
    const proxy = await failingProxy(['AddStoreGradeBrand']);
    const flaky = await createGateway(gatewayConfig({ upstream: proxy.upstream }));
    try {
      const cookie = await signIn(flaky, DEMO.admin);
      const answer = await gql(flaky, BULK, { s: stores.slice(0, 3), b: 2, g: grade }, cookie);
      expect(answer.body.errors).toBeUndefined();
      const outcomes = answer.body.data?.setStoreGrades as Outcome[];
      expect(outcomes).toHaveLength(3);
      expect(outcomes.every((o) => !o.ok && o.message)).toBe(true);
    } finally {
      await flaky.close();
      await proxy.close();
    }
  });
});
