// Journey rows to GraphQL types: a plan's store option and a member's week of planned and visited stores.

import { formatDay } from '../../platform/reports/report-filter.js';
import type { Row } from '../../platform/upstream/contract.js';
import type { Join } from '../reference/joins.js';
import type { StoreOption } from '../reference/reference.types.js';
import { DAY_MS } from './journeys.common.js';
import type { PlanDay } from './journeys.types.js';

export const toStoreOption = (row: { StoreID: number; StoreCode: string; StoreName: string }): StoreOption => ({
  id: row.StoreID,
  code: row.StoreCode,
  name: row.StoreName,
});

export const storeOption = (join: Join, id: number): StoreOption | null => {
  const row = join.refs.stores?.byId.get(id);
  return row ? toStoreOption(row) : null;
};

export function weekDays(rows: readonly Row<'WeekVisit'>[], monday: number, join: Join, today: string): PlanDay[] {
  return Array.from({ length: 7 }, (_, index) => {
    const date = formatDay(monday + index * DAY_MS);
    const mine = rows.filter((row) => row.PlanDate === date);
    return {
      date,
      weekday: index + 1,
      entries: mine
        .map((row) => ({
          store: join.store(row.StoreID),
          storeId: row.StoreID,
          planned: row.Planned === 1,
          visited: row.Visited === 1,
          checkIn: row.CheckIn ?? null,
        }))
        .sort((a, b) => (a.store?.name ?? '').localeCompare(b.store?.name ?? '')),
      planned: mine.filter((row) => row.Planned === 1).length,
      visited: mine.filter((row) => row.Planned === 1 && row.Visited === 1).length,
      missed: date < today ? mine.filter((row) => row.Planned === 1 && row.Visited === 0).length : 0,
      unplanned: mine.filter((row) => row.Planned === 0 && row.Visited === 1).length,
    };
  });
}
