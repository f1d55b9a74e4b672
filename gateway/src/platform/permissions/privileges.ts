// Privileges never escalate: a member may change (edit, deactivate, remove, end the sessions of,
// grant or withdraw pages of) only members whose pages they hold themselves, and grant only pages
// they hold. With nobody able to deactivate or remove themselves, this also keeps the last holder
// of User Permission: whoever could act on them holds User Permission too and is signed in, active.
import type { Context } from '../graphql/context.js';
import { gatewayError, withMessage } from '../graphql/errors.js';
import { memberAccess } from './access.loaders.js';

function actor(ctx: Context): NonNullable<Context['session']> {
  if (!ctx.session) throw gatewayError('UNAUTHENTICATED', 'You are not signed in');
  return ctx.session;
}

/** FORBIDDEN when the target holds a page the signed-in member does not. */
export async function requireHoldsPagesOf(ctx: Context, targetId: number): Promise<void> {
  const session = actor(ctx);
  const actingId = session.id;
  // The target's pages as they are now (PageAccess), not as their cached menu last saw them.
  const [acting, target] = await Promise.all([
    withMessage('Failed to fetch page access', ctx.access.forSession(session, ctx.log)),
    withMessage(
      'Failed to fetch page access',
      targetId === actingId ? ctx.access.forMember(targetId, ctx.log) : ctx.access.ofOther(targetId, ctx.log),
    ),
  ]);
  const lacking = target.pages.filter((page) => !acting.openKeys.has(page.trim().toLowerCase()));
  // The refusal names no page: listing them would tell a manager, one refusal at a time, what access the
  // member holds (the administrator's, first of all).
  if (lacking.length > 0)
    throw gatewayError('FORBIDDEN', 'This member cannot be changed: they hold pages you do not hold');
}

/** FORBIDDEN when the page (with what it opens) is not all held by the signed-in member. */
export async function requireHoldsPage(ctx: Context, page: string): Promise<void> {
  const acting = await withMessage('Failed to fetch page access', ctx.access.forSession(actor(ctx), ctx.log));
  const lacking = memberAccess([page]).pages.filter((name) => !acting.openKeys.has(name.trim().toLowerCase()));
  if (lacking.length > 0) throw gatewayError('FORBIDDEN', `You cannot grant ${page}: you do not hold it`);
}
