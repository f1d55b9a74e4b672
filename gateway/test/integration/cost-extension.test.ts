// Every answer tells the analyst what the operation cost against the budget (extensions.cost): the estimate
// grows with a list's limit, and an answer from the response cache carries the same figures as the first one.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../../src/index.js';
import { DEMO, type GraphQLBody, gatewayConfig, signIn, type TestGateway } from './support.js';

const CACHE_ON = { RESPONSE_CACHE_TTL_MS: '60000' };

const STORES = 'query ($limit: Int!) { stores(limit: $limit) { total items { id name } } }';
/** The cost rule (query-cost.ts): the list counts 1, and its limit multiplies total (1) + items (1 + id + name). */
const storesCost = (limit: number) => 1 + limit * 4;

interface Answer {
  cache: string | undefined;
  body: GraphQLBody;
}

async function ask(gateway: TestGateway, body: object, cookie: string): Promise<Answer> {
  const response = await request(gateway.app.server)
    .post('/graphql')
    .set('content-type', 'application/json')
    .set('cookie', cookie)
    .send(body);
  return { cache: response.headers['x-cache'] as string | undefined, body: response.body as GraphQLBody };
}

describe('the cost of an operation in its answer', () => {
  const config = gatewayConfig({}, CACHE_ON);
  const budget = { budget: config.costBudget, reports: 0, maxReports: config.maxReports };
  let gateway: TestGateway;
  let admin: string;
  beforeAll(async () => {
    gateway = await createGateway(config);
    admin = await signIn(gateway, DEMO.admin);
  });
  afterAll(async () => {
    await gateway?.close();
  });

  it('gives the estimate, the budget and the reports of a list query; the estimate grows with the limit', async () => {
    const five = await ask(gateway, { query: STORES, variables: { limit: 5 } }, admin);
    const fifty = await ask(gateway, { query: STORES, variables: { limit: 50 } }, admin);
    expect(five.body.errors).toBeUndefined();
    expect(five.body.extensions).toEqual({ cost: { estimated: storesCost(5), ...budget } });
    expect(fifty.body.extensions).toEqual({ cost: { estimated: storesCost(50), ...budget } });
  });

  it('counts the reports an operation asks for', async () => {
    const answer = await ask(gateway, { query: '{ a: displayCheckSummary { visits } b: dailySales { date } }' }, admin);
    expect(answer.body.errors).toBeUndefined();
    expect((answer.body.extensions?.cost as { reports: number }).reports).toBe(2);
  });

  it('gives the same cost on an answer from the cache, whoever asks', async () => {
    const variables = { limit: 7 };
    const first = await ask(gateway, { query: STORES, variables }, admin);
    expect(first.cache).toBe('miss');
    const expected = { cost: { estimated: storesCost(7), ...budget } };
    expect(first.body.extensions).toEqual(expected);
    // Answered before Apollo runs (the stored bytes), then by Apollo's cache plugin (a request with extensions).
    const fast = await ask(gateway, { query: STORES, variables }, admin);
    const throughApollo = await ask(gateway, { query: STORES, variables, extensions: {} }, admin);
    for (const cached of [fast, throughApollo]) {
      expect(cached.cache).toBe('hit');
      expect(cached.body).toEqual(first.body);
    }
    const manager = await signIn(gateway, DEMO.manager);
    const other = await ask(gateway, { query: STORES, variables }, manager);
    expect(other.body.extensions).toEqual(expected);
  });
});
