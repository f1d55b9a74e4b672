// An insider's review of the response cache's fast-path metrics: a member picks the operation name, so fast hits
// under caller-chosen names must fall under the bounded "other" label of gateway_graphql_operations_total,
// as Apollo's path does, and not add a series per name.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, signIn, type TestGateway } from '../integration/support.js';

const metricsText = async (gateway: TestGateway) => (await gateway.app.inject({ method: 'GET', url: '/metrics' })).body;
const counter = (text: string, series: string) =>
  Number(
    text
      .split('\n')
      .find((row) => row.startsWith(`${series} `))
      ?.split(' ')[1] ?? 0,
  );

describe('security: fast-path hits under names the caller chooses', () => {
  let gateway: TestGateway;
  let promoter: string;
  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig({}, { RESPONSE_CACHE_TTL_MS: '60000' }));
    promoter = await signIn(gateway, DEMO.promoter);
  });
  afterAll(() => gateway?.close());

  it('counts them as "other", one series whatever the names', async () => {
    const before = await metricsText(gateway);
    for (let i = 0; i < 40; i++) {
      const query = `query Exfil_${i}_${'y'.repeat(100)} { brandOptions { id name } }`;
      for (let n = 0; n < 3; n++) {
        await request(gateway.app.server)
          .post('/graphql')
          .set('content-type', 'application/json')
          .set('cookie', promoter)
          .send({ query, operationName: `Exfil_${i}_${'y'.repeat(100)}` })
          .expect(200);
      }
    }
    const after = await metricsText(gateway);
    const fastHits = 'gateway_cache_lookups_total{cache="response-fast",result="hit"}';
    // The fast path answered the repeats: the attack reached the code under test.
    expect(counter(after, fastHits) - counter(before, fastHits)).toBeGreaterThanOrEqual(40);
    expect(after).not.toContain('Exfil_');
    const other = 'gateway_graphql_operations_total{operation="other",type="query",outcome="ok"}';
    expect(counter(after, other) - counter(before, other)).toBe(120);
  });
});
