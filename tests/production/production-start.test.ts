// The production start: the product compiled to JavaScript (`npm run build`) and run by plain node with
// NODE_ENV=production, no TypeScript loader, importing nothing but the production dependencies of the package
// that imports it (what `npm ci --omit=dev` installs), and finding every file it reads at run time.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildClientSchema, getIntrospectionQuery, lexicographicSortSchema, printSchema } from 'graphql';
import type { IntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildGatewaySchema } from '@fieldforce/gateway';
import { buildServer, PRODUCTION_ENTRY, type ServerBuild } from '../../scripts/build-server.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The package.json that owns a file of the repository (the nearest one above it). */
function owningPackage(file: string): { dir: string; dependencies: Record<string, string> } {
  let dir = dirname(join(root, file));
  for (;;) {
    try {
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
        dependencies?: Record<string, string>;
      };
      return { dir: relative(root, dir) || '.', dependencies: manifest.dependencies ?? {} };
    } catch {
      if (dir === root) throw new Error(`no package.json above ${file}`);
      dir = dirname(dir);
    }
  }
}

/** `@scope/name/sub` -> `@scope/name`, `name/sub` -> `name`. */
const packageName = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

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

describe('the production build', () => {
  let build: ServerBuild;
  beforeAll(async () => {
    build = await buildServer();
  }, 120_000);

  it('imports only production dependencies of the package whose code imports them', () => {
    const missing: string[] = [];
    let bare = 0;
    for (const [input, { imports }] of Object.entries(build.metafile.inputs)) {
      for (const imported of imports) {
        // Skipped: node's own modules, the workspace's bundles (relative) and esbuild's helpers (`<runtime>`).
        if (!imported.external || isBuiltin(imported.path) || /^[.<]/.test(imported.path)) continue;
        bare += 1;
        const owner = owningPackage(input);
        const name = packageName(imported.path);
        if (!(name in owner.dependencies)) missing.push(`${input} imports ${name}, not a dependency of ${owner.dir}`);
      }
    }
    expect(missing).toEqual([]);
    // The check saw the gateway's and the services' own imports (fastify, type-graphql, pglite, …).
    expect(bare).toBeGreaterThan(20);
  });

  describe('started by node alone, in production', () => {
    let child: ChildProcess;
    let url: string;
    const output: string[] = [];
    const dataDir = mkdtempSync(join(tmpdir(), 'fieldforce-production-'));

    beforeAll(async () => {
      const servicesUrl = inject('servicesUrl');
      // Only what an operator would set: no NODE_OPTIONS (so no TypeScript loader), no inherited test settings.
      child = spawn(process.execPath, [PRODUCTION_ENTRY], {
        cwd: dataDir,
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'production',
          HOST: '127.0.0.1',
          PORT: '0',
          SERVICES_PORT: '0',
          MAIN_API_URL: `${servicesUrl}/main`,
          SETTINGS_API_URL: `${servicesUrl}/settings`,
          TRANSFER_API_URL: `${servicesUrl}/transfer`,
          UPSTREAM_EXTRAS: inject('servicesStrict') ? 'none' : 'all',
          API_TOKEN: inject('servicesToken'),
          SESSION_SECRET: randomBytes(32).toString('base64url'),
          // The product's own store runs beside the bases, on a PGlite database of its own (in a directory that
          // does not exist yet, as on a fresh machine).
          DATA_DIR: join(dataDir, 'data', 'product'),
          OUTBOX_DIR: join(dataDir, 'outbox'),
          LOG: 'off',
          LOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      url = await announcedUrl(child, output);
    }, 120_000);

    afterAll(async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('answers its health and readiness probes', async () => {
      const health = await fetch(`${url}/healthz`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok' });
      const ready = await fetch(`${url}/readyz`);
      expect(ready.status).toBe(200);
    });

    it('signs a demo member in and lists stores, with the schema the sources emit', async () => {
      const graphql = (query: string, variables: Record<string, unknown>, cookie = '') =>
        fetch(`${url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({ query, variables }),
        });
      const login = await graphql(
        'mutation Login($username: String!, $password: String!) { login(username: $username, password: $password) ' +
          '{ login } }',
        { username: 'admin', password: 'Admin@2026' },
      );
      const signedIn = (await login.json()) as { data?: unknown; errors?: unknown };
      expect(signedIn.errors).toBeUndefined();
      expect(signedIn.data).toEqual({ login: { login: 'admin' } });
      const session = login.headers
        .getSetCookie()
        .map((line) => line.split(';')[0] ?? '')
        .find((pair) => pair.startsWith('ff_session='));
      expect(session).toBeDefined();
      // Secure in production: the cookie goes only over HTTPS (the load balancer's side).
      expect(login.headers.getSetCookie().join('\n')).toMatch(/ff_session=[^\n]*; Secure/i);

      const stores = (await (
        await graphql('query StoreList { stores(limit: 3) { total items { id name } } }', {}, session)
      ).json()) as { data: { stores: { total: number; items: { id: number; name: string }[] } } };
      expect(stores.data.stores.total).toBeGreaterThan(100);
      expect(stores.data.stores.items).toHaveLength(3);
      expect(stores.data.stores.items[0]?.name).toMatch(/\S/);

      // type-graphql's types and names compiled as tsx runs them: the same schema as the sources build.
      const introspection = (await (
        await graphql(getIntrospectionQuery({ descriptions: true, specifiedByUrl: true }), {}, session)
      ).json()) as { data: IntrospectionQuery };
      const served = printSchema(lexicographicSortSchema(buildClientSchema(introspection.data)));
      expect(served).toBe(printSchema(lexicographicSortSchema(await buildGatewaySchema())));
    });

    it('stops on SIGTERM', async () => {
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    });
  });
});
