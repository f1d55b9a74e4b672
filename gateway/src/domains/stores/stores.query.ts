// Validates a store-list request and turns it into StoreList parameters, before any upstream call.

import { checkPaging } from '../../platform/graphql/paging.js';
import { SortDirection } from '../../platform/graphql/sorting.js';
import { optionalId, optionalText } from '../../platform/graphql/validate.js';
import type { ParamsOf, Row } from '../../platform/upstream/contract.js';
import { LIMITS } from '../../platform/upstream/limits.gen.js';
import { type StoreFilter, type StoreSort, StoreSortField } from './stores.types.js';

/** Analysts fetch all ~1,500 stores in one page. */
export const MAX_STORE_PAGE = 2000;
/** StoreList's own limits (contract): StoreCode 50, StoreName 100. */

export type StoreListParams = Required<ParamsOf<'main', 'StoreList'>>;

export interface StoreQuery {
  params: StoreListParams;
  /** Only inactive stores: StoreList's ActiveStatus has 0 for all and 1 for active, so these are kept here. */
  inactiveOnly: boolean;
  sort: { field: StoreSortField; direction: SortDirection };
  limit: number;
  offset: number;
}

export function parseStoreQuery(
  filter: StoreFilter | null | undefined,
  sort: StoreSort | null | undefined,
  limit: number,
  offset: number,
): StoreQuery {
  const f = filter ?? {};
  return {
    params: {
      RegionID: optionalId('filter.regionId', f.regionId),
      CityID: optionalId('filter.cityId', f.cityId),
      DistrictID: optionalId('filter.districtId', f.districtId),
      ChannelTypeID: optionalId('filter.channelTypeId', f.channelTypeId),
      ChannelID: optionalId('filter.channelId', f.channelId),
      GradeID: optionalId('filter.gradeId', f.gradeId),
      StoreSubGradeID: optionalId('filter.subGradeId', f.subGradeId),
      StoreTypeID: optionalId('filter.storeTypeId', f.storeTypeId),
      ActiveStatus: f.active === true ? 1 : 0,
      StoreCode: optionalText('filter.code', f.code, LIMITS['StoreList.StoreCode'].maxLength),
      StoreName: optionalText('filter.name', f.name, LIMITS['StoreList.StoreName'].maxLength),
    },
    inactiveOnly: f.active === false,
    sort: { field: sort?.field ?? StoreSortField.NAME, direction: sort?.direction ?? SortDirection.ASC },
    ...checkPaging(limit, offset, MAX_STORE_PAGE),
  };
}

export type StoreRow = Row<'Store'>;
