// Insider suite, write budget: one request cannot make thousands of upstream writes. Setting store grades
// in bulk takes at most MAX_WRITES_PER_REQUEST stores a request, counted over every mutation field of the
// operation (aliases and fragments included) before any field runs; more is refused with BAD_USER_INPUT
// (HTTP 400) and nothing is written, not even the fields within the budget.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, gql, signIn, type TestGateway, UpstreamCounter } from '../integration/support.js';

const BULK = `mutation B($s: [Int!]!, $b: Int!, $g: Int!) {
  setStoreGrades(storeIds: $s, brandId: $b, gradeId: $g) { storeId ok }
}`;
const LIST = `query L($b: Int) { storeGrades(brandId: $b) { store { id } grade { id } } }`;
type GradeRow = { store: { id: number }; grade: { id: number } | null };

describe('insider: a per-request write budget', () => {
  let gateway: TestGateway;
  let admin: string;
  let rows: GradeRow[];
  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig());
    admin = await signIn(gateway, DEMO.admin);
    rows = (await gql(gateway, LIST, { b: 2 }, admin)).body.data?.storeGrades as GradeRow[];
  });
  afterAll(() => gateway?.close());

  it('refuses more than 500 stores in one call, naming the limit, before any upstream call', async () => {
    expect(rows.length).toBeGreaterThan(501);
    const ids = rows.slice(0, 501).map((row) => row.store.id);
    const counter = new UpstreamCounter(inject('servicesUrl'));
    try {
      const answer = await gql(gateway, BULK, { s: ids, b: 2, g: 1 }, admin);
      expect(answer.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(answer.body.errors?.[0]?.message).toMatch(/500 stores/);
      expect(counter.calls).toEqual([]);
    } finally {
      counter.stop();
    }
  });

  it('counts every aliased call of one request against the same budget, and writes none past it', async () => {
    const graded = rows.find((row) => row.grade !== null)!;
    const others = rows.filter((row) => row.store.id !== graded.store.id).slice(0, 500);
    const query = `mutation A($one: [Int!]!, $many: [Int!]!, $g: Int!, $m: Int!) {
      a: setStoreGrades(storeIds: $one, brandId: 2, gradeId: $g) { storeId ok }
      b: setStoreGrades(storeIds: $many, brandId: 2, gradeId: $m) { storeId ok }
    }`;
    const counter = new UpstreamCounter(inject('servicesUrl'));
    try {
      // The first sets one store's grade to what it already is; the second would pass the budget.
      const answer = await gql(
        gateway,
        query,
        { one: [graded.store.id], g: graded.grade!.id, many: others.map((row) => row.store.id), m: 1 },
        admin,
      );
      expect(answer.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(answer.body.errors?.[0]?.message).toMatch(/500 stores/);
      expect(answer.status).toBe(400);
      expect(answer.body.data).toBeUndefined();
      expect(counter.count('AddStoreGradeBrand')).toBe(0);
    } finally {
      counter.stop();
    }
  });

  it('counts fields spread through fragments too', async () => {
    const ids = rows.slice(0, 300).map((row) => row.store.id);
    const query = `mutation F($s: [Int!]!) { ...a ...b }
      fragment a on Mutation { a: setStoreGrades(storeIds: $s, brandId: 2, gradeId: 1) { storeId } }
      fragment b on Mutation { b: setStoreGrades(storeIds: $s, brandId: 2, gradeId: 1) { storeId } }`;
    const counter = new UpstreamCounter(inject('servicesUrl'));
    try {
      const answer = await gql(gateway, query, { s: ids }, admin);
      expect(answer.body.errors?.[0]?.message).toMatch(/500 stores/);
      expect(counter.count('AddStoreGradeBrand')).toBe(0);
    } finally {
      counter.stop();
    }
  });
});
