// Members' access tokens in the product's own store: only the hash is kept, a check answers a valid token
// (not revoked, not expired), a member revokes their own and an administrator's call (member 0) any.
import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { get } from './support.js';

interface Token {
  TokenID: number;
  TeamMemberID: number;
  Name: string;
  ReadOnly: number;
  Pages: string[];
  ExpiresAt: string;
  LastUsedAt: string | null;
  RevokedAt: string | null;
}

const newToken = () => {
  const token = `ffpat_${randomBytes(32).toString('base64url')}`;
  return { token, hash: createHash('sha256').update(token).digest('hex') };
};

describe('access tokens', () => {
  it('keeps only the hash, checks, lists and revokes', async () => {
    const { token, hash } = newToken();
    const added = await get<Token>('/product/Token_Add', {
      TeamMemberID: 7,
      Name: 'Nightly export',
      TokenHash: hash,
      Pages: JSON.stringify(['Store List']),
      ExpiresInDays: 30,
    });
    expect(added.httpStatus).toBe(200);
    expect(added.body.data).toMatchObject({
      TeamMemberID: 7,
      Name: 'Nightly export',
      ReadOnly: 1,
      Pages: ['Store List'],
    });
    expect(JSON.stringify(added.body.data)).not.toContain(token);
    expect(JSON.stringify(added.body.data)).not.toContain(hash);
    const days = (Date.parse(added.body.data.ExpiresAt) - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(30);

    const checked = await get<Token | null>('/product/Token_Check', { TokenHash: hash });
    expect(checked.body.data).toMatchObject({ TokenID: added.body.data.TokenID, TeamMemberID: 7 });
    const listed = await get<Token[]>('/product/Token_List', { TeamMemberID: 7 });
    const mine = listed.body.data.find((row) => row.TokenID === added.body.data.TokenID);
    expect(mine?.LastUsedAt).not.toBeNull();
    const all = await get<Token[]>('/product/Token_List', {});
    expect(all.body.data.some((row) => row.TokenID === added.body.data.TokenID)).toBe(true);

    const other = await get('/product/Token_Revoke', { TokenID: added.body.data.TokenID, TeamMemberID: 8 });
    expect(other.httpStatus).toBe(404);
    const revoked = await get<Token>('/product/Token_Revoke', { TokenID: added.body.data.TokenID, TeamMemberID: 7 });
    expect(revoked.body.data.RevokedAt).not.toBeNull();
    expect((await get('/product/Token_Check', { TokenHash: hash })).body.data).toBeNull();
  });

  it('refuses a bad name, hash or lifetime, and a hash already held', async () => {
    const { hash } = newToken();
    const base = { TeamMemberID: 7, Name: 'Script', TokenHash: hash };
    expect((await get('/product/Token_Add', { ...base, Name: '\u0007bell' })).httpStatus).toBe(400);
    expect((await get('/product/Token_Add', { ...base, Name: 'x'.repeat(61) })).httpStatus).toBe(400);
    expect((await get('/product/Token_Add', { ...base, TokenHash: 'not-a-hash' })).httpStatus).toBe(400);
    expect((await get('/product/Token_Add', { ...base, ExpiresInDays: 366 })).httpStatus).toBe(400);
    expect((await get('/product/Token_Add', { ...base, ExpiresInDays: 0 })).httpStatus).toBe(400);
    expect((await get('/product/Token_Add', { ...base, Pages: '{"no":1}' })).httpStatus).toBe(400);
    expect((await get('/product/Token_Add', base)).httpStatus).toBe(200);
    expect((await get('/product/Token_Add', base)).httpStatus).not.toBe(200);
  });
});
