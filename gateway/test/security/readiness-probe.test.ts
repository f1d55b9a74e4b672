// /readyz is anonymous and unthrottled (load balancers call it): a burst of probes must not become a burst of
// calls to the distributor's bases. One probe of each base is shared by every /readyz in a short window.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createGateway } from '../../src/index.js';
import { gatewayConfig, type TestGateway, UpstreamCounter } from '../integration/support.js';

describe('the readiness probe under a burst', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig());
  });
  afterAll(() => gateway?.close());

  it('answers 50 concurrent probes with at most one call to each base', async () => {
    const counter = new UpstreamCounter(inject('servicesUrl'));
    try {
      const answers = await Promise.all(Array.from({ length: 50 }, () => request(gateway.app.server).get('/readyz')));
      expect(answers.every((answer) => answer.status === 200)).toBe(true);
      expect(counter.calls.length).toBeGreaterThan(0);
      expect(counter.calls.length).toBeLessThanOrEqual(4);
    } finally {
      counter.stop();
    }
  });
});
