// The response cache's fast path counts the operations it answers in gateway_graphql_operations_total as
// Apollo's path does (by operation name, type and outcome), not only under its cache lookup label: a
// dashboard of operations must not lose the repeats the cache answers.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../../src/index.js';
import { DEMO, type GraphQLBody, gatewayConfig, signIn, type TestGateway } from './support.js';

/** As in production: answers kept 60 s (the other suites' gateways turn the cache off). */
const CACHE_ON = { RESPONSE_CACHE_TTL_MS: '60000' };
/** A document of the web client (its name is counted by name); asked without its name, Apollo resolves it. */
const BRAND_OPTIONS = 'query BrandOptions { brandOptions { id name active } }';

async function ask(gateway: TestGateway, cookie: string, query: string, operationName?: string) {
  const response = await request(gateway.app.server)
    .post('/graphql')
    .set('content-type', 'application/json')
    .set('accept', 'application/graphql-response+json, application/json;q=0.9')
    .set('cookie', cookie)
    .send({ query, operationName });
  expect((response.body as GraphQLBody).errors).toBeUndefined();
  return response.headers['x-cache'] as string | undefined;
}

/** A counter's value on /metrics (0 when the series is absent). */
async function counter(gateway: TestGateway, series: string): Promise<number> {
  const text = (await gateway.app.inject({ method: 'GET', url: '/metrics' })).body;
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return Number(line?.split(' ')[1] ?? 0);
}

const OPERATIONS = 'gateway_graphql_operations_total';
const FAST_HITS = 'gateway_cache_lookups_total{cache="response-fast",result="hit"}';

describe('response cache fast path in the operation metrics', () => {
  let gateway: TestGateway;
  let admin: string;
  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig({}, CACHE_ON));
    admin = await signIn(gateway, DEMO.admin);
  });
  afterAll(() => gateway?.close());

  it('counts every fast hit by operation name and outcome, as Apollo counts the others', async () => {
    const named = `${OPERATIONS}{operation="BrandOptions",type="query",outcome="ok"}`;
    const before = await counter(gateway, named);
    const hitsBefore = await counter(gateway, FAST_HITS);
    // Apollo answers the first (storing it and teaching the fast path the document); the fast path the rest.
    for (let i = 0; i < 5; i++) await ask(gateway, admin, BRAND_OPTIONS, 'BrandOptions');
    expect((await counter(gateway, FAST_HITS)) - hitsBefore).toBeGreaterThanOrEqual(3);
    expect(await counter(gateway, named)).toBe(before + 5);
  });

  it('names a hit asked without its operation name by the name Apollo resolved, and others "anonymous"', async () => {
    const named = `${OPERATIONS}{operation="BrandOptions",type="query",outcome="ok"}`;
    const before = await counter(gateway, named);
    for (let i = 0; i < 3; i++) await ask(gateway, admin, BRAND_OPTIONS);
    expect(await ask(gateway, admin, BRAND_OPTIONS)).toBe('hit');
    expect(await counter(gateway, named)).toBe(before + 4);

    const anonymous = `${OPERATIONS}{operation="anonymous",type="query",outcome="ok"}`;
    const anonymousBefore = await counter(gateway, anonymous);
    for (let i = 0; i < 3; i++) await ask(gateway, admin, '{ brandOptions { id } }');
    expect(await ask(gateway, admin, '{ brandOptions { id } }')).toBe('hit');
    expect(await counter(gateway, anonymous)).toBe(anonymousBefore + 4);
  });
});
