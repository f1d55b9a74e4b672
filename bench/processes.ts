// The benchmarked servers each run in a process of their own, as in production, so that no server
// shares a thread with another or with the load generator: the services, our gateway, Mesh.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { binCommand } from '../scripts/commands.js';

const root = fileURLToPath(new URL('../', import.meta.url));

export interface ServerProcess {
  pid: number;
  ready: RegExpMatchArray;
  close(): Promise<void>;
}

/** Runs a TypeScript entry point under tsx and waits for the stdout line matching `ready`. */
export async function spawnServer(
  script: string,
  tsconfig: string,
  env: Record<string, string>,
  ready: RegExp,
): Promise<ServerProcess> {
  const tsx = binCommand(root, 'tsx', ['--tsconfig', `${root}${tsconfig}`, `${root}${script}`]);
  const child = spawn(tsx.file, tsx.args, {
    cwd: root,
    shell: tsx.shell,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const match = await new Promise<RegExpMatchArray>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${script} did not start in 5 minutes: ${output.slice(-1000)}`)),
      300_000,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const found = ready.exec(output);
      if (found) {
        clearTimeout(timer);
        resolve(found);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited with ${code}: ${output.slice(-1000)}`));
    });
  });
  child.stdout.removeAllListeners('data');
  child.stdout.resume();
  return {
    pid: child.pid!,
    ready: match,
    async close() {
      if (child.exitCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
