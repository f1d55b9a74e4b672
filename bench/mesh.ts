// What a team would otherwise install: GraphQL Mesh over the same OpenAPI contract, composed by
// @graphql-mesh/compose-cli with the OpenAPI handler and served by Hive Gateway, in front of the
// same services. Composed at run time (the token is the run's), in bench/.mesh/ (not committed).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { binCommand } from '../scripts/commands.js';
import { freePort } from '../tests/support/postgres.js';

const root = fileURLToPath(new URL('../', import.meta.url));
const dir = fileURLToPath(new URL('./.mesh/', import.meta.url));
// The benchmark tooling lives in bench/node_modules (scripts/bench-install.sh), not in the product's install.
const bin = (name: string, args: string[]) => binCommand(`${root}bench`, name, args);

/** The REST operations the compared queries use (Mesh gets only these, so composing stays small). */
export const MESH_OPERATIONS = [
  'StoreList',
  'RegionList',
  'CityList',
  'GradeList',
  'DispalyCheckSummary',
  'BrandList_General',
  'GetPageAccess',
  'DashboardCards',
  'DailySales',
  'StoreSummary',
  'ProductCountbyBrandSummary',
  'RecnetSales',
];

export interface RunningMesh {
  url: string;
  close(): Promise<void>;
}

/** responseCache: Hive Gateway's response cache on (60 s, shared by all callers), as our reference cache is. */
export async function startMesh(
  servicesUrl: string,
  token: string,
  options: { responseCache: boolean },
): Promise<RunningMesh> {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const contract = parse(readFileSync(`${root}contract/openapi.yaml`, 'utf8')) as {
    paths: Record<string, Record<string, { operationId?: string }>>;
    servers?: unknown;
  };
  const paths = Object.fromEntries(
    Object.entries(contract.paths)
      .filter(([, item]) => MESH_OPERATIONS.includes(item.get?.operationId ?? ''))
      .map(([path, item]) => [path, { get: item.get }]),
  );
  writeFileSync(`${dir}openapi.json`, JSON.stringify({ ...contract, servers: [{ url: servicesUrl }], paths }, null, 2));
  writeFileSync(
    `${dir}mesh.config.ts`,
    `import { defineConfig } from '@graphql-mesh/compose-cli';
import { loadOpenAPISubgraph } from '@omnigraph/openapi';

export const composeConfig = defineConfig({
  subgraphs: [{
    sourceHandler: loadOpenAPISubgraph('Services', {
      source: './openapi.json',
      endpoint: ${JSON.stringify(servicesUrl)},
      queryParams: { _token: ${JSON.stringify(token)} },
    }),
  }],
});
`,
  );
  const responseCaching = options.responseCache ? '\n  responseCaching: { session: () => null, ttl: 60_000 },' : '';
  writeFileSync(
    `${dir}gateway.config.ts`,
    `import { defineConfig } from '@graphql-hive/gateway';

export const gatewayConfig = defineConfig({
  supergraph: './supergraph.graphql', pollingInterval: 0, logging: 'error',${responseCaching}
});
`,
  );
  const compose = bin('mesh-compose', ['-o', 'supergraph.graphql']);
  const composed = spawnSync(compose.file, compose.args, {
    cwd: dir,
    shell: compose.shell,
    encoding: 'utf8',
    timeout: 180_000,
  });
  if (composed.status !== 0)
    throw new Error(`mesh-compose failed: ${(composed.stderr || composed.stdout).slice(-2000)}`);

  const port = await freePort();
  const gateway = bin('hive-gateway', ['supergraph', '--port', String(port), '--host', '127.0.0.1']);
  const child: ChildProcess = spawn(gateway.file, gateway.args, {
    cwd: dir,
    shell: gateway.shell,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const url = `http://127.0.0.1:${port}/graphql`;
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`hive-gateway exited: ${stderr.slice(-2000)}`);
    try {
      const answer = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"query":"{ __typename }"}',
      });
      if (answer.ok) break;
    } catch {
      // not listening yet
    }
    if (attempt > 300) throw new Error(`hive-gateway did not answer: ${stderr.slice(-2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    async close() {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
