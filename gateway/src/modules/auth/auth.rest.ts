// Upstream Login (and the member's password status) and the conversion to what a session holds.
import type { UpstreamClient, UpstreamLog } from '../../upstream/client.js';
import { UpstreamBadResponse } from '../../upstream/errors.js';
import type { SessionMember } from './session.js';

export async function loginUpstream(
  upstream: UpstreamClient,
  username: string,
  password: string,
  log?: UpstreamLog,
): Promise<SessionMember> {
  const member = await upstream.call('main', 'Login', { username, password }, log);
  if (!member || typeof member !== 'object' || typeof member.TeamMemberID !== 'number')
    throw new UpstreamBadResponse('Login', 'no member in data');
  // Read once here and kept in the signed session: `me` (read on every navigation) makes no call for it.
  const status = await upstream.call('main', 'User_PasswordStatus', { TeamMemberID: member.TeamMemberID }, log);
  return {
    id: member.TeamMemberID,
    login: String(member.mySingleID ?? ''),
    name: String(member.TeamMemberName ?? ''),
    email: String(member.Email ?? ''),
    teamTypeId: Number(member.TeamTypeID ?? 0),
    regionId: Number(member.RegionID ?? 0),
    mustChangePassword: status?.MustChangePassword === 1,
  };
}
