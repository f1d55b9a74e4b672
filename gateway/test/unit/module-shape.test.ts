// One domain shape kept by a test: within src/domains, only a domain's `<domain>.rest.ts` talks to the
// upstream (endpoint names, parameters, answer typing); resolvers and the rest call its functions.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MODULES = resolve(dirname(fileURLToPath(import.meta.url)), '../../src/domains');

/** An upstream call made in place: the client's methods, the per-request reads, a paged read. */
const UPSTREAM_CALL =
  /\.upstream\s*\.\s*(?:call|list|listAnswer|binary|upload)\b|\breads\s*\.\s*list\b|\bupstreamPage\s*\(/;
/** A value (not type-only) import of the upstream client or of the paged read. */
const CLIENT_IMPORT = /import\s+(?!type\b)[^;]*?from\s*['"][./]*(?:upstream\/client|paging)\.js['"]/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The files outside `*.rest.ts` that call the upstream themselves, or import the client in a resolver. */
function offenders(files: readonly { name: string; text: string }[]): string[] {
  return files
    .filter(({ name }) => !name.endsWith('.rest.ts'))
    .filter(
      ({ name, text }) =>
        UPSTREAM_CALL.test(text) ||
        (name.endsWith('.resolver.ts') && CLIENT_IMPORT.test(text) && /upstream\/client\.js/.test(text)),
    )
    .map(({ name }) => name)
    .sort();
}

describe('module shape', () => {
  it('finds a resolver that calls the upstream itself (the check works)', () => {
    expect(
      offenders([
        { name: 'a/a.resolver.ts', text: "const rows = await ctx.reads.list('main', 'StoreList', {});" },
        { name: 'b/b.resolver.ts', text: "await ctx.upstream.call('main', 'Brand_Add', params, ctx.log);" },
        { name: 'c/c.resolver.ts', text: "import { UpstreamClient } from '../../upstream/client.js';" },
        { name: 'd/d.rest.ts', text: "await ctx.upstream.call('main', 'Brand_Add', params, ctx.log);" },
        { name: 'e/e.resolver.ts', text: 'return fetchBrands(ctx, params);' },
      ]),
    ).toEqual(['a/a.resolver.ts', 'b/b.resolver.ts', 'c/c.resolver.ts']);
  });

  it('only <domain>.rest.ts files call the upstream', () => {
    const files = sources(MODULES).map((path) => ({
      name: relative(MODULES, path),
      text: readFileSync(path, 'utf8'),
    }));
    expect(offenders(files)).toEqual([]);
  });
});
