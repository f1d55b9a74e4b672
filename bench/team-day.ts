// A day of a whole team (npm run bench:team-day; not part of npm test): simulated staff, each a real member with a
// session of their own, open the screens their role opens, with the operations those screens send (the web's own
// documents, read from web/src/gql/graphql.ts) and a seeded think time between screens, against the production-like
// topology on loopback: PostgreSQL holding the services' data, the services as the upstream, two gateways sharing a
// redis-server, HAProxy in front; limits as in production. The staff count steps up; per step, each operation's
// p50/p95/p99 and errors; the knee is the first step where any operation's p95 passes 300 ms or any answer fails
// (a call the gateway sheds, 503 OVERLOADED, asked again after its Retry-After as the web asks, its wait timed).
// The same screens are then made as the old client made them, by direct calls to the REST bases, on the same services.
// Both gateways' resident memory is sampled throughout; --soak <minutes> holds one staff count and reports its growth.
// Results: bench/results/team-day.json and team-day.md; a soak's: team-day-soak.json and team-day-soak.md.
//
//   npm run bench:team-day -- [--steps 10,20,40,80,160] [--step-seconds 45] [--sides gateway,direct] [--seed 1]
//                             [--soak <minutes> [--soak-staff 40]]
//
// The options: team-day-options.ts; the topology: team-day-topology.ts; the gateways' memory: team-day-memory.ts;
// the team, made as an administrator makes it: team-day-team.ts; each member's client: team-day-client.ts; the
// screens each role opens: team-day-screens.ts; the staff at work, step by step: team-day-staff.ts (its pure
// logic: team-day-plan.ts); the results: team-day-report.ts.
import { callThrough, checkAddresses } from './team-day-client.js';
import { watchMemory } from './team-day-memory.js';
import { MAX_STAFF } from './team-day-options.js';
import { writeReport } from './team-day-report.js';
import { runDay } from './team-day-staff.js';
import { makeTeam } from './team-day-team.js';
import { cleanUp, startTopology } from './team-day-topology.js';

const started = Date.now();
await checkAddresses();
// PostgreSQL, the services, two gateways sharing a redis-server and HAProxy in front; the members call through it.
const topology = await startTopology(started);
callThrough(topology.frontUrl, topology.servicesUrl);
const memory = await watchMemory(topology, started);
// The administrator adds the team; each member signs in and sets their own password.
const team = await makeTeam(MAX_STAFF);
// The soak, or the steps up on each side.
const day = await runDay(team.members, topology, memory);
memory.phase = 'done';
await memory.sample();
writeReport({ started, team, day, memory: memory.samples, gatewayPorts: topology.gatewayPorts });
await cleanUp();
process.exit(0);
