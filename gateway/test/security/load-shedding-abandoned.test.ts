// Insider suite, load: a member who starts slow reports and closes the connection must not free the
// in-flight cap while their work still runs upstream (or they could keep any number of heavy operations
// running at once), and nothing they abandon, running or queued, may leak a slot or a queue place.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../../src/index.js';
import {
  DEMO,
  gatewayConfig,
  holdingProxy,
  signIn,
  type TestGateway,
  UpstreamCounter,
} from '../integration/support.js';

const HELD = 'DispalyCheckDetail_LowStock';
const REPORT = '{ lowStockChecks(limit: 10000) { total items { visitId stockQty } } }';

/** Polls (bounded) until `done`; the assertions that follow say what was expected. */
async function until(done: () => boolean | Promise<boolean>, tries = 200): Promise<void> {
  for (let i = 0; i < tries && !(await done()); i++) await new Promise((resolve) => setTimeout(resolve, 25));
}

describe('security: load shedding of abandoned operations', () => {
  let proxy: Awaited<ReturnType<typeof holdingProxy>>;
  let counter: UpstreamCounter;
  let gateway: TestGateway;
  let base: string;
  let promoter: string;
  let manager: string;
  beforeAll(async () => {
    proxy = await holdingProxy(HELD);
    counter = new UpstreamCounter(proxy.upstream.main);
    gateway = await createGateway(
      gatewayConfig(
        { upstream: proxy.upstream },
        { GRAPHQL_MAX_IN_FLIGHT: '2', GRAPHQL_MAX_IN_FLIGHT_PER_MEMBER: '2', GRAPHQL_QUEUE_PER_MEMBER: '3' },
      ),
    );
    await gateway.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(gateway.app.server.address() as AddressInfo).port}`;
    promoter = await signIn(gateway, DEMO.promoter);
    manager = await signIn(gateway, DEMO.manager);
  });
  afterAll(async () => {
    proxy?.release();
    counter?.stop();
    await gateway?.close();
    await proxy?.close();
  });

  /** Starts a report on its own connection; `leave()` closes it before the answer. */
  function abandonable(cookie: string) {
    const body = JSON.stringify({ query: REPORT });
    const req = httpRequest(`${base}/graphql`, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), cookie },
    });
    const closed = new Promise<void>((resolve) => req.on('close', () => resolve()));
    req.on('error', () => undefined);
    req.end(body);
    return {
      leave: async () => {
        req.destroy();
        await closed;
      },
    };
  }

  const report = (cookie: string) =>
    request(gateway.app.server).post('/graphql').set('content-type', 'application/json').set('cookie', cookie).send({
      query: REPORT,
    });
  const inFlight = async () =>
    Number(/^gateway_graphql_in_flight (\d+)$/m.exec((await request(gateway.app.server).get('/metrics')).text)?.[1]);

  it('keeps abandoned reports counted while they run upstream: the next caller is shed, not run beside', async () => {
    const started = counter.count(HELD);
    const left = [abandonable(promoter), abandonable(promoter)];
    await until(() => counter.count(HELD) === started + 2);
    expect(counter.count(HELD)).toBe(started + 2);
    // Two more wait in the promoter's queue, then leave too.
    const queued = [abandonable(promoter), abandonable(promoter)];
    await until(async () => (await request(gateway.app.server).get('/metrics')).status === 200);
    await Promise.all([...left, ...queued].map((one) => one.leave()));
    // The gateway has seen every close once a later request on the same loop is answered.
    for (let i = 0; i < 5; i++) await request(gateway.app.server).get('/healthz');

    let answered: number | undefined;
    const next = report(manager).then((answer) => {
      answered = answer.status;
      return answer;
    });
    await until(() => answered !== undefined || counter.count(HELD) > started + 2);
    // Both abandoned reports still hold their upstream call: nothing new may start beside them.
    expect(counter.count(HELD)).toBe(started + 2);
    expect(answered).toBe(503);
    expect((await next).body.errors?.[0]?.extensions?.code).toBe('OVERLOADED');
    expect(await inFlight()).toBe(2);
  });

  it('frees every slot and queue place once the abandoned work ends: the member is served again', async () => {
    proxy.release();
    await until(async () => (await inFlight()) === 0);
    expect(await inFlight()).toBe(0);
    const answers = await Promise.all([report(promoter), report(manager)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.every((answer) => answer.body.errors === undefined)).toBe(true);
  });
});
