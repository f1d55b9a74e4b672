import { describe, expect, it } from 'vitest';
import { get } from './support.js';

interface Member {
  TeamMemberID: number;
  mySingleID: string;
  TeamTypeID: number;
}
interface PageAccess {
  PageName: string;
  AccessEnable: number;
}

describe('Login', () => {
  it('signs in each demo member and never returns a password or hash', async () => {
    for (const [username, password] of [
      ['admin', 'Admin@2026'],
      ['manager', 'Manager@2026'],
      ['promoter', 'Promoter@2026'],
    ] as const) {
      const answer = await get<Member>('/main/Login', { username, password });
      expect(answer.httpStatus).toBe(200);
      expect(answer.body.data.mySingleID).toBe(username);
      const raw = JSON.stringify(answer.body);
      expect(raw).not.toContain(password);
      expect(raw).not.toContain('scrypt');
    }
  });

  it('accepts the login name in any case', async () => {
    const answer = await get<Member>('/main/Login', { username: 'ADMIN', password: 'Admin@2026' });
    expect(answer.body.data.TeamMemberID).toBe(1);
  });

  it('refuses a wrong password and an unknown user with the same 401 message', async () => {
    const wrong = await get('/main/Login', { username: 'admin', password: 'admin' });
    const unknown = await get('/main/Login', { username: 'nobody-here', password: 'Admin@2026' });
    expect(wrong.httpStatus).toBe(401);
    expect(unknown.httpStatus).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.message).toBe('Invalid username or password');
  });

  it('treats SQL in the user name as a user name', async () => {
    const answer = await get('/main/Login', { username: "admin' or '1'='1", password: "x' or '1'='1" });
    expect(answer.httpStatus).toBe(401);
  });
});

describe('GetPageAccess and PageAccess', () => {
  const enabled = (records: PageAccess[]) =>
    records
      .filter((r) => r.AccessEnable === 1)
      .map((r) => r.PageName)
      .sort();

  it('gives the admin every page, the permissions page and the API explorer included', async () => {
    const { body } = await get<PageAccess[]>('/main/GetPageAccess', { TeamMemberID: 1 });
    expect(enabled(body.data)).toHaveLength(38); // the description's 37 screens' pages and "API Explorer"
    expect(enabled(body.data)).toContain('User Permission');
    expect(enabled(body.data)).toContain('API Explorer');
  });

  it('gives the manager reports and master lists but no settings', async () => {
    const { body } = await get<PageAccess[]>('/main/PageAccess', { TeamMemberID: 2 });
    expect(enabled(body.data)).toContain('Master List');
    expect(enabled(body.data)).not.toContain('Settings');
    expect(body.data).toContainEqual({ PageName: 'Settings', AccessEnable: 0 });
  });

  it('gives the promoter the dashboard and the store check items only', async () => {
    const { body } = await get<PageAccess[]>('/main/GetPageAccess', { TeamMemberID: 3 });
    expect(enabled(body.data)).toEqual(['By Date', 'By Week', 'Dashboard', 'Detail', 'Stock Report', 'Summary']);
    expect(body.data).toContainEqual({ PageName: 'Store List', AccessEnable: 0 });
  });

  it('answers an empty list for an unknown member', async () => {
    const { body } = await get<PageAccess[]>('/main/GetPageAccess', { TeamMemberID: 999999 });
    expect(body.data).toEqual([]);
  });
});
