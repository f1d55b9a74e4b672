// The results of `npm run bench`: bench/results/latest.json, and latest.md, which says where each target stands.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import type { FullListCost } from './run-comparisons.js';
import { CONNECTIONS, cell, marked, quick, ROUNDS, SECONDS, type Summary } from './run-rounds.js';
import { type RunFigures, targets } from './run-targets.js';
import type { ServiceTiming } from './services-scale.js';

const root = new URL('../', import.meta.url);

/** All the run measured, as the results write it. */
export interface RunResults extends RunFigures {
  fullListCost: FullListCost;
  /** Why Lighthouse did not run, if it did not. */
  lighthouseNote: string;
}

/** Writes latest.json and latest.md; the latter's text. */
export function writeResults(figures: RunResults): string {
  const { gatewayVsDirect, gatewayVsMesh, meshNote, fullListCost, scaled, web, lighthouse, lighthouseNote, rssMB } =
    figures;
  const results = {
    date: new Date().toISOString(),
    quick,
    secondsPerWindow: SECONDS,
    rounds: ROUNDS,
    connections: CONNECTIONS,
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model,
      memoryGB: Math.round(totalmem() / 2 ** 30),
      node: process.version,
    },
    gatewayVsDirect,
    gatewayVsMesh,
    gatewayVsMeshFooting:
      'Ours runs as configured for production, then with its response cache off. Production: whole answers cached ' +
      '60 s per member and page set (dropped by every write), repeats answered from their stored JSON before ' +
      'Apollo runs (the fast path), identical upstream list reads shared across requests, reference lists ' +
      '(regions, cities, grades, brands…) cached 60 s and identical reads coalesced within a request. Cache off ' +
      '(RESPONSE_CACHE_TTL_MS=0, REFERENCE_CACHE_TTL_MS=0): every request is parsed, validated, costed, executed ' +
      'and reads from the upstream what it needs, reference lists and page access included, as Hive Gateway ' +
      'defaults, which cache nothing, do. Mesh is ' +
      'measured twice: Hive Gateway defaults (no cache), then with its whole-response cache (60 s), each set-up ' +
      'interleaved with ours in the same rounds. Mesh answers the REST ' +
      "shapes (every row, ids only, the client joins names); ours answers the screen's shape " +
      '(joined names, paged where the screen pages).',
    fullListCost,
    services: scaled.rows as ServiceTiming[],
    servicesNotes: scaled.notes,
    web,
    gatewayMemory: {
      rssMB,
      note: "the gateway process's resident memory (its /metrics) right after the gateway-against-direct runs",
    },
    notYetMeasured: {
      ...(meshNote ? { gatewayVsMesh: meshNote } : {}),
      ...(lighthouse ? {} : { lighthouse: lighthouseNote }),
    } as Record<string, string>,
  };
  mkdirSync(new URL('bench/results/', root), { recursive: true });
  writeFileSync(new URL('bench/results/latest.json', root), `${JSON.stringify(results, null, 2)}\n`);
  const rows = gatewayVsDirect
    .map(
      (r) =>
        `| ${r.operation} | ${r.oursSetup} | ${marked(r.p50Ratio, r.p50Overlap)} | ${r.p99Ratio} | ` +
        `${marked(r.throughputRatio, r.throughputOverlap)} | ${cell(r.gateway.p50Ms, r.gateway.p50Range)} | ` +
        `${cell(r.direct.p50Ms, r.direct.p50Range)} | ` +
        `${cell(r.gateway.throughputPerSecond, r.gateway.throughputRange)} | ` +
        `${cell(r.direct.throughputPerSecond, r.direct.throughputRange)} | ` +
        `${r.upstreamCalls} (direct ${r.directCalls}) | ` +
        `${r.gateway.bytes} / ${r.direct.bytes} (${r.bytesRatio}) |`,
    )
    .join('\n');
  const { machine } = results;
  const runLine =
    `${results.date} · ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGB} GB, Node ${machine.node} · ` +
    `${quick ? 'quick run' : 'full run'}: every comparison over ${ROUNDS} rounds of ${SECONDS} s a side, the sides ` +
    `alternating within each round, ${CONNECTIONS} concurrent workers, on loopback; each figure is the median of ` +
    'its rounds with their min–max beside it; the services (on-disk PGlite), our gateway and Mesh each in a process ' +
    'of their own, the load generator in this one.';
  const meshRows = gatewayVsMesh
    .map(
      (r) =>
        `| ${r.operation} | ${r.oursSetup} | ${r.meshSetup} | ${marked(r.throughputRatio, r.throughputOverlap)} | ` +
        `${marked(r.p99Ratio, r.p99Overlap)} | ${cell(r.ours.throughputPerSecond, r.ours.throughputRange)} | ` +
        `${cell(r.mesh.throughputPerSecond, r.mesh.throughputRange)} | ${cell(r.ours.p99Ms, r.ours.p99Range)} | ` +
        `${cell(r.mesh.p99Ms, r.mesh.p99Range)} | ${r.ours.bytes} / ${r.mesh.bytes} (${r.bytesRatio}) |`,
    )
    .join('\n');
  const NOISE_NOTE =
    "~ marks a ratio whose two sides overlap in their min–max over the rounds: within this run's noise, " +
    'no difference is shown.';
  const fullListLine = [
    `${fullListCost.rows} stores, every one joined with its region, city and grade names, on the gateway with its ` +
      "response cache, reference lists and page access off, interleaved with the upstream's own StoreList call for " +
      'the same rows alone.',
    '',
    '| side | req/s | p50 ms | p99 ms | bytes |',
    '|---|---|---|---|---|',
    ...(
      [
        ['gateway, response cache off', fullListCost.gatewayCacheOff],
        ["upstream's StoreList alone", fullListCost.upstreamStoreList],
      ] as [string, Summary][]
    ).map(
      ([name, s]) =>
        `| ${name} | ${cell(s.throughputPerSecond, s.throughputRange)} | ${cell(s.p50Ms, s.p50Range)} | ` +
        `${cell(s.p99Ms, s.p99Range)} | ${s.bytes} |`,
    ),
    '',
    fullListVerdict(fullListCost),
  ].join('\n');
  const lighthouseLine = lighthouse
    ? `Sign-in ${lighthouse.signin}, dashboard ${lighthouse.dashboard} (signed in). ` +
      `Dashboard: LCP ${Math.round(lighthouse.metrics.dashboard.largestContentfulPaintMs ?? 0)} ms, ` +
      `total blocking time ${Math.round(lighthouse.metrics.dashboard.totalBlockingTimeMs ?? 0)} ms; ` +
      `sign-in: LCP ${Math.round(lighthouse.metrics.signin.largestContentfulPaintMs ?? 0)} ms, ` +
      `total blocking time ${Math.round(lighthouse.metrics.signin.totalBlockingTimeMs ?? 0)} ms.` +
      (lighthouse.presets.mobile
        ? ` Mobile preset: sign-in ${lighthouse.presets.mobile.signin.score}, dashboard ` +
          `${lighthouse.presets.mobile.dashboard.score}, store list ${lighthouse.presets.mobile.stores.score}; ` +
          `desktop store list ${lighthouse.presets.desktop?.stores.score ?? '-'}.`
        : '')
    : lighthouseNote;
  const directHeading = 'ratios: gateway over direct; under 1 is better for latency and bytes, over 1 for throughput';
  const directFooting =
    'Direct means the calls the old client made in parallel from the browser, with every byte it downloaded. ' +
    'Upstream calls are those of one gateway operation run alone, with the caches as earlier operations left them. ' +
    'The gateway runs twice, interleaved with direct in the same rounds: as in production (response cache on, so ' +
    'repeats are answered from it, which direct cannot do), and with the response cache off ' +
    '(RESPONSE_CACHE_TTL_MS=0) and its reference lists and page access off too (REFERENCE_CACHE_TTL_MS=0): cold, ' +
    'each request reads the regions, cities, grades and brands it joins, as direct does. ' +
    `Bytes: the gateway's answer / everything direct downloaded (ratio). ${NOISE_NOTE}`;
  const md = `# Benchmarks

${runLine}

## Gateway against direct REST (${directHeading})

| operation | gateway | p50 | p99 | throughput | gateway p50 ms | direct p50 ms | gateway req/s | direct req/s \
| upstream calls | bytes (gateway / direct) |
|---|---|---|---|---|---|---|---|---|---|---|
${rows}

${directFooting}

## Where the targets stand

${targets(figures)}

## Gateway against GraphQL Mesh (ratios: ours over Mesh; over 1 is better for throughput, under 1 for p99)

${results.gatewayVsMeshFooting}

| operation | ours | Mesh set-up | throughput | p99 | ours req/s | Mesh req/s | ours p99 ms | Mesh p99 ms \
| bytes (ours / Mesh) |
|---|---|---|---|---|---|---|---|---|---|
${meshRows}

${NOISE_NOTE}

## Full store list: what the gateway keeps of the upstream's own call

${fullListLine}

## Services: report endpoints at scale (p50 / p95 ms, sequential requests)

${servicesTable(scaled.rows)}

${scaled.notes.map((note) => `- ${note}`).join('\n')}

## Lighthouse (performance, ${lighthouse ? `${lighthouse.preset} preset` : 'not run'})

${lighthouseLine}

## Memory

Process RSS under the benchmark load: ${rssMB} MB (${results.gatewayMemory.note}).

## Not measured yet

${
  Object.entries(results.notYetMeasured)
    .map(([key, note]) => `- ${key}: ${note}`)
    .join('\n') || '- nothing'
}

## Web (gzip JavaScript, KB)

Sign-in (its own page, signin.html): ${web.initialJsGzipKB ?? 'not built'} KB. Per route (the client's entry, the
signed-in shell and the route's own chunks, as the JavaScript budget stage measures them):

${Object.entries(web.routes as Record<string, number>)
  .map(([route, kb]) => `- ${route}: ${kb} KB`)
  .join('\n')}
`;
  writeFileSync(new URL('bench/results/latest.md', root), md);
  return md;
}

