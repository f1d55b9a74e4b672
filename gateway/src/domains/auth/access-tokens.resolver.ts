// Members' access tokens for their scripts: each member makes, lists and revokes their own (a token cannot make
// tokens); holders of User Permission list and revoke anyone's. The token is shown once; the store keeps its hash.
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../platform/graphql/context.js';
import { badUserInput, gatewayError, unauthenticated, withMessage } from '../../platform/graphql/errors.js';
import { listRows } from '../../platform/graphql/query-cost.js';
import { intInRange, requiredId } from '../../platform/graphql/validate.js';
import { pageKey } from '../../platform/permissions/menu-access.js';
import { Page, SignedIn } from '../../platform/permissions/page.js';
import { newAccessToken } from '../../platform/sessions/access-tokens.js';
import type { DataOf } from '../../platform/upstream/contract.js';
import { UpstreamStatusError } from '../../platform/upstream/errors.js';
import { addToken, fetchTokens, revokeToken } from './access-tokens.rest.js';
import { AccessToken, NewAccessToken } from './access-tokens.types.js';

type TokenRow = DataOf<'product', 'Token_Add'>;

const ADMIN_PAGE = 'User Permission';
const VISIBLE_NAME = /^[^\p{C}]{1,60}$/u;

function answered(row: TokenRow | undefined): TokenRow {
  if (!row) throw gatewayError('UPSTREAM_BAD_RESPONSE', 'The product store answered no token');
  return row;
}

const toToken = (row: TokenRow): AccessToken => ({
  id: row.TokenID,
  memberId: row.TeamMemberID,
  name: row.Name,
  readOnly: row.ReadOnly !== 0,
  pages: row.Pages,
  expiresAt: row.ExpiresAt,
  createdAt: row.CreatedAt,
  lastUsedAt: row.LastUsedAt,
  revokedAt: row.RevokedAt,
});

function member(ctx: Context) {
  if (!ctx.session) throw unauthenticated();
  return ctx.session;
}

@Resolver()
export class AccessTokenResolver {
  @SignedIn()
  @Query(() => [AccessToken], {
    description: "The signed-in member's access tokens (revoked and expired ones too), newest first.",
    complexity: listRows(200),
  })
  async accessTokens(@Ctx() ctx: Context): Promise<AccessToken[]> {
    return (await fetchTokens(ctx, member(ctx).id)).map(toToken);
  }

  @Page(ADMIN_PAGE)
  @Query(() => [AccessToken], {
    description: "Every member's access tokens, by member, newest first. Page: User Permission.",
    complexity: listRows(10_000),
  })
  async allAccessTokens(@Ctx() ctx: Context): Promise<AccessToken[]> {
    return (await fetchTokens(ctx, 0)).map(toToken);
  }

  @SignedIn()
  @Mutation(() => NewAccessToken, {
    description:
      'Makes an access token for your scripts (Authorization: Bearer). Its text is answered this once. Pages: ' +
      'some you hold (empty: all you hold, as they change); read-only unless readOnly is false; 1 to 365 days.',
  })
  async createAccessToken(
    @Arg('name', () => String, { description: '1 to 60 visible characters.' }) name: string,
    @Arg('pages', () => [String], { description: 'Pages it opens, of those you hold; empty: all.' }) pages: string[],
    @Arg('readOnly', () => Boolean, { defaultValue: true, description: 'False: it may send mutations.' })
    readOnly: boolean,
    @Arg('expiresInDays', () => Int, { defaultValue: 90, description: 'Days it works: 1 to 365.' })
    expiresInDays: number,
    @Ctx() ctx: Context,
  ): Promise<NewAccessToken> {
    const session = member(ctx);
    if (session.token) throw gatewayError('FORBIDDEN', 'An access token cannot do this: sign in');
    const trimmed = name.trim();
    if (!VISIBLE_NAME.test(trimmed)) throw badUserInput('name', 'name: 1 to 60 visible characters');
    intInRange('expiresInDays', expiresInDays, 1, 365);
    if (pages.length > 100) throw badUserInput('pages', 'pages: at most 100');
    const held = await withMessage('Failed to fetch page access', ctx.access.forSession(session, ctx.log));
    const byKey = new Map(held.pages.map((page) => [pageKey(page), page]));
    const named: string[] = [];
    for (const page of pages) {
      const own = byKey.get(pageKey(page));
      if (own === undefined) throw badUserInput('pages', `pages: you do not hold ${page.slice(0, 100)}`);
      if (!named.includes(own)) named.push(own);
    }
    const { token, hash } = newAccessToken();
    const row = answered(
      await addToken(ctx, {
        TeamMemberID: session.id,
        Name: trimmed,
        TokenHash: hash,
        ReadOnly: readOnly ? 1 : 0,
        Pages: JSON.stringify(named),
        ExpiresInDays: expiresInDays,
      }),
    );
    ctx.log.info({ memberId: session.id, tokenId: row.TokenID }, 'access token made');
    return { token, record: toToken(row) };
  }

  @SignedIn()
  @Mutation(() => AccessToken, {
    description: "Revokes one of your access tokens (holders of User Permission: anyone's). It stops at once.",
  })
  async revokeAccessToken(
    @Arg('id', () => Int, { description: 'The token record.' }) id: number,
    @Ctx() ctx: Context,
  ): Promise<AccessToken> {
    const session = member(ctx);
    requiredId('id', id);
    const access = await withMessage('Failed to fetch page access', ctx.access.forSession(session, ctx.log));
    const admin = access.openKeys.has(pageKey(ADMIN_PAGE));
    // A token that is not there, or not theirs (the store answers 404 for both), is named as not found.
    const row = answered(
      await revokeToken(ctx, { TokenID: id, TeamMemberID: admin ? 0 : session.id }).catch((error: unknown) => {
        if (error instanceof UpstreamStatusError && error.status === 404)
          throw gatewayError('NOT_FOUND', `Access token ${id} does not exist`, { field: 'id' });
        throw error;
      }),
    );
    await ctx.tokens.forget();
    return toToken(row);
  }
}
