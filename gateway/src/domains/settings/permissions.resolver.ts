// User Permission: a member's pages and allowing or forbidding one, effective at once; nobody takes the
// page from themselves or gives a page they lack. Page: User Permission.
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../platform/graphql/context.js';
import { badUserInput, forbidden, withMessage } from '../../platform/graphql/errors.js';
import { DEFAULT_LIST_ROWS, listRows } from '../../platform/graphql/query-cost.js';
import { requiredId } from '../../platform/graphql/validate.js';
import { EXPLORER_PAGE } from '../../platform/http/web.js';
import { PAGE_TITLES } from '../../platform/permissions/menu.js';
import { openedThrough, pageKey } from '../../platform/permissions/menu-access.js';
import { Page, SignedIn } from '../../platform/permissions/page.js';
import { requireHoldsPage, requireHoldsPagesOf } from '../../platform/permissions/privileges.js';
import { joinOf } from '../reference/joins.js';
import { requireKnownMember } from '../team/team.input.js';
import { TeamMember } from '../team/team.types.js';
import { refused } from './settings.common.js';
import { fetchPermissions, updatePermission } from './settings.rest.js';
import { PageMember, PermissionRow } from './settings.types.js';

export const PERMISSIONS_PAGE = 'User Permission';

type UpstreamPermission = Awaited<ReturnType<typeof fetchPermissions>>[number];

/** The member's records as the screen shows them: each with the group that opens it, by the server's own rule. */
function permissionRows(rows: readonly UpstreamPermission[]): PermissionRow[] {
  const through = openedThrough(rows.filter((row) => row.Permission === 1).map((row) => row.PageName));
  return rows.map((row) => ({
    id: row.PermissionID,
    page: row.PageName,
    allowed: row.Permission === 1,
    openThrough: through.get(pageKey(row.PageName)) ?? null,
  }));
}

/** The pages a member can be given, by compare key: the menu's, the screens outside it and the explorer. */
const KNOWN_PAGES = new Map([...PAGE_TITLES, EXPLORER_PAGE].map((title) => [pageKey(title), title]));

