// Team members (users): TeamMemberStore lists them by team type; User_Add, User_Update and
// User_Remove maintain them. Login names are unique regardless of case; a password or its hash
// never leaves this module; a member that history refers to is never removed (deactivate instead).
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../auth/password.js';
import type { Db } from '../db/db.js';
import { givenVersion, refuseUnmatched, versionMatches, versionOf } from '../db/versions.js';
import { HttpError, ok } from '../http/envelope.js';
import { int, text, type HandlerTable, type Query } from '../http/handlers.js';
import { requiredName } from '../http/names.js';

/** What the user form edits: a member's Version is derived from these (never from the password). */
const MEMBER_VERSIONED = [
  'team_type_id',
  'my_single_id',
  'team_member_name',
  'email',
  'mobile',
  'region_id',
  'active_status',
];

export const MEMBER_COLUMNS = `team_member_id as "TeamMemberID", team_member_name as "TeamMemberName",
  my_single_id as "mySingleID", team_type_id as "TeamTypeID", email as "Email", mobile as "Mobile",
  region_id as "RegionID", active_status as "ActiveStatus", ${versionOf(MEMBER_VERSIONED)} as "Version"`;

const sqlState = (error: unknown) => (error as { code?: string } | null)?.code;

interface MemberFields {
  teamTypeId: number;
  login: string;
  name: string;
  email: string;
  mobile: string;
  regionId: number;
  active: number;
}

function fieldsOf(query: Query): MemberFields {
  return {
    teamTypeId: int(query, 'TeamTypeID'),
    login: text(query, 'mySingleID'),
    name: requiredName(query, 'TeamMemberName'),
    email: text(query, 'Email'),
    mobile: text(query, 'Mobile'),
    regionId: int(query, 'RegionID'),
    active: int(query, 'ActiveStatus'),
  };
}

async function checkReferences(db: Db, member: MemberFields) {
  const [row] = await db.query<{ team_type: boolean; region: boolean }>(
    `select exists (select 1 from team_types where team_type_id = $1) as team_type,
            exists (select 1 from regions where region_id = $2) as region`,
    [member.teamTypeId, member.regionId],
  );
  if (!row?.team_type) throw new HttpError(400, `TeamTypeID ${member.teamTypeId} does not exist`, 'TeamTypeID');
  if (!row.region) throw new HttpError(400, `RegionID ${member.regionId} does not exist`, 'RegionID');
}

async function saveMember(db: Db, member: MemberFields, memberId?: number, version = '') {
  await checkReferences(db, member);
  const values = [
    member.teamTypeId,
    member.login,
    member.name,
    member.email,
    member.mobile,
    member.regionId,
    member.active,
  ];
  try {
    const rows =
      memberId === undefined
        ? await db.query(
            `insert into team_members (team_type_id, my_single_id, team_member_name, email, mobile, region_id,
              active_status, password_hash)
         values ($1, $2, $3, $4, $5, $6, $7, $8) returning ${MEMBER_COLUMNS}`,
            // No usable password until one is set for the member: a hash of a secret nobody keeps.
            [...values, await hashPassword(randomBytes(32).toString('base64'))],
          )
        : await db.query(
            `update team_members set team_type_id = $1, my_single_id = $2, team_member_name = $3, email = $4, mobile
              = $5,
                region_id = $6, active_status = $7
         where team_member_id = $8 and ${versionMatches(MEMBER_VERSIONED, '$9')} returning ${MEMBER_COLUMNS}`,
            [...values, memberId, version],
          );
    if (rows.length === 0 && memberId !== undefined) {
      await refuseUnmatched(
        db,
        `select ${MEMBER_COLUMNS} from team_members where team_member_id = $1`,
        memberId,
        'Team member',
        'TeamMemberID',
      );
    }
    return ok(rows[0], memberId === undefined ? 'Team member added' : 'Team member updated');
  } catch (error) {
    if (sqlState(error) === '23505')
      throw new HttpError(409, `Login name ${member.login} already exists`, 'mySingleID');
    throw error;
  }
}

export const teamHandlers: HandlerTable = {
  TeamMemberStore: async (query, { db }) =>
    ok(
      await db.query(
        `select ${MEMBER_COLUMNS} from team_members where ($1::int = 0 or team_type_id = $1) order by
          team_member_name, team_member_id`,
        [int(query, 'TeamTypeID')],
      ),
    ),
  User_Add: (query, { db }) => saveMember(db, fieldsOf(query)),
  User_Update: (query, { db }) => saveMember(db, fieldsOf(query), int(query, 'TeamMemberID'), givenVersion(query)),
  async User_Remove(query, { db }) {
    const memberId = int(query, 'TeamMemberID');
    try {
      return await db.transaction(async (tx) => {
        // Page access is configuration, not history: it goes with the member.
        await tx.query('delete from page_access where team_member_id = $1', [memberId]);
        const rows = await tx.query<{ TeamMemberID: number }>(
          'delete from team_members where team_member_id = $1 returning team_member_id as "TeamMemberID"',
          [memberId],
        );
        if (rows.length === 0) throw new HttpError(404, `Team member ${memberId} does not exist`, 'TeamMemberID');
        return ok(rows[0], 'Team member removed');
      });
    } catch (error) {
      if (sqlState(error) === '23503') {
        throw new HttpError(
          409,
          `Team member ${memberId} has history that refers to them: deactivate them instead of removing them`,
          'TeamMemberID',
        );
      }
      throw error;
    }
  },
};
