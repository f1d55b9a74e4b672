// Sale rows to GraphQL types: a day's sales and one sale line with its store, member, product and brand.
import type { Row } from '../../upstream/contract.js';
import type { Join } from '../joins/joins.js';
import type { Sale, SalesDay } from './sales.types.js';

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
