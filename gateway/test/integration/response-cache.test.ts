// The whole-response cache and the sharing of upstream reads across requests: a repeated query is
// answered from the cache (x-cache: hit, no upstream call), a mutation through the gateway drops it on
// this instance and, through a real redis-server, on another one; RESPONSE_CACHE_TTL_MS=0 turns it off.
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type RunningRedis, startRedis } from '../../../tests/support/redis.js';
import { createGateway } from '../../src/index.js';
import { DEMO, type GraphQLBody, gatewayConfig, signIn, type TestGateway, UpstreamCounter } from './support.js';

/** As in production: answers kept 60 s (the other suites' gateways turn the cache off). */
const CACHE_ON = { RESPONSE_CACHE_TTL_MS: '60000' };

const STORES =
  'query ($offset: Int!) { stores(offset: $offset, limit: 5) { total items { id name region { name } } } }';
const BRANDS = '{ brands { id name } }';
const CREATE = 'mutation ($input: BrandInput!) { createBrand(input: $input) { id } }';
const REMOVE = 'mutation ($id: Int!) { removeBrand(id: $id) }';

interface Answer {
  cache: string | undefined;
  body: GraphQLBody;
}

async function ask(
  gateway: TestGateway,
  query: string,
  variables: Record<string, unknown>,
  cookie: string,
): Promise<Answer> {
  const response = await request(gateway.app.server)
    .post('/graphql')
    .set('content-type', 'application/json')
    .set('cookie', cookie)
    .send({ query, variables });
  return { cache: response.headers['x-cache'] as string | undefined, body: response.body as GraphQLBody };
}

const brandNames = (answer: Answer) => (answer.body.data?.brands as { name: string }[]).map((brand) => brand.name);

describe('the response cache', () => {
  let gateway: TestGateway;
  let admin: string;
  let counter: UpstreamCounter;
  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig({}, CACHE_ON));
    admin = await signIn(gateway, DEMO.admin);
    counter = new UpstreamCounter(inject('servicesUrl'));
  });
  afterAll(async () => {
    counter?.stop();
    await gateway?.close();
  });

  it('answers a repeated query from the cache: the same body, x-cache hit, no upstream call', async () => {
    const first = await ask(gateway, STORES, { offset: 0 }, admin);
    expect(first.body.errors).toBeUndefined();
    expect(first.cache).toBe('miss');
    counter.reset();
    const second = await ask(gateway, STORES, { offset: 0 }, admin);
    expect(second.cache).toBe('hit');
    expect(second.body).toEqual(first.body);
    expect(counter.calls).toEqual([]);
    // Other variables are another answer.
    const next = await ask(gateway, STORES, { offset: 5 }, admin);
    expect(next.cache).toBe('miss');
    expect(next.body.data).not.toEqual(first.body.data);
  });

  it('shares an identical upstream read between two different queries', async () => {
    await ask(gateway, '{ stores(offset: 40, limit: 3) { items { id } } }', {}, admin);
    counter.reset();
    const other = await ask(gateway, '{ stores(offset: 40, limit: 3) { items { id name } } }', {}, admin);
    expect(other.cache).toBe('miss');
    expect(other.body.errors).toBeUndefined();
    expect(counter.count('StoreList')).toBe(0);
  });

  it('drops cached answers and shared reads at a mutation through the gateway: never a stale answer', async () => {
    const name = `Cached ${randomBytes(3).toString('hex')}`;
    expect(brandNames(await ask(gateway, BRANDS, {}, admin))).not.toContain(name);
    expect((await ask(gateway, BRANDS, {}, admin)).cache).toBe('hit');
    await ask(gateway, '{ stores(offset: 60, limit: 3) { items { id } } }', {}, admin);

    const created = await ask(gateway, CREATE, { input: { name } }, admin);
    expect(created.body.errors).toBeUndefined();
    expect(created.cache).toBeUndefined(); // a mutation is never a cached answer

    const after = await ask(gateway, BRANDS, {}, admin);
    expect(after.cache).toBe('miss');
    expect(brandNames(after)).toContain(name);
    counter.reset();
    await ask(gateway, '{ stores(offset: 60, limit: 3) { items { name } } }', {}, admin);
    expect(counter.count('StoreList')).toBe(1);

    const id = (created.body.data?.createBrand as { id: number }).id;
    expect((await ask(gateway, REMOVE, { id }, admin)).body.errors).toBeUndefined();
    expect(brandNames(await ask(gateway, BRANDS, {}, admin))).not.toContain(name);
  });

  it('is off with RESPONSE_CACHE_TTL_MS=0: every request reads upstream, no x-cache header', async () => {
    const off = await createGateway(gatewayConfig({}, { RESPONSE_CACHE_TTL_MS: '0' }));
    try {
      const cookie = await signIn(off, DEMO.admin);
      counter.reset();
      const first = await ask(off, STORES, { offset: 0 }, cookie);
      const second = await ask(off, STORES, { offset: 0 }, cookie);
      expect(second.body).toEqual(first.body);
      expect([first.cache, second.cache]).toEqual([undefined, undefined]);
      expect(counter.count('StoreList')).toBe(2);
    } finally {
      await off.close();
    }
  });
});

describe('the response cache on two instances sharing Redis', () => {
  let redis: RunningRedis;
  let one: TestGateway;
  let two: TestGateway;
  let cookie: string;
  beforeAll(async () => {
    redis = await startRedis();
    const shared = { ...CACHE_ON, SESSION_SECRET: randomBytes(32).toString('base64url'), REDIS_URL: redis.url };
    one = await createGateway(gatewayConfig({}, shared));
    two = await createGateway(gatewayConfig({}, shared));
    cookie = await signIn(one, DEMO.admin);
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await redis?.stop();
  });

  it('drops the cached answer on the other instance when a mutation runs on one', async () => {
    const name = `Shared ${randomBytes(3).toString('hex')}`;
    expect(brandNames(await ask(two, BRANDS, {}, cookie))).not.toContain(name);
    expect((await ask(two, BRANDS, {}, cookie)).cache).toBe('hit');

    const created = await ask(one, CREATE, { input: { name } }, cookie);
    expect(created.body.errors).toBeUndefined();
    const seen = await ask(two, BRANDS, {}, cookie);
    expect(seen.cache).toBe('miss');
    expect(brandNames(seen)).toContain(name);

    const id = (created.body.data?.createBrand as { id: number }).id;
    expect((await ask(two, REMOVE, { id }, cookie)).body.errors).toBeUndefined();
    expect(brandNames(await ask(one, BRANDS, {}, cookie))).not.toContain(name);
  });
});
