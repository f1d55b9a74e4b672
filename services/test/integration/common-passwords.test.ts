// The bases refuse a common new password too (the gateway refuses it first): the distributor's password change and
// the product's own, named on NewPassword, the old password still signing in.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { get } from './support.js';

describe('common passwords at the bases', () => {
  it('refuses a common new password on the distributor password change', async () => {
    const refused = await get('/main/ChangePassword_Management', {
      TeamMemberID: 1,
      OldPassword: 'Admin@2026',
      NewPassword: 'password',
    });
    expect(refused.body).toMatchObject({ status: 400, parameter: 'NewPassword' });
    expect((await get('/main/Login', { username: 'admin', password: 'Admin@2026' })).httpStatus).toBe(200);
  });

  it("refuses a common new password on the product's own password change", async () => {
    // A login of this test's own (no demo sign-in is touched), on a member no other test issues a password to.
    const login = `common.${randomBytes(4).toString('hex')}`;
    const issued = await get<{ Password: string }>('/product/Credential_Reset', {
      TeamMemberID: 277,
      mySingleID: login,
      Email: '',
      SendInvitation: 0,
    });
    const oneTime = issued.body.data.Password;
    const refused = await get('/product/Credential_Change', {
      TeamMemberID: 277,
      OldPassword: oneTime,
      NewPassword: 'Password1',
    });
    expect(refused.body).toMatchObject({ status: 400, parameter: 'NewPassword' });
    const held = await get<{ Valid: number }>('/product/Credential_Login', { username: login, password: oneTime });
    expect(held.body.data.Valid).toBe(1);
  });
});
