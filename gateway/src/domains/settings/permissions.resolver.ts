// User Permission: a member's pages and allowing or forbidding one, effective at once; nobody takes the
// page from themselves or gives a page they lack. Page: User Permission.
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../platform/graphql/context.js';
import { badUserInput, withMessage } from '../../platform/graphql/errors.js';
import { requiredId } from '../../platform/graphql/validate.js';
import { openedThrough, pageKey } from '../../platform/permissions/menu-access.js';
import { Page } from '../../platform/permissions/page.js';
import { requireHoldsPage, requireHoldsPagesOf } from '../../platform/permissions/privileges.js';
import { joinOf } from '../reference/joins.js';
import { requireKnownMember } from '../team/team.input.js';
import { TeamMember } from '../team/team.types.js';
import { refused } from './settings.common.js';
import { fetchPermissions, updatePermission } from './settings.rest.js';
import { PermissionRow } from './settings.types.js';
import { DEFAULT_LIST_ROWS, listRows } from '../../platform/graphql/query-cost.js';

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

@Resolver()
export class PermissionsResolver {
  @Page(PERMISSIONS_PAGE)
  @Query(() => [TeamMember], {
    complexity: listRows(1_000),
    description: 'Every active team member, by name, to pick whose permissions to see. Page: User Permission.',
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
