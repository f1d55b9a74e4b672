// Hot list queries run compiled (graphql-jit) answer byte for byte what graphql-js answers, on the real services:
// the same document sent to a gateway with compiled execution (the default) and to one without it.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, gql, signIn, type TestGateway } from './support.js';

const EVERY_FIELD = `query Stores(
  $filter: StoreFilter, $sort: StoreSort, $limit: Int!, $offset: Int!, $grades: Boolean!
) {
  stores(filter: $filter, sort: $sort, limit: $limit, offset: $offset) {
    total
    items {
      ...Identity
      address latitude longitude active version
      region { id name } city { id name region { id name } } district { id name city { id name } }
      grade @include(if: $grades) { id name } subGrade { id name grade { id name } }
      channel { id name channelType { id name } } channelType { id name } storeType { id name }
      __typename
    }
  }
}
fragment Identity on Store { id code label: name }`;
const SCREEN = '{ stores(limit: 2000) { total items { code name region { name } city { name } grade { name } } } }';

let compiled: TestGateway;
let plain: TestGateway;
const cookies = new Map<TestGateway, { admin: string; promoter: string }>();

beforeAll(async () => {
  // One secret, as the instances of one deployment share it: a version the gateway derives is keyed with it.
  const secret = { SESSION_SECRET: randomBytes(32).toString('base64url') };
  compiled = await createGateway(gatewayConfig({}, secret));
  plain = await createGateway(gatewayConfig({}, { ...secret, GRAPHQL_COMPILED_EXECUTION: 'off' }));
  for (const gateway of [compiled, plain]) {
    cookies.set(gateway, {
      admin: await signIn(gateway, DEMO.admin),
      promoter: await signIn(gateway, DEMO.promoter),
    });
  }
});

afterAll(async () => {
  await compiled?.close();
  await plain?.close();
});

/** The raw answer text of both gateways to one document, as `who`. */
async function both(who: 'admin' | 'promoter', query: string, variables: Record<string, unknown> = {}) {
  const [fast, slow] = await Promise.all(
    [compiled, plain].map((gateway) => gql(gateway, query, variables, cookies.get(gateway)![who])),
  );
  return { fast: fast!, slow: slow! };
}

describe('compiled execution of hot list queries', () => {
  it('answers the whole store list, every field, exactly as graphql-js does', async () => {
    for (const variables of [
      { limit: 2000, offset: 0, grades: true },
      { limit: 7, offset: 3, grades: false, sort: { field: 'REGION', direction: 'DESC' }, filter: { active: true } },
      { limit: 50, offset: 0, grades: true, filter: { name: 'no store is named like this' } },
    ]) {
      const { fast, slow } = await both('admin', EVERY_FIELD, variables);
      expect(slow.body.errors).toBeUndefined();
      expect(fast.status).toBe(slow.status);
      expect(fast.text).toBe(slow.text);
    }
    const { fast, slow } = await both('admin', SCREEN);
    expect((slow.body.data?.stores as { total: number }).total).toBeGreaterThan(0);
    expect(fast.text).toBe(slow.text);
  });

  it('refuses a member without the Store List page exactly as before', async () => {
    const { fast, slow } = await both('promoter', SCREEN);
    expect(slow.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(fast.status).toBe(slow.status);
    expect(fast.text).toBe(slow.text);
  });

  it('answers bad input with the same error', async () => {
    const { fast, slow } = await both('admin', EVERY_FIELD, { limit: 5000, offset: -1, grades: true });
    expect(slow.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(fast.text).toBe(slow.text);
  });
});
