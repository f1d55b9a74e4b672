// Request rate limits per member and per client address: on /graphql, on the CSV export and (stricter,
// per member) on the report e-mail mutations. Counted atomically in the shared state (Redis when
// configured), refused with RATE_LIMITED and a Retry-After header: HTTP 429 before anything runs. Every
// answer says where its caller stands (RateLimit-Limit, -Remaining, -Reset and -Policy, as the IETF's
// RateLimit header fields draft spells them), so a script can slow down before it is refused.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Kind, parse } from 'graphql';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { LimiterSpec, SharedState } from '../cache/shared-state.js';
import { gatewayError } from '../graphql/errors.js';
import type { Session } from '../sessions/session.js';
import { readSession, type SessionReader } from '../sessions/session-cookie.js';
import { consumeAll, LimitReached } from '../sessions/sign-in-throttle.js';
import { EXPORT_JOB_FILE_ROUTE, EXPORT_JOB_ROUTE, EXPORT_ROUTE, GRAPHQL_ROUTE, routeOf } from './route-path.js';

export interface RateLimitSettings {
  /** Requests per member, then per client address, in `windowSeconds` (GraphQL and CSV together). */
  perMember: number;
  perAddress: number;
  /** CSV exports per member, then per client address, in `windowSeconds`. */
  exportPerMember: number;
  exportPerAddress: number;
  windowSeconds: number;
  /** Report e-mails per member in `emailWindowSeconds`. */
  emailPerMember: number;
  emailWindowSeconds: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  perMember: 1200,
  perAddress: 6000,
  exportPerMember: 60,
  exportPerAddress: 300,
  windowSeconds: 60,
  emailPerMember: 20,
  emailWindowSeconds: 600,
};

/** Where a caller stands against the tightest of the limits that counted their request. */
export interface Quota {
  limit: number;
  remaining: number;
  msBeforeNext: number;
  windowSeconds: number;
}

/** The RateLimit header fields of an answer. */
function tellQuota(reply: FastifyReply, quota: Quota): void {
  reply
    .header('ratelimit-limit', String(quota.limit))
    .header('ratelimit-remaining', String(Math.max(0, quota.remaining)))
    .header('ratelimit-reset', String(Math.max(1, Math.ceil(quota.msBeforeNext / 1000))))
    .header('ratelimit-policy', `${quota.limit};w=${quota.windowSeconds}`);
}

export class RequestLimits {
  private readonly member: RateLimiterAbstract;
  private readonly address: RateLimiterAbstract;
  private readonly exportMember: RateLimiterAbstract;
  private readonly exportAddress: RateLimiterAbstract;
  private readonly emailMember: RateLimiterAbstract;
  private readonly signUpAddress: RateLimiterAbstract;
  private readonly windowSeconds: number;

  constructor(shared: SharedState, settings: RateLimitSettings = DEFAULT_RATE_LIMITS) {
    const spec = (name: string, points: number, durationSeconds = settings.windowSeconds): LimiterSpec => ({
      name,
      points,
      durationSeconds,
    });
    this.windowSeconds = settings.windowSeconds;
    this.member = shared.limiter(spec('rate:member', settings.perMember));
    this.address = shared.limiter(spec('rate:address', settings.perAddress));
    this.exportMember = shared.limiter(spec('rate:export-member', settings.exportPerMember));
    this.exportAddress = shared.limiter(spec('rate:export-address', settings.exportPerAddress));
    this.emailMember = shared.limiter(spec('rate:email-member', settings.emailPerMember, settings.emailWindowSeconds));
    // The public sign-up form: 5 requests for access per client address in 15 minutes.
    this.signUpAddress = shared.limiter(spec('rate:signup-address', 5, 15 * 60));
  }

  /**
   * One request: per address always, per member when signed in, and the export's own counters. Answers the
   * tightest of them (the fewest requests left), for the RateLimit headers.
   */
  async request(address: string, memberId: number | undefined, csvExport: boolean): Promise<Quota> {
    const entries: [RateLimiterAbstract, string][] = [[this.address, address]];
    if (memberId !== undefined) entries.push([this.member, String(memberId)]);
    if (csvExport) {
      entries.push([this.exportAddress, address]);
      if (memberId !== undefined) entries.push([this.exportMember, String(memberId)]);
    }
    const counted = await consumeAll(entries);
    const tightest = counted.reduce((least, one) => (one.remaining < least.remaining ? one : least));
    return { ...tightest, windowSeconds: this.windowSeconds };
  }

  /** One request for access (sign-up) from a client address. */
  async signUp(address: string): Promise<void> {
    await consumeAll([[this.signUpAddress, address]]);
  }

