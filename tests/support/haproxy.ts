// HAProxy from the machine's package (scripts/ensure-packages.sh installs Debian's) in front of gateways on loopback:
// deploy/haproxy.cfg's front and back (round robin, the client's address forwarded, a gateway whose /readyz fails
// twice taken out of the rotation), bound to a free loopback port, without compose's resolvers and logs. For the
// rolling restart drill (tests/production) and the team's day (bench/team-day.ts).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { haproxyPath, installAdvice } from './machine-tools.js';
import { freePort } from './postgres.js';

/** The figures a configuration sets: deploy/haproxy.cfg's, or a caller's own. */
export interface HaproxySettings {
  maxconn: number;
  timeout: { connect: string; client: string; server: string };
  /** Connection retries, then another gateway (`option redispatch`); deploy/haproxy.cfg has none. */
  retries?: number;
  /** How often each gateway's /readyz is checked. */
  checkEvery: string;
}

/** deploy/haproxy.cfg's timeouts and checks, with room for a few thousand connections. */
export const DEPLOYED_HAPROXY: HaproxySettings = {
  maxconn: 4096,
  timeout: { connect: '5s', client: '130s', server: '130s' },
  checkEvery: '2s',
};

export interface RunningHaproxy {
  /** The front's address: http://127.0.0.1:PORT */
  url: string;
  stop(): Promise<void>;
}

/** The configuration: a front on `frontPort`, the gateways on `gatewayPorts` as gateway-1, gateway-2, … */
export function loopbackHaproxyConfig(
  frontPort: number,
  gatewayPorts: readonly number[],
  settings: HaproxySettings = DEPLOYED_HAPROXY,
): string {
  return [
    'global',
    `  maxconn ${settings.maxconn}`,
    'defaults',
    '  mode http',
    `  timeout connect ${settings.timeout.connect}`,
    `  timeout client ${settings.timeout.client}`,
    `  timeout server ${settings.timeout.server}`,
    ...(settings.retries === undefined ? [] : [`  retries ${settings.retries}`, '  option redispatch']),
    'frontend web',
    `  bind 127.0.0.1:${frontPort}`,
    '  option forwardfor',
    '  default_backend gateways',
    'backend gateways',
    '  balance roundrobin',
    '  option httpchk GET /readyz',
    '  http-check expect status 200',
    `  default-server check inter ${settings.checkEvery} fall 2 rise 2`,
    ...gatewayPorts.map((port, index) => `  server gateway-${index + 1} 127.0.0.1:${port}`),
    '',
  ].join('\n');
}

/** Starts HAProxy in front of the gateways and waits until its front answers /readyz with 200. */
export async function startHaproxy(
  gatewayPorts: readonly number[],
  settings: HaproxySettings = DEPLOYED_HAPROXY,
): Promise<RunningHaproxy> {
  const program = haproxyPath();
  if (!program) throw new Error(installAdvice(['haproxy']));
  const dir = mkdtempSync(join(tmpdir(), 'fieldforce-haproxy-'));
  const config = join(dir, 'haproxy.cfg');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  writeFileSync(config, loopbackHaproxyConfig(port, gatewayPorts, settings));
  const server = spawn(program, ['-db', '-f', config], { stdio: ['ignore', 'ignore', 'pipe'] });
  let failure = '';
  server.stderr.on('data', (chunk: Buffer) => {
    failure += chunk.toString();
  });
  server.once('error', (error) => {
    failure += error.message;
  });
  const running = () => server.pid !== undefined && server.exitCode === null && server.signalCode === null;
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const stop = async () => {
    if (running()) {
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 100; attempt++) {
    if (server.exitCode !== null || failure.includes('ENOENT')) break;
    try {
      if ((await fetch(`${url}/readyz`)).status === 200) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`HAProxy did not answer on ${url}: ${failure}`);
}
