// Insider suite, write budget: one request cannot make thousands of upstream writes. Setting store grades
// in bulk takes at most MAX_WRITES_PER_REQUEST stores a request, counted over every mutation field of the
// operation (aliases included); more is refused with BAD_USER_INPUT before any upstream call.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, gql, signIn, UpstreamCounter, type TestGateway } from '../integration/support.js';

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

  it('counts every aliased call of one request against the same budget', async () => {
    const graded = rows.find((row) => row.grade !== null)!;
    const others = rows.filter((row) => row.store.id !== graded.store.id).slice(0, 500);
    const query = `mutation A($one: [Int!]!, $many: [Int!]!, $g: Int!, $m: Int!) {
      a: setStoreGrades(storeIds: $one, brandId: 2, gradeId: $g) { storeId ok }
      b: setStoreGrades(storeIds: $many, brandId: 2, gradeId: $m) { storeId ok }
    }`;
    const counter = new UpstreamCounter(inject('servicesUrl'));
    try {
      // The first sets one store's grade to what it already is (nothing changes); the second would pass the budget.
      const answer = await gql(
        gateway,
        query,
        { one: [graded.store.id], g: graded.grade!.id, many: others.map((row) => row.store.id), m: 1 },
        admin,
      );
      expect(answer.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(answer.body.errors?.[0]?.message).toMatch(/500 stores/);
      expect(counter.count('AddStoreGradeBrand')).toBe(1);
    } finally {
      counter.stop();
    }
  });
});
