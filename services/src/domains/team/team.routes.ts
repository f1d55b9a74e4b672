// Team members (users): TeamMemberStore lists them by team type; User_Add, User_Update and
// User_Remove maintain them. Login names are unique regardless of case; a password or its hash
// never leaves this module; a member that history refers to is never removed (deactivate instead).
import { randomBytes } from 'node:crypto';
import type { Db } from '../../platform/db/db.js';
import { givenVersion, refuseUnmatched, versionMatches, versionOf } from '../../platform/db/versions.js';
import { HttpError, ok } from '../../platform/http/envelope.js';
import { type HandlerTable, int, type Query, text } from '../../platform/http/handlers.js';
import { requiredName } from '../../platform/http/names.js';
import { hashPassword } from '../auth/password.js';

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
        const { who, history } = await memberHistory(db, memberId);
        throw new HttpError(
          409,
          `${who} has history that refers to them (${history}): deactivate them instead of removing them`,
          'TeamMemberID',
        );
      }
      throw error;
    }
  },
};

/** What a member's history is called, by the table that holds it. */
const HISTORY_NAMES: Readonly<Record<string, [one: string, many: string]>> = {
  visits: ['store visit', 'store visits'],
  sales: ['sale', 'sales'],
  monthly_targets: ['monthly target', 'monthly targets'],
  journey_plans: ['journey plan day', 'journey plan days'],
  member_stores: ['store mapping', 'store mappings'],
  brand_managers: ['brand managed', 'brands managed'],
  transfers: ['product transfer', 'product transfers'],
  deployments: ['deployment', 'deployments'],
  market_activities: ['market activity', 'market activities'],
  market_issues: ['market issue', 'market issues'],
  trainings: ['training', 'trainings'],
};

/** The member as people know them ("Nasrin Hossain (nasrin.h)") and what refers to them, counted. */
async function memberHistory(db: Db, memberId: number): Promise<{ who: string; history: string }> {
  const [member] = await db.query<{ name: string; login: string }>(
    'select team_member_name as name, my_single_id as login from team_members where team_member_id = $1',
    [memberId],
  );
  const who = member ? `${member.name} (${member.login})` : `Team member ${memberId}`;
  const references = await db.query<{ table_name: string; column_name: string }>(
    `select c.conrelid::regclass::text as table_name, a.attname as column_name
       from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
      where c.contype = 'f' and c.confrelid = 'team_members'::regclass and c.conrelid <> 'page_access'::regclass
      order by 1, 2`,
  );
  const parts: string[] = [];
  for (const { table_name: table, column_name: column } of references) {
    if (!/^[a-z_][a-z0-9_.]*$/.test(table) || !/^[a-z_][a-z0-9_]*$/.test(column)) continue;
    const [row] = await db.query<{ count: number }>(
      `select count(*)::int as count from ${table} where ${column} = $1`,
      [memberId],
    );
    const count = row?.count ?? 0;
    if (count === 0) continue;
    const [one, many] = HISTORY_NAMES[table.replace(/^.*\./, '')] ?? [
      table.replace(/_/g, ' '),
      table.replace(/_/g, ' '),
    ];
    parts.push(`${count.toLocaleString('en-US')} ${count === 1 ? one : many}`);
  }
  return { who, history: parts.length > 0 ? parts.join(', ') : 'records that refer to them' };
}
