// Sign-in, sign-out and the signed-in member with their pages and menu.
import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../platform/graphql/context.js';
import { gatewayError, withMessage } from '../../platform/graphql/errors.js';
import { requiredText } from '../../platform/graphql/validate.js';
import { limited } from '../../platform/http/rate-limits.js';
import { MenuItem } from '../../platform/permissions/access.types.js';
import { Public, SignedIn } from '../../platform/permissions/page.js';
import type { SessionMember } from '../../platform/sessions/session.js';
import { clearSessionCookie, setSessionCookie } from '../../platform/sessions/session-cookie.js';
import type { AttemptStanding } from '../../platform/sessions/sign-in-throttle.js';
import { UpstreamStatusError } from '../../platform/upstream/errors.js';
import { LIMITS } from '../../platform/upstream/limits.gen.js';
import { joinOf } from '../reference/joins.js';
import { Region, TeamType } from '../reference/reference.types.js';
import { loginUpstream } from './auth.rest.js';
import { Member } from './auth.types.js';

const asMember = (member: SessionMember): Member => ({ ...member });

/**
 * A wrong login name or password: the description's 'Login failed', never saying which (the same for a name that
 * does not exist), with the tries left before the temporary lock and how long that lock lasts, for the sign-in page
 * to say.
 */
export const wrongCredentials = ({ triesLeft, lockMs }: AttemptStanding) =>
  gatewayError('UNAUTHENTICATED', 'Login failed', {
    reason: 'WRONG_USERNAME_OR_PASSWORD',
    triesLeft,
    lockSeconds: Math.max(1, Math.ceil(lockMs / 1000)),
  });

@Resolver(() => Member)
export class AuthResolver {
  @Public()
  @Mutation(() => Member, {
    description:
      'Signs in; sets the HttpOnly session cookie. Wrong credentials: ' +
      "'Login failed' (UNAUTHENTICATED), the same whether or not the name exists, with extensions reason " +
      'WRONG_USERNAME_OR_PASSWORD, triesLeft (before the temporary lock) and lockSeconds (how long it lasts); once ' +
      'locked: RATE_LIMITED saying for how long (retryAfter).',
  })
  async login(
    @Arg('username', () => String, { description: 'Login name (mySingleID), 1 to 100 characters.' }) username: string,
    @Arg('password', () => String, { description: 'Password, 1 to 200 characters.' }) password: string,
    @Ctx() ctx: Context,
  ): Promise<Member> {
    const login = requiredText('username', username, LIMITS['Login.username'].maxLength);
    const secret = requiredText('password', password, LIMITS['Login.password'].maxLength, false);
    const address = ctx.reply.request.ip;
    // Counted before the password is checked, so a burst cannot slip past the limit.
    // Same words whether or not the login name exists.
    await limited(ctx.signIns.successesLeft(login), 'Too many sign-ins with this name', ctx);
    const standing = await limited(ctx.signIns.attempt(login, address), 'Too many failed sign-ins', ctx);
    // The session is issued as of before the password check (a millisecond before, so an end in the same
    // millisecond counts too): a password change, deactivation or end of sessions while the check runs ends it.
    const issuedAt = Date.now() - 1;
    // Checked in its turn: a few password checks at a time, one per login name (sign-in-throttle.ts).
    const member = await ctx.signIns.check(login, () => this.checkPassword(ctx, login, secret, standing));
    await ctx.signIns.succeeded(login, address);
    setSessionCookie(ctx.reply, member, ctx.sessions, issuedAt);
    ctx.log.info({ memberId: member.id }, 'signed in');
    return asMember(member);
  }

  private async checkPassword(
    ctx: Context,
    login: string,
    secret: string,
    standing: AttemptStanding,
  ): Promise<SessionMember> {
    try {
      return await loginUpstream(ctx.upstream, login, secret, ctx.log);
    } catch (error) {
      if (error instanceof UpstreamStatusError && error.status === 401) throw wrongCredentials(standing);
      return withMessage('Login failed', Promise.reject(error));
    }
  }

  @Public()
  @Mutation(() => Boolean, {
    description: 'Ends the session (every copy of its cookie, on every instance) and clears the cookie. Always true.',
  })
  async logout(@Ctx() ctx: Context): Promise<boolean> {
    if (ctx.session) await ctx.shared.sessions.end(ctx.session);
    clearSessionCookie(ctx.reply, ctx.sessions);
    return true;
  }

  @SignedIn()
  @Query(() => Member, { description: 'The signed-in member; UNAUTHENTICATED without a session.' })
  me(@Ctx() ctx: Context): Member {
    // The auth checker guarantees a session here.
    return asMember(ctx.session as SessionMember);
  }

  @FieldResolver(() => [String])
  async pages(@Root() member: Member, @Ctx() ctx: Context): Promise<string[]> {
    return (await withMessage('Failed to fetch page access', ctx.access.forSession(ctx.session ?? member, ctx.log)))
      .pages;
  }

  @FieldResolver(() => [MenuItem])
  async menu(@Root() member: Member, @Ctx() ctx: Context): Promise<MenuItem[]> {
    return (await withMessage('Failed to fetch page access', ctx.access.forMember(member.id, ctx.log))).menu;
  }

  @FieldResolver(() => TeamType, { nullable: true })
  async teamType(@Root() member: Member, @Ctx() ctx: Context): Promise<TeamType | null> {
    return joinOf({ teamTypes: await ctx.refs.get('teamTypes', ctx.log) }).teamType(member.teamTypeId);
  }

  @FieldResolver(() => Region, { nullable: true })
  async region(@Root() member: Member, @Ctx() ctx: Context): Promise<Region | null> {
    const list = await ctx.refs.get('regions', ctx.log);
    const row = list.byId.get(member.regionId);
    return row ? { id: row.RegionID, name: row.RegionName } : null;
  }
}
