// Member rows to the GraphQL TeamMember: its version, team type and region joined by id.
import { versionOf } from '../../platform/graphql/versions.js';
import type { RefJoin } from '../reference/reference.join.js';
import type { MemberRow } from './team.input.js';
import type { TeamMember } from './team.types.js';

/** A member's version: the upstream's, else derived from what the user form edits. */
export const memberVersion = (row: MemberRow) =>
  versionOf(row, [
    row.TeamTypeID,
    row.mySingleID,
    row.TeamMemberName,
    row.Email,
    row.Mobile,
    row.RegionID,
    row.ActiveStatus,
  ]);

export function toTeamMember(row: MemberRow, join: RefJoin): TeamMember {
  return {
    id: row.TeamMemberID,
    version: memberVersion(row),
    login: row.mySingleID,
    name: row.TeamMemberName,
    email: row.Email,
    mobile: row.Mobile,
    active: row.ActiveStatus === 1,
    teamType: join.teamType(row.TeamTypeID),
    region: join.region(row.RegionID),
  };
}