@Resolver()
export class PermissionsResolver {
  @Page(PERMISSIONS_PAGE)
  @Query(() => [TeamMember], {
    complexity: listRows(1_000),
    description: 'Every active team member, by name, to pick whose permissions to see. Page: User Permission.',
    deprecationReason: 'Use `teamMembers` with filter: { active: true }',
  })
  async permissionMembers(@Ctx() ctx: Context): Promise<TeamMember[]> {
    const refs = await ctx.refs.load(['members', 'teamTypes', 'regions'], ctx.log);
    const join = joinOf(refs);
    return (refs.members?.rows ?? [])
      .filter((row) => row.ActiveStatus === 1)
      .map((row) => join.member(row.TeamMemberID))
      .filter((member): member is TeamMember => member !== null)
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  @SignedIn()
  @Query(() => [PageMember], {
    complexity: listRows(1_000),
    description:
      'The active members who may open a page, by name: directly by its own record or through an allowed group ' +
      'or collapse, as the menu and the server decide. Holders of User Permission see every member; a member of ' +
      'a team type that manages brands, without User Permission, asks only about a page they hold and sees only ' +
      'the members whose pages they hold all of. Anyone else: FORBIDDEN. Login names and e-mails follow Users ' +
      "List's rule. Each member's page access is read once a minute (the page-access cache).",
  })
  async pageMembers(
    @Arg('page', () => String, {
      description: 'The page: a menu title (Stock, Summary, Store Check …), compared trimmed and case-insensitively.',
    })
    page: string,
    @Ctx() ctx: Context,
  ): Promise<PageMember[]> {
    const session = ctx.session;
    if (!session) throw forbidden(PERMISSIONS_PAGE);
    const key = pageKey(page ?? '');
    const title = KNOWN_PAGES.get(key);
    if (title === undefined) throw badUserInput('page', `No page is named ${JSON.stringify(page.slice(0, 100))}`);
    const [acting, refs] = await Promise.all([
      withMessage('Failed to fetch page access', ctx.access.forSession(session, ctx.log)),
      ctx.refs.load(['members', 'teamTypes', 'regions'], ctx.log),
    ]);
    // Without User Permission, only a manager, about a page they hold, and of the members they could act on.
    const everyone = acting.openKeys.has(pageKey(PERMISSIONS_PAGE));
    if (!everyone) {
      const type = refs.members?.byId.get(session.id)?.TeamTypeID;
      const manages = type !== undefined && refs.teamTypes?.byId.get(type)?.ManagesBrands === 1;
      if (!manages) throw forbidden(PERMISSIONS_PAGE);
      if (!acting.openKeys.has(key)) throw forbidden(title);
    }
    const active = (refs.members?.rows ?? []).filter((row) => row.ActiveStatus === 1);
    const accesses = await withMessage(
      'Failed to fetch page access',
      ctx.access.forMembers(
        active.map((row) => row.TeamMemberID),
        ctx.log,
      ),
    );
    const join = joinOf(refs);
    const answer: PageMember[] = [];
    active.forEach((row, index) => {
      const access = accesses[index];
      if (!access?.openKeys.has(key)) return;
      if (!everyone && access.pages.some((held) => !acting.openKeys.has(pageKey(held)))) return;
      const member = join.member(row.TeamMemberID);
      if (!member) return;
      answer.push({
        member,
        direct: access.allowed.some((name) => pageKey(name) === key),
        openThrough: openedThrough(access.allowed).get(key) ?? null,
      });
    });
    return answer.sort((a, b) => a.member.name.localeCompare(b.member.name) || a.member.id - b.member.id);
  }

  @Page(PERMISSIONS_PAGE)
  @Query(() => [PermissionRow], {
    complexity: listRows(DEFAULT_LIST_ROWS),
    description: 'Every page of the menu and whether the member may open it. Page: User Permission.',
  })
  async permissions(
    @Arg('teamMemberId', () => Int, { description: 'The member (TeamMemberID).' }) teamMemberId: number,
    @Ctx() ctx: Context,
  ): Promise<PermissionRow[]> {
    await requireKnownMember(ctx, 'teamMemberId', teamMemberId);
    const rows = await withMessage('Failed to fetch permissions', fetchPermissions(ctx, teamMemberId));
    return permissionRows(rows);
  }

  @Page(PERMISSIONS_PAGE)
  @Mutation(() => PermissionRow, {
    description:
      "Allows or forbids a page to a member, at once: the member's cached access is dropped. " +
      'Nobody can take the permissions page from themselves. Page: User Permission.',
  })
  async updatePermission(
    @Arg('teamMemberId', () => Int, { description: 'The member (TeamMemberID).' }) teamMemberId: number,
    @Arg('permissionId', () => Int, { description: 'The page (PermissionID, as permissions lists it).' })
    permissionId: number,
    @Arg('allowed', () => Boolean, { description: 'true: the member may open the page; false: they may not.' })
    allowed: boolean,
    @Ctx() ctx: Context,
  ): Promise<PermissionRow> {
    await requireKnownMember(ctx, 'teamMemberId', teamMemberId);
    requiredId('permissionId', permissionId);
    const before = await withMessage('Failed to fetch permissions', fetchPermissions(ctx, teamMemberId));
    const permission = before.find((row) => row.PermissionID === permissionId);
    if (
      teamMemberId === ctx.session?.id &&
      !allowed &&
      permission &&
      pageKey(permission.PageName) === pageKey(PERMISSIONS_PAGE)
    ) {
      throw badUserInput('allowed', 'You cannot take the permissions page away from yourself');
    }
    // No escalation: only members whose pages you hold, and only pages you hold yourself.
    await requireHoldsPagesOf(ctx, teamMemberId);
    if (allowed && permission) await requireHoldsPage(ctx, permission.PageName);
    const row = await updatePermission(ctx, {
      TeamMemberID: teamMemberId,
      PermissionID: permissionId,
      Permission: allowed ? 1 : 0,
    }).catch(refused);
    await ctx.access.drop(teamMemberId);
    // The list as it is now: the one read before with this change made (a second read in this request would be
    // answered from the request's own reads, as they were before the change).
    const after = before.map((one) =>
      one.PermissionID === permissionId ? { ...one, Permission: allowed ? 1 : 0 } : one,
    );
    return (
      permissionRows(after).find((one) => one.id === permissionId) ?? {
        id: permissionId,
        page: row?.PageName ?? '',
        allowed,
        openThrough: null,
      }
    );
  }
}
