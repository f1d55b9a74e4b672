// A throwaway PostgreSQL server from the machine's packages (Debian's or Homebrew's; scripts/ensure-packages.sh
// installs Debian's): a new cluster in a temporary directory, on a free loopback port, trust authentication, durability
// off (it is thrown away). Used by the services' integration suite on PostgreSQL and by the
// benchmarks; createScratchDatabase gives a test a database of its own on such a server.
// PostgreSQL refuses to run as root, so as root the cluster belongs to `postgres`.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { installAdvice, postgresBinDir } from './machine-tools.js';

export { postgresBinDir };

export interface RunningPostgres {
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  url: string;
  /** A fresh, empty database on this server. */
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A fresh, empty database `name` on the server at `serverUrl` (one a previous run left is dropped
 * first); its URL. For tests that need a database apart from the shared one (migrations, seeds).
 */
export async function createScratchDatabase(serverUrl: string, name: string): Promise<string> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a database name: ${name}`);
  const pg = (await import('pg')).default;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.href;
}

export async function startPostgres(): Promise<RunningPostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error(installAdvice(['postgresql']));
  const dir = mkdtempSync(join(tmpdir(), 'fieldforce-pg-'));
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? Number(execFileSync('id', ['-u', 'postgres']).toString().trim()) : undefined;
  if (owner !== undefined) {
    chownSync(dir, owner, Number(execFileSync('id', ['-g', 'postgres']).toString().trim()));
    chmodSync(dir, 0o700);
  }
  const run = (command: string, args: string[]) => {
    const [file, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, command), ...args]]
      : [join(bin, command), args];
    const result = spawnSync(file, argv, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  };
  const port = await freePort();
  // macOS has no C.UTF-8 locale.
  const locale = process.platform === 'darwin' ? 'en_US.UTF-8' : 'C.UTF-8';
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', `--locale=${locale}`, '--no-sync']);
  const settings = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ];
  run('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-o', settings.join(' '), '-w', 'start']);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    createDatabase: (name) => createScratchDatabase(url, name),
    async stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
