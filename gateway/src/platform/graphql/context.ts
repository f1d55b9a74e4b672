// The per-request GraphQL context, and the per-request coalescing of identical upstream reads.
import DataLoader from 'dataloader';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { ResponseCache } from '../cache/response-cache.js';
import type { SharedState } from '../cache/shared-state.js';
import type { SortedResults } from '../cache/sorted-results.js';
import type { EmailPolicy } from '../email-policy.js';
import type { RequestLimits } from '../http/rate-limits.js';
import type { PageAccessCache } from '../permissions/access.loaders.js';
import type { ReferenceData } from '../reference/reference-data.js';
import type { AccessTokens } from '../sessions/access-tokens.js';
import type { Session } from '../sessions/session.js';
import type { SessionSettings } from '../sessions/session-store.js';
import type { SignInThrottle } from '../sessions/sign-in-throttle.js';
import type { UpstreamClient } from '../upstream/client.js';
import type { BaseName, DataOf, EndpointOf, ParamsOf } from '../upstream/contract.js';
import type { EditGuard } from './versions.js';

/** Shared by every request of one gateway instance. */
export interface GatewayServices {
  upstream: UpstreamClient;
  /** Throttling counts and invalidations, in memory or shared by the instances through Redis. */
  shared: SharedState;
  refs: ReferenceData;
  access: PageAccessCache;
  /** Members' access tokens (`Authorization: Bearer`), checked against the product store. */
  tokens: AccessTokens;
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
  /** Where the company's e-mails may go (reports, invitations, members' addresses). */
  emailPolicy: EmailPolicy;
  /** Whole answers and upstream reads shared across requests, dropped by every write. */
  responses: ResponseCache;
  /** Sorted wholes of long reports, held briefly per member so their pages cost one read. */
  sorted: SortedResults;
}

export interface Context extends GatewayServices {
  /** The signed-in member, or undefined. */
  session: Session | undefined;
  reads: RequestReads;
  log: FastifyBaseLogger;
  /** To set and clear cookies. */
  reply: FastifyReply;
}

interface ReadKey {
  base: BaseName;
  endpoint: string;
  params: object;
}

type ListRead = (base: BaseName, endpoint: string, params: object, log?: FastifyBaseLogger) => Promise<unknown>;

const readKey = (key: ReadKey) => `${key.base}/${key.endpoint}?${JSON.stringify(key.params)}`;

/**
 * Identical upstream list reads within one operation are made once: a per-request DataLoader keyed by
 * base, endpoint and parameters (no batching: the bases have no batch endpoints). With the response
 * cache on, identical reads are shared with other requests too, until a write or the time limit.
 */
export class RequestReads {
  private readonly loader: DataLoader<ReadKey, unknown, string>;

  constructor(upstream: UpstreamClient, log?: FastifyBaseLogger, shared?: ResponseCache) {
    const read = upstream.list.bind(upstream) as ListRead;
    const load = (key: ReadKey) => {
      const once = () => read(key.base, key.endpoint, key.params, log);
      return shared ? shared.read(readKey(key), once) : once();
    };
    this.loader = new DataLoader<ReadKey, unknown, string>(
      // Each key fails on its own: a failed read is its error, never the batch's.
      async ([key]) => [
        await load(key!).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error)))),
      ],
      { batch: false, cacheKeyFn: readKey },
    );
  }

  list<B extends BaseName, E extends EndpointOf<B>>(
    base: B,
    endpoint: E,
    params: ParamsOf<B, E>,
  ): Promise<DataOf<B, E>> {
    return this.loader.load({ base, endpoint, params: params as object }) as Promise<DataOf<B, E>>;
  }
}
