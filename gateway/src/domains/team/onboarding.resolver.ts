// Onboarding: one-time passwords issued from the Users List (shown once, never logged), whether the
// signed-in member must set a new password, and requests for access from the public sign-up page.
import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { companyDomainsHint, inCompanyDomain } from '../../platform/email-policy.js';
import type { Context } from '../../platform/graphql/context.js';
import { fromWriteRefusal, gatewayError, withMessage } from '../../platform/graphql/errors.js';
import { InputChecks, requiredId } from '../../platform/graphql/validate.js';
import { limited } from '../../platform/http/rate-limits.js';
import { Page, Public } from '../../platform/permissions/page.js';
import { requireHoldsPagesOf } from '../../platform/permissions/privileges.js';
import { UpstreamBadResponse } from '../../platform/upstream/errors.js';
import { LIMITS } from '../../platform/upstream/limits.gen.js';
import { Member } from '../auth/auth.types.js';
import { joinOf } from '../reference/joins.js';
import { Region } from '../reference/reference.types.js';
import { AccessRequest, AccessRequestInput, OneTimePassword } from './onboarding.types.js';
import { checkEmailAndMobile, checkLogin, type MemberRow, requireKnownMember } from './team.input.js';
import { toTeamMember } from './team.mapper.js';
import {
  addMember,
  fetchAccessRequests,
  issueOneTimePassword,
  removeAccessRequest,
  sendAccessRequest,
} from './team.rest.js';
import { TeamMember } from './team.types.js';

/**
 * An invitation is an e-mail like a report's: it counts under the member's e-mail limit (before anything else is
 * done), and goes only to an address in the company's domains (a member's address set before the policy, or at
 * the distributor's base, may be outside them), refused before the password is reset.
 */
async function requireInvitable(ctx: Context, email: string): Promise<void> {
  await limited(ctx.limits.email(ctx.session!.id), 'Too many e-mails', ctx);
  if (email !== '' && !inCompanyDomain(ctx.emailPolicy, email))
    throw gatewayError(
      'BAD_USER_INPUT',
      `An invitation goes to the member's e-mail, which ${companyDomainsHint(ctx.emailPolicy)}: ` +
        'correct the address first, or give them the password yourself',
      { field: 'sendInvitation' },
    );
}

interface RequestRow {
  RequestID: number;
  TeamMemberName: string;
  mySingleID: string;
  Email: string;
  Mobile: string;
  RegionID: number;
  RequestedAt: string;
}

@Resolver(() => Member)
export class OnboardingResolver {
  @Page('Users List')
  @Mutation(() => OneTimePassword, {
    description:
      'Gives a member a new one-time password, shown once here; their next sign-in must set ' +
      'their own. With sendInvitation, the services also e-mail it to the member with their ' +
      'login name. Page: Users List.',
  })
  async resetTeamMemberPassword(
    @Arg('teamMemberId', () => Int, { description: 'TeamMemberID.' }) teamMemberId: number,
    @Arg('sendInvitation', () => Boolean, {
      defaultValue: false,
      description: "E-mail the member an invitation with their login name and this password (to the member's address).",
    })
    sendInvitation: boolean,
    @Ctx() ctx: Context,
  ): Promise<OneTimePassword> {
    await requireKnownMember(ctx, 'teamMemberId', teamMemberId);
    // Nobody resets the password of a member who holds a page they lack (no way into a bigger account).
    await requireHoldsPagesOf(ctx, teamMemberId);
    const member = (await ctx.refs.get('members', ctx.log)).byId.get(teamMemberId) as MemberRow;
    if (sendInvitation) await requireInvitable(ctx, String(member.Email ?? ''));
    const data = await issueOneTimePassword(
      ctx,
      {
        id: teamMemberId,
        login: String(member.mySingleID ?? ''),
        name: String(member.TeamMemberName ?? ''),
        email: String(member.Email ?? ''),
      },
      sendInvitation,
    ).catch((error: unknown) => {
      throw fromWriteRefusal(error, 'teamMemberId');
    });
    if (!data || typeof data.Password !== 'string')
      throw new UpstreamBadResponse('Credential_Reset', 'no password in data');
    // Like a password change: whoever was signed in as them is signed out everywhere.
    await ctx.shared.sessions.endMember(teamMemberId, ctx.sessions.ttlSeconds * 1000);
    // The member id only: the password itself is never logged.
    const invitationSentTo = typeof data.InvitationSentTo === 'string' ? data.InvitationSentTo : null;
    ctx.log.info(
      { memberId: teamMemberId, by: ctx.session?.id, invited: invitationSentTo !== null },
      'one-time password issued',
    );
    return { password: data.Password, invitationSentTo };
  }

  @FieldResolver(() => Boolean, {
    description: 'Whether the member signed in with a one-time password and must set their own first.',
  })
  mustChangePassword(@Root() member: Member): boolean {
    // Read at sign-in and kept in the signed session (renewed by the password change).
    return member.mustChangePassword === true;
  }

