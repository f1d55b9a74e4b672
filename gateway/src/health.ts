// Liveness (/healthz) and readiness (/readyz: every REST base answers HTTP).
import type { FastifyInstance } from 'fastify';
import type { UpstreamClient } from './upstream/client.js';
import type { BaseName } from './upstream/contract.js';

const BASES: BaseName[] = ['main', 'settings', 'transfer'];
const PROBE_ENDPOINT = 'TeamType';

export function registerHealth(app: FastifyInstance, upstream: UpstreamClient, timeoutMs: number): void {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const probeMs = Math.min(timeoutMs, 2000);
    const answers = await Promise.all(BASES.map((base) => upstream.probe(base, PROBE_ENDPOINT, probeMs)));
    const unreachable = BASES.filter((_, i) => !answers[i]);
    if (unreachable.length === 0) return { status: 'ready' };
    return reply.code(503).send({ status: 'unavailable', unreachable });
  });
}