  /** One report e-mail of a member. */
  async email(memberId: number): Promise<void> {
    await consumeAll([[this.emailMember, String(memberId)]]);
  }
}

interface ReplySink {
  reply: FastifyReply;
}

/** Awaits a count and answers it; past the limit, sets Retry-After and throws RATE_LIMITED saying when to retry. */
export async function limited<T>(count: Promise<T>, what: string, ctx: ReplySink): Promise<T> {
  try {
    return await count;
  } catch (error) {
    if (!(error instanceof LimitReached)) throw error;
    ctx.reply.header('retry-after', String(error.seconds));
    const wait = error.minutes;
    const message = `${what}. Try again in ${wait} minute${wait === 1 ? '' : 's'}.`;
    throw gatewayError('RATE_LIMITED', message, { retryAfter: error.seconds });
  }
}

/** What the hook reads: the session settings and store, and the request limits. */
type RateLimitServices = SessionReader & { limits: RequestLimits };

const sessions = new WeakMap<FastifyRequest, Session | undefined>();

/** The session the rate-limit hook read for this request (read once), or a fresh read. */
export async function requestSession(
  request: FastifyRequest,
  services: RateLimitServices,
  reply: FastifyReply,
): Promise<Session | undefined> {
  if (sessions.has(request)) return sessions.get(request);
  const session = await readSession(request, services, reply, request.log);
  sessions.set(request, session);
  return session;
}

const LIMITED_ROUTES = new Set([GRAPHQL_ROUTE, EXPORT_ROUTE, EXPORT_JOB_ROUTE, EXPORT_JOB_FILE_ROUTE]);

/**
 * Whether the body is Log Out and nothing else (one mutation, its one field `logout`). The client leaves for the
 * sign-in page whatever Logout answers, so a refused one would leave the session, and every copy of its cookie,
 * alive. Read only once a request is already refused, so the parse costs nothing to members within their rate.
 */
export function isBareLogout(body: unknown): boolean {
  const query = (body as { query?: unknown } | undefined)?.query;
  if (typeof query !== 'string' || query.length > 200) return false;
  try {
    const [operation, ...more] = parse(query).definitions;
    if (more.length > 0 || operation?.kind !== Kind.OPERATION_DEFINITION || operation.operation !== 'mutation')
      return false;
    const [field, ...others] = operation.selectionSet.selections;
    return others.length === 0 && field?.kind === Kind.FIELD && field.name.value === 'logout';
  } catch {
    return false;
  }
}

/** Counts every request to /graphql and /api/export.csv (or .xlsx) before it runs; 429 past a limit. */
export function registerRateLimits(app: FastifyInstance, services: RateLimitServices): void {
  app.addHook('preHandler', async (request, reply) => {
    // By the matched route, not the raw URL: a percent-encoded path reaches the same route.
    const route = routeOf(request);
    if (route === undefined || !LIMITED_ROUTES.has(route)) return;
    const session = await requestSession(request, services, reply);
    try {
      tellQuota(reply, await services.limits.request(request.ip, session?.id, route === EXPORT_ROUTE));
    } catch (error) {
      if (!(error instanceof LimitReached)) throw error;
      reply.header('ratelimit-remaining', '0').header('ratelimit-reset', String(error.seconds));
      // Once a session: a Log Out without a live session (ended, or none) is counted and refused like any request.
      if (session && route === GRAPHQL_ROUTE && isBareLogout(request.body)) return;
      const message = `Too many requests. Try again in ${error.seconds} second${error.seconds === 1 ? '' : 's'}.`;
      return reply
        .code(429)
        .header('retry-after', String(error.seconds))
        .type('application/json')
        .send({ errors: [{ message, extensions: { code: 'RATE_LIMITED', retryAfter: error.seconds } }] });
    }
  });
}

/**
 * A request to /graphql or an export carrying `Authorization: Bearer` that names no valid token: 401, the same
 * words whatever the reason (unknown, revoked, expired, its member inactive). Runs after the rate limit counted it.
 */
export function registerTokenRefusal(app: FastifyInstance, services: RateLimitServices): void {
  app.addHook('preHandler', async (request, reply) => {
    if (reply.sent) return;
    const route = routeOf(request);
    if (route === undefined || !LIMITED_ROUTES.has(route) || request.headers.authorization === undefined) return;
    if (await requestSession(request, services, reply)) return;
    return reply
      .code(401)
      .type('application/json')
      .send({ errors: [{ message: 'The access token is not valid', extensions: { code: 'UNAUTHENTICATED' } }] });
  });
}
