// The audit trail's upstream calls: the product's own store keeps it (Audit_Add, Audit_List).
import type { Context } from '../../platform/graphql/context.js';
import type { ParamsOf } from '../../platform/upstream/contract.js';

type Calls = Pick<Context, 'upstream' | 'log'>;

/** Adds one entry; the trail is append-only (the store has no call to change or remove one). */
export const addAuditEntry = (ctx: Calls, params: ParamsOf<'product', 'Audit_Add'>) =>
  ctx.upstream.call('product', 'Audit_Add', params, ctx.log);

/** Entries newest first, one page with the total (never through the shared read cache: a trail must be fresh). */
export const fetchAuditEntries = (ctx: Calls, params: ParamsOf<'product', 'Audit_List'>) =>
  ctx.upstream.listAnswer('product', 'Audit_List', params, ctx.log);
