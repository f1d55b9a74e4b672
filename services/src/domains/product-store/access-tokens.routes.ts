// Members' access tokens in the product's own store: only a token's SHA-256 hash is kept (the token is shown
// once, by the gateway). Token_Check answers a valid token's row (not revoked, not expired) and marks it used,
// at most once a minute.
import { HttpError, ok } from '../../platform/http/envelope.js';
import { type HandlerTable, int, type Query, text } from '../../platform/http/handlers.js';

const TOKEN_COLUMNS = `token_id::int as "TokenID", team_member_id as "TeamMemberID", name as "Name",
  read_only::int as "ReadOnly", pages as "Pages",
  to_char(expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "ExpiresAt",
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "CreatedAt",
  to_char(last_used_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "LastUsedAt",
  to_char(revoked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "RevokedAt"`;

const HASH = /^[0-9a-f]{64}$/;
const VISIBLE_NAME = /^[^\p{C}]{1,60}$/u;

function tokenHash(query: Query): string {
  const hash = text(query, 'TokenHash');
  if (!HASH.test(hash)) throw new HttpError(400, 'TokenHash: 64 lowercase hexadecimal digits', 'TokenHash');
  return hash;
}

function pagesOf(query: Query): string[] {
  const given = text(query, 'Pages');
  if (given === '') return [];
  let pages: unknown;
  try {
    pages = JSON.parse(given);
  } catch {
    pages = undefined;
  }
  if (
    !Array.isArray(pages) ||
    pages.length > 100 ||
    !pages.every((page) => typeof page === 'string' && page.trim() !== '' && page.length <= 100)
  )
    throw new HttpError(400, 'Pages: a JSON array of page titles', 'Pages');
  return [...new Set((pages as string[]).map((page) => page.trim()))];
}

export const accessTokenHandlers: HandlerTable = {
  async Token_Add(query, { db }) {
    const name = text(query, 'Name');
    if (!VISIBLE_NAME.test(name) || name.trim() === '')
      throw new HttpError(400, 'Name: 1 to 60 visible characters', 'Name');
    const days = query.ExpiresInDays === undefined ? 90 : int(query, 'ExpiresInDays');
    if (!Number.isInteger(days) || days < 1 || days > 365)
      throw new HttpError(400, 'ExpiresInDays: 1 to 365', 'ExpiresInDays');
    const [row] = await db.query(
      `insert into product_access_tokens (team_member_id, name, token_hash, read_only, pages, expires_at)
       values ($1, $2, $3, $4, array(select jsonb_array_elements_text($5::jsonb)),
         now() + make_interval(days => $6)) returning ${TOKEN_COLUMNS}`,
      [
        int(query, 'TeamMemberID'),
        name,
        tokenHash(query),
        int(query, 'ReadOnly') !== 0,
        JSON.stringify(pagesOf(query)),
        days,
      ],
    );
    return ok(row, 'Token added');
  },

  async Token_List(query, { db }) {
    const memberId = int(query, 'TeamMemberID');
    const rows = await db.query(
      `select ${TOKEN_COLUMNS} from product_access_tokens where ($1 = 0 or team_member_id = $1)
       order by team_member_id, token_id desc`,
      [memberId],
    );
    return ok(rows);
  },

  async Token_Revoke(query, { db }) {
    const tokenId = int(query, 'TokenID');
    const memberId = int(query, 'TeamMemberID');
    const [row] = await db.query(
      `update product_access_tokens set revoked_at = coalesce(revoked_at, now())
       where token_id = $1 and ($2 = 0 or team_member_id = $2) returning ${TOKEN_COLUMNS}`,
      [tokenId, memberId],
    );
    if (!row) throw new HttpError(404, `Access token ${tokenId} does not exist`, 'TokenID');
    return ok(row, 'Token revoked');
  },

  async Token_Check(query, { db }) {
    const hash = tokenHash(query);
    const [row] = await db.query(
      `select ${TOKEN_COLUMNS} from product_access_tokens
       where token_hash = $1 and revoked_at is null and expires_at > now()`,
      [hash],
    );
    if (!row) return ok(null, 'No valid token');
    await db.query(
      `update product_access_tokens set last_used_at = now()
       where token_hash = $1 and (last_used_at is null or last_used_at < now() - interval '1 minute')`,
      [hash],
    );
    return ok(row);
  },
};
