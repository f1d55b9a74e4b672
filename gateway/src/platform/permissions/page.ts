// Every Query and Mutation declares who may call it: @Page(title) (a page of the menu),
// @SignedIn() (any session) or @Public(). The declaration is enforced by the auth checker and
// recorded in the schema field's extensions, so suites can enumerate it (fieldAccess).
import type { GraphQLSchema } from 'graphql';
import { type AuthCheckerFn, Authorized, Extensions } from 'type-graphql';
import type { Context } from '../graphql/context.js';
import { forbidden, gatewayError, unauthenticated, withMessage } from '../graphql/errors.js';
import { pageKey } from './menu-access.js';

export type FieldAccess = { kind: 'public' } | { kind: 'signed-in' } | { kind: 'page'; page: string };

export const ACCESS_EXTENSION = 'access';

function declare(access: FieldAccess, roles: string[] | undefined): MethodDecorator {
  return (target, key, descriptor) => {
    if (roles) Authorized(roles)(target, key, descriptor);
    Extensions({ [ACCESS_EXTENSION]: access })(target, key, descriptor);
  };
}

/** Open to members whose effective pages include `page` (a menu title). */
export const Page = (page: string) => declare({ kind: 'page', page }, [page]);
/** Open to any signed-in member (lookups, `me`). */
export const SignedIn = () => declare({ kind: 'signed-in' }, []);
/** Open without a session. */
export const Public = () => declare({ kind: 'public' }, undefined);

const OPEN_BEFORE_PASSWORD_CHANGE = new Set(['Query.me', 'Mutation.changePassword']);

export const authChecker: AuthCheckerFn<Context, string> = async ({ context, info }, pages) => {
  const session = context.session;
  if (!session) throw unauthenticated();
  // A one-time password opens only `me` and the password change (logout is public) until it is replaced.
  if (session.mustChangePassword && !OPEN_BEFORE_PASSWORD_CHANGE.has(`${info.parentType.name}.${info.fieldName}`))
    throw gatewayError('PASSWORD_CHANGE_REQUIRED', 'Set a new password first: you signed in with a one-time password');
  // Setting their own password is open to a one-time password's holder, whatever pages they hold.
  if (pages.length === 0 || session.mustChangePassword) return true;
  const access = await withMessage('Failed to fetch page access', context.access.forSession(session, context.log));
  for (const page of pages) {
    if (!access.openKeys.has(pageKey(page))) throw forbidden(page);
  }
  return true;
};

/** The declared access of every Query and Mutation field ('Query.stores' → …); undefined = undeclared. */
export function fieldAccess(schema: GraphQLSchema): Map<string, FieldAccess | undefined> {
  const result = new Map<string, FieldAccess | undefined>();
  for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    if (!root) continue;
    for (const field of Object.values(root.getFields())) {
      result.set(`${root.name}.${field.name}`, field.extensions[ACCESS_EXTENSION] as FieldAccess | undefined);
    }
  }
  return result;
}
