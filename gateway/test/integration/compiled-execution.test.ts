// Hot list queries run compiled (graphql-jit) answer byte for byte what graphql-js answers, on the real services:
// the same document sent to a gateway with compiled execution (the default) and to one without it, the same
// schema over the same data. The compiled gateway's /metrics shows that graphql-jit answered (or met the errors
// and gave the query back to Apollo), so a silent fall back to Apollo's executor cannot pass for compiled.
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

type Outcome = 'compiled' | 'errors' | 'uncompilable';
const OUTCOMES: Outcome[] = ['compiled', 'errors', 'uncompilable'];

/** What the compiled path did so far on a gateway, read from its /metrics. */
async function compiledRuns(gateway: TestGateway): Promise<Record<Outcome, number>> {
  const text = (await gateway.app.inject({ method: 'GET', url: '/metrics' })).body;
  const value = (outcome: Outcome) => {
    const series = `gateway_graphql_compiled_executions_total{outcome="${outcome}"} `;
    return Number(
      text
        .split('\n')
        .find((line) => line.startsWith(series))
        ?.slice(series.length) ?? 0,
    );
  };
  return { compiled: value('compiled'), errors: value('errors'), uncompilable: value('uncompilable') };
}

/**
 * The raw answer text of both gateways to one document, as `who`, and what the compiled path did for it on each:
 * a count by outcome (compiled, errors, uncompilable) of the queries it took.
 */
async function both(who: 'admin' | 'promoter', query: string, variables: Record<string, unknown> = {}) {
  // Files beside this one add stores of their own between the two gateways' reads now and then: answers that differ
  // are asked again (three times at most), so a difference that stays is the gateways'.
  for (let attempt = 1; ; attempt++) {
    const before = await Promise.all([compiled, plain].map(compiledRuns));
    const [fast, slow] = await Promise.all(
      [compiled, plain].map((gateway) => gql(gateway, query, variables, cookies.get(gateway)![who])),
    );
    const after = await Promise.all([compiled, plain].map(compiledRuns));
    const ran = (index: number) =>
      Object.fromEntries(OUTCOMES.map((outcome) => [outcome, after[index]![outcome] - before[index]![outcome]]));
    if (attempt === 3 || fast!.text === slow!.text)
      return { fast: fast!, slow: slow!, fastRan: ran(0), slowRan: ran(1) };
  }
}

const NOTHING = { compiled: 0, errors: 0, uncompilable: 0 };

describe('compiled execution of hot list queries', () => {
  it('answers the whole store list, every field, compiled, exactly as graphql-js does', async () => {
    for (const variables of [
      { limit: 2000, offset: 0, grades: true },
      { limit: 7, offset: 3, grades: false, sort: { field: 'REGION', direction: 'DESC' }, filter: { active: true } },
      { limit: 50, offset: 0, grades: true, filter: { name: 'no store is named like this' } },
    ]) {
      const { fast, slow, fastRan, slowRan } = await both('admin', EVERY_FIELD, variables);
      // The answer compared came from graphql-jit; the other gateway's from graphql-js alone.
      expect(fastRan).toEqual({ ...NOTHING, compiled: 1 });
      expect(slowRan).toEqual(NOTHING);
      expect(slow.body.errors).toBeUndefined();
      expect(fast.status).toBe(slow.status);
      expect(fast.text).toBe(slow.text);
    }
    const { fast, slow, fastRan, slowRan } = await both('admin', SCREEN);
    expect(fastRan).toEqual({ ...NOTHING, compiled: 1 });
    expect(slowRan).toEqual(NOTHING);
    const stores = slow.body.data?.stores as { total: number; items: { code: string; region: unknown }[] };
    expect(stores.total).toBeGreaterThan(0);
    expect(stores.items).toHaveLength(Math.min(stores.total, 2000));
    expect(stores.items[0]).toMatchObject({ code: expect.any(String), region: { name: expect.any(String) } });
    expect(fast.text).toBe(slow.text);
  });

  it("runs a query of more than one root field on Apollo's path only", async () => {
    const query = '{ stores(limit: 3) { total } again: stores(limit: 1) { total } }';
    const { fast, slow, fastRan } = await both('admin', query);
    expect(fastRan).toEqual(NOTHING);
    expect(slow.body.errors).toBeUndefined();
    expect(fast.text).toBe(slow.text);
  });

  it("finds a member without Store List refused compiled, and answers on Apollo's path as before", async () => {
    const { fast, slow, fastRan, slowRan } = await both('promoter', SCREEN);
    // The compiled run met the refusal and gave the query back: the refusal reads as Apollo writes it.
    expect(fastRan).toEqual({ ...NOTHING, errors: 1 });
    expect(slowRan).toEqual(NOTHING);
    expect(slow.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(slow.body.data?.stores ?? null).toBeNull();
    expect(fast.status).toBe(slow.status);
    expect(fast.text).toBe(slow.text);
  });

  it('answers bad input with the same error', async () => {
    const { fast, slow, fastRan } = await both('admin', EVERY_FIELD, { limit: 5000, offset: -1, grades: true });
    expect(fastRan).toEqual({ ...NOTHING, errors: 1 });
    expect(slow.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(fast.text).toBe(slow.text);
  });
});
