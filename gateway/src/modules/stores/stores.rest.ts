// The StoreList endpoint (one call per operation for identical filters).
import type { RequestReads } from '../../context.js';
import { UpstreamBadResponse } from '../../upstream/errors.js';
import type { StoreListParams, StoreRow } from './stores.query.js';

export async function fetchStores(reads: RequestReads, params: StoreListParams): Promise<StoreRow[]> {
  const rows = await reads.list('main', 'StoreList', params);
  for (const row of rows) {
    if (typeof row !== 'object' || row === null || typeof row.StoreID !== 'number')
      throw new UpstreamBadResponse('StoreList', 'row without a numeric StoreID');
  }
  return rows;
}
