// Helpers of the insider suite: a member's fields as the user form sends them; the services' own REST
// calls (with the operator's token): a member of a test's own, a member added
// outside the gateway's checks, any call a caller skipping the gateway could make; the captured e-mails.
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { gql, signIn, type TestGateway } from '../integration/support.js';

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

/**
 * A member of a test's own, with the Reset Password page and a password they set: a test that deactivates a member
 * or changes a password leaves the demo sign-ins, which the suites beside it use at the same time, alone.
 */
export async function memberOfItsOwn(
  gateway: TestGateway,
  admin: string,
  prefix: string,
): Promise<MemberFields & { password: string }> {
  const login = `${prefix}.${randomBytes(4).toString('hex')}`;
  const input = { login, name: 'Own Member', email: `${login}@example.com`, mobile: '+8801711000233' };
  const created = await gql(
    gateway,
    'mutation ($input: TeamMemberInput!) { createTeamMember(input: $input) { id } }',
    { input: { ...input, teamTypeId: 4, regionId: 1 } },
    admin,
  );
  const id = (created.body.data?.createTeamMember as { id: number } | undefined)?.id;
  if (!id) throw new Error(`could not create ${login}: ${created.text}`);
  const pages = (await gql(gateway, 'query ($id: Int!) { permissions(teamMemberId: $id) { id page } }', { id }, admin))
    .body.data?.permissions as { id: number; page: string }[];
  await gql(
    gateway,
    'mutation ($m: Int!, $p: Int!) { updatePermission(teamMemberId: $m, permissionId: $p, allowed: true) { allowed } }',
    { m: id, p: pages.find((row) => row.page === 'Reset Password')!.id },
    admin,
  );
  const reset = await gql(
    gateway,
    'mutation ($id: Int!) { resetTeamMemberPassword(teamMemberId: $id) { password } }',
    { id },
    admin,
  );
  const once = (reset.body.data?.resetTeamMemberPassword as { password: string }).password;
  // The member sets a password of their own, as the first sign-in with a one-time password asks.
  const password = `Own-${randomBytes(6).toString('hex')}#`;
  const first = await signIn(gateway, { username: login, password: once });
  const changed = await gql(
    gateway,
    'mutation ($o: String!, $n: String!) { changePassword(oldPassword: $o, newPassword: $n) }',
    { o: once, n: password },
    first,
  );
  if (!changed.body.data?.changePassword) throw new Error(`could not set a password for ${login}: ${changed.text}`);
  return { ...(await memberByLogin(gateway, admin, login)), password };
}

/** The `ff_session=…` pair a GraphQL answer set, if any. */
export function sessionPair(setCookie: readonly string[]): string | undefined {
  return setCookie
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('ff_session=') && pair.length > 'ff_session='.length);
}

/** A call straight to the services (with the operator's token), as a caller skipping the gateway would make. */
export async function callServices(
  path: string,
  params: Record<string, string | number>,
): Promise<{ status: number; body: { message?: string; data?: unknown } }> {
  const url = new URL(`${inject('servicesUrl')}${path}`);
  url.search = new URLSearchParams({
    _token: inject('servicesToken'),
    ...Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)])),
  }).toString();
  const response = await fetch(url);
  return { status: response.status, body: (await response.json()) as { message?: string; data?: unknown } };
}

/** A member added straight at the services (an address set outside the gateway, e.g. before its checks). */
export async function addMemberAtServices(fields: {
  login: string;
  email: string;
  active?: boolean;
  name?: string;
}): Promise<number> {
  const added = await callServices('/main/User_Add', {
    TeamTypeID: 4,
    mySingleID: fields.login,
    TeamMemberName: fields.name ?? 'Added Directly',
    Email: fields.email,
    Mobile: '+8801711000555',
    RegionID: 1,
    ActiveStatus: fields.active === false ? 0 : 1,
  });
  const id = (added.body.data as { TeamMemberID?: number } | undefined)?.TeamMemberID;
  if (added.status !== 200 || typeof id !== 'number') throw new Error(`could not add ${fields.login}: ${added.status}`);
  return id;
}

export { capturedMails } from '../../../tests/support/captured-mail.js';
