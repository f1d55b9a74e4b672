// The product base: the product's own store of what the distributor's bases do not give: passwords
// the product issues (one-time, then the member's own), requests for access, and team-type roles.
// Nothing here reads the bases' tables: the gateway brings what it needs from them.
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../../../../contract/common-passwords.js';
import { HttpError, ok } from '../../platform/http/envelope.js';
import { type Handler, type HandlerTable, int, text } from '../../platform/http/handlers.js';
import { checkPassword, hashPassword } from '../auth/password.js';
import { inCompanyDomain, type RecipientPolicy } from '../store-checks/low-stock-email.js';
import { sendInvitation } from '../team/invitation-email.js';
import { oneTimePassword } from './one-time-password.js';

const REQUEST_COLUMNS = `request_id as "RequestID", team_member_name as "TeamMemberName", my_single_id as "mySingleID",
  email as "Email", mobile as "Mobile", region_id as "RegionID",
  to_char(requested_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "RequestedAt"`;

const ROLE_COLUMNS = `team_type_id as "TeamTypeID", takes_targets::int as "TakesTargets",
  manages_brands::int as "ManagesBrands", field_staff::int as "FieldStaff"`;

interface CredentialRow {
  id: number;
  hash: string;
  must: boolean;
}

/**
 * Credential_Reset: a new one-time password for a member, e-mailed to them on request (SendInvitation=1) only at
 * an address in the company's domains (the report e-mail policy): a refused one sets no password either.
 */
export function credentialResetHandler(policy: RecipientPolicy, publicUrl: string): Handler {
  return async (query, { db, mail }) => {
    const memberId = int(query, 'TeamMemberID');
    const login = text(query, 'mySingleID');
    const email = text(query, 'Email');
    const invite = int(query, 'SendInvitation') === 1;
    if (invite && email !== '' && !inCompanyDomain(policy, email))
      throw new HttpError(400, "Email: an invitation goes only to an address in the company's domains", 'Email');
    const password = oneTimePassword();
    await db.query(
      `insert into product_credentials (team_member_id, login, password_hash, must_change) values ($1, $2, $3, true)
       on conflict (team_member_id) do update
         set login = excluded.login, password_hash = excluded.password_hash, must_change = true, issued_at = now()`,
      [memberId, login, await hashPassword(password)],
    );
    if (!invite)
      return ok({ TeamMemberID: memberId, Password: password, InvitationSentTo: null }, 'One-time password set');
    // A failed invitation still answers the password: the administrator can hand it over themselves.
    const sent = email !== '' && (await sendInvitation(mail, { login, email }, password, publicUrl));
    return ok(
      { TeamMemberID: memberId, Password: password, InvitationSentTo: sent ? email : null },
      sent
        ? 'One-time password set; invitation sent'
        : email
          ? 'One-time password set; the invitation could not be sent'
          : 'One-time password set; the member has no e-mail address',
    );
  };
}

export const productStoreHandlers: HandlerTable = {
  async Credential_Login(query, { db }) {
    const [row] = await db.query<CredentialRow>(
      `select team_member_id as id, password_hash as hash, must_change as must
       from product_credentials where lower(login) = lower($1)`,
      [text(query, 'username')],
    );
    // No key is derived for a login without a product password: the gateway then asks the distributor's Login,
    // which derives one, so every sign-in costs one derivation whichever base decides it (a dummy one here made the
    // common path cost two, and told the held path apart by being faster).
    if (!row) return ok(null, 'No password held for this login');
    const { valid } = await checkPassword(String(query.password ?? ''), row.hash);
    return ok({ TeamMemberID: row.id, Valid: valid ? 1 : 0, MustChangePassword: row.must ? 1 : 0 });
  },

  async Credential_Change(query, { db }) {
    const memberId = int(query, 'TeamMemberID');
    const [row] = await db.query<CredentialRow>(
      'select team_member_id as id, password_hash as hash, must_change as must from product_credentials ' +
        'where team_member_id = $1',
      [memberId],
    );
    if (!row) throw new HttpError(404, `No password is held for team member ${memberId}`, 'TeamMemberID');
    const { valid } = await checkPassword(String(query.OldPassword ?? ''), row.hash);
    if (!valid) throw new HttpError(400, 'The current password is not right', 'OldPassword');
    const next = String(query.NewPassword ?? '');
    if (isCommonPassword(next)) throw new HttpError(400, `NewPassword: ${COMMON_PASSWORD_MESSAGE}`, 'NewPassword');
    const changed = await db.query(
      'update product_credentials set password_hash = $1, must_change = false where team_member_id = $2 and ' +
        'password_hash = $3 returning team_member_id',
      [await hashPassword(next), memberId, row.hash],
    );
    if (changed.length === 0) throw new HttpError(409, 'The password was changed meanwhile', 'OldPassword');
    return ok({ TeamMemberID: memberId }, 'Password changed');
  },

  async PasswordStatus(query, { db }) {
    const memberId = int(query, 'TeamMemberID');
    const [row] = await db.query<{ must: boolean }>(
      'select must_change as must from product_credentials where team_member_id = $1',
      [memberId],
    );
    return ok({ TeamMemberID: memberId, MustChangePassword: row?.must ? 1 : 0 });
  },

  async AccessRequest_Add(query, { db }) {
    const name = text(query, 'TeamMemberName');
    if (name.length === 0) throw new HttpError(400, 'TeamMemberName is required', 'TeamMemberName');
    await db.query(
      `insert into product_access_requests (team_member_name, my_single_id, email, mobile, region_id)
       values ($1, $2, $3, $4, $5)`,
      [name, text(query, 'mySingleID'), text(query, 'Email'), text(query, 'Mobile'), int(query, 'RegionID')],
    );
    return ok({}, 'Request received');
  },

  AccessRequest_List: async (_query, { db }) =>
    ok(await db.query(`select ${REQUEST_COLUMNS} from product_access_requests order by requested_at, request_id`)),

  async AccessRequest_Remove(query, { db }) {
    const requestId = int(query, 'RequestID');
    const [row] = await db.query(
      `delete from product_access_requests where request_id = $1 returning ${REQUEST_COLUMNS}`,
      [requestId],
    );
    if (!row) throw new HttpError(404, `Access request ${requestId} does not exist`, 'RequestID');
    return ok(row, 'Request removed');
  },

  TeamTypeRoles: async (_query, { db }) =>
    ok(await db.query(`select ${ROLE_COLUMNS} from product_team_type_roles order by team_type_id`)),

  async TeamTypeRole_Update(query, { db }) {
    const [row] = await db.query(
      `insert into product_team_type_roles (team_type_id, takes_targets, manages_brands, field_staff)
       values ($1, $2, $3, $4) on conflict (team_type_id) do update set takes_targets = excluded.takes_targets,
         manages_brands = excluded.manages_brands, field_staff = excluded.field_staff
       returning ${ROLE_COLUMNS}`,
      [
        int(query, 'TeamTypeID'),
        int(query, 'TakesTargets') === 1,
        int(query, 'ManagesBrands') === 1,
        int(query, 'FieldStaff') === 1,
      ],
    );
    return ok(row, 'Roles saved');
  },
};
