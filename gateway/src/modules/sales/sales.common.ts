import type { Row } from '../../upstream/contract.js';
import { InputChecks, optionalId } from '../../validate.js';
import type { Sale, SalesDay } from './sales.types.js';
import type { Join } from '../joins/joins.js';

export function checkMonth(year: number, month: number) {
  const checks = new InputChecks();
  if (!Number.isSafeInteger(year) || year < 2000 || year > 2100)
    checks.fail('year', 'year must be a whole number from 2000 to 2100');
  if (!Number.isSafeInteger(month) || month < 1 || month > 12)
    checks.fail('month', 'month must be a whole number from 1 to 12');
  checks.done();
  return { Year: year, Month: month };
}

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

export function monthParams(
  year: number,
  month: number,
  filter: { brandId?: number | null; regionId?: number | null; managerId?: number | null } | null,
) {
  return {
    ...checkMonth(year, month),
    BrandID: optionalId('filter.brandId', filter?.brandId),
    RegionID: optionalId('filter.regionId', filter?.regionId),
    ManagerID: optionalId('filter.managerId', filter?.managerId),
  };
}
