// The rolling restart drill: two gateways behind HAProxy (Debian's, on loopback), sharing sessions through a
// redis-server, under steady load from signed-in clients. One gateway is stopped (SIGTERM) and started again,
// then the other: every request must be answered, and every session must still be signed in. A gateway leaving
// fails /readyz first and serves for SHUTDOWN_DRAIN_MS, so HAProxy (checks every 500 ms, out after 2) has taken
// it out of the rotation before it stops taking connections.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { haproxyPath, installAdvice } from '../support/machine-tools.js';
import { freePort } from '../support/postgres.js';
import { type RunningRedis, startRedis } from '../support/redis.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const DRAIN_MS = 2500;
const CLIENTS = 6;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/** A child process that has printed `ready` on its output (or fails with what it printed). */
function started(child: ChildProcess, ready: RegExp, what: string): Promise<void> {
  const output: string[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not start in 90 s:\n${output.join('')}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      if (ready.test(output.join(''))) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${what} exited (${code}):\n${output.join('')}`));
    });
  });
}

describe('a rolling restart behind HAProxy', () => {
  const dir = mkdtempSync(join(tmpdir(), 'fieldforce-rolling-'));
  const sessionSecret = randomBytes(32).toString('base64url');
  let redis: RunningRedis;
  let haproxy: ChildProcess;
  let frontUrl: string;
  const ports: number[] = [];
  const gateways: (ChildProcess | undefined)[] = [];

  const startGatewayProcess = async (index: number) => {
    const servicesUrl = inject('servicesUrl');
    const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'gateway/src/main.ts')], {
      cwd: root,
      env: {
        ...process.env,
        TSX_TSCONFIG_PATH: join(root, 'gateway/tsconfig.json'),
        HOST: '127.0.0.1',
        PORT: String(ports[index]),
        MAIN_API_URL: `${servicesUrl}/main`,
        SETTINGS_API_URL: `${servicesUrl}/settings`,
        TRANSFER_API_URL: `${servicesUrl}/transfer`,
        PRODUCT_API_URL: `${servicesUrl}/product`,
        API_TOKEN: inject('servicesToken'),
        UPSTREAM_EXTRAS: 'all',
        SESSION_SECRET: sessionSecret,
        REDIS_URL: redis.url,
        SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
        TRUST_PROXY: '1',
        // The drill's steady load is one address and a few members: the limits are not what it measures.
        RATE_LIMIT_PER_MEMBER: '1000000',
        RATE_LIMIT_PER_ADDRESS: '1000000',
        LOG: 'off',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    gateways[index] = child;
    await started(child, /Gateway listening on/, `gateway ${index + 1}`);
  };

  /** Whether HAProxy sends requests to gateway `index` (its stats socket would say; readiness is what it checks). */
  const ready = async (index: number) => {
    try {
      return (await fetch(`http://127.0.0.1:${ports[index]}/readyz`)).status === 200;
    } catch {
      return false;
    }
  };

  beforeAll(async () => {
    redis = await startRedis();
    ports.push(await freePort(), await freePort());
    const frontPort = await freePort();
    frontUrl = `http://127.0.0.1:${frontPort}`;
    const config = join(dir, 'haproxy.cfg');
    writeFileSync(
      config,
      `global
  maxconn 512
defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  retries 2
  option redispatch
frontend web
  bind 127.0.0.1:${frontPort}
  option forwardfor
  default_backend gateways
backend gateways
  balance roundrobin
  option httpchk GET /readyz
  http-check expect status 200
  default-server check inter 500ms fall 2 rise 2
  server gateway-1 127.0.0.1:${ports[0]}
  server gateway-2 127.0.0.1:${ports[1]}
`,
    );
    await Promise.all([startGatewayProcess(0), startGatewayProcess(1)]);
    const haproxyProgram = haproxyPath();
    if (!haproxyProgram) throw new Error(installAdvice(['haproxy']));
    haproxy = spawn(haproxyProgram, ['-db', '-f', config], { stdio: ['ignore', 'pipe', 'pipe'] });
    haproxy.once('error', () => undefined);
    for (let attempt = 0; attempt < 100; attempt++) {
      try {
        if ((await fetch(`${frontUrl}/readyz`)).status === 200) break;
      } catch {
        // not listening yet
      }
      await sleep(100);
    }
  }, 200_000);

  afterAll(async () => {
    for (const child of [...gateways, haproxy]) {
      if (!child) continue;
      child.kill('SIGTERM');
      await exited(child);
    }
    await redis?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers every request and keeps every session while each gateway is stopped and started again', async () => {
    const post = (body: object, cookie?: string) =>
      fetch(`${frontUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(body),
      });
    const cookies: string[] = [];
    for (let client = 0; client < CLIENTS; client++) {
      const login = await post({
        query:
          'mutation Login($username: String!, $password: String!) ' +
          '{ login(username: $username, password: $password) { id } }',
        variables: { username: 'admin', password: 'Admin@2026' },
      });
      expect(login.status).toBe(200);
      cookies.push(login.headers.getSetCookie()[0]?.split(';')[0] ?? '');
    }

    let stopLoad = false;
    const figures = { requests: 0, failed: 0, lostSessions: 0, failures: [] as string[] };
    const client = async (cookie: string) => {
      while (!stopLoad) {
        figures.requests += 1;
        try {
          const answer = await post({ query: '{ me { login } }' }, cookie);
          const body = (await answer.json()) as { data?: { me?: { login: string } | null }; errors?: unknown[] };
          if (answer.status !== 200) {
            figures.failed += 1;
            figures.failures.push(`HTTP ${answer.status}`);
          } else if (body.data?.me?.login !== 'admin') {
            figures.lostSessions += 1;
            figures.failures.push(JSON.stringify(body.errors ?? body.data).slice(0, 200));
          }
        } catch (error) {
          figures.failed += 1;
          figures.failures.push(error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : 'error');
        }
        await sleep(20);
      }
    };
    const load = Promise.all(cookies.map(client));

    const drillStart = Date.now();
    for (const index of [0, 1]) {
      await sleep(1000);
      const gateway = gateways[index];
      if (!gateway) throw new Error('no gateway');
      gateway.kill('SIGTERM');
      await exited(gateway);
      await startGatewayProcess(index);
      // Back in the rotation once HAProxy has seen it ready twice.
      while (!(await ready(index))) await sleep(100);
      await sleep(1500);
    }
    stopLoad = true;
    await load;
    console.log(
      `rolling restart: ${figures.requests} requests over ${((Date.now() - drillStart) / 1000).toFixed(1)} s from ` +
        `${CLIENTS} signed-in clients; ${figures.failed} failed, ${figures.lostSessions} sessions lost`,
    );
    expect(figures.failures.slice(0, 5)).toEqual([]);
    expect(figures.failed).toBe(0);
    expect(figures.lostSessions).toBe(0);
    expect(figures.requests).toBeGreaterThan(100);
  }, 240_000);
});