  @Public()
  @Mutation(() => Boolean, {
    description:
      'Asks for access (the sign-up page). Always true for a valid form, whether or not the ' +
      'login name is taken, so it reveals no member; at most 5 requests from one address in 15 ' +
      'minutes.',
  })
  async requestAccess(
    @Arg('input', () => AccessRequestInput, { description: 'The sign-up form.' }) input: AccessRequestInput,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    const checks = new InputChecks();
    const name = checks.text('name', input.name, LIMITS.TeamMemberName, { required: true });
    const login = checkLogin(checks, input.login);
    const { email, mobile } = checkEmailAndMobile(checks, input);
    checks.id('regionId', input.regionId);
    if (!checks.failed('regionId') && !(await ctx.refs.get('regions', ctx.log)).byId.has(input.regionId))
      checks.fail('regionId', `Region ${input.regionId} does not exist`);
    checks.done();
    // Counted apart from sign-ins (its own limiter), shared by every instance like them.
    await limited(ctx.limits.signUp(ctx.reply.request.ip), 'Too many requests', ctx);
    await withMessage(
      'Failed to send the request',
      sendAccessRequest(ctx, {
        TeamMemberName: name,
        mySingleID: login,
        Email: email,
        Mobile: mobile,
        RegionID: input.regionId,
      }),
    );
    return true;
  }

  @Public()
  @Query(() => [Region], { description: 'The regions, by name, for the public sign-up form.' })
  async signUpRegions(@Ctx() ctx: Context): Promise<Region[]> {
    const regions = await ctx.refs.get('regions', ctx.log);
    return regions.rows
      .map((row) => ({ id: row.RegionID, name: row.RegionName }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  @Page('Users List')
  @Query(() => [AccessRequest], {
    description: 'Requests for access waiting for a decision, oldest first. Page: Users List.',
  })
  async accessRequests(@Ctx() ctx: Context): Promise<AccessRequest[]> {
    const [rows, regions, members] = await Promise.all([
      withMessage('Failed to fetch the requests', fetchAccessRequests(ctx)),
      ctx.refs.get('regions', ctx.log),
      ctx.refs.get('members', ctx.log),
    ]);
    const logins = new Set(members.rows.map((member) => String(member.mySingleID).toLowerCase()));
    return (rows as RequestRow[]).map((row) => {
      const region = regions.byId.get(row.RegionID);
      return {
        id: row.RequestID,
        name: row.TeamMemberName,
        login: row.mySingleID,
        email: row.Email,
        mobile: row.Mobile,
        region: region ? { id: region.RegionID, name: region.RegionName } : null,
        requestedAt: row.RequestedAt,
        loginTaken: logins.has(row.mySingleID.toLowerCase()),
      };
    });
  }

  @Page('Users List')
  @Mutation(() => TeamMember, {
    nullable: true,
    description:
      'Approves a request (adds the member with the team type given; then issue them a one-time ' +
      'password) and returns the member, or declines it (null). Page: Users List.',
  })
  async decideAccessRequest(
    @Arg('id', () => Int, { description: 'RequestID.' }) id: number,
    @Arg('approve', () => Boolean, { description: 'true: add the member; false: decline the request.' })
    approve: boolean,
    @Arg('teamTypeId', () => Int, { nullable: true, description: "The new member's team type; required to approve." })
    teamTypeId: number | null,
    @Ctx() ctx: Context,
  ): Promise<TeamMember | null> {
    requiredId('id', id);
    const refs = await ctx.refs.load(['teamTypes', 'regions'], ctx.log);
    if (approve && (!teamTypeId || !refs.teamTypes?.byId.has(teamTypeId)))
      throw gatewayError('BAD_USER_INPUT', "Choose the new member's team type", { field: 'teamTypeId' });
    const requests = (await withMessage('Failed to fetch the requests', fetchAccessRequests(ctx))) as RequestRow[];
    const request = requests.find((row) => row.RequestID === id);
    if (!request) throw gatewayError('NOT_FOUND', `Access request ${id} does not exist`, { field: 'id' });
    // The new member's address is held to the company's domains like any member's address set on the user form.
    if (approve && !inCompanyDomain(ctx.emailPolicy, request.Email))
      throw gatewayError('BAD_USER_INPUT', `The request's email ${companyDomainsHint(ctx.emailPolicy)}`, {
        field: 'email',
      });
    if (!approve) {
      await removeAccessRequest(ctx, id).catch((error: unknown) => {
        throw fromWriteRefusal(error);
      });
      return null;
    }
    // The member is the distributor's record: added there first, the request taken off the list after,
    // so a refused add (a login taken meanwhile) leaves the request waiting.
    const row = (await addMember(ctx, {
      TeamTypeID: teamTypeId ?? 0,
      mySingleID: request.mySingleID,
      TeamMemberName: request.TeamMemberName,
      Email: request.Email,
      Mobile: request.Mobile,
      RegionID: request.RegionID,
      ActiveStatus: 1,
    }).catch((error: unknown) => {
      throw fromWriteRefusal(error);
    })) as MemberRow | undefined;
    if (!row || typeof row.TeamMemberID !== 'number') throw new UpstreamBadResponse('User_Add', 'no member in data');
    await removeAccessRequest(ctx, id).catch(() => undefined); // approved: already gone is fine
    await ctx.refs.invalidateMembers();
    return toTeamMember(row, joinOf(refs));
  }
}
