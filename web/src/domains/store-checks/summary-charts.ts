// What Display Check Summary's charts draw: brands by the share of their lines low on stock, and the low-stock rate
// week by week with every brand's lines of a week pooled (not an average of brands' rates).

interface Brand {
  id: number;
  name: string;
}

interface BrandRow {
  brand?: Brand | null;
  lines: number;
  lowStockLines: number;
}

interface TrendPoint extends BrandRow {
  fromDate: string;
}

/** Percent with one decimal: 12.5 for 1 line in 8. */
export const sharePercent = (low: number, lines: number) => (lines > 0 ? Math.round((low / lines) * 1000) / 10 : 0);

/** Brands with lines, by their share of lines low on stock, highest first (ties: more lines first). */
export function brandsByShare<R extends BrandRow>(rows: readonly R[]): { row: R; share: number }[] {
  return rows
    .filter((row) => row.lines > 0)
    .map((row) => ({ row, share: sharePercent(row.lowStockLines, row.lines) }))
    .sort((a, b) => b.share - a.share || b.row.lines - a.row.lines);
}

/** The low-stock rate (0 to 1) of each week, of one brand or of all brands together, in week order. */
export function weeklyRate(points: readonly TrendPoint[], brandId?: number): { x: string; y: number }[] {
  const weeks = new Map<string, { lines: number; low: number }>();
  for (const point of points) {
    if (brandId !== undefined && point.brand?.id !== brandId) continue;
    const week = weeks.get(point.fromDate) ?? { lines: 0, low: 0 };
    week.lines += point.lines;
    week.low += point.lowStockLines;
    weeks.set(point.fromDate, week);
  }
  return [...weeks]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, week]) => ({ x: day, y: week.lines > 0 ? week.low / week.lines : 0 }));
}

/**
 * The brand drawn against all brands: the one in the address (`compare`, "none" for none) when it is among the
 * rows, else the busiest (the most lines).
 */
export function comparedBrand(rows: readonly BrandRow[], chosen: string | null): Brand | undefined {
  if (chosen === 'none') return undefined;
  const brands = rows.flatMap((row) => (row.brand ? [row.brand] : []));
  const named = brands.find((brand) => String(brand.id) === chosen);
  if (named) return named;
  return [...rows].sort((a, b) => b.lines - a.lines).find((row) => row.brand)?.brand ?? undefined;
}
