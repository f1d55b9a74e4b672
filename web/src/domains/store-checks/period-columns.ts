// What By Date and By Week share: the measures of a period's display checks and their columns.
import type { ReportColumn } from '../../platform/components/reports/ReportTable';

/** A period's figures: visits, stores, lines checked, quantities on display and in stock, lines low on stock. */
interface Measures {
  visits: number;
  stores: number;
  lines: number;
  displayedQty: number;
  stockQty: number;
  lowStockLines: number;
}

/** The measures' columns after a period's own. */
export const measureColumns = <R extends Measures>(): ReportColumn<R>[] => [
  { label: 'Visits', value: (r) => r.visits, numeric: true },
  { label: 'Lines', value: (r) => r.lines, numeric: true },
  { label: 'On display', value: (r) => r.displayedQty, numeric: true },
  { label: 'In stock', value: (r) => r.stockQty, numeric: true },
  { label: 'Low stock', value: (r) => r.lowStockLines, numeric: true },
];
