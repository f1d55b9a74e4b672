// The team of the team's day, made as an administrator makes it: each member added through the API with their pages,
// mapped stores for field staff and a one-time password; then each signs in from an address of their own and sets
// their own password, and the analyst makes a read-only access token.
import { randomBytes } from 'node:crypto';
import { agentFor, graphqlCall, type Member } from './team-day-client.js';
import { log, sleep } from './team-day-options.js';
import { roleOf } from './team-day-plan.js';
import { ROLE_PAGES, setPromoters, TEAM_TYPE } from './team-day-screens.js';

const adminAgent = agentFor(0);
/** The administrator's session, once signed in. */
let adminAuth: Record<string, string> = {};
/** What the first sign-ins met on the way (a password change that timed out upstream, asked again). */
const setupRetries: string[] = [];
/** An administrator's call; a refusal for pace (429 RATE_LIMITED) waits as the screen would and asks again. */
async function asAdmin(name: string, variables: Record<string, unknown>): Promise<Record<string, unknown>> {
  for (;;) {
    const answer = await graphqlCall(adminAgent, adminAuth, name, variables, false);
    if (answer.status === 429 || answer.errors?.[0]?.extensions?.code === 'RATE_LIMITED') {
      await sleep(5000);
      continue;
    }
    if (answer.errors?.length || !answer.data)
      throw new Error(`${name} failed: ${JSON.stringify(answer.errors ?? answer.status).slice(0, 300)}`);
    return answer.data;
  }
}
const regionStores = new Map<number, number[]>();
async function storesOf(regionId: number): Promise<number[]> {
  const known = regionStores.get(regionId);
  if (known) return known;
  const data = (await asAdmin('StoreList', { filter: { regionId, active: true }, limit: 50, offset: 0 })) as {
    stores: { items: { id: number }[] };
  };
  const ids = data.stores.items.map((store) => store.id);
  regionStores.set(regionId, ids);
  return ids;
}

const runTag = randomBytes(3).toString('hex');
async function makeMember(position: number): Promise<Member> {
  const role = roleOf(position);
  const regionId = 1 + (position % 8);
  const login = `team.${role}.${position}.${runTag}`;
  const created = (await asAdmin('MemberCreate', {
    input: {
      login,
      name: `Team ${role[0]!.toUpperCase()}${role.slice(1)} ${position}`,
      email: `${login}@meridian-distribution.example`,
      mobile: `+88017${String(10_000_000 + position).padStart(8, '0')}`,
      teamTypeId: TEAM_TYPE[role],
      regionId,
      active: true,
    },
  })) as { createTeamMember: { id: number } };
  const id = created.createTeamMember.id;
  const permissions = (await asAdmin('Permissions', { teamMemberId: id })) as {
    permissions: { id: number; page: string; allowed: boolean }[];
  };
  for (const permission of permissions.permissions)
    if (ROLE_PAGES[role].includes(permission.page) && !permission.allowed)
      await asAdmin('UpdatePermission', { teamMemberId: id, permissionId: permission.id, allowed: true });
  let storeIds: number[] = [];
  if (role === 'promoter' || role === 'supervisor') {
    const regional = await storesOf(regionId);
    storeIds = regional.filter((_, index) => index % 8 === position % 8).slice(0, 6);
    if (storeIds.length > 0) await asAdmin('MapStores', { teamMemberId: id, storeIds });
  }
  const issued = (await asAdmin('ResetMemberPassword', { id, sendInvitation: false })) as {
    resetTeamMemberPassword: { password: string };
  };
  return {
    position,
    role,
    id,
    login,
    password: issued.resetTeamMemberPassword.password,
    regionId,
    agent: agentFor(position),
    auth: {},
    storeIds,
    cached: new Set(),
    planned: false,
  };
}

/** The member's first sign-in: the one-time password, then their own; the analyst then makes an access token. */
async function signIn(member: Member) {
  for (let attempt = 0; ; attempt++) {
    const first = await graphqlCall(
      member.agent,
      {},
      'SignIn',
      { username: member.login, password: member.password },
      false,
    );
    if (first.cookie) {
      member.auth = { cookie: first.cookie };
      break;
    }
    if (attempt > 20) throw new Error(`${member.login} could not sign in: ${JSON.stringify(first.errors)}`);
    await sleep(2000);
  }
  const own = `Own-${randomBytes(9).toString('base64url')}-2026`;
  for (let attempt = 0; ; attempt++) {
    const changed = await graphqlCall(
      member.agent,
      member.auth,
      'ChangePassword',
      { oldPassword: member.password, newPassword: own },
      false,
    );
    if (!changed.errors?.length) {
      if (changed.cookie) member.auth = { cookie: changed.cookie };
      break;
    }
    // A change that timed out upstream may have been made all the same: the member signs in with their own.
    setupRetries.push(`${member.login}: ${changed.errors[0]?.extensions?.code ?? changed.errors[0]?.message}`);
    const again = await graphqlCall(member.agent, {}, 'SignIn', { username: member.login, password: own }, false);
    if (again.cookie) {
      member.auth = { cookie: again.cookie };
      break;
    }
    if (attempt >= 5) throw new Error(`${member.login}: ${JSON.stringify(changed.errors)}`);
    await sleep(3000);
  }
  member.password = own;
  if (member.role === 'analyst') {
    const made = await graphqlCall(
      member.agent,
      member.auth,
      'CreateAccessToken',
      { name: 'team-day reports', pages: [], readOnly: true, expiresInDays: 1 },
      false,
    );
    const created = made.data?.createAccessToken as { token: string } | undefined;
    if (!created) throw new Error(`${member.login}: no access token: ${JSON.stringify(made.errors)}`);
    member.auth = { authorization: `Bearer ${created.token}` };
  }
}

export interface Team {
  members: Member[];
  /** Seconds the members took to be added and signed in. */
  setupSeconds: number;
  setupRetries: string[];
}

/** The administrator signs in and adds `size` members, who then sign in. */
export async function makeTeam(size: number): Promise<Team> {
  const admin = await graphqlCall(adminAgent, {}, 'SignIn', { username: 'admin', password: 'Admin@2026' }, false);
  if (!admin.cookie) throw new Error(`the administrator could not sign in: ${JSON.stringify(admin.errors)}`);
  adminAuth = { cookie: admin.cookie };
  const setupStarted = Date.now();
  const members: Member[] = [];
  // Four at a time, as two administrators at their screens would; the rest wait their turn.
  for (let first = 1; first <= size; first += 4) {
    const batch = Array.from({ length: Math.min(4, size - first + 1) }, (_, i) => makeMember(first + i));
    members.push(...(await Promise.all(batch)));
  }
  log(`${members.length} members added with their pages, stores and one-time passwords`);
  setPromoters(members.filter((m) => m.role === 'promoter').map((m) => m.id));
  for (let at = 0; at < members.length; at += 4) await Promise.all(members.slice(at, at + 4).map(signIn));
  const setupSeconds = Math.round((Date.now() - setupStarted) / 1000);
  log(`every member signed in and set their own password in ${setupSeconds} s`);
  return { members, setupSeconds, setupRetries };
}
