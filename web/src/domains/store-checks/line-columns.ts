// The columns of display-check lines, shared by the Detail and Stock Report screens.
import type { CheckDetailQuery } from '../../gql/graphql';
import type { NumberFormats } from '../../platform/components/reports/format';
import type { ReportColumn } from '../../platform/components/reports/ReportTable';

export type CheckLineRow = Pick<
  CheckDetailQuery['displayCheckDetail']['items'][number],
  'date' | 'displayedQty' | 'stockQty' | 'lowStock'
> & {
  store?: { code: string; name: string } | null;
  product?: { code: string; name: string } | null;
  brand?: { name: string } | null;
  teamMember?: { name: string } | null;
};

/** Each column's sort field is the query's (orderBy), since these screens show a page of the lines. */
export const LINE_COLUMNS: ReportColumn<CheckLineRow>[] = [
  { label: 'Date', value: (r) => r.date, sort: 'DATE', day: true },
  { label: 'Store', value: (r) => (r.store ? `${r.store.code} · ${r.store.name}` : ''), sort: 'STORE' },
  { label: 'Product', value: (r) => (r.product ? `${r.product.code} · ${r.product.name}` : ''), sort: 'PRODUCT' },
  { label: 'Brand', value: (r) => r.brand?.name, sort: 'BRAND' },
  { label: 'Checked by', value: (r) => r.teamMember?.name, sort: 'MEMBER' },
  { label: 'On display', value: (r) => r.displayedQty, numeric: true, sort: 'DISPLAYED_QTY' },
  { label: 'In stock', value: (r) => r.stockQty, numeric: true, sort: 'STOCK_QTY' },
  { label: 'Low stock', value: (r) => (r.lowStock ? 'Yes' : 'No'), sort: 'LOW_STOCK' },
];

export const lineTotals = (
  totals: { lines: number; displayedQty: number; stockQty: number; lowStockLines: number },
  formats: NumberFormats,
) => ({
  Date: `${formats.number(totals.lines)} lines`,
  'On display': totals.displayedQty,
  'In stock': totals.stockQty,
  'Low stock': formats.number(totals.lowStockLines),
});
