// The comparisons of `npm run bench`, each interleaved in rounds (run-rounds.ts): our gateway, as configured and
// cold, against the old client's direct calls; the whole joined store list against the upstream's own call for the
// same rows; and our gateway against GraphQL Mesh served by Hive Gateway, without and with its response cache.
import { startMesh } from './mesh.js';
import { operations } from './run-operations.js';
import { compare, overlap, ratio, round, type Summary, sideOf, spread, summary, timed } from './run-rounds.js';
import { post, type Servers } from './run-servers.js';

export const OURS_CACHED = 'ours (response cache on, 60 s)';
export const OURS_COLD = 'ours cold (response cache, reference lists and page access off)';
const DIRECT = 'direct';
const UPSTREAM_ALONE = "the upstream's StoreList alone";
export interface DirectRow {
  operation: string;
  oursSetup: string;
  p50Ratio: number;
  p99Ratio: number;
  throughputRatio: number;
  /** Whether the two sides' min–max over the rounds overlap: the ratio is then within the run's noise. */
  p50Overlap: boolean;
  throughputOverlap: boolean;
  upstreamCalls: number;
  directCalls: number;
  bytesRatio: number;
  gateway: Summary;
  direct: Summary;
}
export interface MeshRow {
  operation: string;
  oursSetup: string;
  meshSetup: string;
  throughputRatio: number;
  p99Ratio: number;
  throughputOverlap: boolean;
  p99Overlap: boolean;
  bytesRatio: number;
  ours: Summary;
  mesh: Summary;
}

/** Every operation through our gateway, with its response cache and cold, against the same calls made directly. */
export async function gatewayAgainstDirect(servers: Servers): Promise<DirectRow[]> {
  const { gateway, cookie, cold, direct, viaGateway, upstreamCallsOf } = servers;
  const gatewayVsDirect: DirectRow[] = [];
  for (const op of operations) {
    const calls = {
      [OURS_CACHED]: await upstreamCallsOf(gateway.url, cookie, op.gateway),
      [OURS_COLD]: await upstreamCallsOf(cold.url, cold.cookie, op.gateway),
    };
    const measured = await compare([
      { name: OURS_CACHED, run: () => timed(viaGateway(op.gateway)) },
      { name: DIRECT, run: () => timed(direct(op.direct)) },
      { name: OURS_COLD, run: () => timed(viaGateway(op.gateway, cold.url, cold.cookie)) },
    ]);
    const theirs = sideOf(measured, DIRECT);
    for (const oursSetup of [OURS_CACHED, OURS_COLD]) {
      const ours = sideOf(measured, oursSetup);
      gatewayVsDirect.push({
        operation: op.operation,
        oursSetup,
        p50Ratio: ratio(ours.p50, theirs.p50),
        p99Ratio: ratio(ours.p99, theirs.p99),
        throughputRatio: ratio(ours.throughput, theirs.throughput),
        p50Overlap: overlap(ours.p50, theirs.p50),
        throughputOverlap: overlap(ours.throughput, theirs.throughput),
        upstreamCalls: calls[oursSetup as keyof typeof calls],
        directCalls: op.direct.length,
        bytesRatio: round(ours.bytes / theirs.bytes),
        gateway: summary(ours),
        direct: summary(theirs),
      });
      console.log(
        `${op.operation}, ${oursSetup}: p50 ${spread(ours.p50)} ms vs direct ${spread(theirs.p50)} ms; ` +
          `bytes ${ours.bytes} vs ${theirs.bytes}`,
      );
    }
  }
  return gatewayVsDirect;
}

export type FullListCost = Awaited<ReturnType<typeof fullListAgainstUpstream>>;

/**
 * The whole joined store list with the response cache off against the upstream's own StoreList call for the same
 * rows: what the gateway's execution (the call, the join, GraphQL execution and JSON) leaves of the upstream's
 * throughput. The lookups the old client also fetched are left out: this is the upstream alone.
 */
