// Checks of the user form and of the member list's filter, before any upstream call.

import { companyDomainsHint, type EmailPolicy, inCompanyDomain } from '../../platform/email-policy.js';
import { gatewayError } from '../../platform/graphql/errors.js';
import { checkPaging } from '../../platform/graphql/paging.js';
import { directionSign } from '../../platform/graphql/sorting.js';
import { EMAIL_ADDRESS, InputChecks, optionalId, optionalText, requiredId } from '../../platform/graphql/validate.js';
import type { LoadedRefs } from '../../platform/reference/reference-data.js';
import type { ParamsOf, Row } from '../../platform/upstream/contract.js';
import { LIMITS } from '../../platform/upstream/limits.gen.js';
import { MemberSortField, type TeamMemberFilter, type TeamMemberInput, type TeamMemberSort } from './team.types.js';

export type MemberRow = Row<'Member'>;
export type MemberWriteParams = ParamsOf<'main', 'User_Add'>;

export const MAX_MEMBER_PAGE = 1000;

/** A login name, checked the same on the user form and the sign-up page. */
export const checkLogin = (checks: InputChecks, login: string) =>
  checks.text('login', login, LIMITS.mySingleID, {
    required: true,
    hint: 'must be 3 to 50 letters, digits, ., _ or -',
  });

/** An e-mail address and a mobile number (spaces and dashes dropped), checked the same on both forms. */
export function checkEmailAndMobile(checks: InputChecks, input: { email: string; mobile: string }) {
  const email = checks.text('email', input.email, LIMITS.Email, {
    required: true,
    pattern: EMAIL_ADDRESS,
    hint: 'must be an e-mail address',
  });
  const mobile = checks.text('mobile', input.mobile.replace(/[\s-]/g, ''), LIMITS.Mobile, {
    required: true,
    hint: 'must be 7 to 15 digits, with an optional leading +',
  });
  return { email, mobile };
}

/**
 * A member's e-mail as it is set: in the company's domains (the report e-mail policy: Users List holders set these
 * addresses, so an outside one would let reports and invitations leave). `kept`: the member's address now, which an
 * update may leave as it is.
 */
export function checkMemberEmail(checks: InputChecks, email: string, policy: EmailPolicy, kept?: string): void {
  if (checks.failed('email') || inCompanyDomain(policy, email)) return;
  if (kept !== undefined && kept.toLowerCase() === email.toLowerCase()) return;
  checks.fail('email', `email ${companyDomainsHint(policy)}`);
}

export function checkMemberInput(
  input: TeamMemberInput,
  refs: LoadedRefs,
  policy: EmailPolicy,
  keptEmail?: string,
): MemberWriteParams {
  const checks = new InputChecks();
  const login = checkLogin(checks, input.login);
  const name = checks.name('name', input.name, LIMITS.TeamMemberName);
  const { email, mobile } = checkEmailAndMobile(checks, input);
  checkMemberEmail(checks, email, policy, keptEmail);
  checks.id('teamTypeId', input.teamTypeId);
  checks.id('regionId', input.regionId);
  if (!checks.failed('teamTypeId') && !refs.teamTypes?.byId.has(input.teamTypeId))
    checks.fail('teamTypeId', `Team type ${input.teamTypeId} does not exist`);
  if (!checks.failed('regionId') && !refs.regions?.byId.has(input.regionId))
    checks.fail('regionId', `Region ${input.regionId} does not exist`);
  checks.done();
  return {
    mySingleID: login,
    TeamMemberName: name,
    Email: email,
    Mobile: mobile,
    TeamTypeID: input.teamTypeId,
    RegionID: input.regionId,
    ActiveStatus: input.active ? 1 : 0,
  };
}

export interface MemberQuery {
  teamTypeId: number;
  regionId: number;
  active: boolean | null;
  search: string;
  /** Whether `search` also looks in login names (only for those who may read them). */
  searchLogins?: boolean;
  limit: number;
  offset: number;
}

export function parseMemberQuery(
  filter: TeamMemberFilter | null | undefined,
  limit: number,
  offset: number,
): MemberQuery {
  const f = filter ?? {};
  return {
    teamTypeId: optionalId('filter.teamTypeId', f.teamTypeId),
    regionId: optionalId('filter.regionId', f.regionId),
    active: f.active ?? null,
    search: optionalText('filter.search', f.search, 100).toLowerCase(),
    ...checkPaging(limit, offset, MAX_MEMBER_PAGE),
  };
}

/** TeamMemberStore filters by team type only: region, status and search are applied here. */
export function matchesMember(row: MemberRow, query: MemberQuery): boolean {
  if (query.regionId && row.RegionID !== query.regionId) return false;
  if (query.active !== null && (row.ActiveStatus === 1) !== query.active) return false;
  return (
    !query.search ||
    row.TeamMemberName.toLowerCase().includes(query.search) ||
    (query.searchLogins !== false && row.mySingleID.toLowerCase().includes(query.search))
  );
}

/** Sorted copy by the chosen key (names of team types and regions from the loaded lists), ties by id. */
export function sortMembers(
  rows: readonly MemberRow[],
  sort: TeamMemberSort | null | undefined,
  refs: LoadedRefs,
): MemberRow[] {
  const field = sort?.field ?? MemberSortField.NAME;
  const sign = directionSign(sort?.direction);
  const keyOf: Record<MemberSortField, (row: MemberRow) => string> = {
    [MemberSortField.NAME]: (row) => row.TeamMemberName,
    [MemberSortField.LOGIN]: (row) => row.mySingleID,
    [MemberSortField.TEAM_TYPE]: (row) => refs.teamTypes?.byId.get(row.TeamTypeID)?.TeamTypeName ?? '',
    [MemberSortField.REGION]: (row) => refs.regions?.byId.get(row.RegionID)?.RegionName ?? '',
  };
  const keyed = rows.map((row) => ({ key: keyOf[field](row).toLowerCase(), row }));
  keyed.sort((a, b) => (a.key < b.key ? -sign : a.key > b.key ? sign : a.row.TeamMemberID - b.row.TeamMemberID));
  return keyed.map((entry) => entry.row);
}

/** A member id the cached member list knows, else NOT_FOUND before any upstream call. */
export async function requireKnownMember(
  ctx: {
    refs: { get(name: 'members', log?: unknown): Promise<{ byId: ReadonlyMap<number, unknown> }> };
    log?: unknown;
  },
  field: string,
  memberId: number,
): Promise<void> {
  requiredId(field, memberId);
  const members = await ctx.refs.get('members', ctx.log);
  if (!members.byId.has(memberId)) throw gatewayError('NOT_FOUND', `Team member ${memberId} does not exist`, { field });
}
