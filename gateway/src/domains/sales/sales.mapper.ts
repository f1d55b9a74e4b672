// Sale rows to GraphQL types: a day's sales, one sale line with its store, member, product and brand, a target.
import type { Row } from '../../platform/upstream/contract.js';
import type { Join } from '../reference/joins.js';
import type { MonthlyTarget, Sale, SalesDay, TargetType } from './sales.types.js';

export const toSalesDay = (row: Row<'SaleDay'>): SalesDay => ({
  date: row.SaleDate,
  lines: row.Lines,
  stores: row.Stores,
  quantity: row.Quantity,
  value: row.Value,
});

export function toSale(row: Row<'Sale'>, join: Join): Sale {
  return {
    id: row.SaleID,
    date: row.SaleDate,
    store: join.store(row.StoreID),
    teamMember: join.member(row.TeamMemberID),
    product: join.product(row.ProductID),
    brand: join.brand(row.BrandID),
    quantity: row.Quantity,
    value: row.Value,
  };
}

export const toMonthlyTarget = (row: Row<'MonthlyTarget'>, join: Join): MonthlyTarget => ({
  teamMember: join.member(row.TeamMemberID),
  teamMemberId: row.TeamMemberID,
  brand: join.brand(row.BrandID),
  brandId: row.BrandID,
  year: row.Year,
  month: row.Month,
  type: row.TargetType as TargetType,
  target: row.Target,
});
