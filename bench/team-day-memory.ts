// Both gateways' resident memory in the team's day, sampled every 5 s from their /metrics, each sample with the phase
// of the run it fell in.
import { request } from 'undici';
import { onCleanUp, type Topology } from './team-day-topology.js';

export interface MemorySample {
  atSeconds: number;
  rssMB: number[];
  phase: string;
}

export interface GatewayMemory {
  /** The samples so far. */
  samples: MemorySample[];
  /** The phase of the run the next samples fall in. */
  phase: string;
  /** Takes a sample now. */
  sample(): Promise<unknown>;
}

async function gatewayRss(port: number, metricsToken: string): Promise<number> {
  try {
    const response = await request(`http://127.0.0.1:${port}/metrics`, {
      headers: { authorization: `Bearer ${metricsToken}` },
    });
    const text = await response.body.text();
    const line = text.split('\n').find((each) => each.startsWith('gateway_process_resident_memory_bytes '));
    return line ? Math.round(Number(line.slice(line.lastIndexOf(' ') + 1)) / 1048576) : 0;
  } catch {
    return 0;
  }
}

/** Samples now and every 5 s until the run cleans up; each sample's time counts from `started`. */
export async function watchMemory(topology: Topology, started: number): Promise<GatewayMemory> {
  const { gatewayPorts, metricsToken } = topology;
  const memory: GatewayMemory = {
    samples: [],
    phase: 'setup',
    sample: async () =>
      memory.samples.push({
        atSeconds: Math.round((Date.now() - started) / 1000),
        rssMB: await Promise.all(gatewayPorts.map((port) => gatewayRss(port, metricsToken))),
        phase: memory.phase,
      }),
  };
  await memory.sample();
  const memoryTimer = setInterval(() => void memory.sample(), 5000);
  onCleanUp(() => clearInterval(memoryTimer));
  return memory;
}
