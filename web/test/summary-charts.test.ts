import { describe, expect, test } from 'vitest';
import { brandsByShare, comparedBrand, sharePercent, weeklyRate } from '../src/domains/store-checks/summary-charts';

const walton = { id: 1, name: 'Walton' };
const vivo = { id: 2, name: 'Vivo' };
const oppo = { id: 3, name: 'Oppo' };

describe('Display Check Summary charts', () => {
  test('brands by share of low-stock lines, highest first, ties by lines, brands without lines left out', () => {
    const rows = [
      { brand: walton, lines: 100, lowStockLines: 10 },
      { brand: vivo, lines: 8, lowStockLines: 4 },
      { brand: oppo, lines: 200, lowStockLines: 20 },
      { brand: { id: 4, name: 'Idle' }, lines: 0, lowStockLines: 0 },
    ];
    expect(brandsByShare(rows).map(({ row, share }) => [row.brand.name, share])).toEqual([
      ['Vivo', 50],
      ['Oppo', 10],
      ['Walton', 10],
    ]);
    expect(sharePercent(1, 3)).toBe(33.3);
    expect(sharePercent(0, 0)).toBe(0);
  });

  test("all brands' weekly rate pools the week's lines; one brand's is its own; weeks in order", () => {
    const points = [
      { fromDate: '2030-01-14', brand: walton, lines: 10, lowStockLines: 5 },
      { fromDate: '2030-01-07', brand: walton, lines: 90, lowStockLines: 9 },
      { fromDate: '2030-01-07', brand: vivo, lines: 10, lowStockLines: 10 },
      { fromDate: '2030-01-14', brand: vivo, lines: 0, lowStockLines: 0 },
    ];
    expect(weeklyRate(points)).toEqual([
      { x: '2030-01-07', y: 0.19 },
      { x: '2030-01-14', y: 0.5 },
    ]);
    expect(weeklyRate(points, vivo.id)).toEqual([
      { x: '2030-01-07', y: 1 },
      { x: '2030-01-14', y: 0 },
    ]);
  });

  test('the compared brand: the one asked for when present, none when asked, else the busiest', () => {
    const rows = [
      { brand: walton, lines: 10, lowStockLines: 0 },
      { brand: vivo, lines: 30, lowStockLines: 0 },
    ];
    expect(comparedBrand(rows, null)).toEqual(vivo);
    expect(comparedBrand(rows, '1')).toEqual(walton);
    expect(comparedBrand(rows, '99')).toEqual(vivo);
    expect(comparedBrand(rows, 'none')).toBeUndefined();
    expect(comparedBrand([], null)).toBeUndefined();
  });
});
