// Security suite: the schema is shown only to signed-in members. Anonymous introspection is refused
// even with GRAPHQL_INTROSPECTION on, and validation errors suggest field names ("Did you mean")
// only to a caller who may read the schema anyway (signed in, introspection on).
import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, gql, signIn, type TestGateway } from '../integration/support.js';

const MISSPELT = '{ regionz { id } }';

describe('security: introspection and schema hints', () => {
  let open: TestGateway;
  let closed: TestGateway;
  let promoter: string;
  let closedPromoter: string;
  beforeAll(async () => {
    open = await createGateway(gatewayConfig({ introspection: true }));
    closed = await createGateway(gatewayConfig({ introspection: false }));
    promoter = await signIn(open, DEMO.promoter);
    closedPromoter = await signIn(closed, DEMO.promoter);
  });
  afterAll(async () => {
    await open?.close();
    await closed?.close();
  });

  it.each([
    ['__schema', '{ __schema { queryType { name } } }'],
    ['__type', '{ __type(name: "Query") { name fields { name } } }'],
    ['__schema in a fragment', '{ ...F } fragment F on Query { __schema { types { name } } }'],
    ['the standard query', getIntrospectionQuery()],
  ])('refuses anonymous introspection (%s) with introspection on', async (_name, query) => {
    const answer = await gql(open, query);
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(answer.body.errors?.[0]?.message).toBe('Sign in to read the schema');
    expect(answer.status).toBe(401);
    expect(answer.body.data ?? undefined).toBeUndefined();
  });

  it('lets a signed-in member introspect (the explorer) and anyone ask for __typename', async () => {
    const standard = await gql(open, getIntrospectionQuery({ descriptions: true }), {}, promoter);
    expect(standard.body.errors).toBeUndefined();
    expect((standard.body.data?.__schema as { types: unknown[] }).types.length).toBeGreaterThan(50);
    expect((await gql(open, '{ __type(name: "Query") { name } }', {}, promoter)).body.data).toEqual({
      __type: { name: 'Query' },
    });
    expect((await gql(open, '{ __typename }')).body).toEqual({
      extensions: { cost: expect.any(Object) },
      data: { __typename: 'Query' },
    });
  });

  it('suggests field names only to a signed-in member with introspection on', async () => {
    const member = await gql(open, MISSPELT, {}, promoter);
    expect(member.body.errors?.[0]?.message).toBe(
      'Cannot query field "regionz" on type "Query". Did you mean "regions"?',
    );

    const anonymous = await gql(open, MISSPELT);
    expect(anonymous.body.errors?.[0]).toMatchObject({
      message: 'Cannot query field "regionz" on type "Query".',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    for (const [gateway, cookie] of [
      [closed, closedPromoter],
      [closed, undefined],
    ] as const) {
      const answer = await gql(gateway, MISSPELT, {}, cookie);
      expect(answer.body.errors?.[0]?.message).toBe('Cannot query field "regionz" on type "Query".');
    }
    // Argument and type names are not hinted either.
    const argument = await gql(closed, '{ regions(limt: 1) { id } }', {}, closedPromoter);
    expect(JSON.stringify(argument.body.errors)).not.toMatch(/did you mean/i);
    // Nor enum values.
    const value = await gql(closed, '{ products(sort: { direction: ASCC }) { total } }', {}, closedPromoter);
    expect(value.body.errors?.[0]?.message).toBe('Value "ASCC" does not exist in "SortDirection" enum.');
    expect(JSON.stringify(value.body.errors)).not.toMatch(/did you mean/i);
  });

  it('keeps introspection off for everyone when GRAPHQL_INTROSPECTION is off', async () => {
    const answer = await gql(closed, '{ __schema { queryType { name } } }', {}, closedPromoter);
    expect(answer.body.errors?.[0]?.message).toMatch(/introspection/i);
    expect(answer.body.data ?? undefined).toBeUndefined();
  });
});
