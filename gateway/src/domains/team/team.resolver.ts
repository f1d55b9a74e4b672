// Team members (users): the list, and creating, replacing and removing members. Page: Users List.

import { GraphQLError } from 'graphql';
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { inCompanyDomain } from '../../platform/email-policy.js';
import type { Context } from '../../platform/graphql/context.js';
import { badUserInput, forbidden, fromWriteRefusal, withMessage } from '../../platform/graphql/errors.js';
import { PageLimit, PageOffset } from '../../platform/graphql/paging.js';
import { savedRow } from '../../platform/graphql/saved.js';
import { requiredId } from '../../platform/graphql/validate.js';
import { rowWithId, upstreamVersionParam } from '../../platform/graphql/versions.js';
import { pageKey } from '../../platform/permissions/menu-access.js';
import { Page, SignedIn } from '../../platform/permissions/page.js';
import { requireHoldsPagesOf } from '../../platform/permissions/privileges.js';
import type { RefName } from '../../platform/reference/reference.rest.js';
import { joinLists, joinOf } from '../reference/joins.js';
import {
  checkMemberInput,
  MAX_MEMBER_PAGE,
  type MemberRow,
  matchesMember,
  parseMemberQuery,
  requireKnownMember,
  sortMembers,
} from './team.input.js';
import { memberVersion, toTeamMember } from './team.mapper.js';
import { addMember, fetchMembers, removeMember, updateMember } from './team.rest.js';
import {
  MemberRole,
  MemberSortField,
  TeamMember,
  TeamMemberFilter,
  TeamMemberInput,
  TeamMemberPage,
  TeamMemberSort,
} from './team.types.js';

const MEMBER_REFS: RefName[] = ['teamTypes', 'regions'];

/**
 * A refusal that names the member by id ("Team member 302 has history …", as a base may say) names them as people
 * know them: "Nasrin Hossain (nasrin.h)", or their id when the viewer may not see logins.
 */
async function namingMember(ctx: Context, id: number, refusal: unknown): Promise<unknown> {
  if (!(refusal instanceof GraphQLError) || !refusal.message.includes(`Team member ${id}`)) return refusal;
  const member = joinOf(await ctx.refs.load(['members', ...MEMBER_REFS], ctx.log)).member(id);
  if (!member) return refusal;
  const who = `${member.name} (${member.login ?? `ID ${id}`})`;
  return new GraphQLError(refusal.message.replace(`Team member ${id}`, who), {
    extensions: refusal.extensions,
  });
}

const saved = (ctx: Context, write: Promise<MemberRow | undefined>, endpoint: string): Promise<TeamMember> =>
  savedRow(write, {
    endpoint,
    id: 'TeamMemberID',
    what: 'member',
    invalidate: () => ctx.refs.invalidateMembers(),
    present: async (row) => toTeamMember(row, await joinLists(ctx, MEMBER_REFS)),
  });

const ROLE_FLAG = {
  [MemberRole.FIELD_STAFF]: 'FieldStaff',
  [MemberRole.TAKES_TARGETS]: 'TakesTargets',
  [MemberRole.MANAGES_BRANDS]: 'ManagesBrands',
} as const;

/** Pages that open every member to the list; without one, only the roles other screens pick from. */
const WHOLE_LIST_PAGES = ['Users List', 'User Permission'];
const ROLE_PAGE: Readonly<Partial<Record<MemberRole, string>>> = {
  [MemberRole.TAKES_TARGETS]: 'Promoter Target Setting',
};

/**
 * Who may list which members: holders of Users List or User Permission any; anyone signed in the field staff and the
 * brand managers (the pickers' names); the target takers with Promoter Target Setting. Answers whether `search` may
 * look in login names (Users List only, the page that shows them).
 */
async function checkMemberListAccess(ctx: Context, role: MemberRole | null | undefined): Promise<boolean> {
  const session = ctx.session;
  if (!session) throw forbidden('Users List');
  const access = await withMessage('Failed to fetch page access', ctx.access.forSession(session, ctx.log));
  const holds = (page: string) => access.openKeys.has(pageKey(page));
  if (!WHOLE_LIST_PAGES.some(holds)) {
    if (role == null) throw forbidden('Users List');
    const page = ROLE_PAGE[role];
    if (page !== undefined && !holds(page)) throw forbidden(page);
  }
  return holds('Users List');
}

