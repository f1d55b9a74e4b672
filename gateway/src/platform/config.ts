// Gateway configuration: the typed settings and their loading from environment variables.
import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { fileURLToPath } from 'node:url';
import { getHeapStatistics } from 'node:v8';
import { businessTimeZone, checkTimeZone } from './business-day.js';
import { DEFAULT_RESPONSE_CACHE_TTL_MS } from './cache/response-cache.js';
import { DEFAULT_REPORT_EMAIL } from './email-policy.js';
import { checkNumberFormat } from './exports/business-format.js';
import { DEFAULT_COST_BUDGET, DEFAULT_MAX_REPORTS } from './graphql/query-cost.js';
import { EMAIL_ADDRESS } from './graphql/validate.js';
import type { LoadLimits } from './http/load-shedding.js';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from './http/rate-limits.js';
import { DEFAULT_REFERENCE_TTL_MS } from './reference/reference-data.js';
import { ALL_EXTRAS, type UpstreamExtra } from './upstream/described.js';
import type { ShareLimits } from './upstream/fair-share.js';

export interface GatewayConfig {
  port: number;
  host: string;
  /** Base URLs of the three REST bases, e.g. http://127.0.0.1:4001/main */
  /** The product's own store (PRODUCT_API_URL): passwords it issues, access requests, team-type roles. */
  upstream: { main: string; settings: string; transfer: string; product: string };
  token: string;
  sessionSecret: string;
  sessionTtlSeconds: number;
  upstreamTimeoutMs: number;
  /** How the bases' capacity is shared: calls in flight, per member, and for exports together. */
  upstreamShare: ShareLimits;
  secureCookies: boolean;
  /** The built web client; absent means no static serving. */
  webDist?: string;
  logger: boolean;
  /** The map's tile URL template ({z}/{x}/{y}); absent: the map draws markers on a plain background. */
  mapTileUrl?: string;
  /** Credit shown on the map for its tiles. */
  mapAttribution: string;
  /** Where JSON logs go (default standard output); tests read them. */
  logStream?: NodeJS.WritableStream;
  /** Whether the schema may be introspected (analysts' tools use it; off hides the schema). */
  introspection: boolean;
  /** Failed sign-ins allowed per login name, then per client address, and successful ones per login name,
   *  within a 15-minute window; password checks in flight at once. */
  signInLimits: { perName: number; perAddress: number; successesPerName: number; concurrentChecks: number };
  /** Which proxies' X-Forwarded-For to believe (Fastify's trustProxy): a hop count or addresses/CIDRs; false: none. */
  trustProxy: false | number | string[];
  /** Request rates per member and per client address (GraphQL, CSV export, report e-mails). */
  rateLimits: RateLimitSettings;
  /** The most an operation may cost (fields, times the rows of each list); over it: COST_LIMIT_EXCEEDED. */
  costBudget: number;
  /** The most reports (root fields over a ReportFilter or dates) one operation may ask for (GRAPHQL_MAX_REPORTS). */
  maxReports: number;
  /** /metrics: behind this bearer token (METRICS_TOKEN), on a port of its own (METRICS_PORT), and open
   *  without either outside production (in production it is then off). */
  metrics: { token?: string; port?: number; open: boolean };
  /** The company's e-mail domains (lower case) besides the default report address's own: report e-mails,
   *  invitations and members' addresses must be in one (REPORT_EMAIL_DOMAINS). */
  reportEmailDomains: string[];
  /** The fixed address report e-mails go to when none is given (REPORT_DEFAULT_EMAIL); its domain is the company's. */
  reportDefaultEmail: string;
  /** Past these the gateway sheds GraphQL work with 503 and Retry-After. */
  load: LoadLimits;
  /** The most a client may take to send a whole request, head and body (HTTP_REQUEST_TIMEOUT_MS); then 408. */
  requestTimeoutMs: number;
  /** A connection silent both ways this long is closed (HTTP_CONNECTION_TIMEOUT_MS). */
  connectionTimeoutMs: number;
  /** On SIGTERM, how long /readyz answers 503 while requests are still served, before the gateway stops taking
   *  them (SHUTDOWN_DRAIN_MS): long enough for the load balancer to take it out of the rotation. */
  shutdownDrainMs: number;
  /** redis://… : several instances share throttling counts and cache invalidations through it. */
  redisUrl?: string;
  /** How long whole answers and shared upstream reads are kept at most (RESPONSE_CACHE_TTL_MS); 0: off. */
  responseCacheTtlMs: number;
  /** How long reference lists (regions, cities, brands, …) and each member's page access are kept
   *  (REFERENCE_CACHE_TTL_MS); writes through a gateway drop them on every instance; 0: read on every request. */
  referenceCacheTtlMs: number;
  /** Whether hot list queries run compiled by graphql-jit (GRAPHQL_COMPILED_EXECUTION; off: graphql-js). */
  compiledExecution: boolean;
  /** What the bases offer beyond the product description (UPSTREAM_EXTRAS); none by default. */
  upstreamExtras: UpstreamExtra[];
}