/**
 * The full list's verdict: the share of the upstream's throughput the gateway keeps. A gateway cannot answer faster
 * than the call it makes, so a ratio above 1, or spreads that overlap, is noise, not a finding.
 */
function fullListVerdict(fullListCost: FullListCost): string {
  const { throughputRatio, throughputOverlap, bytesRatio } = fullListCost;
  const bytes = `Bytes: ${bytesRatio} × the upstream's answer.`;
  if (throughputRatio > 1)
    return (
      `Gateway over upstream in throughput: ${throughputRatio}, above 1, which is noise: the gateway makes this very ` +
      `call and cannot be faster than it. The run does not resolve what the gateway's execution costs here. ${bytes}`
    );
  const kept = `The gateway keeps ${Math.round(throughputRatio * 100)}% of the upstream's throughput`;
  return throughputOverlap
    ? `${kept}, but the two sides' spreads overlap: within this run's noise, no cost is shown. ${bytes}`
    : `${kept} (p50 ${fullListCost.p50Ratio} × the upstream's). ${bytes}`;
}

function servicesTable(rows: readonly ServiceTiming[]): string {
  if (rows.length === 0) return 'Not measured.';
  const columns = [...new Set(rows.map((row) => `${row.engine} ×${row.scale}`))];
  const keys = [...new Set(rows.map((row) => `${row.endpoint}|${row.window}`))];
  const cell = (key: string, column: string) => {
    const row = rows.find((r) => `${r.endpoint}|${r.window}` === key && `${r.engine} ×${r.scale}` === column);
    return row ? `${row.p50Ms} / ${row.p95Ms}` : '';
  };
  return [
    `| endpoint | window | ${columns.join(' | ')} |`,
    `|---|---|${columns.map(() => '---').join('|')}|`,
    ...keys.map(
      (key) =>
        `| ${key.split('|')[0]} | ${key.split('|')[1]} | ${columns.map((column) => cell(key, column)).join(' | ')} |`,
    ),
  ].join('\n');
}
