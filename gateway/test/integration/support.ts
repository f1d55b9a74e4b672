// Helpers for gateway integration tests: a gateway on the shared services, GraphQL over supertest,
// and a count of the real upstream requests (undici's diagnostics channel, no mocks).

import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import request from 'supertest';
import { inject } from 'vitest';
import { freshSessionSecret, standInBases } from '../../../tests/support/stand-in-env.js';
import { createGateway, type GatewayConfig, loadConfig } from '../../src/index.js';

export const DEMO = {
  admin: { username: 'admin', password: 'Admin@2026' },
  manager: { username: 'manager', password: 'Manager@2026' },
  promoter: { username: 'promoter', password: 'Promoter@2026' },
  /** Only the password test signs in as the supervisor (it changes that password and back). */
  supervisor: { username: 'supervisor', password: 'Supervisor@2026' },
  analyst: { username: 'analyst', password: 'Analyst@2026' },
} as const;

/** A gateway on the shared services; `env` adds environment variables as an operator would set them. */
export function gatewayConfig(overrides: Partial<GatewayConfig> = {}, env: Record<string, string> = {}): GatewayConfig {
  const servicesUrl = inject('servicesUrl');
  return {
    ...loadConfig({
      PORT: '0',
      ...standInBases(servicesUrl, inject('servicesToken')),
      SESSION_SECRET: freshSessionSecret(),
      LOG: 'off',
      // The suites e-mail reports to example.com addresses (other outside domains stay refused).
      REPORT_EMAIL_DOMAINS: 'example.com',
      // The suites count upstream calls per operation; the response cache (on by default) has suites of its own.
      RESPONSE_CACHE_TTL_MS: '0',
      // Shedding on event-loop delay measures the machine, not the gateway: a busy test machine stalls for a
      // second and a sign-in answered OVERLOADED (CI's faults run). The load-shedding suite turns it on.
      LOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      // The stand-in offers every extra beyond the description, except in its strict mode.
      UPSTREAM_EXTRAS: inject('servicesStrict') ? 'none' : 'all',
      // The suites sign in as the demo roles many times; the limit on successful sign-ins has its own suite.
      SIGNIN_SUCCESS_LIMIT_PER_NAME: '100000',
      ...env,
    }),
    webDist: undefined,
    ...overrides,
  };
}

export type TestGateway = Awaited<ReturnType<typeof createGateway>>;

/** A whole StoreInput of a test's own (a plain module, which the end-to-end suite imports too). */
export { storeInput } from '../../../tests/support/store-input.js';

export interface GraphQLBody {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown>; path?: unknown[] }[];
  extensions?: Record<string, unknown>;
}

export interface GraphQLAnswer {
  status: number;
  body: GraphQLBody;
  text: string;
  setCookie: string[];
}

export async function gql(
  gateway: TestGateway,
  query: string,
  variables: Record<string, unknown> = {},
  cookie?: string,
): Promise<GraphQLAnswer> {
  let call = request(gateway.app.server).post('/graphql').set('content-type', 'application/json');
  if (cookie) call = call.set('cookie', cookie);
  const response = await call.send({ query, variables });
  const header = response.headers['set-cookie'] as unknown;
  const setCookie = Array.isArray(header) ? header.map(String) : typeof header === 'string' ? [header] : [];
  return { status: response.status, body: response.body as GraphQLBody, text: response.text, setCookie };
}

export const LOGIN =
  'mutation Login($username: String!, $password: String!) { login(username: $username, password: $password) { id ' +
  'name login } }';

/** Signs in and returns the `ff_session=…` pair to send as a cookie. */
export async function signIn(gateway: TestGateway, who: { username: string; password: string }): Promise<string> {
  const answer = await gql(gateway, LOGIN, who);
  const pair = answer.setCookie
    .map((line) => line.split(';')[0] ?? '')
    .find((value) => value.startsWith('ff_session='));
  if (!pair || answer.body.errors) throw new Error(`sign-in failed: ${answer.text}`);
  return pair;
}

/** The signed-in member's id and the brands set up for them to manage (Setup Manager By Brand). */
export async function managerScope(gateway: TestGateway, cookie: string): Promise<{ id: number; brands: number[] }> {
  const me = (await gql(gateway, '{ me { id } }', {}, cookie)).body.data?.me as { id: number };
  const managed = (await gql(gateway, 'query B($id: Int!) { brandsForManager(managerId: $id) { id } }', me, cookie))
    .body.data?.brandsForManager as { id: number }[];
  return { id: me.id, brands: managed.map((brand) => brand.id) };
}

/** Counts upstream requests to one origin, by endpoint name. */
export class UpstreamCounter {
  readonly calls: string[] = [];
  private readonly origin: string;
  private readonly listener = (message: unknown) => {
    const req = (message as { request?: { origin?: unknown; path?: unknown } }).request;
    if (!req || String(req.origin) !== this.origin || typeof req.path !== 'string') return;
    const path = req.path.split('?')[0] ?? '';
    this.calls.push(path.slice(path.lastIndexOf('/') + 1));
  };

