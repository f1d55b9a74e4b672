// .env.example and docs/configuration.md list every variable the product reads at run time (the gateway's
// configuration, the production start, the services run alone) and nothing it does not read; .env.example says what
// each is for on the line above it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The sources the production start runs (tests and build scripts aside). */
function runtimeSources(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) return walk(path);
      return entry.name.endsWith('.ts') ? [path] : [];
    });
  return [...walk('gateway/src'), ...walk('services/src'), 'scripts/product.ts', 'scripts/start-production.ts'];
}

/** `process.env.X`, `env.X`, `env['X']` and the gateway loader's `read('X')`, `integer('X', …)`, `flag`, `baseUrl`. */
const READ = /\b(?:env\.|env\[['"]|(?:read|integer|flag|baseUrl)\(\s*['"])([A-Z][A-Z0-9_]*)\b/g;

function variablesRead(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of runtimeSources()) {
    for (const match of readFileSync(join(root, file), 'utf8').matchAll(READ)) {
      if (!found.has(match[1]!)) found.set(match[1]!, file);
    }
  }
  return found;
}

/** Each `NAME=value` or `# NAME=value` line, with the line above it. */
function variablesListed(): Map<string, string> {
  const lines = readFileSync(join(root, '.env.example'), 'utf8').split('\n');
  const listed = new Map<string, string>();
  lines.forEach((line, index) => {
    const name = /^(?:# )?([A-Z][A-Z0-9_]*)=/.exec(line)?.[1];
    if (name) listed.set(name, lines[index - 1] ?? '');
  });
  return listed;
}

/** The variables named in the first column of docs/configuration.md's table. */
function variablesDocumented(): Set<string> {
  const documented = new Set<string>();
  for (const line of readFileSync(join(root, 'docs/configuration.md'), 'utf8').split('\n')) {
    const first = /^\|([^|]*)\|/.exec(line)?.[1] ?? '';
    for (const match of first.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) documented.add(match[1]!);
  }
  return documented;
}

/** Read by the test support only, documented for whoever runs the tests. */
const TEST_ONLY = new Set(['CHROMIUM_PATH']);

describe('docs/configuration.md', () => {
  it('documents every variable the product reads, and only those', () => {
    const read = variablesRead();
    const documented = variablesDocumented();
    expect(
      [...read.keys()].filter((name) => !documented.has(name)).map((name) => `${name} (${read.get(name)})`),
    ).toEqual([]);
    expect([...documented].filter((name) => !read.has(name) && !TEST_ONLY.has(name))).toEqual([]);
  });
});

describe('.env.example', () => {
  it('lists every variable the product reads, and only those', () => {
    const read = variablesRead();
    const listed = variablesListed();
    expect([...read.keys()].filter((name) => !listed.has(name)).map((name) => `${name} (${read.get(name)})`)).toEqual(
      [],
    );
    expect([...listed.keys()].filter((name) => !read.has(name))).toEqual([]);
    // The scan found the gateway's loader and the services' own settings.
    expect(read.has('SESSION_TTL_HOURS') && read.has('SERVICES_BASES') && read.has('BUSINESS_TIME_ZONE')).toBe(true);
  });

  it('says what each one is for on the line above it', () => {
    const uncommented = [...variablesListed()].filter(
      ([, above]) => !/^# \S/.test(above) || /^# [A-Z0-9_]+=/.test(above),
    );
    expect(uncommented.map(([name]) => name)).toEqual([]);
  });

  it('holds no secret value', () => {
    const secrets = ['API_TOKEN', 'SESSION_SECRET', 'METRICS_TOKEN', 'SMTP_URL', 'SERVICES_TOKEN'];
    const text = readFileSync(join(root, '.env.example'), 'utf8');
    for (const name of secrets) expect(text).toMatch(new RegExp(`^(# )?${name}=$`, 'm'));
  });
});
