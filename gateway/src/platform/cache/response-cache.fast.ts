// The response cache's fast path: a repeated read answered with its stored serialized JSON (and its
// compressed form) before Apollo parses, validates, costs and runs it again. It runs after the load
// shedding (in-flight share), the rate limit and the session check, keys the answer exactly as the
// Apollo plugin does (member, page set, document digest, operation name, declared variables) and only
// knows documents Apollo has validated and costed; anything it is unsure of goes on to Apollo.
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayServices } from '../graphql/context.js';
import { requestSession } from '../http/rate-limits.js';
import { GRAPHQL_ROUTE, routeOf } from '../http/route-path.js';
import type { Session } from '../sessions/session.js';
import { answerKey, type CachedAnswer, documentDigest } from './response-cache.js';

/** Below @fastify/compress's threshold an answer goes raw. */
const COMPRESS_THRESHOLD = 1024;
/** The content types Apollo chose per Accept header, learned from its answers (a handful in practice). */
const MAX_ACCEPT_HEADERS = 32;

/** What of a session keys an answer: the member and what the session says of them, not this sign-in. */
export function cacheMember(session: Session): object {
  const { sid: _sid, iat: _iat, exp: _exp, ...member } = session;
  return member;
}

/** The variables the operation declares: others change nothing in the answer and would only make new keys. */
export function declaredVariables(
  declared: readonly string[],
  variables: Record<string, unknown> | undefined,
): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const name of declared) if (variables && Object.hasOwn(variables, name)) picked[name] = variables[name];
  return picked;
}

interface GraphQLPost {
  query: string;
  operationName: string | null | undefined;
  variables: Record<string, unknown> | undefined;
}

/** A plain JSON POST of one operation (no batch, no extensions such as persisted queries), or undefined. */
function plainPost(request: FastifyRequest): GraphQLPost | undefined {
  if (request.method !== 'POST' || !request.headers['content-type']?.startsWith('application/json')) return undefined;
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const { query, operationName, variables, extensions } = body as Record<string, unknown>;
  if (typeof query !== 'string' || extensions !== undefined) return undefined;
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') return undefined;
  if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables)))
    return undefined;
  return { query, operationName, variables: (variables ?? undefined) as Record<string, unknown> | undefined };
}

/** br or gzip when the client plainly accepts it (no weights); otherwise @fastify/compress decides. */
function plainEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
  if (!header || header.includes(';')) return undefined;
  const tokens = header
    .toLowerCase()
    .split(',')
    .map((token) => token.trim());
  if (tokens.includes('br')) return 'br';
  return tokens.includes('gzip') ? 'gzip' : undefined;
}

/**
 * The stored answer as Apollo sends it (`JSON.stringify` and a newline), compressed once when asked. Kept as
 * UTF-8 bytes: a string body is encoded again on every write (measured: 40 % of a 196 kB hit's CPU in writev).
 */
function payload(answer: CachedAnswer, encoding: 'br' | 'gzip' | undefined): Buffer {
  answer.body ??= Buffer.from(`${JSON.stringify({ data: answer.data, extensions: answer.extensions })}\n`);
  if (encoding === undefined || answer.body.length < COMPRESS_THRESHOLD) return answer.body;
  if (encoding === 'br') {
    answer.br ??= brotliCompressSync(answer.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
    return answer.br;
  }
  answer.gzip ??= gzipSync(answer.body);
  return answer.gzip;
}

function send(reply: FastifyReply, answer: CachedAnswer, contentType: string) {
  const encoding = plainEncoding(reply.request.headers['accept-encoding']);
  const body = payload(answer, encoding);
  reply.code(200).header('content-type', contentType).header('x-cache', 'hit');
  if (body !== answer.body) reply.header('vary', 'accept-encoding').header('content-encoding', encoding);
  return reply.send(body);
}

/** Registers the fast path; call after the rate limits and the query length check. */
export function registerResponseFastPath(app: FastifyInstance, services: GatewayServices): void {
  const cache = services.responses;
  if (!cache.enabled) return;
  const contentTypes = new Map<string, string>();

  app.addHook('preHandler', async (request, reply) => {
    if (reply.sent || routeOf(request) !== GRAPHQL_ROUTE) return;
    const started = process.hrtime.bigint();
    const post = plainPost(request);
    if (!post) return;
    const contentType = contentTypes.get(request.headers.accept ?? '');
    if (contentType === undefined) return;
    const document = documentDigest(post.query);
    const known = cache.knownDocument(document, post.operationName);
    if (known === undefined) return;
    // The same session the rate limit read (a logged-out or expired one is undefined: Apollo refuses it).
    const session = await requestSession(request, services, reply);
    if (!session) return;
    let pages: ReadonlySet<string>;
    try {
      pages = (await services.access.forSession(session, request.log)).openKeys;
    } catch {
      return; // Apollo runs it and reports the failure as it would uncached
    }
    const key = answerKey({
      member: cacheMember(session),
      pages,
      document,
      operationName: post.operationName,
      variables: declaredVariables(known.declared, post.variables),
    });
    const answer = cache.lookupAnswer(key, known, started);
    if (answer) return send(reply, answer, contentType);
  });

  // Learns which content type Apollo answers each Accept header with, from its own cacheable answers.
  // Callback style: it runs on every answer, hits included, and an async hook costs a promise each time.
  app.addHook('onSend', (request, reply, payload, next) => {
    const learn =
      contentTypes.size < MAX_ACCEPT_HEADERS &&
      reply.statusCode === 200 &&
      reply.getHeader('x-cache') !== undefined &&
      routeOf(request) === GRAPHQL_ROUTE;
    const type = learn ? reply.getHeader('content-type') : undefined;
    if (typeof type === 'string' && type.startsWith('application/'))
      contentTypes.set(request.headers.accept ?? '', type);
    next(null, payload);
  });
}
