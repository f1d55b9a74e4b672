// The active members of the team types that hold one role (field staff, target takers), by name, of one
// region or all: the member pickers of Journey Plan, Month Visit and Target Setting share this one filter.
import { type JoinContext, joinOf } from '../reference/joins.js';
import type { TeamMember } from './team.types.js';

/** A team type's role flag (roles are data on the type, never read from its name). */
export type TeamRole = 'FieldStaff' | 'TakesTargets';

/** `region` 0 means every region. */
export async function activeMembersWithRole(ctx: JoinContext, role: TeamRole, region: number): Promise<TeamMember[]> {
  const refs = await ctx.refs.load(['members', 'teamTypes', 'regions'], ctx.log);
  const types = new Set((refs.teamTypes?.rows ?? []).filter((row) => row[role] === 1).map((row) => row.TeamTypeID));
  const join = joinOf(refs);
  return (refs.members?.rows ?? [])
    .filter((row) => types.has(row.TeamTypeID) && row.ActiveStatus === 1 && (region === 0 || row.RegionID === region))
    .map((row) => join.member(row.TeamMemberID))
    .filter((member): member is TeamMember => member !== null)
    .sort((a, b) => a.name.localeCompare(b.name));
}
