// The store list's filters, as data (the list kit keeps them in the URL), and the GraphQL filter they mean.

import type { StoreFilter, StoreSortField } from '../../gql/graphql';
import {
  defineList,
  type FilterValues,
  idFilter,
  type ListView,
  statusFilter,
  textFilter,
} from '../../platform/components/list-state';

export const STORE_LIST = defineList({
  filters: {
    region: idFilter(),
    city: idFilter('region'),
    district: idFilter('city'),
    storeType: idFilter(),
    channelType: idFilter(),
    channel: idFilter('channelType'),
    grade: idFilter(),
    subGrade: idFilter('grade'),
    status: statusFilter(),
    code: textFilter(),
    name: textFilter(),
  },
  sorts: ['NAME', 'CODE', 'REGION', 'CITY', 'GRADE', 'CHANNEL'] satisfies StoreSortField[],
  sort: 'NAME',
});

export type StoreListView = ListView<(typeof STORE_LIST)['spec']['filters'], StoreSortField>;
/** The filter bar's part of the view. */
export type StoreFilterValues = FilterValues<(typeof STORE_LIST)['spec']['filters']>;

export function toStoreFilter(view: StoreListView): StoreFilter {
  return {
    regionId: view.region || null,
    cityId: view.city || null,
    districtId: view.district || null,
    storeTypeId: view.storeType || null,
    channelTypeId: view.channelType || null,
    channelId: view.channel || null,
    gradeId: view.grade || null,
    subGradeId: view.subGrade || null,
    active: view.status === 'all' ? null : view.status === 'active',
    code: view.code.trim() || null,
    name: view.name.trim() || null,
  };
}
