// What the image installs to run (`npm ci --omit=dev` for the Dockerfile's workspaces), counted from package-lock.json:
// every package the gateway and the services need at run time, with what each of those needs in turn. Each is code
// the server runs and a licence it ships, so the count stays near what the product uses and each names its licence.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** 255 today, with a little room: a new runtime package, and all it brings, is a choice this number makes seen. */
const MOST_RUNTIME_PACKAGES = 265;

const root = fileURLToPath(new URL('../..', import.meta.url));

interface LockedPackage {
  link?: boolean;
  resolved?: string;
  license?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, LockedPackage>;
};

/** The workspaces the runtime stage installs, as its `npm ci --omit=dev … --workspace <name>` names them. */
function imageWorkspaces(): string[] {
  const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
  const install = dockerfile.split('\n').find((line) => /npm ci\b.*--omit=dev/.test(line)) ?? '';
  return [...install.matchAll(/--workspace[= ](\S+)/g)].map((match) => match[1] ?? '');
}

/** Where node finds `name` from the package at `from`: its own node_modules, then each enclosing one. */
function resolve(from: string, name: string): string | undefined {
  let at = from;
  for (;;) {
    const candidate = `${at ? `${at}/` : ''}node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!at) return undefined;
    const parent = at.lastIndexOf('/node_modules/');
    at = parent >= 0 ? at.slice(0, parent) : '';
  }
}

/** Every installed package (by its path in the lockfile) that `workspaces` need at run time. */
function runtimePackages(workspaces: readonly string[]): Set<string> {
  const found = new Set<string>();
  const pending = [...workspaces];
  for (let path = pending.pop(); path !== undefined; path = pending.pop()) {
    const entry = lock.packages[path];
    if (!entry) throw new Error(`${path} is not in package-lock.json`);
    if (entry.link && entry.resolved) {
      pending.push(entry.resolved);
      continue;
    }
    const peers = Object.keys(entry.peerDependencies ?? {}).filter(
      (name) => !entry.peerDependenciesMeta?.[name]?.optional,
    );
    const names = [
      ...Object.keys(entry.dependencies ?? {}),
      ...Object.keys(entry.optionalDependencies ?? {}),
      ...peers,
    ];
    for (const name of names) {
      const resolved = resolve(path, name);
      if (resolved === undefined || found.has(resolved)) continue;
      found.add(resolved);
      pending.push(resolved);
    }
  }
  return found;
}

const nameOf = (path: string) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);

describe("the server's runtime packages", () => {
  const workspaces = imageWorkspaces();
  const packages = runtimePackages(workspaces);

  it('are those of the gateway and the services', () => {
    expect(workspaces.sort()).toEqual(['gateway', 'services']);
    expect([...packages].map(nameOf)).toEqual(expect.arrayContaining(['fastify', 'graphql', 'write-excel-file']));
  });

  it(`number at most ${MOST_RUNTIME_PACKAGES}, exceljs and its tree not among them`, () => {
    expect([...packages].map(nameOf)).not.toContain('exceljs');
    expect(packages.size).toBeLessThanOrEqual(MOST_RUNTIME_PACKAGES);
  });

  it('each name its licence', () => {
    expect([...packages].filter((path) => !lock.packages[path]?.license).map(nameOf)).toEqual([]);
  });
});
