// Compiled execution (graphql-jit, for `stores` queries) attacked on purpose: odd variables, several root fields,
// a cheap failing alias beside an expensive one. Every answer must read as graphql-js's does, and a failing query
// must not run its store lists twice.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { StoresResolver } from '../../src/domains/stores/stores.resolver.js';
import { createGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, gql, signIn, type TestGateway } from '../integration/support.js';

let compiled: TestGateway;
let plain: TestGateway;
const cookies = new Map<TestGateway, string>();

beforeAll(async () => {
  compiled = await createGateway(gatewayConfig());
  plain = await createGateway(gatewayConfig({}, { GRAPHQL_COMPILED_EXECUTION: 'off' }));
  for (const gateway of [compiled, plain]) cookies.set(gateway, await signIn(gateway, DEMO.admin));
});

afterAll(async () => {
  vi.restoreAllMocks();
  await compiled?.close();
  await plain?.close();
});

const LIST = `query List($limit: Int!, $filter: StoreFilter, $sort: StoreSort) {
  stores(limit: $limit, filter: $filter, sort: $sort) { total items { code } }
}`;

describe('compiled execution under odd input', () => {
  it('coerces variables exactly as graphql-js does', async () => {
    for (const variables of [
      { limit: '3' },
      { limit: 3.5 },
      { limit: 3.0 },
      { limit: true },
      { limit: 2 ** 31 },
      { limit: [3] },
      { limit: 3, filter: { regionId: '1' } },
      { limit: 3, filter: { nonsense: 1 } },
      { limit: 3, filter: 'x' },
      { limit: 3, filter: { active: 'yes' } },
      { limit: 3, filter: { name: 7 } },
      { limit: 3, sort: { field: 'name' } },
      { limit: 3, sort: { field: 'NAME', direction: 'SIDEWAYS' } },
      { limit: 3, sort: { direction: null } },
    ]) {
      const [fast, slow] = await Promise.all(
        [compiled, plain].map((gateway) => gql(gateway, LIST, variables, cookies.get(gateway)!)),
      );
      expect({ variables, text: fast!.text, status: fast!.status }).toEqual({
        variables,
        text: slow!.text,
        status: slow!.status,
      });
    }
  });

  it('does not run an expensive store list twice when a cheap alias beside it fails', async () => {
    const query = `{ all: stores(limit: 2000) { total items { code name } } bad: stores(limit: 0) { total } }`;
    const runs = vi.spyOn(StoresResolver.prototype, 'stores');
    const slow = await gql(plain, query, {}, cookies.get(plain)!);
    const plainRuns = runs.mock.calls.length;
    runs.mockClear();
    const fast = await gql(compiled, query, {}, cookies.get(compiled)!);
    expect(slow.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(fast.text).toBe(slow.text);
    expect(runs.mock.calls.length).toBe(plainRuns);
  });
});
