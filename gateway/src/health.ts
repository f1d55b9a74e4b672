// Liveness (/healthz) and readiness (/readyz: every REST base answers HTTP, and Redis when the
// instances share state through it).
import type { FastifyInstance } from 'fastify';
import type { SharedState } from './shared-state.js';
import type { UpstreamClient } from './upstream/client.js';
import type { BaseName } from './upstream/contract.js';

const BASES: BaseName[] = ['main', 'settings', 'transfer'];
const PROBE_ENDPOINT = 'TeamType';

export function registerHealth(
  app: FastifyInstance,
  upstream: UpstreamClient,
  timeoutMs: number,
  shared: SharedState,
): void {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const probeMs = Math.min(timeoutMs, 2000);
    const [answers, sharedAnswers] = await Promise.all([
      Promise.all(BASES.map((base) => upstream.probe(base, PROBE_ENDPOINT, probeMs))),
      shared.ping(),
    ]);
    const unreachable: string[] = BASES.filter((_, i) => !answers[i]);
    if (!sharedAnswers) unreachable.push('redis');
    if (unreachable.length === 0) return { status: 'ready' };
    return reply.code(503).send({ status: 'unavailable', unreachable });
  });
}