/** The built client: the repository's web/dist, from the sources (src/platform) as from the build (dist/platform). */
export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

const truthy = new Set(['1', 'true', 'on', 'yes']);
const falsy = new Set(['0', 'false', 'off', 'no']);

/** Reads and validates the configuration; throws one Error listing every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const problems: string[] = [];
  const read = (name: string) => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };

  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };

  const flag = (name: string, fallback: boolean): boolean => {
    const raw = read(name)?.toLowerCase();
    if (raw === undefined) return fallback;
    if (truthy.has(raw)) return true;
    if (falsy.has(raw)) return false;
    problems.push(`${name} must be on or off (got "${raw}")`);
    return fallback;
  };

  const baseUrl = (name: string): string => {
    const raw = read(name);
    if (raw === undefined) {
      problems.push(`${name} is required (the base URL of a REST base, e.g. http://127.0.0.1:4001/main)`);
      return '';
    }
    try {
      const url = new URL(raw);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
      if (url.search || url.hash || url.username || url.password) throw new Error('extras');
      return raw.replace(/\/+$/, '');
    } catch {
      problems.push(`${name} must be an http(s) URL without query, fragment or credentials`);
      return '';
    }
  };

  const port = integer('PORT', 4000, 0, 65535);
  const host = read('HOST') ?? '127.0.0.1';
  const upstream = {
    main: baseUrl('MAIN_API_URL'),
    settings: baseUrl('SETTINGS_API_URL'),
    transfer: baseUrl('TRANSFER_API_URL'),
    product: baseUrl('PRODUCT_API_URL'),
  };

  const token = read('API_TOKEN') ?? '';
  if (token === '') problems.push('API_TOKEN is required (the token sent to the REST bases)');

  const sessionSecret = read('SESSION_SECRET') ?? '';
  if (sessionSecret.length < 32) problems.push('SESSION_SECRET is required and must be at least 32 characters long');

  const sessionTtlSeconds = integer('SESSION_TTL_HOURS', 12, 1, 24 * 30) * 3600;
  const upstreamTimeoutMs = integer('UPSTREAM_TIMEOUT_MS', 10_000, 100, 120_000);
  const upstreamMaxInFlight = integer('UPSTREAM_MAX_IN_FLIGHT', 32, 1, 10_000);
  const upstreamShare: ShareLimits = {
    maxInFlight: upstreamMaxInFlight,
    // By default a sixth of the cap: a report screen's five reports go at once, and a member flooding the
    // bases holds little of them.
    maxPerCaller: integer(
      'UPSTREAM_MAX_IN_FLIGHT_PER_MEMBER',
      Math.max(1, Math.floor(upstreamMaxInFlight / 6)),
      1,
      10_000,
    ),
    maxExports: integer('UPSTREAM_MAX_IN_FLIGHT_EXPORTS', Math.max(1, Math.floor(upstreamMaxInFlight / 8)), 1, 10_000),
  };
  const secureCookies = flag('COOKIE_SECURE', env.NODE_ENV === 'production');
  const logger = flag('LOG', true);
  const introspection = flag('GRAPHQL_INTROSPECTION', true);
  // Checked at start so a misspelt zone stops the gateway instead of shifting every report's days.
  checkTimeZone(businessTimeZone());
  problems.push(...checkNumberFormat());
  const mapTileUrl = read('MAP_TILE_URL');
  if (mapTileUrl !== undefined && !/^https?:\/\/[^\s]+\{z\}[^\s]*\{x\}[^\s]*\{y\}/.test(mapTileUrl)) {
    problems.push('MAP_TILE_URL must be an http(s) URL template with {z}, {x} and {y}');
  }
  const mapAttribution = read('MAP_ATTRIBUTION') ?? '';
  const signInLimits = {
    perName: integer('SIGNIN_LIMIT_PER_NAME', 5, 1, 1000),
    perAddress: integer('SIGNIN_LIMIT_PER_ADDRESS', 20, 1, 100_000),
    successesPerName: integer('SIGNIN_SUCCESS_LIMIT_PER_NAME', 20, 1, 100_000),
    concurrentChecks: integer('SIGNIN_MAX_CONCURRENT_CHECKS', 4, 1, 1000),
  };

  const trustProxy = proxies(read('TRUST_PROXY'), problems);
  const d = DEFAULT_RATE_LIMITS;
  const rateLimits: RateLimitSettings = {
    perMember: integer('RATE_LIMIT_PER_MEMBER', d.perMember, 1, 1_000_000),
    perAddress: integer('RATE_LIMIT_PER_ADDRESS', d.perAddress, 1, 1_000_000),
    windowSeconds: integer('RATE_LIMIT_WINDOW_SECONDS', d.windowSeconds, 1, 86_400),
    exportPerMember: integer('EXPORT_LIMIT_PER_MEMBER', d.exportPerMember, 1, 1_000_000),
    exportPerAddress: integer('EXPORT_LIMIT_PER_ADDRESS', d.exportPerAddress, 1, 1_000_000),
    emailPerMember: integer('EMAIL_LIMIT_PER_MEMBER', d.emailPerMember, 1, 10_000),
    emailWindowSeconds: integer('EMAIL_LIMIT_WINDOW_SECONDS', d.emailWindowSeconds, 1, 86_400),
  };

  const responseCacheTtlMs = integer('RESPONSE_CACHE_TTL_MS', DEFAULT_RESPONSE_CACHE_TTL_MS, 0, 3_600_000);
  const referenceCacheTtlMs = integer('REFERENCE_CACHE_TTL_MS', DEFAULT_REFERENCE_TTL_MS, 0, 3_600_000);
  const compiledExecution = flag('GRAPHQL_COMPILED_EXECUTION', true);
  const upstreamExtras = extras(read('UPSTREAM_EXTRAS'), problems);
  const costBudget = integer('GRAPHQL_COST_BUDGET', DEFAULT_COST_BUDGET, 1, 1_000_000_000);
  // Shed before V8 runs out of heap: by default at 90% of its limit.
  const heapLimitMb = Math.floor(getHeapStatistics().heap_size_limit / 2 ** 20);
  const maxInFlight = integer('GRAPHQL_MAX_IN_FLIGHT', 32, 1, 100_000);
  const load: LoadLimits = {
    maxInFlight,
    // By default a quarter of the cap, so one member's burst leaves room for everyone else.
    maxInFlightPerCaller: integer(
      'GRAPHQL_MAX_IN_FLIGHT_PER_MEMBER',
      Math.max(1, Math.floor(maxInFlight / 4)),
      1,
      100_000,
    ),
    // By default a quarter of the cap for every signed-out address together (sign-in, the sign-up form).
    maxInFlightSignedOut: integer(
      'GRAPHQL_MAX_IN_FLIGHT_SIGNED_OUT',
      Math.max(1, Math.floor(maxInFlight / 4)),
      1,
      100_000,
    ),
    maxQueuedPerCaller: integer('GRAPHQL_QUEUE_PER_MEMBER', 16, 0, 100_000),
    maxEventLoopDelayMs: integer('LOAD_MAX_EVENT_LOOP_DELAY_MS', 1000, 0, 600_000),
    maxHeapUsedBytes: integer('LOAD_MAX_HEAP_MB', Math.floor(heapLimitMb * 0.9), 0, 1_000_000) * 2 ** 20,
  };
  const maxReports = integer('GRAPHQL_MAX_REPORTS', DEFAULT_MAX_REPORTS, 1, 1_000);
  // A request's body is small (a query and its variables, at most 1 MB): 10 s is plenty, and a client
  // that announces a body and never sends it is let go then.
  const requestTimeoutMs = integer('HTTP_REQUEST_TIMEOUT_MS', 10_000, 100, 600_000);
  // Longer than any answer's silence: an operation waits its turn (15 s at most) and its upstream calls.
  const connectionTimeoutMs = integer('HTTP_CONNECTION_TIMEOUT_MS', 120_000, 1_000, 3_600_000);
  const shutdownDrainMs = integer('SHUTDOWN_DRAIN_MS', 0, 0, 120_000);
  const reportEmailDomains = (read('REPORT_EMAIL_DOMAINS') ?? '')
    .split(',')
    .map((domain) => domain.trim().replace(/^@/, '').toLowerCase())
    .filter(Boolean);
  const badDomain = reportEmailDomains.find((domain) => !/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(domain));
  if (badDomain !== undefined)
    problems.push(`REPORT_EMAIL_DOMAINS must be comma-separated domains (got "${badDomain}")`);
  const reportDefaultEmail = read('REPORT_DEFAULT_EMAIL') ?? DEFAULT_REPORT_EMAIL;
  if (reportDefaultEmail.length > 254 || !EMAIL_ADDRESS.test(reportDefaultEmail))
    problems.push(`REPORT_DEFAULT_EMAIL must be an e-mail address (got "${reportDefaultEmail}")`);
  const metricsToken = read('METRICS_TOKEN');
  if (metricsToken !== undefined && metricsToken.length < 16)
    problems.push('METRICS_TOKEN must be at least 16 characters');
  const metricsPort = read('METRICS_PORT') === undefined ? undefined : integer('METRICS_PORT', 0, 0, 65535);
  const metrics = { token: metricsToken, port: metricsPort, open: env.NODE_ENV !== 'production' };
  const redisUrl = read('REDIS_URL');
  if (redisUrl !== undefined && !/^rediss?:\/\/[^\s]+$/.test(redisUrl))
    problems.push('REDIS_URL must be a redis:// or rediss:// URL');

  let webDist = read('WEB_DIST');
  if (webDist !== undefined && !existsSync(webDist)) problems.push(`WEB_DIST does not exist: ${webDist}`);
  if (webDist === undefined && existsSync(DEFAULT_WEB_DIST)) webDist = DEFAULT_WEB_DIST;

  if (problems.length > 0) {
    throw new Error(`Invalid gateway configuration:\n  - ${problems.join('\n  - ')}`);
  }
  return {
    port,
    host,
    upstream,
    token,
    sessionSecret,
    sessionTtlSeconds,
    upstreamTimeoutMs,
    upstreamShare,
    secureCookies,
    webDist,
    logger,
    introspection,
    signInLimits,
    mapTileUrl,
    mapAttribution,
    redisUrl,
    trustProxy,
    rateLimits,
    costBudget,
    maxReports,
    load,
    requestTimeoutMs,
    connectionTimeoutMs,
    shutdownDrainMs,
    reportEmailDomains,
    reportDefaultEmail,
    metrics,
    responseCacheTtlMs,
    referenceCacheTtlMs,
    compiledExecution,
    upstreamExtras,
  };
}

/** UPSTREAM_EXTRAS: `all`, `none`, or a comma-separated list of the extras in upstream/described.ts. */
function extras(raw: string | undefined, problems: string[]): UpstreamExtra[] {
  if (raw === undefined || raw === 'none') return [];
  if (raw === 'all') return [...ALL_EXTRAS];
  const names = raw.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !(ALL_EXTRAS as string[]).includes(name));
  if (unknown.length > 0)
    problems.push(
      `UPSTREAM_EXTRAS names unknown extras (${unknown.join(', ')}); known: all, none, ${ALL_EXTRAS.join(', ')}`,
    );
  return names.filter((name): name is UpstreamExtra => (ALL_EXTRAS as string[]).includes(name));
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** TRUST_PROXY: a hop count (1 to 10) or a comma-separated list of addresses, CIDRs and proxy-addr names. */
function proxies(raw: string | undefined, problems: string[]): false | number | string[] {
  if (raw === undefined) return false;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops >= 1 && hops <= 10) return hops;
  } else {
    const list = raw
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');
    const valid = (entry: string) => {
      if (PROXY_NAMES.has(entry)) return true;
      const [address = '', bits, ...rest] = entry.split('/');
      const family = isIP(address);
      if (family === 0 || rest.length > 0) return false;
      return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
    };
    if (list.length > 0 && list.every(valid)) return list;
  }
  problems.push(
    'TRUST_PROXY must be a hop count from 1 to 10 or a comma-separated list of proxy addresses or CIDRs (e.g. ' +
      '10.0.0.0/8)',
  );
  return false;
}
