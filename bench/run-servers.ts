// The servers `npm run bench` measures, each in a process of its own (processes.ts): the services on an on-disk
// PGlite, our gateway as configured for production and the same gateway cold; and how each side calls them: the
// old client's direct calls to the bases, and one GraphQL request to a gateway.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, request } from 'undici';
import { freePort } from '../tests/support/postgres.js';
import { freshSessionSecret, standInBases } from '../tests/support/stand-in-env.js';
import { spawnServer } from './processes.js';

const agent = new Agent({ connections: 64, keepAliveTimeout: 10_000 });

async function get(url: string): Promise<{ text: string; bytes: number }> {
  const response = await request(url, { dispatcher: agent });
  const text = await response.body.text();
  if (response.statusCode !== 200) throw new Error(`${url.split('?')[0]} answered ${response.statusCode}`);
  return { text, bytes: Buffer.byteLength(text) };
}

export async function post(url: string, cookie: string, body: string): Promise<{ text: string; bytes: number }> {
  const response = await request(url, {
    method: 'POST',
    dispatcher: agent,
    headers: { 'content-type': 'application/json', cookie },
    body,
  });
  const text = await response.body.text();
  if (response.statusCode !== 200 || text.includes('"errors"')) throw new Error(`gateway: ${text.slice(0, 200)}`);
  return { text, bytes: Buffer.byteLength(text) };
}

async function signIn(url: string): Promise<string> {
  const login = await request(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'mutation { login(username: "admin", password: "Admin@2026") { id } }' }),
  });
  const answer = await login.body.text();
  const header = login.headers['set-cookie'];
  const session = (Array.isArray(header) ? header : [String(header)])
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith('ff_session='));
  if (!session) throw new Error(`${url}: the demo sign-in failed: ${answer.slice(0, 200)}`);
  return session;
}

/** What one repeated request answered: the bytes downloaded and the direct calls made. */
type Answered = () => Promise<{ bytes: number; calls: number }>;

export interface Servers {
  token: string;
  services: { url: string };
  /** Our gateway as in production, signed in as the demo administrator (`cookie`). */
  gateway: { url: string };
  cookie: string;
  /** The same gateway cold, signed in of its own. */
  cold: { url: string; cookie: string };
  /** The gateway's own figures from its /metrics: upstream calls so far and resident memory. */
  gatewayFigures(url?: string): Promise<{ upstreamCalls: number; rssBytes: number }>;
  /** Calls made directly, in parallel as the old client did; bytes are what the browser would download. */
  direct(calls: [string, string, Record<string, string | number>?][]): Answered;
  viaGateway(query: string, url?: string, session?: string): Answered;
  /** Upstream calls of one gateway operation, counted alone from the gateway's /metrics (the timed runs overlap). */
  upstreamCallsOf(url: string, session: string, query: string): Promise<number>;
  closeCold(): Promise<void>;
  /** Stops the gateway and the services and drops the services' data. */
  close(): Promise<void>;
}

export async function startServers(): Promise<Servers> {
  const token = randomBytes(24).toString('base64url');
  const dataDir = mkdtempSync(join(tmpdir(), 'fieldforce-bench-db-'));
  const servicesPort = await freePort();
  const servicesProcess = await spawnServer(
    'services/src/main.ts',
    'services/tsconfig.json',
    {
      SERVICES_TOKEN: token,
      SERVICES_PORT: String(servicesPort),
      DATA_DIR: dataDir,
      LOG: 'off',
      OUTBOX_DIR: join(dataDir, 'outbox'),
    },
    /Services: (http:\/\/[^/\s]+)\/main/,
  );
  const services = { url: servicesProcess.ready[1]! };
  /** Our gateway in a process of its own; `env` adds to the production settings (the response cache's TTL). */
  const startGateway = async (env: Record<string, string> = {}) =>
    spawnServer(
      'gateway/src/main.ts',
      'gateway/tsconfig.json',
      {
        PORT: String(await freePort()),
        ...standInBases(services.url, token),
        UPSTREAM_EXTRAS: 'all',
        SESSION_SECRET: freshSessionSecret(),
        LOG: 'off',
        // One member drives the load: its per-member and per-address limits (1,200 and 6,000 a minute) would
        // answer RATE_LIMITED mid-run. Mesh has no such limit, so ours is lifted to compare like with like.
        RATE_LIMIT_PER_MEMBER: '1000000',
        RATE_LIMIT_PER_ADDRESS: '1000000',
        ...env,
      },
      /Gateway listening on (http:\/\/\S+) /,
    );
  const gatewayProcess = await startGateway();
  // The same gateway cold: its whole-response cache, shared upstream reads, reference lists and page access all off
  // (RESPONSE_CACHE_TTL_MS=0, REFERENCE_CACHE_TTL_MS=0): every request runs the operation and reads from the
  // upstream whatever it needs, as direct calls and Hive Gateway's defaults do.
  const coldProcess = await startGateway({ RESPONSE_CACHE_TTL_MS: '0', REFERENCE_CACHE_TTL_MS: '0' });
  const gateway = { url: gatewayProcess.ready[1]! };
  async function gatewayFigures(url = gateway.url): Promise<{ upstreamCalls: number; rssBytes: number }> {
    const text = (await get(`${url}/metrics`)).text;
    let upstreamCalls = 0;
    let rssBytes = 0;
    for (const line of text.split('\n')) {
      if (line.startsWith('gateway_upstream_requests_total{'))
        upstreamCalls += Number(line.slice(line.lastIndexOf(' ') + 1));
      if (line.startsWith('gateway_process_resident_memory_bytes '))
        rssBytes = Number(line.slice(line.lastIndexOf(' ') + 1));
    }
    return { upstreamCalls, rssBytes };
  }
  const cookie = await signIn(gateway.url);
  const cold = { url: coldProcess.ready[1]!, cookie: await signIn(coldProcess.ready[1]!) };

  const rest = (base: string, endpoint: string, params: Record<string, string | number> = {}) => {
    const query = new URLSearchParams({
      ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
      _token: token,
    });
    return get(`${services.url}/${base}/${endpoint}?${query}`);
  };
  const direct = (calls: [string, string, Record<string, string | number>?][]) => async () => {
    const answers = await Promise.all(calls.map(([base, endpoint, params]) => rest(base, endpoint, params)));
    return { bytes: answers.reduce((sum, a) => sum + a.bytes, 0), calls: calls.length };
  };
  const viaGateway =
    (query: string, url = gateway.url, session = cookie) =>
    async () => {
      const answer = await post(`${url}/graphql`, session, JSON.stringify({ query }));
      return { bytes: answer.bytes, calls: 0 };
    };
  async function upstreamCallsOf(url: string, session: string, query: string): Promise<number> {
    const before = (await gatewayFigures(url)).upstreamCalls;
    await viaGateway(query, url, session)();
    return (await gatewayFigures(url)).upstreamCalls - before;
  }

  return {
    token,
    services,
    gateway,
    cookie,
    cold,
    gatewayFigures,
    direct,
    viaGateway,
    upstreamCallsOf,
    closeCold: () => coldProcess.close(),
    async close() {
      await gatewayProcess.close();
      await servicesProcess.close();
      await agent.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
