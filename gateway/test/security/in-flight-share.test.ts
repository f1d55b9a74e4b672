// Insider suite, load: one member's burst of heavy reports cannot take the gateway's whole in-flight
// cap. Past their share (a quarter of GRAPHQL_MAX_IN_FLIGHT by default) their extra operations wait their
// turn in a short queue of their own (a screen's first burst of queries is not refused); past the queue
// they get 503 OVERLOADED with Retry-After, and another member's query still answers. Assertions are on
// answers.
import request, { type Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, holdingProxy, signIn, type TestGateway } from '../integration/support.js';

const REPORT = '{ lowStockChecks(limit: 10000) { total items { visitId stockQty } } }';
const CAP = 8;
const SHARE = CAP / 4;
const QUEUE = 3;

describe('security: a member has a share of the in-flight cap', () => {
  let proxy: Awaited<ReturnType<typeof holdingProxy>>;
  let gateway: TestGateway;
  let promoter: string;
  let manager: string;
  beforeAll(async () => {
    proxy = await holdingProxy('DispalyCheckDetail_LowStock');
    gateway = await createGateway(
      gatewayConfig(
        { upstream: proxy.upstream },
        {
          GRAPHQL_MAX_IN_FLIGHT: String(CAP),
          GRAPHQL_QUEUE_PER_MEMBER: String(QUEUE),
        },
      ),
    );
    promoter = await signIn(gateway, DEMO.promoter);
    manager = await signIn(gateway, DEMO.manager);
  });
  afterAll(async () => {
    proxy?.release();
    await gateway?.close();
    await proxy?.close();
  });

  const post = (cookie: string | undefined, query: string) => {
    const call = request(gateway.app.server).post('/graphql').set('content-type', 'application/json');
    return (cookie === undefined ? call : call.set('cookie', cookie)).send({ query });
  };
  const inFlight = async () => {
    const text = (await request(gateway.app.server).get('/metrics')).text;
    return Number(/^gateway_graphql_in_flight (\d+)$/m.exec(text)?.[1] ?? 0);
  };

  it("queues a burst past the member's share, refuses past the queue; another member still answers", async () => {
    const answered: Response[] = [];
    const burst = Array.from({ length: CAP }, () =>
      post(promoter, REPORT).then((answer) => {
        answered.push(answer);
        return answer;
      }),
    );
    await proxy.arrived;
    // Settled: the share held upstream, the queue waiting, the rest already refused.
    const refusedAtOnce = CAP - SHARE - QUEUE;
    for (let tries = 0; tries < 300 && ((await inFlight()) < SHARE || answered.length < refusedAtOnce); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const other = await post(manager, '{ __typename }');
    expect(other.status).toBe(200);
    expect(other.body).toEqual({ extensions: { cost: expect.any(Object) }, data: { __typename: 'Query' } });
    // Waiting operations hold no slot of the cap: only the share is in flight.
    expect(await inFlight()).toBe(SHARE);
    expect(answered).toHaveLength(refusedAtOnce);
    for (const refused of answered) {
      expect(refused.status).toBe(503);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((refused.body as { errors: { extensions: { code: string } }[] }).errors[0]?.extensions.code).toBe(
        'OVERLOADED',
      );
    }
    // Anonymous callers are counted per address: they are not held back by the member's share either.
    expect((await post(undefined, '{ __typename }')).status).toBe(200);
    proxy.release();
    const statuses = (await Promise.all(burst)).map((answer) => answer.status);
    // Those held and those queued are all answered, in turn.
    expect(statuses.filter((status) => status === 200)).toHaveLength(SHARE + QUEUE);
    expect(await inFlight()).toBe(0);
    // The member's share comes back once their operations are answered.
    expect((await post(promoter, REPORT)).status).toBe(200);
  });
});
