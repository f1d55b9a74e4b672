// Load and soak (npm run test:load; not part of npm test): the whole product on loopback under a
// mixed set of operations (sign-in, menu, store list, reports, dashboard, a mutation) at fixed
// concurrency. Load: 60 s, zero errors required, p50/p99 reported. Soak (--soak): 10 minutes,
// memory sampled after a minute's warm-up; growth must stay under 10%. Results: bench/results/load.json.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadConfig, startGateway } from '@fieldforce/gateway';
import { startServices } from '@fieldforce/services';
import autocannon from 'autocannon';
import { freshSessionSecret, standInBases } from '../tests/support/stand-in-env.js';

const args = process.argv.slice(2);
const soak = args.includes('--soak');
const seconds = Number(args[args.indexOf('--duration') + 1]) || (soak ? 600 : 60);
const connections = Number(args[args.indexOf('--connections') + 1]) || 20;

const body = (query: string, variables: Record<string, unknown> = {}) => JSON.stringify({ query, variables });
const OPERATIONS = [
  {
    name: 'login',
    body: body('mutation Login($u: String!, $p: String!) { login(username: $u, password: $p) { id } }', {
      u: 'admin',
      p: 'Admin@2026',
    }),
  },
  { name: 'me', body: body('query Me { me { id name menu { title children { title url } } } }') },
  {
    name: 'stores',
    body: body(
      'query StoreList { stores(filter: { regionId: 1 }, limit: 50) ' +
        '{ total items { code name region { name } city { name } grade { name } } } }',
    ),
  },
  { name: 'summary', body: body('query Summary { displayCheckSummary { brand { name } lines lowStockLines } }') },
  {
    name: 'dashboard',
    body: body(
      'query Dashboard { dashboard { cards { salesValue visits } salesByDay { date value } storeSummary { stores } } }',
    ),
  },
  {
    name: 'recipient',
    body: body(
      'mutation R { setReportRecipient(reportId: 2, email: "load.test@example.com", add: true) { changed unchanged } }',
    ),
  },
];

const token = randomBytes(24).toString('base64url');
const services = await startServices({ port: 0, token, logger: false, outboxDir: '/tmp/fieldforce-load-outbox' });
const gateway = await startGateway({
  ...loadConfig({
    PORT: '0',
    ...standInBases(services.url, token),
    UPSTREAM_EXTRAS: 'all',
    SESSION_SECRET: freshSessionSecret(),
    LOG: 'off',
    SIGNIN_LIMIT_PER_ADDRESS: '100000',
    SIGNIN_SUCCESS_LIMIT_PER_NAME: '100000',
  }),
  webDist: undefined,
});
const signIn = await fetch(`${gateway.url}/graphql`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: OPERATIONS[0]!.body,
});
const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]!;

const samples: number[] = [];
const sampler = setInterval(() => samples.push(process.memoryUsage().rss), 10_000);
let badAnswers = 0;
const result = await autocannon({
  url: `${gateway.url}/graphql`,
  connections,
  duration: seconds,
  method: 'POST',
  headers: { 'content-type': 'application/json', cookie },
  requests: OPERATIONS.map((operation) => ({
    method: 'POST',
    body: operation.body,
    onResponse: (status: number, text: string) => {
      if (status !== 200 || text.includes('"errors"')) badAnswers++;
    },
  })),
});
clearInterval(sampler);
await gateway.close();
await services.close();

const warm = samples.slice(6);
const growth = warm.length >= 2 ? warm.at(-1)! / warm[0]! - 1 : 0;
const report = {
  mode: soak ? 'soak' : 'load',
  seconds,
  connections,
  operations: OPERATIONS.map((o) => o.name),
  requests: result.requests.total,
  throughputPerSecond: result.requests.average,
  latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
  errors: result.errors + result.timeouts + result.non2xx + badAnswers,
  rssMB: samples.map((value) => Math.round(value / 1048576)),
  memoryGrowthAfterWarmUp: Math.round(growth * 1000) / 10,
  date: new Date().toISOString(),
};
mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(
  new URL(`./results/${soak ? 'soak' : 'load'}.json`, import.meta.url),
  `${JSON.stringify(report, null, 2)}\n`,
);
console.log(JSON.stringify(report, null, 2));
const failed = report.errors > 0 || (soak && report.memoryGrowthAfterWarmUp >= 10);
if (failed)
  console.error(
    report.errors > 0
      ? `${report.errors} failed requests`
      : `memory grew ${report.memoryGrowthAfterWarmUp}% after warm-up`,
  );
process.exit(failed ? 1 : 0);
