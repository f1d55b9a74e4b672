// The columns of display-check lines, shared by the Detail and Stock Report screens.
import type { CheckDetailQuery } from '../../gql/graphql';
import type { ReportColumn } from '../../platform/components/reports/ReportTable';
import type { NumberFormats } from '../../platform/components/reports/format';

export type CheckLineRow = Pick<
  CheckDetailQuery['displayCheckDetail']['items'][number],
  'date' | 'displayedQty' | 'stockQty' | 'lowStock'
> & {
  store?: { code: string; name: string } | null;
  product?: { code: string; name: string } | null;
  brand?: { name: string } | null;
  teamMember?: { name: string } | null;
};

export const LINE_COLUMNS: ReportColumn<CheckLineRow>[] = [
  { label: 'Date', value: (r) => r.date },
  { label: 'Store', value: (r) => (r.store ? `${r.store.code} · ${r.store.name}` : '') },
  { label: 'Product', value: (r) => (r.product ? `${r.product.code} · ${r.product.name}` : '') },
  { label: 'Brand', value: (r) => r.brand?.name },
  { label: 'Checked by', value: (r) => r.teamMember?.name },
  { label: 'On display', value: (r) => r.displayedQty, numeric: true },
  { label: 'In stock', value: (r) => r.stockQty, numeric: true },
  { label: 'Low stock', value: (r) => (r.lowStock ? 'Yes' : 'No') },
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
