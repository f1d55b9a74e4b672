// The production start: the product compiled to JavaScript (`npm run build`) and run by plain node with
// NODE_ENV=production, no TypeScript loader, importing nothing but the production dependencies of the package
// that imports it (what `npm ci --omit=dev` installs), and finding every file it reads at run time; its compiled
// backup (`npm run backup:prod`, `restore:prod`) round-trips the product's own store, and the restored store is
// served by the same compiled product on the oldest Node.js the engines field allows (fetched as
// scripts/node-runtime.sh fetches Node.js 24).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildGatewaySchema } from '@fieldforce/gateway';
import type { IntrospectionQuery } from 'graphql';
import { buildClientSchema, getIntrospectionQuery, lexicographicSortSchema, printSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildServer, type ServerBuild } from '../../scripts/build-server.js';
import {
  type CompiledProduct,
  compiledBackup,
  graphql,
  nodeBinary,
  oldestNodeVersion,
  signInAdmin,
  startCompiledProduct,
} from './compiled-product.js';

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

  /** What an operator sets to run the gateway against the shared bases, its own store in `productDir`. */
  const productionEnv = (workDir: string, productDir: string): Record<string, string> => ({
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    SERVICES_PORT: '0',
    MAIN_API_URL: `${inject('servicesUrl')}/main`,
    SETTINGS_API_URL: `${inject('servicesUrl')}/settings`,
    TRANSFER_API_URL: `${inject('servicesUrl')}/transfer`,
    UPSTREAM_EXTRAS: inject('servicesStrict') ? 'none' : 'all',
    API_TOKEN: inject('servicesToken'),
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    DATA_DIR: productDir,
    OUTBOX_DIR: join(workDir, 'outbox'),
    LOG: 'off',
    LOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
  });
  const workDir = mkdtempSync(join(tmpdir(), 'fieldforce-production-'));
  // The product's own store runs beside the bases, on a PGlite database of its own (in a directory that does not
  // exist yet, as on a fresh machine); it is backed up, and restored into another.
  const productDir = join(workDir, 'data', 'product');
  const restoredDir = join(workDir, 'restored', 'product');
  const backupDir = join(workDir, 'backups');
  const keptTokenName = `Kept through a backup ${randomBytes(4).toString('hex')}`;
  afterAll(() => rmSync(workDir, { recursive: true, force: true }));

  describe('started by node alone, in production', () => {
    let product: CompiledProduct;
    let url: string;

    beforeAll(async () => {
      product = await startCompiledProduct(process.execPath, workDir, productionEnv(workDir, productDir));
      url = product.url;
    }, 120_000);

    afterAll(async () => {
      await product?.stop();
    });

    it('answers its health and readiness probes', async () => {
      const health = await fetch(`${url}/healthz`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok' });
      const ready = await fetch(`${url}/readyz`);
      expect(ready.status).toBe(200);
    });

    it('signs a demo member in and lists stores, with the schema the sources emit', async () => {
      const { answer, session, cookies } = await signInAdmin(url);
      expect(answer.errors).toBeUndefined();
      expect(answer.data).toEqual({ login: { login: 'admin' } });
      expect(session).toMatch(/^ff_session=./);
      // Secure in production: the cookie goes only over HTTPS (the load balancer's side).
      expect(cookies.join('\n')).toMatch(/ff_session=[^\n]*; Secure/i);

      const stores = (await (
        await graphql(url, 'query StoreList { stores(limit: 3) { total items { id name } } }', {}, session)
      ).json()) as { data: { stores: { total: number; items: { id: number; name: string }[] } } };
      expect(stores.data.stores.total).toBeGreaterThan(100);
      expect(stores.data.stores.items).toHaveLength(3);
      expect(stores.data.stores.items[0]?.name).toMatch(/\S/);

      // type-graphql's types and names compiled as tsx runs them: the same schema as the sources build.
      const introspection = (await (
        await graphql(
          url,
          getIntrospectionQuery({ descriptions: true, specifiedByUrl: true, inputValueDeprecation: true }),
          {},
          session,
        )
      ).json()) as { data: IntrospectionQuery };
      const served = printSchema(lexicographicSortSchema(buildClientSchema(introspection.data)));
      expect(served).toBe(printSchema(lexicographicSortSchema(await buildGatewaySchema())));
    });

    it("keeps what a member makes in the product's own store", async () => {
      const { session } = await signInAdmin(url);
      const created = (await (
        await graphql(
          url,
          'mutation ($name: String!) { createAccessToken(name: $name, pages: []) { record { name } } }',
          { name: keptTokenName },
          session,
        )
      ).json()) as { data?: { createAccessToken: { record: { name: string } } }; errors?: unknown };
      expect(created.errors).toBeUndefined();
      expect(created.data?.createAccessToken.record.name).toBe(keptTokenName);
    });

    it('stops on SIGTERM', async () => {
      expect(await product.stop()).toBe(0);
    });
  });

  describe('its backup, compiled, run by node alone', () => {
    // Only what an operator would set: the database, where backups go.
    const backupEnv = (dataDir: string) => ({ DATA_DIR: dataDir, BACKUP_DIR: backupDir });

    it("backs the stopped product's store up and restores it into an empty directory", () => {
      const backup = compiledBackup(process.execPath, backupEnv(productDir), 'backup');
      expect(backup.output).toMatch(/^Backed up to /);
      expect(backup.status).toBe(0);
      const [file] = readdirSync(backupDir);
      expect(file).toMatch(/^fieldpulse-pglite-.*\.tar\.gz$/);

      const restore = compiledBackup(process.execPath, backupEnv(restoredDir), 'restore', join(backupDir, file ?? ''));
      expect(restore.output).toContain(`Restored ${file} into ${restoredDir}.`);
      expect(restore.status).toBe(0);
      // A second restore over it is refused without --force.
      const again = compiledBackup(process.execPath, backupEnv(restoredDir), 'restore', join(backupDir, file ?? ''));
      expect(again.status).toBe(2);
      expect(again.output).toContain('already holds a database: restore with --force');
    });
  });

  describe('on the oldest Node.js the engines field allows, on the restored store', () => {
    const version = oldestNodeVersion();
    let product: CompiledProduct;

    beforeAll(async () => {
      const node = nodeBinary(version);
      product = await startCompiledProduct(node, workDir, productionEnv(workDir, restoredDir));
    }, 120_000);

    afterAll(async () => {
      await product?.stop();
    });

    it(`starts on Node.js ${version}, signs in, and serves what was backed up`, async () => {
      const health = await fetch(`${product.url}/healthz`);
      expect(health.status).toBe(200);
      const { answer, session } = await signInAdmin(product.url);
      expect(answer.errors).toBeUndefined();
      expect(answer.data).toEqual({ login: { login: 'admin' } });
      const tokens = (await (await graphql(product.url, '{ accessTokens { name } }', {}, session)).json()) as {
        data: { accessTokens: { name: string }[] };
      };
      expect(tokens.data.accessTokens.map(({ name }) => name)).toContain(keptTokenName);
      expect(await product.stop()).toBe(0);
    });
  });
});
