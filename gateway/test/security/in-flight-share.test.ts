// Insider suite, load: one member's burst of heavy reports cannot take the gateway's whole in-flight
// cap; past their share (a quarter of GRAPHQL_MAX_IN_FLIGHT by default) their extra operations get 503
// OVERLOADED with Retry-After, and another member's query still answers. Assertions are on answers.
import request, { type Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, holdingProxy, signIn, type TestGateway } from '../integration/support.js';

const REPORT = '{ lowStockChecks(limit: 10000) { total items { visitId stockQty } } }';
const CAP = 8;

describe('security: a member has a share of the in-flight cap', () => {
  let proxy: Awaited<ReturnType<typeof holdingProxy>>;
  let gateway: TestGateway;
  let promoter: string;
  let manager: string;
  beforeAll(async () => {
    proxy = await holdingProxy('DispalyCheckDetail_LowStock');
    gateway = await createGateway(gatewayConfig({ upstream: proxy.upstream }, { GRAPHQL_MAX_IN_FLIGHT: String(CAP) }));
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

  it("refuses one member's burst past their share, and another member's query still answers", async () => {
    const answered: Response[] = [];
    const burst = Array.from({ length: CAP }, () =>
      post(promoter, REPORT).then((answer) => {
        answered.push(answer);
        return answer;
      }),
    );
    await proxy.arrived;
    // Settled: every request of the burst is either held in flight or already answered.
    for (let tries = 0; tries < 200 && (await inFlight()) + answered.length < CAP; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const other = await post(manager, '{ __typename }');
    expect(other.status).toBe(200);
    expect(other.body).toEqual({ data: { __typename: 'Query' } });
    expect(await inFlight()).toBe(CAP / 4);
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
    expect(statuses.filter((status) => status === 200)).toHaveLength(CAP / 4);
    // The member's share comes back once their operations are answered.
    expect((await post(promoter, REPORT)).status).toBe(200);
  });
});
