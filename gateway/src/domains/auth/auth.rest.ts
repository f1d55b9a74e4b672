// Sign-in: the password the product issued to a login (the product base) decides when it holds one;
// otherwise the distributor's Login does. Either way the member is the distributor's record.

import type { SessionMember } from '../../platform/sessions/session.js';
import type { UpstreamClient, UpstreamLog } from '../../platform/upstream/client.js';
import { UpstreamBadResponse, UpstreamStatusError } from '../../platform/upstream/errors.js';

interface MemberRecord {
  TeamMemberID: number;
  mySingleID?: unknown;
  TeamMemberName?: unknown;
  Email?: unknown;
  TeamTypeID?: unknown;
  RegionID?: unknown;
  ActiveStatus?: unknown;
}

const refused = () => new UpstreamStatusError('Login', 401, 'Invalid username or password');

const sessionMember = (member: MemberRecord, mustChangePassword: boolean): SessionMember => ({
  id: member.TeamMemberID,
  login: String(member.mySingleID ?? ''),
  name: String(member.TeamMemberName ?? ''),
  email: String(member.Email ?? ''),
  teamTypeId: Number(member.TeamTypeID ?? 0),
  regionId: Number(member.RegionID ?? 0),
  mustChangePassword,
});

export async function loginUpstream(
  upstream: UpstreamClient,
  username: string,
  password: string,
  log?: UpstreamLog,
): Promise<SessionMember> {
  const held = await upstream.call('product', 'Credential_Login', { username, password }, log);
  if (held) {
    if (held.Valid !== 1) throw refused();
    // The member as the distributor keeps them: still there and active, or no session.
    const members = (await upstream.list('main', 'TeamMemberStore', { TeamTypeID: 0 }, log)) as MemberRecord[];
    const member = members.find((row) => row.TeamMemberID === held.TeamMemberID);
    if (!member || (member.ActiveStatus !== undefined && Number(member.ActiveStatus) !== 1)) throw refused();
    return sessionMember(member, held.MustChangePassword === 1);
  }
  const member = (await upstream.call('main', 'Login', { username, password }, log)) as MemberRecord | undefined;
  if (!member || typeof member !== 'object' || typeof member.TeamMemberID !== 'number')
    throw new UpstreamBadResponse('Login', 'no member in data');
  return sessionMember(member, false);
}
