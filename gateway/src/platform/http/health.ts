// Liveness (/healthz) and readiness (/readyz: every REST base answers HTTP, and Redis when the
// instances share state through it). Readiness is anonymous and unthrottled (load balancers call it),
// so one probe is shared by every /readyz within PROBE_REUSE_MS: a burst of probes is one call per base.
import type { FastifyInstance } from 'fastify';
import type { SharedState } from '../cache/shared-state.js';
import type { UpstreamClient } from '../upstream/client.js';
import type { BaseName } from '../upstream/contract.js';

const BASES: BaseName[] = ['main', 'settings', 'transfer', 'product'];
const PROBE_ENDPOINT = 'TeamType';
/** How long one probe's outcome answers /readyz: short next to a load balancer's interval. */
const PROBE_REUSE_MS = 1_000;

interface Readiness {
  unreachable: string[];
}

export function registerHealth(
  app: FastifyInstance,
  upstream: UpstreamClient,
  timeoutMs: number,
  shared: SharedState,
  /** Whether the instance is leaving: readiness falls first, so the load balancer stops sending it requests. */
  draining: () => boolean,
): void {
  let last: { at: number; outcome: Promise<Readiness> } | undefined;
  const probe = async (): Promise<Readiness> => {
    const probeMs = Math.min(timeoutMs, 2000);
    const [answers, sharedAnswers] = await Promise.all([
      Promise.all(BASES.map((base) => upstream.probe(base, PROBE_ENDPOINT, probeMs))),
      shared.ping(),
    ]);
    const unreachable: string[] = BASES.filter((_, i) => !answers[i]);
    if (!sharedAnswers) unreachable.push('redis');
    return { unreachable };
  };
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    if (draining()) return reply.code(503).send({ status: 'draining', unreachable: [] });
    if (!last || Date.now() - last.at > PROBE_REUSE_MS) last = { at: Date.now(), outcome: probe() };
    const { unreachable } = await last.outcome;
    if (unreachable.length === 0) return { status: 'ready' };
    return reply.code(503).send({ status: 'unavailable', unreachable });
  });
}
