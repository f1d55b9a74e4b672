// The compiled product as an operator runs it: `node dist/start.js` (or `dist/backup.js`) with a node of one's
// choosing, an environment of only what an operator sets (no NODE_OPTIONS, so no TypeScript loader), and what the
// tests ask of it over HTTP.
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PRODUCTION_BACKUP, PRODUCTION_ENTRY } from '../../scripts/build-server.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The oldest Node.js package.json's engines field allows (`>=22.19` -> 22.19.0): the product must run on it. */
export function oldestNodeVersion(): string {
  const manifest = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { engines?: { node?: string } };
  const match = /^>=\s*(\d+)\.(\d+)(?:\.(\d+))?$/.exec(manifest.engines?.node ?? '');
  if (!match) throw new Error(`package.json: engines.node is not ">=<version>": ${manifest.engines?.node}`);
  return `${match[1]}.${match[2]}.${match[3] ?? 0}`;
}

/** The node binary of an exact Node.js version, fetched once from the npm registry (scripts/node-runtime.sh). */
export function nodeBinary(version: string): string {
  const bin = execFileSync('bash', ['scripts/node-runtime.sh', version], { cwd: root, encoding: 'utf8' }).trim();
  return `${bin}/node`;
}

export interface CompiledProduct {
  /** http://127.0.0.1:<port> */
  url: string;
  child: ChildProcess;
  /** SIGTERM, then its exit code. */
  stop(): Promise<number | null>;
}

/** The first line of the product's output that says where it runs. */
function announcedUrl(child: ChildProcess, output: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      const match = /running at (http:\/\/\S+)/.exec(output.join(''));
      if (match?.[1]) resolve(match[1].replace('localhost', '127.0.0.1'));
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.once('exit', (code) => reject(new Error(`the product exited (${code}) before it ran:\n${output.join('')}`)));
  });
}

/** `dist/start.js` run by `node` in `cwd` with `env` (and PATH) alone, once it says where it runs. */
export async function startCompiledProduct(
  node: string,
  cwd: string,
  env: Record<string, string>,
): Promise<CompiledProduct> {
  const child = spawn(node, [PRODUCTION_ENTRY], {
    cwd,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await announcedUrl(child, []);
  return {
    url,
    child,
    async stop() {
      if (child.exitCode !== null) return child.exitCode;
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      return exited;
    },
  };
}

/** `dist/backup.js <args>` (`npm run backup:prod`, `restore:prod --`) by `node` with `env` (and PATH) alone. */
export function compiledBackup(node: string, env: Record<string, string>, ...args: string[]) {
  const result = spawnSync(node, [PRODUCTION_BACKUP, ...args], {
    cwd: root,
    env: { PATH: process.env.PATH, ...env },
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** A GraphQL request to the product at `url`. */
export function graphql(url: string, query: string, variables: Record<string, unknown> = {}, cookie = '') {
  return fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query, variables }),
  });
}

/** Signs the demo's admin in: the answer, and the session cookie (`ff_session=…`) it set. */
export async function signInAdmin(url: string) {
  const login = await graphql(
    url,
    'mutation Login($username: String!, $password: String!) { login(username: $username, password: $password) ' +
      '{ login } }',
    { username: 'admin', password: 'Admin@2026' },
  );
  const answer = (await login.json()) as { data?: unknown; errors?: unknown };
  const cookies = login.headers.getSetCookie();
  const session = cookies.map((line) => line.split(';')[0] ?? '').find((pair) => pair.startsWith('ff_session='));
  return { answer, session: session ?? '', cookies };
}
