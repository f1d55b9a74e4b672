// The per-request GraphQL context, and the per-request coalescing of identical upstream reads.
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { Session } from './modules/auth/session.js';
import type { PageAccessCache } from './modules/access/access.loaders.js';
import type { SignInThrottle } from './modules/auth/sign-in-throttle.js';
import type { ReferenceData } from './modules/lookups/lookups.loaders.js';
import type { RequestLimits } from './rate-limits.js';
import type { ResponseCache } from './response-cache.js';
import type { SharedState } from './shared-state.js';
import type { UpstreamClient } from './upstream/client.js';
import type { EditGuard } from './versions.js';
import type { BaseName, DataOf, EndpointOf, ParamsOf } from './upstream/contract.js';

export interface SessionSettings {
  secret: string;
  ttlSeconds: number;
  secureCookies: boolean;
}

/** Shared by every request of one gateway instance. */
export interface GatewayServices {
  upstream: UpstreamClient;
  /** Throttling counts and invalidations, in memory or shared by the instances through Redis. */
  shared: SharedState;
  refs: ReferenceData;
  access: PageAccessCache;
  sessions: SessionSettings;
  signIns: SignInThrottle;
  /** Updates of master records: version checks, per-record locks, last editors. */
  edits: EditGuard;
  /** Request rates per member and address (GraphQL, CSV export, report e-mails). */
  limits: RequestLimits;
  /** Wrong current passwords per member (and address) on a password change. */
  passwordChanges: SignInThrottle;
  /** The team map's tiles (configuration, shown to signed-in members). */
  map: { tileUrl: string | null; attribution: string };
  /** Domains report e-mails may go to besides members' and report recipients' addresses. */
  reportEmailDomains: readonly string[];
  /** Whole answers and upstream reads shared across requests, dropped by every write. */
  responses: ResponseCache;
}

export interface Context extends GatewayServices {
  /** The signed-in member, or undefined. */
  session: Session | undefined;
  reads: RequestReads;
  log: FastifyBaseLogger;
  /** To set and clear cookies. */
  reply: FastifyReply;
}

/** Identical upstream list reads within one operation are made once (and shared across requests). */
export class RequestReads {
  private readonly pending = new Map<string, Promise<unknown>>();

  constructor(
    private readonly upstream: UpstreamClient,
    private readonly log?: FastifyBaseLogger,
    /** Shares identical reads with other requests too (until a write or the time limit). */
    private readonly shared?: ResponseCache,
  ) {}

  list<B extends BaseName, E extends EndpointOf<B>>(
    base: B,
    endpoint: E,
    params: ParamsOf<B, E>,
  ): Promise<DataOf<B, E>> {
    const key = `${base}/${endpoint}?${JSON.stringify(params)}`;
    let read = this.pending.get(key) as Promise<DataOf<B, E>> | undefined;
    if (!read) {
      const load = () => this.upstream.list(base, endpoint, params, this.log);
      read = this.shared ? this.shared.read(key, load) : load();
      this.pending.set(key, read);
    }
    return read;
  }
}
