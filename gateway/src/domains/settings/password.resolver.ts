// Reset Password: the signed-in member's own password change, under the policy and a rate limit; every
// other session of the member ends. Page: Reset Password.
import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../../../../contract/common-passwords.js';
import type { Context } from '../../platform/graphql/context.js';
import { gatewayError, withMessage } from '../../platform/graphql/errors.js';
import { InputChecks } from '../../platform/graphql/validate.js';
import { limited } from '../../platform/http/rate-limits.js';
import { Page } from '../../platform/permissions/page.js';
import { setSessionCookie } from '../../platform/sessions/session-cookie.js';
import { UpstreamStatusError } from '../../platform/upstream/errors.js';
import { changeHeldPassword, changePassword } from './settings.rest.js';

export const MIN_PASSWORD = 8;

@Resolver()
export class PasswordResolver {
  @Page('Reset Password')
  @Mutation(() => Boolean, {
    description:
      `Changes the signed-in member's password: the old one must match; the new one has ` +
      `${MIN_PASSWORD} or more characters, differs from the old one and from the login name, and is not one of ` +
      'the 10,000 most common passwords. ' +
      `'Failed to change password' when refused; attempts are rate-limited. Page: Reset Password.`,
  })
  async changePassword(
    @Arg('oldPassword', () => String, { description: 'The current password.' }) oldPassword: string,
    @Arg('newPassword', () => String, {
      description:
        'The new password: 8 or more characters, not the old one, not the login name, not a common password.',
    })
    newPassword: string,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    const session = ctx.session!;
    const checks = new InputChecks();
    if (oldPassword.length === 0) checks.fail('oldPassword', 'The current password is required');
    if (newPassword.length < MIN_PASSWORD)
      checks.fail('newPassword', `The new password needs at least ${MIN_PASSWORD} characters`);
    else if (newPassword.length > 200) checks.fail('newPassword', 'The new password may have at most 200 characters');
    else if (newPassword === oldPassword)
      checks.fail('newPassword', 'The new password must differ from the current one');
    else if (newPassword.toLowerCase().includes(session.login.toLowerCase()))
      checks.fail('newPassword', 'The new password must not contain your login name');
    else if (isCommonPassword(newPassword)) checks.fail('newPassword', COMMON_PASSWORD_MESSAGE);
    checks.done();
    // Counted before the current password is checked, so a burst cannot slip past the limit.
    const address = ctx.reply.request.ip;
    await limited(ctx.passwordChanges.attempt(String(session.id), address), 'Too many failed attempts', ctx);
    try {
      const params = { TeamMemberID: session.id, OldPassword: oldPassword, NewPassword: newPassword };
      // A password the product issued is changed where the product keeps it; any other at the distributor's.
      const held = await changeHeldPassword(ctx, params).then(
        () => true,
        (error: unknown) => {
          if (error instanceof UpstreamStatusError && error.status === 404) return false;
          throw error;
        },
      );
      if (!held) await changePassword(ctx, params);
    } catch (error) {
      if (error instanceof UpstreamStatusError && error.status === 400) {
        throw gatewayError('BAD_USER_INPUT', 'Failed to change password: the current password is wrong', {
          field: 'oldPassword',
        });
      }
      return withMessage('Failed to change password', Promise.reject(error));
    }
    await ctx.passwordChanges.succeeded(String(session.id), address);
    // Every session of the member ends, on every instance; this one goes on under a new cookie.
    await ctx.shared.sessions.endMember(session.id, ctx.sessions.ttlSeconds * 1000);
    setSessionCookie(ctx.reply, { ...session, mustChangePassword: false }, ctx.sessions);
    ctx.log.info({ memberId: session.id }, 'password changed');
    return true;
  }
}
