// Store-check rows as the schema's: measures (the base's or counted here over raw lines, the same way the
// services aggregate them), a display-check line and a stock count with their names joined.
import type { Row } from '../../platform/upstream/contract.js';
import type { Join } from '../reference/joins.js';
import type { CheckMeasures, DisplayCheckLine, StockRow } from './checks.types.js';

type Measured = Row<'CheckMeasures'>;
type LineRow = Row<'CheckLine'>;

export const toMeasures = (row: Measured): CheckMeasures => ({
  visits: row.Visits,
  stores: row.Stores,
  lines: row.Lines,
  displayedQty: row.DisplayedQty,
  stockQty: row.StockQty,
  lowStockLines: row.LowStockLines,
  lowStockRate: row.Lines > 0 ? row.LowStockLines / row.Lines : 0,
});

/** Measures of raw lines, the same way the services aggregate them. */
export function measureLines(rows: readonly LineRow[]): CheckMeasures {
  const visits = new Set<number>();
  const stores = new Set<number>();
  let displayed = 0;
  let stock = 0;
  let low = 0;
  for (const row of rows) {
    visits.add(row.VisitID);
    stores.add(row.StoreID);
    displayed += row.DisplayedQty;
    stock += row.StockQty;
    low += row.LowStock;
  }
  return toMeasures({
    Visits: visits.size,
    Stores: stores.size,
    Lines: rows.length,
    DisplayedQty: displayed,
    StockQty: stock,
    LowStockLines: low,
  });
}

/** The measures a base answered beside a page of lines, when it did. */
export const givenMeasures = (totals: unknown): CheckMeasures | undefined =>
  typeof totals === 'object' && totals !== null && typeof (totals as { Lines?: unknown }).Lines === 'number'
    ? toMeasures(totals as Measured)
    : undefined;

export const toLine = (row: LineRow, join: Join): DisplayCheckLine => ({
  visitId: row.VisitID,
  date: row.VisitDate,
  visitDate: row.VisitDate,
  store: join.store(row.StoreID),
  teamMember: join.member(row.TeamMemberID),
  product: join.product(row.ProductID),
  brand: join.brand(row.BrandID),
  category: join.category(row.ProductCategoryID),
  displayedQty: row.DisplayedQty,
  stockQty: row.StockQty,
  lowStock: row.LowStock === 1,
});

export const toStockRow = (row: Row<'StockRow'>, join: Join): StockRow => ({
  store: join.store(row.StoreID),
  product: join.product(row.ProductID),
  brand: join.brand(row.BrandID),
  quantity: row.Quantity,
  snapshotDate: row.SnapshotDate,
});

/** Units over stock counts. */
export const quantityOf = (rows: readonly { Quantity: number }[]) => rows.reduce((sum, row) => sum + row.Quantity, 0);

/** The units a base answered beside a page of counts, when it did. */
export const givenQuantity = (totals: unknown): number | undefined => {
  const given = (totals as { Quantity?: unknown } | undefined)?.Quantity;
  return typeof given === 'number' ? given : undefined;
};
