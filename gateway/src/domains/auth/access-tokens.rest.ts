// Access tokens' upstream calls: the product's own store keeps their hashes (Token_Add, Token_List, Token_Revoke).
import type { Context } from '../../platform/graphql/context.js';
import type { ParamsOf } from '../../platform/upstream/contract.js';

type Calls = Pick<Context, 'upstream' | 'log'>;

export const addToken = (ctx: Calls, params: ParamsOf<'product', 'Token_Add'>) =>
  ctx.upstream.call('product', 'Token_Add', params, ctx.log);

/** A member's tokens (0: every member's), never through the shared read cache. */
export const fetchTokens = (ctx: Calls, memberId: number) =>
  ctx.upstream.list('product', 'Token_List', { TeamMemberID: memberId }, ctx.log);

export const revokeToken = (ctx: Calls, params: ParamsOf<'product', 'Token_Revoke'>) =>
  ctx.upstream.call('product', 'Token_Revoke', params, ctx.log);