export async function fullListAgainstUpstream(servers: Servers) {
  const { cold, direct, viaGateway } = servers;
  const FULL_LIST = operations.find((op) => op.operation.startsWith('full store list'))!;
  const fullList = await compare([
    { name: OURS_COLD, run: () => timed(viaGateway(FULL_LIST.gateway, cold.url, cold.cookie)) },
    { name: UPSTREAM_ALONE, run: () => timed(direct([['main', 'StoreList', { ActiveStatus: 0 }]])) },
  ]);
  const coldFullList = sideOf(fullList, OURS_COLD);
  const upstreamAlone = sideOf(fullList, UPSTREAM_ALONE);
  const fullListAnswer = await post(`${cold.url}/graphql`, cold.cookie, JSON.stringify({ query: FULL_LIST.gateway }));
  const fullListCost = {
    operation: FULL_LIST.operation,
    rows: (JSON.parse(fullListAnswer.text) as { data: { stores: { total: number } } }).data.stores.total,
    throughputRatio: ratio(coldFullList.throughput, upstreamAlone.throughput),
    p50Ratio: ratio(coldFullList.p50, upstreamAlone.p50),
    throughputOverlap: overlap(coldFullList.throughput, upstreamAlone.throughput),
    bytesRatio: round(coldFullList.bytes / upstreamAlone.bytes),
    gatewayCacheOff: summary(coldFullList),
    upstreamStoreList: summary(upstreamAlone),
  };
  console.log(
    `full store list, cache off: ${spread(coldFullList.throughput)} req/s vs the upstream's StoreList alone ` +
      `${spread(upstreamAlone.throughput)} req/s`,
  );
  return fullListCost;
}

/**
 * GraphQL Mesh + Hive Gateway on the same services, each of its set-ups measured interleaved with ours (one Mesh
 * process at a time): first Hive Gateway's defaults (no response cache) against ours with the cache on and off,
 * then Hive Gateway with its response cache against ours with the cache on. `meshNote` says why Mesh did not run.
 */
export async function gatewayAgainstMesh(servers: Servers): Promise<{ gatewayVsMesh: MeshRow[]; meshNote: string }> {
  const { services, token, cold, viaGateway } = servers;
  /** Ours as in production, or on the process with the response cache off. */
  const oursRun = (setup: string, query: string) =>
    setup === OURS_COLD ? viaGateway(query, cold.url, cold.cookie) : viaGateway(query);
  const gatewayVsMesh: MeshRow[] = [];
  let meshNote = '';
  for (const responseCache of [false, true]) {
    const setup = responseCache
      ? 'Hive Gateway with its response cache (60 s)'
      : 'Hive Gateway defaults (no response cache)';
    let mesh: Awaited<ReturnType<typeof startMesh>> | undefined;
    try {
      const started = await startMesh(services.url, token, { responseCache });
      mesh = started;
      for (const op of operations) {
        const meshRun = async () => {
          const answer = await post(started.url, '', JSON.stringify({ query: op.mesh }));
          return { bytes: answer.bytes, calls: 0 };
        };
        // Cold against cold: ours without its response cache against Hive Gateway's defaults (which have none).
        const oursSetups = responseCache ? [OURS_CACHED] : [OURS_CACHED, OURS_COLD];
        const measured = await compare([
          ...oursSetups.map((name) => ({ name, run: () => timed(oursRun(name, op.gateway)) })),
          { name: setup, run: () => timed(meshRun) },
        ]);
        const theirs = sideOf(measured, setup);
        for (const oursSetup of oursSetups) {
          const ours = sideOf(measured, oursSetup);
          gatewayVsMesh.push({
            operation: op.operation,
            oursSetup,
            meshSetup: setup,
            throughputRatio: ratio(ours.throughput, theirs.throughput),
            p99Ratio: ratio(ours.p99, theirs.p99),
            throughputOverlap: overlap(ours.throughput, theirs.throughput),
            p99Overlap: overlap(ours.p99, theirs.p99),
            bytesRatio: round(ours.bytes / theirs.bytes),
            ours: summary(ours),
            mesh: summary(theirs),
          });
          console.log(
            `${op.operation}, ${oursSetup} vs Mesh (${setup}): ${spread(ours.throughput)} vs ` +
              `${spread(theirs.throughput)} req/s, p99 ${spread(ours.p99)} vs ${spread(theirs.p99)} ms`,
          );
        }
      }
    } catch (error) {
      meshNote = `Mesh did not run (${setup}): ${error instanceof Error ? error.message.slice(0, 500) : String(error)}`;
      console.log(meshNote);
    } finally {
      await mesh?.close();
    }
  }
  return { gatewayVsMesh, meshNote };
}
