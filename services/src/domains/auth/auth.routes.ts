// Sign-in: Login checks the login name (mySingleID) and password of an active team member.
import { HttpError, ok } from '../../platform/http/envelope.js';
import { type HandlerTable, text } from '../../platform/http/handlers.js';
import { checkPassword } from './password.js';

const MEMBER_COLUMNS = `team_member_id as "TeamMemberID", team_member_name as "TeamMemberName",
  my_single_id as "mySingleID", team_type_id as "TeamTypeID", email as "Email", mobile as "Mobile",
  region_id as "RegionID", active_status as "ActiveStatus"`;

// Compared against when the login name is unknown, so both failures take the same time (today's parameters).
const DUMMY_HASH = 'scrypt$131072$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';

interface MemberRow {
  TeamMemberID: number;
  ActiveStatus: number;
  password_hash: string;
}

export const authHandlers: HandlerTable = {
  async Login(query, { db }) {
    const [row] = await db.query<MemberRow>(
      `select ${MEMBER_COLUMNS}, password_hash from team_members where lower(my_single_id) = lower($1)`,
      [text(query, 'username')],
    );
    const { valid, rehashed } = await checkPassword(String(query.password ?? ''), row?.password_hash ?? DUMMY_HASH);
    if (!row || !valid || row.ActiveStatus !== 1) throw new HttpError(401, 'Invalid username or password');
    // A hash made at weaker parameters is replaced now that the password is known to be right.
    if (rehashed) {
      await db.query('update team_members set password_hash = $1 where team_member_id = $2 and password_hash = $3', [
        rehashed,
        row.TeamMemberID,
        row.password_hash,
      ]);
    }
    const { password_hash: _, ...member } = row;
    return ok(member, 'Login successful');
  },
};
