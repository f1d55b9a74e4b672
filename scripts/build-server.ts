// Compiles the server side for the production start (`npm run build`, after the web client): the gateway, the
// services and the production entries (the start, the backup), each bundled by esbuild as tsx runs the sources
// (each file under its package's tsconfig: legacy decorators, no decorator metadata; class names kept, which
// type-graphql names types by), with every npm package left to node_modules and each file's import.meta.url kept as
// its source file's, so what it reads at run time (contract/, services/migrations/, the seed's SQL, web/dist) is
// found where tsx finds it.
import { readFileSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Metafile, type Plugin } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));

/** What `npm run start:prod` runs: scripts/start-production.ts compiled. */
export const PRODUCTION_ENTRY = join(root, 'dist', 'start.js');

/** What `npm run backup:prod` and `restore:prod` run: scripts/database-backup.ts compiled. */
export const PRODUCTION_BACKUP = join(root, 'dist', 'backup.js');

/** Each bundle sits in its package, so node resolves its packages from that package's node_modules. */
const BUNDLES = [
  { outdir: 'gateway/dist', entries: { index: 'gateway/src/index.ts', main: 'gateway/src/main.ts' } },
  { outdir: 'services/dist', entries: { index: 'services/src/index.ts', main: 'services/src/main.ts' } },
  { outdir: 'dist', entries: { start: 'scripts/start-production.ts', backup: 'scripts/database-backup.ts' } },
] as const;

/** The workspace packages, imported by the production entry as their compiled bundles. */
const WORKSPACE: Record<string, string> = {
  '@fieldforce/gateway': 'gateway/dist/index.js',
  '@fieldforce/services': 'services/dist/index.js',
};

const posix = (path: string) => path.split(sep).join('/');

/** Bare imports stay imports: npm packages from node_modules, the workspace's packages as their bundles. */
function externals(outdir: string): Plugin {
  return {
    name: 'externals',
    setup(esbuild) {
      esbuild.onResolve({ filter: /^[^./]/ }, (args) => {
        const bundle = WORKSPACE[args.path];
        if (bundle === undefined) return { path: args.path, external: true };
        return { path: `./${posix(relative(join(root, outdir), join(root, bundle)))}`, external: true };
      });
    },
  };
}

/** Each source file's import.meta.url stays its own (the bundle's URL, then back to the source's path). */
function sourceUrls(outdir: string): Plugin {
  return {
    name: 'source-urls',
    setup(esbuild) {
      esbuild.onLoad({ filter: /\.ts$/ }, async (args) => {
        const source = posix(relative(join(root, outdir), args.path));
        const contents = (await readFile(args.path, 'utf8')).replaceAll(
          'import.meta.url',
          `new URL(${JSON.stringify(source)}, import.meta.url).href`,
        );
        return { contents, loader: 'ts', resolveDir: dirname(args.path) };
      });
    },
  };
}

/** The Node version the bundles are written for: the lowest the engines field allows. */
function nodeTarget(): string {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { engines?: { node?: string } };
  const version = /(\d+(?:\.\d+)*)/.exec(manifest.engines?.node ?? '')?.[1];
  if (version === undefined) throw new Error('package.json: engines.node names no version');
  return `node${version}`;
}

export interface ServerBuild {
  /** Every bundle's inputs (with the imports each makes) and outputs. */
  metafile: Metafile;
}

/** Builds every bundle afresh. */
export async function buildServer(): Promise<ServerBuild> {
  const metafile: Metafile = { inputs: {}, outputs: {} };
  const target = nodeTarget();
  for (const bundle of BUNDLES) {
    const outdir = join(root, bundle.outdir);
    rmSync(outdir, { recursive: true, force: true });
    const result = await build({
      absWorkingDir: root,
      entryPoints: Object.entries(bundle.entries).map(([out, input]) => ({ in: input, out })),
      outdir,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target,
      keepNames: true,
      metafile: true,
      logLevel: 'warning',
      plugins: [externals(bundle.outdir), sourceUrls(bundle.outdir)],
    });
    Object.assign(metafile.inputs, result.metafile.inputs);
    Object.assign(metafile.outputs, result.metafile.outputs);
  }
  return { metafile };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { metafile } = await buildServer();
  const outputs = Object.keys(metafile.outputs).filter((path) => path.endsWith('.js'));
  console.log(`Compiled the server: ${outputs.length} files, ${PRODUCTION_ENTRY.slice(root.length)} to start.`);
}
