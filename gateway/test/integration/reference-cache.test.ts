// The reference lists and page access (a page's query checks it) are kept REFERENCE_CACHE_TTL_MS (a minute by
// default); at 0 the gateway keeps none of them, so every request reads what it needs from the bases (the bench's
// cold comparison, a fault hunt).
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, gql, signIn, type TestGateway, UpstreamCounter } from './support.js';

describe('the reference cache', () => {
  const counter = new UpstreamCounter(inject('servicesUrl'));
  const gateways: TestGateway[] = [];
  afterAll(async () => {
    counter.stop();
    await Promise.all(gateways.map((gateway) => gateway.close()));
  });

  async function twice(env: Record<string, string>) {
    const gateway = await createGateway(gatewayConfig({}, env));
    gateways.push(gateway);
    const admin = await signIn(gateway, DEMO.admin);
    counter.reset();
    for (let i = 0; i < 2; i++) {
      const answer = await gql(gateway, '{ regions { id name } stores(limit: 1) { total } }', {}, admin);
      expect(answer.body.errors).toBeUndefined();
    }
    return {
      regions: counter.count('RegionList'),
      access: counter.count('GetPageAccess') + counter.count('PageAccess'),
    };
  }

  it('keeps the regions and page access between requests by default', async () => {
    const { regions, access } = await twice({});
    expect({ regions, access }).toEqual({ regions: 1, access: 1 }); // read by the first request, kept for the second
  });

  it('keeps neither at 0: each request reads them from the bases', async () => {
    expect(await twice({ REFERENCE_CACHE_TTL_MS: '0' })).toEqual({ regions: 2, access: 2 });
  });
});
