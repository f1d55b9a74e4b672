// The web client's JavaScript budget, read from the built client's Vite manifest: what the browser
// fetches to show sign-in (the sign-in page's own entry, signin.html, and its static imports) at most 200 kB gzip,
// and any other route (the client's entry, the signed-in shell and the route's page, each with its static imports)
// at most 350 kB gzip. `tsx scripts/bundle-budget.ts [dist]` after `npm run build` (web/dist unless a built client's
// directory is given); exits 1 naming what is over.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const SIGN_IN_BUDGET_KB = 200;
export const ROUTE_BUDGET_KB = 350;

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, Chunk>;

const ENTRY = 'index.html';
/** The sign-in page: an entry of its own, without the client's (web/src/platform/app/sign-in-page.ts). */
const SIGN_IN = 'signin.html';
/** The signed-in shell when it is a chunk of its own (the router loads it for every guarded route). */
const SHELL = 'src/platform/app/Shell.tsx';
const PAGE = /^src\/domains\/([\w-]+)\/(\w+Pages?)\.tsx$/;

/** A manifest key and every chunk it imports statically (Vite preloads those with it). */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  if (!manifest[key]) throw new Error(`${key} is not in the Vite manifest (was the client built?)`);
  seen.add(key);
  for (const next of manifest[key].imports ?? []) closure(manifest, next, seen);
  return seen;
}

export interface Measure {
  name: string;
  kB: number;
  budgetKB: number;
}

/** The gzip size of what each route loads, with its budget; `gzipKB` reads one built file. */
export function measure(manifest: Manifest, gzipKB: (file: string) => number): Measure[] {
  const size = (keys: Iterable<string>) =>
    Math.round([...keys].reduce((sum, key) => sum + gzipKB(manifest[key]!.file), 0) * 10) / 10;
  const union = (...keys: string[]) => {
    const all = new Set<string>();
    for (const key of keys) closure(manifest, key, all);
    return all;
  };
  const shell = manifest[SHELL] ? [SHELL] : [];
  const measures: Measure[] = [
    { name: 'sign-in (/auth/signin-1)', kB: size(union(SIGN_IN)), budgetKB: SIGN_IN_BUDGET_KB },
  ];
  for (const key of Object.keys(manifest).sort()) {
    const match = PAGE.exec(key);
    if (!match) continue;
    const public_ = match[1] === 'auth';
    measures.push({
      name: `${match[1]}/${match[2]}`,
      kB: size(union(ENTRY, ...(public_ ? [] : shell), key)),
      budgetKB: ROUTE_BUDGET_KB,
    });
  }
  return measures;
}

function main(): void {
  // A client built elsewhere (`vite build --outDir`) is measured when its directory is given.
  const given = process.argv[2];
  const dist = given ? `${resolve(given)}/` : fileURLToPath(new URL('../web/dist/', import.meta.url));
  const manifestPath = `${dist}.vite/manifest.json`;
  if (!existsSync(manifestPath)) {
    console.error(`No ${manifestPath}: run npm run build first.`);
    process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const measures = measure(manifest, (file) => gzipSync(readFileSync(`${dist}${file}`), { level: 9 }).length / 1024);
  const over = measures.filter((m) => m.kB > m.budgetKB);
  for (const m of measures) console.log(`${m.kB > m.budgetKB ? 'OVER' : 'ok  '} ${m.kB} kB / ${m.budgetKB}  ${m.name}`);
  if (over.length > 0) {
    console.error(
      `\n${over.length} over budget: ${over.map((m) => `${m.name} ${m.kB} kB > ${m.budgetKB}`).join('; ')}`,
    );
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