  constructor(origin: string) {
    this.origin = new URL(origin).origin;
    subscribe('undici:request:create', this.listener);
  }

  count(endpoint: string): number {
    return this.calls.filter((call) => call === endpoint).length;
  }

  reset(): void {
    this.calls.length = 0;
  }

  stop(): void {
    unsubscribe('undici:request:create', this.listener);
  }
}

export type LoopbackProxy = { upstream: GatewayConfig['upstream']; close(): Promise<void> };

/** The base's whole answer to one request, as a proxy received it; `send` passes it on, `reply` answers instead. */
export interface HeldAnswer {
  status: number;
  send(): void;
  reply(status: number, body: string): void;
}

/**
 * A loopback proxy to the real services; `intercept` sees each endpoint and passes it on, answers itself, or
 * (`forward`) sends it to the base at once and decides what to do with the base's whole answer.
 */
export async function loopbackProxy(
  intercept: (
    endpoint: string,
    reply: (status: number, body: string) => void,
    pass: () => void,
    forward: (answered: (answer: HeldAnswer) => void) => void,
  ) => void,
): Promise<LoopbackProxy> {
  const { createServer, request: upstreamRequest } = await import('node:http');
  const target = new URL(inject('servicesUrl'));
  const server = createServer((req, res) => {
    const endpoint = (req.url ?? '').split('?')[0]!.split('/').pop()!;
    const reply = (status: number, body: string) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(body);
    const toBase = (onAnswer: (answer: import('node:http').IncomingMessage) => void) =>
      req.pipe(
        upstreamRequest(
          { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
          onAnswer,
        ),
      );
    const pass = () =>
      toBase((answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
    const forward = (answered: (answer: HeldAnswer) => void) =>
      toBase((answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const status = answer.statusCode ?? 502;
          answered({
            status,
            send: () => res.writeHead(status, answer.headers).end(Buffer.concat(chunks)),
            reply,
          });
        });
      });
    intercept(endpoint, reply, pass, forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    upstream: {
      main: `${origin}/main`,
      settings: `${origin}/settings`,
      transfer: `${origin}/transfer`,
      product: `${origin}/product`,
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Answers 500 for the named endpoints and passes everything else through: one upstream call fails while the rest of the
 * product works.
 */
export function failingProxy(failing: readonly string[]): Promise<LoopbackProxy> {
  return loopbackProxy((endpoint, reply, pass) => {
    if (failing.includes(endpoint)) reply(500, '{"status":500,"message":"Internal error","data":null}');
    else pass();
  });
}

/**
 * Holds requests to one endpoint until release() (a slow upstream, on cue); `arrived` resolves when one comes in,
 * and `held()` tells how many have come in so far.
 */
export async function holdingProxy(
  held: string,
): Promise<LoopbackProxy & { arrived: Promise<void>; release(): void; held(): number }> {
  let count = 0;
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const proxy = await loopbackProxy((endpoint, _reply, pass) => {
    if (endpoint !== held) return pass();
    count++;
    arrive();
    void released.then(pass);
  });
  return { ...proxy, arrived, release, held: () => count };
}

/** Two gateways on the shared services for a write of unknown outcome; `close` closes both and their proxy. */
export interface LateWriteGateways {
  /** Through a proxy on which the hanging endpoints never answer: such a write times out, the base has not saved. */
  cached: TestGateway;
  /** Straight to the base: it makes the late save, as the base's own slow request would. */
  direct: TestGateway;
  close(): Promise<void>;
}

/**
 * What `reads` returns when it ran between two equal readings of `fingerprint` (three tries at most): files beside this
 * one add, rename and remove rows of their own while it runs, and a comparison of two reads needs none of that between.
 */
export async function betweenEqual<T>(fingerprint: () => Promise<unknown>, reads: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const before = JSON.stringify(await fingerprint());
    const result = await reads();
    if (attempt === 3 || JSON.stringify(await fingerprint()) === before) return result;
  }
}

/**
 * A write the base answers too late: `cached` gives up on the `hanging` endpoints after `timeoutMs` (`env` adds its
 * other settings), `direct` saves the same write afterwards.
 */
export async function lateWriteGateways(
  hanging: readonly string[],
  timeoutMs: number,
  env: Record<string, string> = {},
): Promise<LateWriteGateways> {
  const proxy = await loopbackProxy((endpoint, _reply, pass) => {
    if (!hanging.includes(endpoint)) pass();
  });
  const opened: TestGateway[] = [];
  const close = async () => {
    for (const gateway of opened) await gateway.close();
    await proxy.close();
  };
  try {
    const config = gatewayConfig({ upstream: proxy.upstream }, { ...env, UPSTREAM_TIMEOUT_MS: `${timeoutMs}` });
    const cached = await createGateway(config);
    opened.push(cached);
    const direct = await createGateway(gatewayConfig());
    opened.push(direct);
    return { cached, direct, close };
  } catch (error) {
    await close();
    throw error;
  }
}
