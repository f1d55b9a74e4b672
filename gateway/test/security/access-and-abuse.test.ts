// Security suite (gateway): every Query and Mutation field, enumerated from the schema, refuses a
// caller without a session and a member without its page; GraphQL abuse (depth, aliases, size,
// batching, introspection when off) is refused with a clear error; sign-in is throttled without
// saying whether a login name exists; cross-site posts are refused.

import {
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
  getIntrospectionQuery,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../../src/index.js';
import { fieldAccess } from '../../src/platform/permissions/page.js';
import { buildGatewaySchema } from '../../src/schema.js';
import { DEMO, gatewayConfig, gql, signIn, type TestGateway } from '../integration/support.js';

/** A literal of an input type that parses (required fields filled); the resolver never runs. */
function sampleValue(type: GraphQLInputType): string {
  if (isNonNullType(type)) return sampleValue(type.ofType);
  if (isListType(type)) return `[${sampleValue(type.ofType)}]`;
  if (isEnumType(type)) return type.getValues()[0]!.name;
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter(
      (field) => isNonNullType(field.type) && field.defaultValue === undefined,
    );
    return `{ ${fields.map((field) => `${field.name}: ${sampleValue(field.type)}`).join(', ')} }`;
  }
  if (isScalarType(type))
    return (
      ({ Int: '1', Float: '1.5', Boolean: 'true', ID: '"1"', LocalDate: '"2026-01-05"' } as Record<string, string>)[
        type.name
      ] ?? '"x"'
    );
  return 'null';
}

function operationFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const required = field.args.filter((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined);
  const args =
    required.length > 0 ? `(${required.map((arg) => `${arg.name}: ${sampleValue(arg.type)}`).join(', ')})` : '';
  const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
  return `${kind} { ${field.name}${args}${selection} }`;
}

describe('security: access to every field', () => {
  let schema: GraphQLSchema;
  let gateway: TestGateway;
  let promoter: string;
  let promoterPages: Set<string>;
  beforeAll(async () => {
    schema = await buildGatewaySchema();
    gateway = await createGateway(gatewayConfig());
    promoter = await signIn(gateway, DEMO.promoter);
    const me = await gql(gateway, '{ me { pages } }', {}, promoter);
    promoterPages = new Set((me.body.data?.me as { pages: string[] }).pages.map((page) => page.toLowerCase()));
  });
  afterAll(() => gateway?.close());

  const fields = () => {
    const access = fieldAccess(schema);
    return [
      ...Object.values(schema.getQueryType()!.getFields()).map((field) => ({ kind: 'query' as const, field })),
      ...Object.values(schema.getMutationType()!.getFields()).map((field) => ({ kind: 'mutation' as const, field })),
    ].map((entry) => ({
      ...entry,
      access: access.get(`${entry.kind === 'query' ? 'Query' : 'Mutation'}.${entry.field.name}`),
    }));
  };

  it('declares an access rule on every field', () => {
    expect(
      fields()
        .filter((entry) => !entry.access)
        .map((entry) => entry.field.name),
    ).toEqual([]);
  });

  it('answers UNAUTHENTICATED without a session, FORBIDDEN to a member lacking the page, for every field', async () => {
    let tried = 0;
    for (const { kind, field, access } of fields()) {
      if (access?.kind === 'public') continue;
      const operation = operationFor(kind, field);
      const anonymous = await gql(gateway, operation);
      expect(anonymous.body.errors?.[0]?.extensions?.code, `${operation} without a session`).toBe('UNAUTHENTICATED');
      if (access?.kind === 'page' && !promoterPages.has(access.page.toLowerCase())) {
        const denied = await gql(gateway, operation, {}, promoter);
        expect(denied.body.errors?.[0]?.extensions?.code, `${operation} as the promoter`).toBe('FORBIDDEN');
        expect(denied.body.data?.[field.name] ?? null).toBeNull();
      }
      tried++;
    }
    console.info(`security: ${tried} protected fields refused without a session`);
    expect(tried).toBeGreaterThan(20);
  });

  it('refuses forged, tampered and expired session cookies', async () => {
    const [name, value] = promoter.split('=') as [string, string];
    const [payload, mac] = value.split('.') as [string, string];
    const session = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forge = (changes: Record<string, unknown>) =>
      `${name}=${Buffer.from(JSON.stringify({ ...session, ...changes })).toString('base64url')}.${mac}`;
    for (const cookie of [
      forge({ id: 1 }),
      forge({ exp: Math.floor(Date.now() / 1000) - 10 }),
      `${name}=${payload}.AAAA`,
      `${name}=garbage`,
    ]) {
      expect((await gql(gateway, '{ me { id } }', {}, cookie)).body.errors?.[0]?.extensions?.code).toBe(
        'UNAUTHENTICATED',
      );
    }
  });
});

