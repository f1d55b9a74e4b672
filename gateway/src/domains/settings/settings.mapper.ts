// Settings rows to GraphQL types: a mapping write's counts, a store's grade for a brand, a brand's manager.
import type { Join } from '../reference/joins.js';
import type { ChangeRow } from './settings.rest.js';
import type { BrandManagerRow, MappingChange, StoreGradeRow } from './settings.types.js';

export const change = (row: ChangeRow): MappingChange => ({
  changed: row?.Changed ?? 0,
  unchanged: row?.Unchanged ?? 0,
});

export const toStoreGradeRow = (
  row: { StoreID: number; BrandID: number; GradeID: number | null },
  join: Join,
): StoreGradeRow => ({
  store: join.store(row.StoreID),
  brand: join.brand(row.BrandID),
  grade: row.GradeID === null ? null : join.grade(row.GradeID),
});

export const toBrandManagerRow = (row: { BrandID: number; TeamMemberID: number }, join: Join): BrandManagerRow => ({
  brand: join.brand(row.BrandID),
  manager: join.member(row.TeamMemberID),
});
