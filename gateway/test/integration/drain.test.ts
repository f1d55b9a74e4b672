// The first step of a stop (SIGTERM): /readyz falls to 503 "draining" so the load balancer takes the instance out
// of the rotation, while every request it is still sent is answered in full for SHUTDOWN_DRAIN_MS; only then does
// it stop taking connections (shutdown.test.ts has the rest of the stop).
import { describe, expect, it } from 'vitest';
import { startGateway } from '../../src/index.js';
import { DEMO, gatewayConfig, LOGIN } from './support.js';

describe('draining before a stop', () => {
  it('fails readiness first and serves requests through the drain, then stops', async () => {
    const gateway = await startGateway(gatewayConfig({ shutdownDrainMs: 8000 }));
    const readiness = async () => {
      const answer = await fetch(`${gateway.url}/readyz`);
      return { status: answer.status, body: (await answer.json()) as { status: string } };
    };
    expect(await readiness()).toEqual({ status: 200, body: { status: 'ready' } });

    const draining = gateway.drain();
    expect((await readiness()).status).toBe(503);
    expect((await readiness()).body.status).toBe('draining');
    expect((await fetch(`${gateway.url}/healthz`)).status).toBe(200);
    const login = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: LOGIN, variables: DEMO.admin }),
    });
    expect(login.status).toBe(200);
    expect(((await login.json()) as { data?: { login?: { name: string } } }).data?.login?.name).toBeTruthy();
    // Still draining after it: answered, and still out of the rotation.
    expect((await readiness()).body.status).toBe('draining');

    await draining;
    await gateway.close();
    await expect(fetch(`${gateway.url}/readyz`)).rejects.toThrow();
  });
});