describe('security: GraphQL abuse', () => {
  let gateway: TestGateway;
  let admin: string;
  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig());
    admin = await signIn(gateway, DEMO.admin);
  });
  afterAll(() => gateway?.close());

  it('refuses a query nested too deep', async () => {
    const fine = `{ me { menu { ${'children { '.repeat(7)}title${' }'.repeat(7)} } } }`; // 10 levels
    expect((await gql(gateway, fine, {}, admin)).body.errors).toBeUndefined();
    const tooDeep = `{ me { menu { ${'children { '.repeat(10)}title${' }'.repeat(10)} } } }`;
    const answer = await gql(gateway, tooDeep, {}, admin);
    expect(answer.body.errors?.[0]).toMatchObject({
      message: 'The query is 13 levels deep; at most 10 are allowed',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    expect(answer.body.data).toBeUndefined();
  });

  it("lets the standard introspection query through (the explorer's Docs) but not a deeper one", async () => {
    const standard = await gql(gateway, getIntrospectionQuery({ descriptions: true }), {}, admin);
    expect(standard.body.errors).toBeUndefined();
    expect((standard.body.data?.__schema as { types: unknown[] }).types.length).toBeGreaterThan(50);
    const deeper = `{ __schema { types { ${'fields { type { '.repeat(8)}name${' } }'.repeat(8)} } } }`;
    expect((await gql(gateway, deeper, {}, admin)).body.errors?.[0]?.message).toBe(
      'The query is 19 levels deep; at most 16 are allowed',
    );
  });

  it('refuses more than 30 aliases', async () => {
    const aliases = Array.from({ length: 31 }, (_, i) => `a${i}: regions { id }`).join(' ');
    const answer = await gql(gateway, `{ ${aliases} }`, {}, admin);
    expect(answer.body.errors?.[0]?.message).toBe('The query uses 31 aliases; at most 30 are allowed');
  });

  it('refuses a query over 20,000 characters before parsing it', async () => {
    const answer = await gql(gateway, `{ regions { id } } # ${'x'.repeat(20_000)}`, {}, admin);
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]).toMatchObject({
      message: 'The query is longer than 20,000 characters',
      extensions: { code: 'BAD_REQUEST' },
    });
  });

  it('refuses batched requests', async () => {
    const answer = await request(gateway.app.server)
      .post('/graphql')
      .set('content-type', 'application/json')
      .set('cookie', admin)
      .send([{ query: '{ regions { id } }' }, { query: '{ regions { id } }' }]);
    expect(answer.status).toBe(400);
    expect(answer.text).toMatch(/batching/i);
  });

  it('refuses cross-site form posts and mutations over GET', async () => {
    const form = await request(gateway.app.server)
      .post('/graphql')
      .set('content-type', 'application/x-www-form-urlencoded')
      .set('cookie', admin)
      .send('query=mutation%20%7B%20logout%20%7D');
    expect(form.status).toBeGreaterThanOrEqual(400);
    const plain = await request(gateway.app.server)
      .post('/graphql')
      .set('content-type', 'text/plain')
      .set('cookie', admin)
      .send(JSON.stringify({ query: 'mutation { logout }' }));
    expect(plain.status).toBeGreaterThanOrEqual(400);
    const viaGet = await request(gateway.app.server)
      .get('/graphql')
      .query({ query: 'mutation { logout }' })
      .set('cookie', admin)
      .set('apollo-require-preflight', 'true');
    expect(viaGet.status).toBe(405);
  });

  it('hides the schema when introspection is turned off', async () => {
    const closed = await createGateway(gatewayConfig({ introspection: false }));
    try {
      const answer = await gql(closed, '{ __schema { queryType { name } } }');
      expect(answer.body.errors?.[0]?.message).toMatch(/introspection/i);
    } finally {
      await closed.close();
    }
    // On, it is open to signed-in members only (introspection.test.ts).
    expect((await gql(gateway, '{ __schema { queryType { name } } }', {}, admin)).body.data).toEqual({
      __schema: { queryType: { name: 'Query' } },
    });
  });
});

describe('security: sign-in throttling', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createGateway(
      gatewayConfig({ signInLimits: { perName: 3, perAddress: 8, successesPerName: 20, concurrentChecks: 4 } }),
    );
  });
  afterAll(() => gateway?.close());
  const LOGIN = 'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { id } }';

  it('locks a login name after 3 failures, with the same words for a name that does not exist', async () => {
    for (let i = 0; i < 3; i++)
      expect((await gql(gateway, LOGIN, { u: 'manager', p: 'wrong' })).body.errors?.[0]?.message).toBe('Login failed');
    const locked = await gql(gateway, LOGIN, { u: 'manager', p: 'Manager@2026' });
    expect(locked.body.errors?.[0]).toMatchObject({
      message: 'Too many failed sign-ins. Try again in 15 minutes.',
      extensions: { code: 'RATE_LIMITED' },
    });
    for (let i = 0; i < 3; i++) await gql(gateway, LOGIN, { u: 'nobody-at-all', p: 'wrong' });
    expect((await gql(gateway, LOGIN, { u: 'nobody-at-all', p: 'wrong' })).body.errors?.[0]?.message).toBe(
      locked.body.errors?.[0]?.message,
    );
  });

  it('locks the address after 8 failures across names', async () => {
    await gql(gateway, LOGIN, { u: 'someone-else', p: 'wrong' });
    await gql(gateway, LOGIN, { u: 'another-one', p: 'wrong' });
    const answer = await gql(gateway, LOGIN, { u: 'admin', p: 'Admin@2026' });
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });
});
