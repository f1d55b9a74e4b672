// HAProxy from the machine's package (scripts/ensure-packages.sh installs Debian's) in front of gateways on loopback,
// run on deploy/haproxy.cfg itself: its defaults, front and back as shipped (round robin, the client's address
// forwarded, retries and redispatch, a gateway whose /readyz fails twice taken out of the rotation), with only what
// compose gives it replaced: the front bound to a free loopback port, the gateways' loopback addresses in place of
// compose's names, and no compose resolver. For the rolling restart drill (tests/production) and the team's day
// (bench/team-day.ts).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { haproxyPath, installAdvice } from './machine-tools.js';
import { freePort } from './postgres.js';

const DEPLOYED = new URL('../../deploy/haproxy.cfg', import.meta.url);

export interface RunningHaproxy {
  /** The front's address: http://127.0.0.1:PORT */
  url: string;
  stop(): Promise<void>;
}

/**
 * deploy/haproxy.cfg on loopback: the front on `frontPort`, its servers (gateway-1, gateway-2, …) on `gatewayPorts`,
 * the compose resolver section and its use left out. Fails when the shipped file no longer has a line it replaces.
 */
export function loopbackHaproxyConfig(frontPort: number, gatewayPorts: readonly number[], deployed?: string): string {
  const lines = (deployed ?? readFileSync(DEPLOYED, 'utf8')).split('\n');
  const out: string[] = [];
  let section = '';
  let servers = 0;
  let bound = false;
  for (const line of lines) {
    const header = /^(\w+)\b/.exec(line)?.[1];
    if (header) section = header;
    if (section === 'resolvers') continue;
    if (/^\s+bind\s/.test(line)) {
      out.push(`  bind 127.0.0.1:${frontPort}`);
      bound = true;
    } else if (/^\s+default-server\s/.test(line)) {
      out.push(line.replace(/\s+resolvers\s+\S+/, '').replace(/\s+init-addr\s+\S+/, ''));
    } else if (/^\s+server\s/.test(line)) {
      if (servers === 0)
        for (const [index, port] of gatewayPorts.entries()) out.push(`  server gateway-${index + 1} 127.0.0.1:${port}`);
      servers++;
    } else out.push(line);
  }
  if (!bound || servers === 0) throw new Error('deploy/haproxy.cfg has no bind or server line to put on loopback');
  return out.join('\n');
}

/** Starts HAProxy in front of the gateways and waits until its front answers /readyz with 200. */
export async function startHaproxy(gatewayPorts: readonly number[]): Promise<RunningHaproxy> {
  const program = haproxyPath();
  if (!program) throw new Error(installAdvice(['haproxy']));
  const dir = mkdtempSync(join(tmpdir(), 'fieldforce-haproxy-'));
  const config = join(dir, 'haproxy.cfg');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  writeFileSync(config, loopbackHaproxyConfig(port, gatewayPorts));
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
