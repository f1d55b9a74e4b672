// One vitest configuration, nine projects: unit (pure logic), components (the web's list and form kits in
// Chromium), integration (real HTTP against one
// shared services server on an in-memory PGlite), durability (the embedded database killed, backed up and
// restored), integration-strict (the gateway's suite against the
// stand-in serving only the product description), integration-postgres (the services' suite again
// on a PostgreSQL server), faults (the gateway against failing upstreams),
// security (the same servers, attacked on purpose)
// and e2e (a real Chromium against the whole product).
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS } from './tests/support/chromium-args.js';
import { testChromiumPath } from './tests/support/machine-tools.js';

const require = createRequire(import.meta.url);
// graphql must be one module instance, or "Cannot use GraphQLObjectType from another module or realm".
const alias = { graphql: require.resolve('graphql') };

// A test run hashes passwords at scrypt N = 2^12, not 2^17 (PASSWORD_HASH_COST, services/src/domains/auth/password.ts):
// a hash at 2^17 costs about 0.4 s of a core, and a run signs in and creates members thousands of times (about a
// quarter of the integration stage's time, nearly half the strict stage's). The global setups' services run in this
// process, the files' in workers that inherit it; a cost already set is kept (a run at production cost).
// services/test/unit/password.test.ts proves the default.
process.env.PASSWORD_HASH_COST ??= '12';

// The server suites' files wait on HTTP, the databases, child processes and timers more than they compute, so they
// run one file more than the machine has cores (three on two cores, where two left a fifth to a third of the CPU idle).
// Their files keep to their own rows, members and mail addresses, so they can run side by side.
const SERVER_SUITE_WORKERS = availableParallelism() + 1;
// The server suites' files also share their worker's modules (`isolate: false`): the gateway's and the services' code
// and the schema built from it are evaluated once a worker rather than once a file, which was about a third of those
// suites' CPU time. Nothing of a file's own is kept in a module: each builds its own gateway from the configuration it
// passes, reads its settings when it starts, and keeps its rows, members and sessions apart.
const SERVER_SUITE = { maxWorkers: SERVER_SUITE_WORKERS, isolate: false } as const;

// Every project inherits this root config (vitest 5: inline projects extend the root), and so the alias, and they
// share one Vite server.
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          // Pure logic that keeps no state between files: the files of a worker share their imported modules
          // (the schema, the contract, the client's sources) instead of importing them afresh each, which was most
          // of the stage's time.
          isolate: false,
          include: [
            'services/test/unit/**/*.test.ts',
            'gateway/test/unit/**/*.test.ts',
            'web/test/**/*.test.ts',
            // The deployment's files (image, compose, Kubernetes, .env.example) against the code they run.
            'tests/deploy/**/*.test.ts',
            // The scripts' own logic: the commands they run, the tools the tests find on the machine.
            'tests/unit/**/*.test.ts',
          ],
        },
      },
      {
        test: {
          // The web's list and form kits rendered alone in the machine's Chromium (never a downloaded browser):
          // what a person sees and does with the keyboard and mouse, without the gateway.
          name: 'components',
          include: ['web/test/components/**/*.test.tsx'],
          browser: {
            enabled: true,
            headless: true,
            // Found only when this project runs, so a machine without Chromium still runs the other projects.
            provider: playwright({
              launchOptions: { executablePath: testChromiumPath() ?? 'chromium', args: [...CHROMIUM_ARGS] },
            }),
            instances: [{ browser: 'chromium', viewport: { width: 1366, height: 900 } }],
            screenshotFailures: false,
          },
        },
      },
      {
        test: {
          name: 'integration',
          ...SERVER_SUITE,
          include: [
            'services/test/integration/**/*.test.ts',
            'gateway/test/integration/**/*.test.ts',
            // The product compiled and started by node alone, as in production.
            'tests/production/**/*.test.ts',
          ],
          globalSetup: ['tests/support/services.global.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          // The embedded database killed and restarted, backed up and restored: services in child processes.
          name: 'durability',
          include: ['tests/durability/**/*.test.ts'],
          // The crash drill (most of the stage) waits on its child's restarts: the backups run beside it, each in a
          // folder and a database of its own.
          maxWorkers: 2,
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'integration-strict',
          ...SERVER_SUITE,
          include: ['gateway/test/integration/**/*.test.ts'],
          // Plans weeks years ahead, which needs the stand-in's journey-weeks extra (the described bases number
          // the weeks of this year only): described-upstream.test.ts plans and copies this year's weeks instead.
          exclude: ['gateway/test/integration/journeys.test.ts'],
          globalSetup: ['tests/support/strict.global.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'integration-postgres',
          ...SERVER_SUITE,
          include: ['services/test/integration/**/*.test.ts'],
          globalSetup: ['tests/support/postgres.global.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'faults',
          ...SERVER_SUITE,
          include: ['gateway/test/faults/**/*.test.ts'],
          globalSetup: ['tests/support/services.global.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'security',
          ...SERVER_SUITE,
          include: ['gateway/test/security/**/*.test.ts'],
          globalSetup: ['tests/support/services.global.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/product.global.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // Three files at once share the run's one Chromium, each in a context of its own: while one waits on the
          // network or a poll, the others draw (two left a quarter of two cores idle; three ran the stage in about
          // five sixths of the time). The files keep to their own rows and sessions, as the server suites do, and
          // share their worker's modules (Playwright's client, the support code).
          maxWorkers: 3,
          isolate: false,
        },
      },
    ],
  },
});
