// The analysts' guide (docs/analysts.md) runs as written: each shell block with bash, curl and jq, and the Python
// example with requests, against a gateway on the demo data. An answer the guide shows (a `# {…}` line after a
// command) must come back with the same shape, key for key; a block that shows none must answer no GraphQL error.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installAdvice, locate } from '../../../tests/support/machine-tools.js';
import { startGateway } from '../../src/index.js';
import { DEMO, gatewayConfig } from './support.js';

const run = promisify(execFile);
const guide = readFileSync(new URL('../../../docs/analysts.md', import.meta.url), 'utf8');
const blocks = (language: string) =>
  [...guide.matchAll(new RegExp(`^\`\`\`${language}\\n([\\s\\S]*?)^\`\`\``, 'gm'))].map((match) => match[1]!);

/** The shape of an answer: objects by their keys, arrays by their first element, numbers, strings, booleans. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.length === 0 ? [] : [shape(value[0])];
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shape(inner)]));
  }
  return value === null ? 'null' : typeof value;
}

const parse = (line: string): unknown => {
  try {
    return JSON.parse(line);
  } catch {
    return line;
  }
};

/** The answers a block shows: `# ` lines holding JSON or a number. */
const shown = (block: string) =>
  block
    .split('\n')
    .filter((line) => /^# [[{0-9]/.test(line))
    .map((line) => parse(line.slice(2)));

describe("the analysts' guide", () => {
  let url: string;
  let close: () => Promise<void>;
  let dir: string;
  let token: string;

  beforeAll(async () => {
    ({ url, close } = await startGateway({ ...gatewayConfig(), port: 0, host: '127.0.0.1' }));
    dir = mkdtempSync(join(tmpdir(), 'analysts-guide-'));
    // The Python example's token: made by the demo analyst, read-only, for the reports they hold.
    const signedIn = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { id } }',
        variables: { u: DEMO.analyst.username, p: DEMO.analyst.password },
      }),
    });
    const cookie = signedIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const made = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query: 'mutation { createAccessToken(name: "Guide", pages: []) { token } }' }),
    });
    token = ((await made.json()) as { data: { createAccessToken: { token: string } } }).data.createAccessToken.token;
  });
  afterAll(async () => {
    await close();
    rmSync(dir, { recursive: true, force: true });
  });

  const local = (code: string) => code.replaceAll('http://localhost:4000', url);

  it('has shell and Python examples', () => {
    expect(blocks('sh').length).toBeGreaterThanOrEqual(3);
    expect(blocks('python')).toHaveLength(2);
  });

  it('runs every shell block as written, each answer the shape the guide shows', async () => {
    for (const block of blocks('sh')) {
      const { stdout } = await run('bash', ['-euo', 'pipefail', '-c', local(block)], {
        cwd: dir,
        env: { ...process.env, FIELDFORCE_TOKEN: token },
        timeout: 120_000,
        maxBuffer: 64 * 1024 * 1024,
      });
      const answers = stdout.split('\n').filter((line) => line.trim() !== '');
      const expected = shown(block);
      if (expected.length === 0) {
        for (const answer of answers.map(parse)) expect(answer).not.toHaveProperty('errors');
        continue;
      }
      expect({ block: block.split('\n')[0], answers: answers.map((line) => shape(parse(line))) }).toEqual({
        block: block.split('\n')[0],
        answers: expected.map(shape),
      });
    }
    // Every block in turn, the long exports among them: more than the default half-minute on a loaded machine.
  }, 240_000);

  it('runs the Python examples (requests, pandas) with an access token', async () => {
    const python = await pythonWithRequests();
    for (const block of blocks('python')) {
      const { stdout } = await run(python, ['-c', local(block)], {
        env: { ...process.env, FIELDFORCE_TOKEN: token },
        timeout: 120_000,
      });
      const lines = stdout.trim().split('\n');
      expect(lines.length).toBeGreaterThan(0);
      // "ST00197 Prince Bazar Habiganj Sadar 7", "Samsung 0.041": a name, then its figure.
      for (const line of lines) expect(line).toMatch(/^\S.* \d+(\.\d+)?$/);
    }
  });
});

/** A Python 3 that has requests (Debian's python3-requests, installed by scripts/ensure-packages.sh). */
async function pythonWithRequests(): Promise<string> {
  const python = locate('python3-requests');
  if (!python) throw new Error(installAdvice(['python3-requests']));
  return python;
}
