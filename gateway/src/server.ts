// Assembles one gateway: Fastify, Apollo Server 5 at /graphql, sessions, health, the web client.
import { constants as zlib } from 'node:zlib';
import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import fastifyApollo, { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { GraphQLError } from 'graphql';
import { DOMAINS } from './domains/index.js';
import { registerResponseFastPath } from './platform/cache/response-cache.fast.js';
import { ResponseCache } from './platform/cache/response-cache.js';
import { responseCachePlugin } from './platform/cache/response-cache.plugin.js';
import { memoryState, redisState } from './platform/cache/shared-state.js';
import { SortedResults } from './platform/cache/sorted-results.js';
import type { GatewayConfig } from './platform/config.js';
import { emailPolicy } from './platform/email-policy.js';
import { registerCsvExport } from './platform/exports/export-csv.js';
import { compiledExecutionPlugin } from './platform/graphql/compiled-execution.js';
import { type Context, type GatewayServices, RequestReads } from './platform/graphql/context.js';
import { createFormatError } from './platform/graphql/errors.js';
import { costBudgetPlugin } from './platform/graphql/query-cost.js';
import { checkQueryLength, PARSE_OPTIONS, QUERY_VALIDATION_RULES } from './platform/graphql/query-limits.js';
import { schemaPrivacyPlugin } from './platform/graphql/schema-privacy.js';
import { EditGuard } from './platform/graphql/versions.js';
import { writeBudgetPlugin } from './platform/graphql/write-budget.js';
import { registerHealth } from './platform/http/health.js';
import { registerLoadShedding } from './platform/http/load-shedding.js';
import { loggerOptions } from './platform/http/logging.js';
import { Metrics, registerMetricsRoute, registerObservability, requestIdOf } from './platform/http/observability.js';
import {
  RequestLimits,
  registerRateLimits,
  registerTokenRefusal,
  requestSession,
} from './platform/http/rate-limits.js';
import { GRAPHQL_ROUTE, routeOf } from './platform/http/route-path.js';
import { EXPLORER_PAGE, registerWebClient } from './platform/http/web.js';
import { PageAccessCache } from './platform/permissions/access.loaders.js';
import { pageKey } from './platform/permissions/menu-access.js';
import { ReferenceData } from './platform/reference/reference-data.js';
import { reportFilterPlugin } from './platform/reports/honoured.js';
import { AccessTokens } from './platform/sessions/access-tokens.js';
import { readSession } from './platform/sessions/session-cookie.js';
import { DEFAULT_THROTTLE, SignInThrottle } from './platform/sessions/sign-in-throttle.js';
import { accessTokenPlugin } from './platform/sessions/token-plugin.js';
import { UpstreamClient } from './platform/upstream/client.js';
import { DescribedBases } from './platform/upstream/described.js';
import { buildGatewaySchema } from './schema.js';

export interface Gateway {
  app: FastifyInstance;
  services: GatewayServices;
  /** Fails /readyz and waits SHUTDOWN_DRAIN_MS while requests are still served: the first step of a stop. */
  drain(): Promise<void>;
  close(): Promise<void>;
}

/** Fastify's trustProxy: a hop count as its function (the first `hops` proxies are believed), a list as is. */
function trustProxyOption(
  setting: GatewayConfig['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

/**
 * A client that left before its answer (a browser navigating on) closes the socket while the
 * compressed answer is being piped, and Fastify reports that as an error 500 unless the request
 * body was still arriving. It is no server failure: answered as nginx's 499 and logged at info.
 * Every other error goes on to Fastify's own handler.
 */
function clientGoneHandler(error: Error & { code?: string }, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'ERR_STREAM_PREMATURE_CLOSE' && (request.raw.socket?.destroyed ?? true)) {
    reply.code(499);
    request.log.info({ res: reply }, 'the client closed the connection before its answer');
    return reply.send();
  }
  return reply.send(error);
}

export async function buildGateway(config: GatewayConfig): Promise<Gateway> {
  const app = Fastify({
    logger: loggerOptions(config.logger, config.logStream),
    bodyLimit: 1024 * 1024,
    trustProxy: trustProxyOption(config.trustProxy),
    genReqId: (request) => requestIdOf(request.headers),
    // A request whose head or body does not arrive in time is answered 408 and its connection closed
    // (without a limit, a body announced and never sent would hold its connection for ever).
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.connectionTimeoutMs,
    http: {
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: Math.min(60_000, config.requestTimeoutMs),
      // Node checks those timeouts every 30 s by default: a 10 s timeout would hold up to 40 s.
      connectionsCheckingInterval: Math.max(100, Math.min(1_000, Math.floor(config.requestTimeoutMs / 4))),
    },
  });
  app.setErrorHandler(clientGoneHandler);
  const metrics = new Metrics();
  registerObservability(app);
  // /metrics on the main port, or alone on METRICS_PORT (reachable only where the operator allows).
  const metricsApp = config.metrics.port === undefined ? undefined : Fastify({ logger: false });
  registerMetricsRoute(metricsApp ?? app, metrics, config.metrics);
  const upstream = new UpstreamClient({
    bases: config.upstream,
    token: config.token,
    timeoutMs: config.upstreamTimeoutMs,
    share: config.upstreamShare,
    metrics,
    described: new DescribedBases(config.upstreamExtras),
  });
  // Several instances share throttling counts and cache invalidations through Redis (REDIS_URL).
  const shared = config.redisUrl ? await redisState(config.redisUrl, app.log) : memoryState();
  const responses = new ResponseCache(config.responseCacheTtlMs, shared, metrics);
  // Every write drops cached answers and shared reads (all of them, or what a narrow write touches),
  // here and on the other instances, before it returns.
  upstream.onWrite((endpoint) => responses.drop(endpoint));
  const services: GatewayServices = {
    upstream,
    shared,
    refs: new ReferenceData(upstream, metrics, shared, config.referenceCacheTtlMs),
    access: new PageAccessCache(upstream, metrics, shared, config.referenceCacheTtlMs),
    tokens: new AccessTokens(upstream, () => shared.sessions, shared),
    sessions: {
      secret: config.sessionSecret,
      ttlSeconds: config.sessionTtlSeconds,
      secureCookies: config.secureCookies,
    },
    signIns: new SignInThrottle(shared, { ...DEFAULT_THROTTLE, ...config.signInLimits }),
    limits: new RequestLimits(shared, config.rateLimits),
    passwordChanges: new SignInThrottle(
      shared,
      { ...DEFAULT_THROTTLE, perName: config.signInLimits.perName },
      'password',
    ),
    edits: new EditGuard({ secret: config.sessionSecret, baseKeepsVersions: upstream.described.offers('versions') }),
    map: { tileUrl: config.mapTileUrl ?? null, attribution: config.mapAttribution },
    emailPolicy: emailPolicy(config),
    responses,
    sorted: new SortedResults(upstream, shared),
  };

  const schema = await buildGatewaySchema();
  const apollo = new ApolloServer<Context>({
    schema,
    introspection: config.introspection,
    // The token limit stops parsing a huge document; the selection count is the first own rule.
    parseOptions: PARSE_OPTIONS,
    validationRules: [...QUERY_VALIDATION_RULES],
    includeStacktraceInErrorResponses: false,
    // The process owner (main.ts, scripts/start.ts) handles signals and closes the gateway in order.
    stopOnTerminationSignals: false,
    formatError: createFormatError(app.log),
    plugins: [
      fastifyApolloDrainPlugin(app),
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginCacheControlDisabled(),
      metrics.plugin(),
      costBudgetPlugin(schema, config.costBudget, config.maxReports),
      writeBudgetPlugin(schema),
      // Before the response cache: the days of each period go out with the answer and are kept with it.
      reportFilterPlugin(schema),
      accessTokenPlugin(),
      schemaPrivacyPlugin(config.introspection),
      responseCachePlugin(responses),
      // After the response cache: a cached answer is served before anything runs.
      compiledExecutionPlugin(schema, config.compiledExecution, (outcome) =>
        metrics.compiledExecutions.inc({ outcome }),
      ),
    ],
  });
  await apollo.start();

  const context = async (request: FastifyRequest, reply: FastifyReply): Promise<Context> => {
    const session = await requestSession(request, services, reply);
    return { ...services, session, reads: new RequestReads(upstream, request.log, responses), log: request.log, reply };
  };

  // GraphQL answers and CSV exports compressed for clients that accept it; brotli at quality 5 costs
  // little CPU on the fly (the built assets are precompressed at the highest quality instead).
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(fastifyCookie);
  // First of the GraphQL route's preHandlers: an operation waits for its slot (or is refused) before the
  // rate limit counts it and the response cache answers it. Measured from here: building the schema
  // and starting Apollo block the loop once, at start.
  await registerLoadShedding(app, config.load, metrics.inFlight, async (request, reply) => {
    const session = await requestSession(request, services, reply);
    return session ? { id: `member:${session.id}`, signedIn: true } : { id: `address:${request.ip}`, signedIn: false };
  });
  registerRateLimits(app, services);
  registerTokenRefusal(app, services);
  app.addHook('preHandler', async (request, reply) => {
    if (routeOf(request) !== GRAPHQL_ROUTE) return;
    const source =
      request.method === 'GET'
        ? (request.query as { query?: unknown }).query
        : (request.body as { query?: unknown } | undefined)?.query;
    try {
      checkQueryLength(typeof source === 'string' ? source : undefined);
    } catch (error) {
      const refusal = error as GraphQLError;
      return reply.code(400).send({ errors: [{ message: refusal.message, extensions: refusal.extensions }] });
    }
  });
  // Repeated reads answered from the response cache before Apollo runs (after the checks above).
  registerResponseFastPath(app, services);
  await app.register(fastifyApollo(apollo), {
    path: '/graphql',
    method: ['GET', 'POST'],
    context,
  });
  // A few export jobs at once: each runs its pages one after another, within its member's rate.
  registerCsvExport(app, apollo, schema, context, Math.max(1, Math.floor(config.load.maxInFlight / 8)));
  for (const domain of DOMAINS) await domain.routes?.(app, services);
  let draining = false;
  registerHealth(app, upstream, config.upstreamTimeoutMs, shared, () => draining);
  await registerWebClient(app, config.webDist, config.mapTileUrl, async (request) => {
    const session = await readSession(request, services);
    if (!session) return 'signed-out';
    try {
      const access = await services.access.forMember(session.id, request.log);
      return access.openKeys.has(pageKey(EXPLORER_PAGE)) ? 'open' : 'lacks-page';
    } catch {
      return 'unavailable';
    }
  });
  await app.ready();
  if (metricsApp) await metricsApp.listen({ port: config.metrics.port, host: config.host });

  let closed = false;
  return {
    app,
    services,
    async drain() {
      if (draining) return;
      draining = true;
      if (config.shutdownDrainMs > 0) await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    },
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      await metricsApp?.close();
      await apollo.stop().catch(() => undefined);
      await upstream.close();
      await shared.close();
    },
  };
}
