// Assembles one gateway: Fastify, Apollo Server 5 at /graphql, sessions, health, the web client.
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import fastifyApollo, { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { GatewayConfig } from './config.js';
import { RequestReads, type Context, type GatewayServices } from './context.js';
import { createFormatError } from './errors.js';
import { registerCsvExport } from './export-csv.js';
import { registerHealth } from './health.js';
import { loggerOptions } from './logging.js';
import { PageAccessCache } from './modules/access/access.loaders.js';
import { registerBrandPictures } from './modules/brands/brand-pictures.routes.js';
import { registerStorePictures } from './modules/records/store-pictures.routes.js';
import { clearSessionCookie } from './modules/auth/session-cookie.js';
import { SESSION_COOKIE, verifySession } from './modules/auth/session.js';
import { ReferenceData } from './modules/lookups/lookups.loaders.js';
import { Metrics, registerMetricsRoute, registerObservability, requestIdOf } from './observability.js';
import { aliasLimitRule, checkQueryLength, depthLimitRule } from './query-limits.js';
import { costBudgetPlugin } from './query-cost.js';
import { registerLoadShedding } from './load-shedding.js';
import { buildGatewaySchema } from './schema.js';
import { memoryState, redisState } from './shared-state.js';
import { DEFAULT_THROTTLE, SignInThrottle } from './modules/auth/sign-in-throttle.js';
import type { GraphQLError } from 'graphql';
import { UpstreamClient } from './upstream/client.js';
import { registerWebClient } from './web.js';

export interface Gateway {
  app: FastifyInstance;
  services: GatewayServices;
  close(): Promise<void>;
}

export async function buildGateway(config: GatewayConfig): Promise<Gateway> {
  const app = Fastify({
    logger: loggerOptions(config.logger, config.logStream), bodyLimit: 1024 * 1024, trustProxy: false,
    genReqId: (request) => requestIdOf(request.headers),
  });
  const metrics = new Metrics();
  registerObservability(app);
  // /metrics on the main port, or alone on METRICS_PORT (reachable only where the operator allows).
  const metricsApp = config.metrics.port === undefined ? undefined : Fastify({ logger: false });
  registerMetricsRoute(metricsApp ?? app, metrics, config.metrics);
  const upstream = new UpstreamClient({ bases: config.upstream, token: config.token, timeoutMs: config.upstreamTimeoutMs, metrics });
  // Several instances share throttling counts and cache invalidations through Redis (REDIS_URL).
  const shared = config.redisUrl ? await redisState(config.redisUrl, app.log) : memoryState();
  const services: GatewayServices = {
    upstream,
    shared,
    refs: new ReferenceData(upstream, metrics, shared),
    access: new PageAccessCache(upstream, metrics, shared),
    sessions: { secret: config.sessionSecret, ttlSeconds: config.sessionTtlSeconds, secureCookies: config.secureCookies },
    signIns: new SignInThrottle(shared.throttle, { ...DEFAULT_THROTTLE, ...config.signInLimits }),
    map: { tileUrl: config.mapTileUrl ?? null, attribution: config.mapAttribution },
    reportEmailDomains: config.reportEmailDomains,
  };

  const schema = await buildGatewaySchema();
  const apollo = new ApolloServer<Context>({
    schema,
    introspection: config.introspection,
    validationRules: [depthLimitRule, aliasLimitRule],
    includeStacktraceInErrorResponses: false,
    // The process owner (main.ts, scripts/start.ts) handles signals and closes the gateway in order.
    stopOnTerminationSignals: false,
    formatError: createFormatError(app.log),
    plugins: [fastifyApolloDrainPlugin(app), ApolloServerPluginLandingPageDisabled(), ApolloServerPluginCacheControlDisabled(), metrics.plugin(),
      costBudgetPlugin(schema, config.costBudget)],
  });
  await apollo.start();

  const context = async (request: FastifyRequest, reply: FastifyReply): Promise<Context> => {
    const cookie = request.cookies[SESSION_COOKIE];
    const session = verifySession(cookie, services.sessions.secret);
    // A tampered or expired cookie is dropped so the browser stops sending it.
    if (cookie !== undefined && !session) clearSessionCookie(reply, services.sessions);
    return { ...services, session, reads: new RequestReads(upstream, request.log), log: request.log, reply };
  };

  await app.register(fastifyCookie);
  app.addHook('preHandler', async (request, reply) => {
    if (request.url.split('?')[0] !== '/graphql') return;
    const source = request.method === 'GET' ? (request.query as { query?: unknown }).query : (request.body as { query?: unknown } | undefined)?.query;
    try {
      checkQueryLength(typeof source === 'string' ? source : undefined);
    } catch (error) {
      const refusal = error as GraphQLError;
      return reply.code(400).send({ errors: [{ message: refusal.message, extensions: refusal.extensions }] });
    }
  });
  await app.register(fastifyApollo(apollo), {
    path: '/graphql',
    method: ['GET', 'POST'],
    context,
  });
  registerCsvExport(app, apollo, context);
  await registerBrandPictures(app, services);
  registerStorePictures(app, services);
  registerHealth(app, upstream, config.upstreamTimeoutMs, shared);
  await registerWebClient(app, config.webDist, config.mapTileUrl, (request) => verifySession(request.cookies[SESSION_COOKIE], services.sessions.secret) !== undefined);
  // Measured from here: building the schema and starting Apollo block the loop once, at start.
  await registerLoadShedding(app, config.load, metrics.inFlight);
  await app.ready();
  if (metricsApp) await metricsApp.listen({ port: config.metrics.port, host: config.host });

  let closed = false;
  return {
    app,
    services,
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
