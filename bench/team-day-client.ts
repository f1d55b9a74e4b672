// One simulated member's HTTP client in the team's day: the screens' GraphQL documents as the web sends them, through
// HAProxy's front, or the old client's direct calls to the services; each answer timed and recorded while a step runs.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type DocumentNode, print } from 'graphql';
import { Agent, request } from 'undici';
import { BROWSER_CONNECTIONS, type Side, sleep } from './team-day-options.js';
import type { Role } from './team-day-plan.js';

const root = fileURLToPath(new URL('../', import.meta.url));

// The screens' documents, as the web sends them.
const documents = new Map<string, string>();
for (const match of readFileSync(join(root, 'web/src/gql/graphql.ts'), 'utf8').matchAll(
  /^export const (\w+)Document = (\{.*\}) as unknown as DocumentNode/gm,
)) {
  documents.set(match[1]!, print(JSON.parse(match[2]!) as DocumentNode));
}
const documentOf = (name: string) => {
  const text = documents.get(name);
  if (!text) throw new Error(`the web has no document ${name}`);
  return text;
};

export interface Sample {
  side: Side;
  name: string;
  ms: number;
  ok: boolean;
  status: number;
  code?: string;
  /** How often the gateway shed it (503 OVERLOADED) before it was answered or given up, as the web retries it. */
  shed?: number;
}
let recording: Sample[] | undefined;
/** Each failed answer's side, operation and status or code, and how often. */
export const failures = new Map<string, number>();
function record(sample: Sample) {
  recording?.push(sample);
  if (!sample.ok) {
    const key = `${sample.side} ${sample.name}: ${sample.status}${sample.code ? ` ${sample.code}` : ''}`;
    failures.set(key, (failures.get(key) ?? 0) + 1);
  }
}
/** Records every answer into `samples` (a measured step's), or into none. */
export function recordInto(samples: Sample[] | undefined) {
  recording = samples;
}

export interface Member {
  position: number;
  role: Role;
  id: number;
  login: string;
  password: string;
  regionId: number;
  agent: Agent;
  /** The session cookie, or for the analyst a bearer token. */
  auth: Record<string, string>;
  storeIds: number[];
  /** What the client keeps once fetched (Apollo's cache-first; the old client's lookups). */
  cached: Set<string>;
  planned: boolean;
}

/** Each member connects from an address of its own on loopback, as each member's browser would from theirs. */
const addressOf = (position: number) => `127.0.${1 + Math.floor(position / 250)}.${1 + (position % 250)}`;
// undici takes the source address as the client's own option: one given among `connect`'s is overwritten by it.
export const agentFor = (position: number) =>
  new Agent({ connections: BROWSER_CONNECTIONS, localAddress: addressOf(position) });

/** Fails the run unless two members' connections arrive from their own addresses (the gateways count each). */
export async function checkAddresses(): Promise<void> {
  const server = createServer((incoming, answer) => answer.end(incoming.socket.remoteAddress));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    for (const position of [1, 260]) {
      const agent = agentFor(position);
      const seen = await (await request(`http://127.0.0.1:${port}/`, { dispatcher: agent })).body.text();
      await agent.close();
      if (seen !== addressOf(position))
        throw new Error(`member ${position} connects from ${seen}, not from ${addressOf(position)}`);
    }
  } finally {
    server.close();
  }
}

let frontUrl = '';
let servicesUrl = '';
/** The services' token, which the gateways are given too. */
export const token = randomBytes(24).toString('base64url');
/** Where the members' calls go: HAProxy's front, and the services for direct calls. */
export function callThrough(front: string, services: string) {
  frontUrl = front;
  servicesUrl = services;
}

export interface GqlAnswer {
  status: number;
  data?: Record<string, unknown>;
  errors?: { message: string; extensions?: { code?: string } }[];
  cookie?: string;
  retryAfterSeconds?: number;
}
export async function graphqlCall(
  agent: Agent,
  auth: Record<string, string>,
  name: string,
  variables: Record<string, unknown> = {},
  measured = true,
): Promise<GqlAnswer> {
  const started = performance.now();
  let answer = await graphqlOnce(agent, auth, name, variables);
  // As the web does (web/src/platform/app/busy-retry.ts): a call the gateway shed is asked again after the
  // Retry-After it names, three times at most; its time runs from the first try.
  let shed = 0;
  while (shed < SHED_RETRIES && answer.status === 503 && answer.errors?.[0]?.extensions?.code === 'OVERLOADED') {
    shed++;
    await sleep(Math.min(answer.retryAfterSeconds ?? 1, 5) * 1000 + Math.random() * 250);
    answer = await graphqlOnce(agent, auth, name, variables);
  }
  // A document or its variables the schema refuses is the bench's own mistake, never the load's: stop the run.
  const refused = answer.errors?.find(
    (error) =>
      ['GRAPHQL_VALIDATION_FAILED', 'GRAPHQL_PARSE_FAILED'].includes(error.extensions?.code ?? '') ||
      error.message.startsWith('Variable "$'),
  );
  if (refused) throw new Error(`the bench sends ${name} what the schema refuses: ${refused.message}`);
  if (measured) {
    const ok = answer.status === 200 && !answer.errors?.length;
    record({
      side: 'gateway',
      name,
      ms: performance.now() - started,
      ok,
      status: answer.status,
      code: ok ? undefined : (answer.errors?.[0]?.extensions?.code ?? answer.errors?.[0]?.message.slice(0, 60)),
      ...(shed > 0 ? { shed } : {}),
    });
  }
  return answer;
}

/** The web's retries of a shed call. */
const SHED_RETRIES = 3;

async function graphqlOnce(
  agent: Agent,
  auth: Record<string, string>,
  name: string,
  variables: Record<string, unknown>,
): Promise<GqlAnswer> {
  let answer: GqlAnswer;
  try {
    const response = await request(`${frontUrl}/graphql`, {
      method: 'POST',
      dispatcher: agent,
      headers: { 'content-type': 'application/json', ...auth },
      body: JSON.stringify({ operationName: name, query: documentOf(name), variables }),
    });
    const body = (await response.body.json()) as GqlAnswer;
    const setCookie = response.headers['set-cookie'];
    const cookie = (Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [])
      .map((line) => line.split(';')[0]!)
      .find((pair) => pair.startsWith('ff_session='));
    const retryAfter = Number(response.headers['retry-after']);
    answer = { status: response.statusCode, data: body.data, errors: body.errors, cookie };
    if (Number.isFinite(retryAfter)) answer.retryAfterSeconds = retryAfter;
  } catch (error) {
    answer = { status: 0, errors: [{ message: String(error), extensions: { code: 'NETWORK' } }] };
  }
  return answer;
}

export async function restCall(
  agent: Agent,
  base: string,
  endpoint: string,
  params: Record<string, string | number> = {},
) {
  const query = new URLSearchParams({
    ...Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])),
    _token: token,
  });
  const started = performance.now();
  let status = 0;
  let code: string | undefined;
  try {
    const response = await request(`${servicesUrl}/${base}/${endpoint}?${query}`, { dispatcher: agent });
    status = response.statusCode;
    const text = await response.body.text();
    if (status !== 200) code = text.slice(0, 80);
  } catch (error) {
    code = String(error).slice(0, 80);
  }
  record({ side: 'direct', name: endpoint, ms: performance.now() - started, ok: status === 200, status, code });
}
