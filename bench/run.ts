// Benchmarks (npm run bench; --quick for a short run): the gateway against calling the REST bases
// directly as the old client did, on the same upstream work, measured side by side in one run with
// one load generator (N concurrent workers repeating an operation for a fixed time); the services'
// report endpoints at demo and ten times demo scale on PGlite and PostgreSQL; the web client's gzip
// JavaScript per route and Lighthouse scores. Writes bench/results/latest.json and latest.md.
//
// The servers and how each side calls them: run-servers.ts; the operations compared: run-operations.ts; the load
// generator and its rounds: run-rounds.ts; the comparisons: run-comparisons.ts; the web client: run-web.ts; the
// results and where the targets stand: run-report.ts and run-targets.ts.
import { fullListAgainstUpstream, gatewayAgainstDirect, gatewayAgainstMesh } from './run-comparisons.js';
import { writeResults } from './run-report.js';
import { quick } from './run-rounds.js';
import { startServers } from './run-servers.js';
import { runLighthouse, webFigures } from './run-web.js';
import { measureServicesAtScale } from './services-scale.js';

// The services, our gateway as configured and the same gateway cold, each in a process of its own.
const servers = await startServers();
const gatewayVsDirect = await gatewayAgainstDirect(servers);
// The gateway's resident memory right after the load (its own process).
const rssMB = Math.round((await servers.gatewayFigures()).rssBytes / 2 ** 20);
const fullListCost = await fullListAgainstUpstream(servers);
const { gatewayVsMesh, meshNote } = await gatewayAgainstMesh(servers);
await servers.closeCold();
// Lighthouse against the same product (the gateway serves the built client).
const { lighthouse, lighthouseNote } = await runLighthouse(servers.gateway.url);
await servers.close();

const scaled = await measureServicesAtScale({ quick, log: (line) => console.log(line) });
const web = webFigures(lighthouse);

const md = writeResults({
  gatewayVsDirect,
  fullListCost,
  gatewayVsMesh,
  meshNote,
  scaled,
  web,
  lighthouse,
  lighthouseNote,
  rssMB,
});
console.log(md);
process.exit(0);
