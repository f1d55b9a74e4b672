// The response cache and the business calendar: an answer kept before the business day turned (midnight in
// BUSINESS_TIME_ZONE) must not be served after it, since "today" and every report's default window come from
// that day. The day is turned here by moving the zone from UTC+14 to UTC-11: 25 hours apart, always another
// calendar day, with no clock to fake.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../../src/index.js';
import { businessDay } from '../../src/platform/business-day.js';
import { DEMO, type GraphQLBody, gatewayConfig, signIn, type TestGateway } from '../integration/support.js';

const EAST = 'Pacific/Kiritimati';
const WEST = 'Pacific/Pago_Pago';

async function ask(gateway: TestGateway, query: string, cookie: string) {
  const response = await request(gateway.app.server)
    .post('/graphql')
    .set('content-type', 'application/json')
    .set('cookie', cookie)
    .send({ query });
  return { cache: response.headers['x-cache'] as string | undefined, body: response.body as GraphQLBody };
}

describe('response cache across the business day', () => {
  let gateway: TestGateway;
  let promoter: string;
  const savedZone = process.env.BUSINESS_TIME_ZONE;
  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig({}, { RESPONSE_CACHE_TTL_MS: '60000' }));
    promoter = await signIn(gateway, DEMO.promoter);
  });
  afterAll(async () => {
    if (savedZone === undefined) delete process.env.BUSINESS_TIME_ZONE;
    else process.env.BUSINESS_TIME_ZONE = savedZone;
    await gateway?.close();
  });

  it("never serves yesterday's kept answer once the business day has turned", async () => {
    const query = '{ businessCalendar { today } }';
    process.env.BUSINESS_TIME_ZONE = EAST;
    await ask(gateway, query, promoter);
    const kept = await ask(gateway, query, promoter);
    expect(kept.cache).toBe('hit');
    expect(kept.body.data?.businessCalendar).toEqual({ today: businessDay(new Date(), EAST) });

    process.env.BUSINESS_TIME_ZONE = WEST;
    const turned = await ask(gateway, query, promoter);
    expect(turned.body.data?.businessCalendar).toEqual({ today: businessDay(new Date(), WEST) });
    expect(turned.cache).not.toBe('hit');
  });
});
