// Upstream Login and the conversion of its member to what a session holds.
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
  return {
    id: member.TeamMemberID,
    login: String(member.mySingleID ?? ''),
    name: String(member.TeamMemberName ?? ''),
    email: String(member.Email ?? ''),
    teamTypeId: Number(member.TeamTypeID ?? 0),
    regionId: Number(member.RegionID ?? 0),
  };
}
