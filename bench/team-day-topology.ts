// The team's day's production-like topology on loopback: PostgreSQL holding the services' data, the services as the
// upstream, two gateways sharing a redis-server, HAProxy in front; limits as in production. Each stops when the run
// cleans up, whether it ends, is interrupted or fails.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startHaproxy } from '../tests/support/haproxy.js';
import { freePort, startPostgres } from '../tests/support/postgres.js';
import { startRedis } from '../tests/support/redis.js';
import { standInBases } from '../tests/support/stand-in-env.js';
import { spawnServer } from './processes.js';
import { token } from './team-day-client.js';
import { log } from './team-day-options.js';

export interface Topology {
  servicesUrl: string;
  /** HAProxy's front. */
  frontUrl: string;
  gatewayPorts: number[];
  /** What the gateways' /metrics asks for. */
  metricsToken: string;
}

/** How each thing the run started stops (the scratch directory, removed). */
const cleanups: (() => Promise<unknown> | unknown)[] = [];
/** Stops what the run started, the last started first. */
export const cleanUp = async () => {
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch (error) {
      console.error(error);
    }
  }
};
/** Runs `cleanup` with the others when the run ends. */
export function onCleanUp(cleanup: () => Promise<unknown> | unknown) {
  cleanups.push(cleanup);
}

/** Starts the topology; `started`: when the run began, for the log. */
export async function startTopology(started: number): Promise<Topology> {
  const scratch = mkdtempSync(join(tmpdir(), 'fieldforce-team-day-'));
  cleanups.push(() => rmSync(scratch, { recursive: true, force: true }));
  process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));
  // Whatever fails, the servers it started stop with it.
  for (const event of ['uncaughtException', 'unhandledRejection'] as const)
    process.on(event, (error) => {
      console.error(error);
      void cleanUp().then(() => process.exit(1));
    });

  const postgres = await startPostgres();
  cleanups.push(() => postgres.stop());
  const databaseUrl = await postgres.createDatabase('team_day');
  log('PostgreSQL started; seeding the services');
  const services = await spawnServer(
    'services/src/main.ts',
    'services/tsconfig.json',
    {
      NODE_ENV: 'production',
      SERVICES_TOKEN: token,
      SERVICES_PORT: String(await freePort()),
      DATABASE_URL: databaseUrl,
      LOG: 'off',
      OUTBOX_DIR: join(scratch, 'outbox'),
    },
    /Services: (http:\/\/[^/\s]+)\/main/,
  );
  cleanups.push(() => services.close());
  const servicesUrl = services.ready[1]!;
  const redis = await startRedis();
  cleanups.push(() => redis.stop());

  const sessionSecret = randomBytes(32).toString('base64url');
  const metricsToken = randomBytes(24).toString('base64url');
  const gatewayPorts = [await freePort(), await freePort()];
  const gateways = await Promise.all(
    gatewayPorts.map((port) =>
      spawnServer(
        'gateway/src/main.ts',
        'gateway/tsconfig.json',
        {
          // compose.yaml's gateway, limits left at their defaults; logs off (the runs would measure the pipe).
          NODE_ENV: 'production',
          HOST: '127.0.0.1',
          PORT: String(port),
          ...standInBases(servicesUrl, token),
          UPSTREAM_EXTRAS: 'all',
          SESSION_SECRET: sessionSecret,
          REDIS_URL: redis.url,
          TRUST_PROXY: '1',
          SHUTDOWN_DRAIN_MS: '0',
          REPORT_EMAIL_DOMAINS: 'meridian-distribution.example',
          METRICS_TOKEN: metricsToken,
          LOG: 'off',
        },
        /Gateway listening on (http:\/\/\S+) /,
      ),
    ),
  );
  for (const gateway of gateways) cleanups.push(() => gateway.close());

  // HAProxy in front: deploy/haproxy.cfg on loopback, as the rolling restart drill starts it.
  const haproxy = await startHaproxy(gatewayPorts);
  cleanups.push(() => haproxy.stop());
  const frontUrl = haproxy.url;
  log(`topology up in ${Math.round((Date.now() - started) / 1000)} s: services ${servicesUrl}, front ${frontUrl}`);
  return { servicesUrl, frontUrl, gatewayPorts, metricsToken };
}
