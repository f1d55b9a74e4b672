// The stores' upstream calls (main base): StoreList (one call per operation for identical filters), add,
// update, remove.
import type { Context, RequestReads } from '../../platform/graphql/context.js';
import type { ParamsOf } from '../../platform/upstream/contract.js';
import { UpstreamBadResponse } from '../../platform/upstream/errors.js';
import type { StoreListParams, StoreRow } from './stores.query.js';

export async function fetchStores(
  reads: RequestReads,
  params: StoreListParams,
  inactiveOnly = false,
): Promise<StoreRow[]> {
  const rows = await reads.list('main', 'StoreList', params);
  for (const row of rows) {
    if (typeof row !== 'object' || row === null || typeof row.StoreID !== 'number')
      throw new UpstreamBadResponse('StoreList', 'row without a numeric StoreID');
  }
  return inactiveOnly ? rows.filter((row) => row.ActiveStatus !== 1) : rows;
}

type Calls = Pick<Context, 'upstream' | 'log'>;

export const addStore = (ctx: Calls, params: ParamsOf<'main', 'StoreAdd'>) =>
  ctx.upstream.call('main', 'StoreAdd', params, ctx.log);

export const updateStore = (ctx: Calls, params: ParamsOf<'main', 'StoreUpdate'>) =>
  ctx.upstream.call('main', 'StoreUpdate', params, ctx.log);

export const removeStore = (ctx: Calls, storeId: number) =>
  ctx.upstream.call('main', 'StoreRemove', { StoreID: storeId }, ctx.log);
