// Sorting, paging and joining of store rows: plain loops and plain objects, because the whole
// 1,500-store list is a common query and cost per row is what it pays.

import { directionSign } from '../../platform/graphql/sorting.js';
import type { RefName } from '../../platform/reference/reference.rest.js';
import type { LoadedRefs } from '../../platform/reference/reference-data.js';
import type { StoreQuery, StoreRow } from './stores.query.js';
import { StoreSortField } from './stores.types.js';

/** The reference list a sort key needs, if any. */
export const SORT_NEEDS: Partial<Record<StoreSortField, RefName>> = {
  [StoreSortField.REGION]: 'regions',
  [StoreSortField.CITY]: 'cities',
  [StoreSortField.GRADE]: 'grades',
  [StoreSortField.CHANNEL]: 'channels',
};

function sortKeyOf(field: StoreSortField, refs: LoadedRefs): (row: StoreRow) => string {
  switch (field) {
    case StoreSortField.NAME:
      return (row) => row.StoreName;
    case StoreSortField.CODE:
      return (row) => row.StoreCode;
    case StoreSortField.REGION:
      return (row) => refs.regions?.byId.get(row.RegionID)?.RegionName ?? '';
    case StoreSortField.CITY:
      return (row) => refs.cities?.byId.get(row.CityID)?.CityName ?? '';
    case StoreSortField.GRADE:
      return (row) => refs.grades?.byId.get(row.GradeID)?.GradeName ?? '';
    case StoreSortField.CHANNEL:
      return (row) => refs.channels?.byId.get(row.ChannelID)?.ChannelName ?? '';
  }
}

/**
 * Sorted copy: keys lowercased once per row and compared by code unit (fast and deterministic;
 * a locale collator costs several milliseconds on 1,500 rows). Ties by StoreID ascending.
 */
export function sortStores(rows: readonly StoreRow[], sort: StoreQuery['sort'], refs: LoadedRefs): StoreRow[] {
  const keyOf = sortKeyOf(sort.field, refs);
  const keyed = rows.map((row) => ({ key: keyOf(row).toLowerCase(), row }));
  const sign = directionSign(sort.direction);
  keyed.sort((a, b) => (a.key < b.key ? -sign : a.key > b.key ? sign : a.row.StoreID - b.row.StoreID));
  return keyed.map((entry) => entry.row);
}
