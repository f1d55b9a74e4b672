// The services started as a child process of their own on a PGlite data directory, as a test that kills or
// restarts them needs: the product's own store alone (no demo seed, so a start takes seconds), its REST API
// over real HTTP with the static token.
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface ServicesProcess {
  url: string;
  child: ChildProcess;
  /** Whether kill() or stop() was called: a broken connection after it is the drill, not a failure. */
  readonly ending: boolean;
  /** GET a path of the API with the token; the HTTP status and the parsed envelope. */
  call<T>(path: string, params?: Record<string, string | number>): Promise<{ status: number; data: T }>;
  /** SIGTERM, and waits for the exit. */
  stop(): Promise<void>;
  /** SIGKILL: no chance to flush or close anything. */
  kill(): Promise<void>;
}

export const SERVICES_TOKEN = 'durability-drill-token';

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/** Starts `node services/src/main.ts` (through tsx) on `dataDir` and waits until it announces its address. */
export async function startServicesProcess(dataDir: string, outboxDir: string): Promise<ServicesProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'services/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      SERVICES_TOKEN,
      SERVICES_PORT: '0',
      SERVICES_BASES: 'product',
      DATA_DIR: dataDir,
      OUTBOX_DIR: outboxDir,
      LOG: 'off',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the services did not start in 60 s:\n${output.join('')}`)),
      60_000,
    );
    child.stdout?.on('data', (chunk: Buffer) => {
      output.push(chunk.toString());
      const match = /Services: (http:\/\/\S+)\/product/.exec(output.join(''));
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the services exited (${code ?? signal}) before they served:\n${output.join('')}`));
    });
  });
  let ending = false;
  return {
    url,
    child,
    get ending() {
      return ending;
    },
    async call<T>(path: string, params: Record<string, string | number> = {}) {
      const query = new URLSearchParams({
        ...Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)])),
        _token: SERVICES_TOKEN,
      });
      const response = await fetch(`${url}${path}?${query}`);
      const body = (await response.json()) as { data: T };
      return { status: response.status, data: body.data };
    },
    async stop() {
      ending = true;
      child.kill('SIGTERM');
      await exited(child);
    },
    async kill() {
      ending = true;
      child.kill('SIGKILL');
      await exited(child);
    },
  };
}
