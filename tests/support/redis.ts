// A throwaway redis-server from the machine's package (scripts/ensure-packages.sh installs Debian's) on a
// free loopback port, nothing saved to disk. For the tests of several gateway instances.
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { installAdvice, redisServerPath } from './machine-tools.js';
import { freePort } from './postgres.js';

export interface RunningRedis {
  url: string;
  stop(): Promise<void>;
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
  });
}

const withoutFaketime = (preload = '') =>
  preload
    .split(':')
    .filter((library) => library && !library.includes('faketime'))
    .join(':');

export async function startRedis(): Promise<RunningRedis> {
  const port = await freePort();
  const program = redisServerPath();
  if (!program) throw new Error(installAdvice(['redis-server']));
  const server = spawn(
    program,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--loglevel', 'warning'],
    // On a shifted clock (scripts/shifted-clock.sh) redis-server keeps the machine's: libfaketime's clock_gettime
    // recurses in it, and Redis only times keys out, relatively.
    {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        ...process.env,
        LD_PRELOAD: withoutFaketime(process.env.LD_PRELOAD),
        DYLD_INSERT_LIBRARIES: withoutFaketime(process.env.DYLD_INSERT_LIBRARIES),
      },
    },
  );
  let failure = '';
  server.stderr.on('data', (chunk: Buffer) => {
    failure += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  server.once('error', (error) => {
    failure += error.message;
  });
  for (let attempt = 0; attempt < 100; attempt++) {
    if (server.exitCode !== null || failure.includes('ENOENT')) break;
    if (await answers(port)) {
      return {
        url: `redis://127.0.0.1:${port}`,
        async stop() {
          server.kill('SIGTERM');
          await exited;
        },
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  server.kill('SIGKILL');
  throw new Error(`redis-server did not start (run \`bash scripts/ensure-packages.sh\`): ${failure}`);
}
