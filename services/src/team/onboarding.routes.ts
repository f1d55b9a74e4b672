// Onboarding: one-time passwords an administrator hands to a member (only the hash is kept, and the
// member must set their own at the next sign-in), and requests for access that wait for approval.
import { randomBytes, randomInt } from 'node:crypto';
import { hashPassword } from '../auth/password.js';
import { HttpError, ok } from '../http/envelope.js';
import { int, text, type HandlerTable } from '../http/handlers.js';
import { invitee, sendInvitation } from './invitation-email.js';
import { MEMBER_COLUMNS } from './team.routes.js';

const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SYMBOLS = '#@%+=!';

/** 16 characters from a CSPRNG, with every class the password policy asks for (no look-alike characters). */
export function oneTimePassword(): string {
  const all = LOWER + UPPER + DIGITS + SYMBOLS;
  const pick = (set: string) => set[randomInt(set.length)]!;
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SYMBOLS)];
  for (const byte of randomBytes(12)) chars.push(all[byte % all.length]!);
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

const sqlState = (error: unknown) => (error as { code?: string } | null)?.code;

export const onboardingHandlers: HandlerTable = {
  async User_ResetPassword(query, { db, mail }) {
    const memberId = int(query, 'TeamMemberID');
    const invite = int(query, 'SendInvitation') === 1;
    const to = invite ? await invitee(db, memberId) : undefined;
    const password = oneTimePassword();
    const rows = await db.query(
      'update team_members set password_hash = $1, must_change_password = true where team_member_id = $2 returning ' +
        'team_member_id',
      [await hashPassword(password), memberId],
    );
    if (rows.length === 0) throw new HttpError(404, `Team member ${memberId} does not exist`, 'TeamMemberID');
    // They must be able to open the page where they set their own password.
    await db.query(
      `insert into page_access (team_member_id, page_name, access_enable) values ($1, 'Reset Password', 1)
      on conflict (team_member_id, page_name) do update set access_enable = 1`,
      [memberId],
    );
    if (!invite)
      return ok({ TeamMemberID: memberId, Password: password, InvitationSentTo: null }, 'One-time password set');
    // A failed invitation still answers the password: the administrator can hand it over themselves.
    const sent = to !== undefined && (await sendInvitation(mail, to, password));
    return ok(
      { TeamMemberID: memberId, Password: password, InvitationSentTo: sent && to ? to.email : null },
      sent
        ? 'One-time password set; invitation sent'
        : to
          ? 'One-time password set; the invitation could not be sent'
          : 'One-time password set; the member has no e-mail address',
    );
  },

  async User_PasswordStatus(query, { db }) {
    const memberId = int(query, 'TeamMemberID');
    const [row] = await db.query<{ must: boolean }>(
      'select must_change_password as must from team_members where team_member_id = $1',
      [memberId],
    );
    if (!row) throw new HttpError(404, `Team member ${memberId} does not exist`, 'TeamMemberID');
    return ok({ TeamMemberID: memberId, MustChangePassword: row.must ? 1 : 0 });
  },

  async User_RequestAccess(query, { db }) {
    const regionId = int(query, 'RegionID');
    const [region] = await db.query('select 1 from regions where region_id = $1', [regionId]);
    if (!region) throw new HttpError(400, `RegionID ${regionId} does not exist`, 'RegionID');
    const name = text(query, 'TeamMemberName');
    if (name.length === 0) throw new HttpError(400, 'TeamMemberName is required', 'TeamMemberName');
    // A login name already taken (by a member or another request) is dropped silently: same answer.
    await db.query(
      `insert into access_requests (team_member_name, my_single_id, email, mobile, region_id)
       select $1, $2, $3, $4, $5 where not exists (select 1 from team_members where lower(my_single_id) = lower($2))
       on conflict do nothing`,
      [name, text(query, 'mySingleID'), text(query, 'Email'), text(query, 'Mobile'), regionId],
    );
    return ok({}, 'Request received');
  },

  AccessRequestList: async (_query, { db }) =>
    ok(
      await db.query(
        `select request_id as "RequestID", team_member_name as "TeamMemberName", my_single_id as "mySingleID", email
          as "Email",
            mobile as "Mobile", region_id as "RegionID", to_char(requested_at at time zone 'UTC',
            'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "RequestedAt"
     from access_requests order by requested_at, request_id`,
      ),
    ),

  async AccessRequest_Decide(query, { db }) {
    const requestId = int(query, 'RequestID');
    const approve = int(query, 'Approve') === 1;
    const teamTypeId = int(query, 'TeamTypeID');
    if (approve && !teamTypeId) throw new HttpError(400, 'TeamTypeID is required to approve', 'TeamTypeID');
    try {
      return await db.transaction(async (tx) => {
        const [request] = await tx.query<{
          name: string;
          login: string;
          email: string;
          mobile: string;
          region: number;
        }>(
          `delete from access_requests where request_id = $1
           returning team_member_name as name, my_single_id as login, email, mobile, region_id as region`,
          [requestId],
        );
        if (!request) throw new HttpError(404, `Access request ${requestId} does not exist`, 'RequestID');
        if (!approve) return ok({}, 'Request declined');
        const [type] = await tx.query('select 1 from team_types where team_type_id = $1', [teamTypeId]);
        if (!type) throw new HttpError(400, `TeamTypeID ${teamTypeId} does not exist`, 'TeamTypeID');
        const [member] = await tx.query(
          `insert into team_members (team_type_id, my_single_id, team_member_name, email, mobile, region_id,
            active_status, password_hash)
           values ($1, $2, $3, $4, $5, $6, 1, $7) returning ${MEMBER_COLUMNS}`,
          // No usable password until an administrator issues a one-time password.
          [
            teamTypeId,
            request.login,
            request.name,
            request.email,
            request.mobile,
            request.region,
            await hashPassword(randomBytes(32).toString('base64')),
          ],
        );
        return ok(member, 'Team member added');
      });
    } catch (error) {
      if (sqlState(error) === '23505') throw new HttpError(409, 'That login name already exists', 'mySingleID');
      throw error;
    }
  },
};
