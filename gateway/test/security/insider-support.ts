// Helpers of the insider suite: a member's fields as the user form sends them, and the services'
// own REST call (with the operator's token) to put a demo password back after a test changed it.
import { inject } from 'vitest';
import { gql, type TestGateway } from '../integration/support.js';

export interface MemberFields {
  id: number;
  version: string;
  login: string;
  name: string;
  email: string;
  mobile: string;
  teamTypeId: number;
  regionId: number;
  active: boolean;
}

const FIND =
  'query ($s: String) { teamMembers(filter: { search: $s }, limit: 50) { items { id version login name email ' +
  'mobile active teamType { id } region { id } } } }';

/** The member with this login name, as the admin (or any Users List holder) reads them. */
export async function memberByLogin(gateway: TestGateway, cookie: string, login: string): Promise<MemberFields> {
  const answer = await gql(gateway, FIND, { s: login }, cookie);
  type Item = Omit<MemberFields, 'teamTypeId' | 'regionId'> & { teamType: { id: number }; region: { id: number } };
  const items = (answer.body.data?.teamMembers as { items: Item[] } | undefined)?.items ?? [];
  const found = items.find((item) => item.login.toLowerCase() === login.toLowerCase());
  if (!found) throw new Error(`no member ${login}: ${answer.text}`);
  const { teamType, region, ...rest } = found;
  return { ...rest, teamTypeId: teamType.id, regionId: region.id };
}

export const UPDATE_MEMBER =
  'mutation ($id: Int!, $version: String!, $input: TeamMemberInput!) ' +
  '{ updateTeamMember(id: $id, version: $version, input: $input) { id active } }';

export function memberInput(member: MemberFields, changes: Partial<MemberFields> = {}) {
  const { id: _id, version: _version, ...fields } = { ...member, ...changes };
  return fields;
}

/** Sets a member's password straight on the services (the gateway's policy refuses the demo passwords as new ones). */
export async function restorePassword(memberId: number, current: string, demo: string): Promise<void> {
  const url = new URL(`${inject('servicesUrl')}/main/ChangePassword_Management`);
  url.search = new URLSearchParams({
    _token: inject('servicesToken'),
    TeamMemberID: String(memberId),
    OldPassword: current,
    NewPassword: demo,
  }).toString();
  const response = await fetch(url);
  if (!response.ok) throw new Error(`could not restore the password: ${response.status}`);
}

/** The `ff_session=…` pair a GraphQL answer set, if any. */
export function sessionPair(setCookie: readonly string[]): string | undefined {
  return setCookie
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('ff_session=') && pair.length > 'ff_session='.length);
}
