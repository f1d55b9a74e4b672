// Insider suite, load: while heavy reports are in flight the gateway still answers /healthz, and
// past its limits (operations in flight, event-loop delay) it sheds GraphQL work with 503 and
// Retry-After instead of queueing it until it drowns. Assertions are on answers, never on time.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, holdingProxy, signIn, type TestGateway } from '../integration/support.js';

const REPORT =
  '{ lowStockChecks(limit: 10000) { total items { visitId visitDate stockQty store { code name } product { code ' +
  'name } } } }';

describe('security: load shedding', () => {
  let proxy: Awaited<ReturnType<typeof holdingProxy>>;
  let gateway: TestGateway;
  let promoter: string;
  beforeAll(async () => {
    proxy = await holdingProxy('DispalyCheckDetail_LowStock');
    gateway = await createGateway(
      gatewayConfig(
        { upstream: proxy.upstream },
        {
          // One member fills the whole cap here: this suite is about the cap, not a member's share.
          GRAPHQL_MAX_IN_FLIGHT: '4',
          GRAPHQL_MAX_IN_FLIGHT_PER_MEMBER: '4',
        },
      ),
    );
    promoter = await signIn(gateway, DEMO.promoter);
  });
  afterAll(async () => {
    proxy?.release();
    await gateway?.close();
    await proxy?.close();
  });

  const report = () =>
    request(gateway.app.server)
      .post('/graphql')
      .set('content-type', 'application/json')
      .set('cookie', promoter)
      .send({ query: REPORT });

  it('answers /healthz while heavy reports run; sheds the operation past the limit with 503, Retry-After', async () => {
    const heavy = Array.from({ length: 4 }, () => report().then((answer) => answer));
    await proxy.arrived;
    // All four are in flight once the gateway's gauge says so.
    for (
      let tries = 0;
      tries < 100 && !/^gateway_graphql_in_flight 4$/m.test((await request(gateway.app.server).get('/metrics')).text);
      tries++
    ) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const health = await request(gateway.app.server).get('/healthz');
    expect(health.status).toBe(200);
    const shed = await report();
    expect(shed.status).toBe(503);
    expect(Number(shed.headers['retry-after'])).toBeGreaterThan(0);
    expect((shed.body as { errors: { extensions: { code: string } }[] }).errors[0]?.extensions.code).toBe('OVERLOADED');
    // An export has a lane of its own (a quarter of the cap): it is not shed with the operations, and is answered.
    const csv = request(gateway.app.server)
      .post('/api/export.csv')
      .set('content-type', 'application/json')
      .set('cookie', promoter)
      .send({ query: REPORT })
      .then((answer) => answer);
    proxy.release();
    const answers = await Promise.all(heavy);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect((await csv).status).toBe(200);
    // Capacity comes back once they are answered.
    expect((await report()).status).toBe(200);
  });
});

describe('security: event-loop pressure', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig({}, { LOAD_MAX_EVENT_LOOP_DELAY_MS: '100' }));
  });
  afterAll(() => gateway?.close());

  it('sheds GraphQL with 503 while the event loop lags, and still answers /healthz', async () => {
    // Stall the loop as a heavy answer would, then wait for the sampler to see it.
    const until = Date.now() + 1500;
    while (Date.now() < until) {
      /* busy: the stall under test */
    }
    let shed = await request(gateway.app.server)
      .post('/graphql')
      .set('content-type', 'application/json')
      .send({ query: '{ __typename }' });
    for (let tries = 0; shed.status !== 503 && tries < 20; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      shed = await request(gateway.app.server)
        .post('/graphql')
        .set('content-type', 'application/json')
        .send({ query: '{ __typename }' });
    }
    expect(shed.status).toBe(503);
    expect(Number(shed.headers['retry-after'])).toBeGreaterThan(0);
    expect((await request(gateway.app.server).get('/healthz')).status).toBe(200);
  });
});
