// The team's upstream calls (main base): members by team type, add, update, remove, one-time
// passwords and the requests for access.
import type { Context } from '../../context.js';
import type { DataOf, ParamsOf } from '../../upstream/contract.js';

type Calls = Pick<Context, 'upstream' | 'log'>;
type Reads = Pick<Context, 'reads'>;

/** The members of one team type (0 = every member), read once per operation. */
export const fetchMembers = (ctx: Reads, teamTypeId: number): Promise<DataOf<'main', 'TeamMemberStore'>> =>
  ctx.reads.list('main', 'TeamMemberStore', { TeamTypeID: teamTypeId });

export const addMember = (ctx: Calls, params: ParamsOf<'main', 'User_Add'>) =>
  ctx.upstream.call('main', 'User_Add', params, ctx.log);

export const updateMember = (ctx: Calls, params: ParamsOf<'main', 'User_Update'>) =>
  ctx.upstream.call('main', 'User_Update', params, ctx.log);

export const removeMember = (ctx: Calls, memberId: number) =>
  ctx.upstream.call('main', 'User_Remove', { TeamMemberID: memberId }, ctx.log);

/** A new one-time password for the member (the services e-mail it when asked). */
export const resetMemberPassword = (ctx: Calls, memberId: number, sendInvitation: boolean) =>
  ctx.upstream.call(
    'main',
    'User_ResetPassword',
    { TeamMemberID: memberId, ...(sendInvitation ? { SendInvitation: 1 as const } : {}) },
    ctx.log,
  );

export const sendAccessRequest = (ctx: Calls, params: ParamsOf<'main', 'User_RequestAccess'>) =>
  ctx.upstream.call('main', 'User_RequestAccess', params, ctx.log);

export const fetchAccessRequests = (ctx: Reads): Promise<DataOf<'main', 'AccessRequestList'>> =>
  ctx.reads.list('main', 'AccessRequestList', {});

/** Approves (with the new member's team type) or declines a request for access. */
export const decideAccessRequest = (ctx: Calls, requestId: number, approve: boolean, teamTypeId: number) =>
  ctx.upstream.call(
    'main',
    'AccessRequest_Decide',
    { RequestID: requestId, Approve: approve ? 1 : 0, ...(approve ? { TeamTypeID: teamTypeId } : {}) },
    ctx.log,
  );
