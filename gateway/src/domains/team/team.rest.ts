// The team's upstream calls: members by team type, add, update, remove (main base); one-time
// passwords and the requests for access (the product's own store).
import type { Context } from '../../platform/graphql/context.js';
import type { DataOf, ParamsOf } from '../../platform/upstream/contract.js';

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

/** A new one-time password for the member, held by the product (the product e-mails it when asked). */
export const issueOneTimePassword = (
  ctx: Calls,
  member: { id: number; login: string; name: string; email: string },
  sendInvitation: boolean,
) =>
  ctx.upstream.call(
    'product',
    'Credential_Reset',
    {
      TeamMemberID: member.id,
      mySingleID: member.login,
      TeamMemberName: member.name,
      Email: member.email,
      ...(sendInvitation ? { SendInvitation: 1 as const } : {}),
    },
    ctx.log,
  );

export const sendAccessRequest = (ctx: Calls, params: ParamsOf<'product', 'AccessRequest_Add'>) =>
  ctx.upstream.call('product', 'AccessRequest_Add', params, ctx.log);

export const fetchAccessRequests = (ctx: Reads): Promise<DataOf<'product', 'AccessRequest_List'>> =>
  ctx.reads.list('product', 'AccessRequest_List', {});

/** Takes a request off the waiting list (it was approved or declined), answering it. */
export const removeAccessRequest = (ctx: Calls, requestId: number) =>
  ctx.upstream.call('product', 'AccessRequest_Remove', { RequestID: requestId }, ctx.log);

/** What a team type's members do in the product, kept in the product's own store. */
export const saveTeamTypeRoles = (ctx: Calls, params: ParamsOf<'product', 'TeamTypeRole_Update'>) =>
  ctx.upstream.call('product', 'TeamTypeRole_Update', params, ctx.log);