@Resolver()
export class TeamResolver {
  @SignedIn()
  @Query(() => TeamMemberPage, {
    description:
      'Team members matching the filter, by name, one page at a time (limit 1 to ' +
      `${MAX_MEMBER_PAGE}): the one member list. Every member with Users List or User Permission; otherwise ` +
      'filter.role: FIELD_STAFF or MANAGES_BRANDS for anyone signed in, TAKES_TARGETS with Promoter Target ' +
      'Setting. Login names, e-mails and mobiles, and deactivated members, only for holders of Users List: without ' +
      'it the list holds active members only (filter.active: false is FORBIDDEN).',
  })
  async teamMembers(
    @Arg('filter', () => TeamMemberFilter, { nullable: true, description: 'Which members; null = all.' })
    filter: TeamMemberFilter | null,
    @Arg('sort', () => TeamMemberSort, { nullable: true, description: 'Default: by name.' })
    sort: TeamMemberSort | null,
    @PageLimit(50, MAX_MEMBER_PAGE) limit: number,
    @PageOffset() offset: number,
    @Ctx() ctx: Context,
  ): Promise<TeamMemberPage> {
    const query = parseMemberQuery(filter, limit, offset);
    query.searchLogins = await checkMemberListAccess(ctx, filter?.role);
    if (!query.searchLogins) {
      // Logins are the Users List's: their order would tell them as surely as a search by them.
      if (sort?.field === MemberSortField.LOGIN) throw forbidden('Users List');
      // Deactivated members are the Users List's too (who left, and when the list shrank); pickers need the active.
      if (query.active === false) throw forbidden('Users List');
      query.active = true;
    }
    const [rows, refs] = await Promise.all([fetchMembers(ctx, query.teamTypeId), ctx.refs.load(MEMBER_REFS, ctx.log)]);
    const role = filter?.role;
    const roleTypes =
      role == null
        ? undefined
        : new Set(
            (refs.teamTypes?.rows ?? []).filter((row) => row[ROLE_FLAG[role]] === 1).map((row) => row.TeamTypeID),
          );
    const matching = sortMembers(
      rows.filter((row) => matchesMember(row, query) && (roleTypes === undefined || roleTypes.has(row.TeamTypeID))),
      sort,
      refs,
    );
    const join = joinOf(refs);
    return {
      total: matching.length,
      items: matching.slice(query.offset, query.offset + query.limit).map((row) => toTeamMember(row, join)),
    };
  }

  @Page('Users List')
  @Mutation(() => TeamMember, {
    description:
      'Adds a team member (no password: one is set for them separately). CONFLICT when the login ' +
      'name exists. Page: Users List.',
  })
  async createTeamMember(
    @Arg('input', () => TeamMemberInput, { description: 'The new member; the login name must be unique.' })
    input: TeamMemberInput,
    @Ctx() ctx: Context,
  ): Promise<TeamMember> {
    const params = checkMemberInput(input, await ctx.refs.load(MEMBER_REFS, ctx.log), ctx.emailPolicy);
    return saved(ctx, addMember(ctx, params), 'User_Add');
  }

  @Page('Users List')
  @Mutation(() => TeamMember, {
    description:
      'Replaces every field of a team member (deactivate with active: false). CONFLICT with ' +
      'extensions.current (the record now) and changedBy when it changed since `version`. Page: ' +
      'Users List.',
  })
  async updateTeamMember(
    @Arg('id', () => Int, { description: 'TeamMemberID.' }) id: number,
    @Arg('version', () => String, { description: 'The version of the member the form was opened with.' })
    version: string,
    @Arg('input', () => TeamMemberInput, { description: 'Every editable field of the member, as it should be.' })
    input: TeamMemberInput,
    @Ctx() ctx: Context,
  ): Promise<TeamMember> {
    requiredId('id', id);
    const refs = await ctx.refs.load(MEMBER_REFS, ctx.log);
    // An address outside the company's domains stays only where the member already has it (set before the policy).
    const kept = inCompanyDomain(ctx.emailPolicy, input.email.trim())
      ? undefined
      : (await fetchMembers(ctx, 0)).find((row) => row.TeamMemberID === id)?.Email;
    const params = checkMemberInput(input, refs, ctx.emailPolicy, kept ?? undefined);
    if (id === ctx.session?.id && !input.active) throw badUserInput('active', 'You cannot deactivate yourself');
    await requireHoldsPagesOf(ctx, id);
    const member = await saved(
      ctx,
      ctx.edits.update<MemberRow, TeamMember>({
        kind: 'member',
        id,
        version,
        read: async () => (await fetchMembers(ctx, 0)).find((row) => row.TeamMemberID === id),
        versionOf: memberVersion,
        present: async (row) => toTeamMember(row, joinOf(refs)),
        isRow: rowWithId<MemberRow>('TeamMemberID', id),
        write: (upstream) => updateMember(ctx, { ...params, TeamMemberID: id, ...upstreamVersionParam(upstream) }),
      }),
      'User_Update',
    );
    // A deactivated member is signed out everywhere at once.
    if (!member.active) await endSessionsOf(ctx, id);
    return member;
  }

  @Page('Users List')
  @Mutation(() => Int, {
    description:
      'Removes a team member no history refers to and returns the id; CONFLICT (deactivate ' +
      'instead) otherwise. Page: Users List.',
  })
  async removeTeamMember(
    @Arg('id', () => Int, { description: 'TeamMemberID.' }) id: number,
    @Ctx() ctx: Context,
  ): Promise<number> {
    requiredId('id', id);
    if (id === ctx.session?.id) throw badUserInput('id', 'You cannot remove yourself');
    await requireHoldsPagesOf(ctx, id);
    await removeMember(ctx, id).catch(async (error: unknown) => {
      throw await namingMember(ctx, id, fromWriteRefusal(error));
    });
    await endSessionsOf(ctx, id);
    await ctx.access.drop(id);
    await ctx.refs.invalidateMembers();
    return id;
  }

  @Page('Users List')
  @Mutation(() => Boolean, {
    description:
      'Ends every session of a member at once, on every instance (they sign in again). Like ' +
      'editing a member, only for members whose pages you hold. Page: Users List.',
  })
  async endSessions(
    @Arg('id', () => Int, { description: 'TeamMemberID.' }) id: number,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    requiredId('id', id);
    await requireKnownMember(ctx, 'id', id);
    await requireHoldsPagesOf(ctx, id);
    await endSessionsOf(ctx, id);
    ctx.log.info({ memberId: id }, 'sessions ended');
    return true;
  }
}

function endSessionsOf(ctx: Context, memberId: number): Promise<void> {
  return ctx.shared.sessions.endMember(memberId, ctx.sessions.ttlSeconds * 1000);
}
