// Access tokens for members' scripts: `Authorization: Bearer ffpat_…` on /graphql and the exports. The product
// store keeps only a token's SHA-256 hash (Token_Check answers a valid one: not revoked, not expired); the
// session made from it is its member's, as the distributor keeps them now (active, or no session), marked as a
// token's. A check is kept briefly per hash; an end of the member's sessions (deactivation, removal, an
// administrator's order) makes the next request check again, on every instance (the session store's
// "valid after" time), so a deactivated member's tokens stop at once.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { CoalescingCache } from '../cache/cache.js';
import type { SharedState } from '../cache/shared-state.js';
import type { UpstreamClient, UpstreamLog } from '../upstream/client.js';
import type { Session } from './session.js';
import type { SessionStore } from './session-store.js';

export const TOKEN_PREFIX = 'ffpat_';
const TOKEN_SHAPE = /^ffpat_[A-Za-z0-9_-]{43}$/;
/** How long one check of a token (and of its member being active) is kept. */
export const TOKEN_CHECK_TTL_MS = 30_000;

/** A new token's text (shown once) and the hash the store keeps. */
export function newAccessToken(): { token: string; hash: string } {
  const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The bearer token a request carries: undefined without an Authorization header, '' when it is not one. */
export function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^Bearer +(\S+)\s*$/i.exec(header);
  return match?.[1] !== undefined && TOKEN_SHAPE.test(match[1]) ? match[1] : '';
}

interface MemberRecord {
  TeamMemberID: number;
  mySingleID?: unknown;
  TeamMemberName?: unknown;
  Email?: unknown;
  TeamTypeID?: unknown;
  RegionID?: unknown;
  ActiveStatus?: unknown;
}

interface Checked {
  session: Session | undefined;
}

export class AccessTokens {
  private readonly checks = new CoalescingCache<Checked>({ ttlMs: TOKEN_CHECK_TTL_MS, max: 10_000 });

  constructor(
    private readonly upstream: UpstreamClient,
    private readonly sessions: () => SessionStore,
    private readonly shared?: SharedState,
  ) {
    shared?.onRemote((message) => {
      if (message.cache === 'tokens') this.checks.clear();
    });
  }

  /** Forgets every kept check, here and on the other instances (after a revocation: the next request checks
   *  again wherever it lands). */
  async forget(): Promise<void> {
    this.checks.clear();
    await this.shared?.broadcast({ cache: 'tokens' });
  }

  /** The session of a valid token, or undefined (invalid, revoked, expired, its member gone or inactive). */
  async session(token: string, log?: UpstreamLog): Promise<Session | undefined> {
    if (token === '') return undefined;
    const hash = hashToken(token);
    let { session } = await this.checks.get(hash, () => this.check(hash, log));
    if (session && (session.exp <= Date.now() || !(await this.sessions().isLive(session)))) {
      // Expired, or the member's sessions were ended since: check again (deactivation refuses it then).
      this.checks.delete(hash);
      ({ session } = await this.checks.get(hash, () => this.check(hash, log)));
      if (session && (session.exp <= Date.now() || !(await this.sessions().isLive(session)))) return undefined;
    }
    return session;
  }

  private async check(hash: string, log?: UpstreamLog): Promise<Checked> {
    const checkedAt = Date.now();
    const row = await this.upstream.call('product', 'Token_Check', { TokenHash: hash }, log);
    if (!row) return { session: undefined };
    const members = (await this.upstream.list('main', 'TeamMemberStore', { TeamTypeID: 0 }, log)) as MemberRecord[];
    const member = members.find((record) => record.TeamMemberID === row.TeamMemberID);
    if (!member || (member.ActiveStatus !== undefined && Number(member.ActiveStatus) !== 1))
      return { session: undefined };
    return {
      session: {
        id: member.TeamMemberID,
        login: String(member.mySingleID ?? ''),
        name: String(member.TeamMemberName ?? ''),
        email: String(member.Email ?? ''),
        teamTypeId: Number(member.TeamTypeID ?? 0),
        regionId: Number(member.RegionID ?? 0),
        sid: `access-token-${row.TokenID}`,
        iat: checkedAt,
        exp: Date.parse(row.ExpiresAt),
        token: { id: row.TokenID, readOnly: row.ReadOnly !== 0, pages: row.Pages },
      },
    };
  }
}
