import { describe, expect, it } from 'vitest';
import {
  afterSave,
  batches,
  cellKey,
  changedTargets,
  matchingMembers,
  moveFrom,
  openingBrands,
  parseTarget,
  pastedCells,
  previousMonth,
  rowErrors,
  targetBrands,
} from '../src/domains/sales/target-grid';

describe('target grid', () => {
  it('reads targets by type', () => {
    expect(parseTarget(' 1,200 ', 'QUANTITY')).toEqual({ value: 1200 });
    expect(parseTarget('12.5', 'QUANTITY')).toEqual({ problem: 'A whole number of 0 or more' });
    expect(parseTarget('12.55', 'VALUE')).toEqual({ value: 12.55 });
    expect(parseTarget('-3', 'VALUE')).toMatchObject({ problem: expect.any(String) });
    expect(parseTarget('', 'VALUE')).toEqual({ value: 0 });
  });

  it('fills a pasted spreadsheet block from the focused cell, clipped to the grid', () => {
    expect(pastedCells('10\t20\r\n30\t40\r\n', 1, 2, 3, 3)).toEqual([
      { row: 1, col: 2, value: '10' },
      { row: 2, col: 2, value: '30' },
    ]);
    expect(pastedCells('5\n6\n7', 0, 0, 10, 1).map((cell) => cell.row)).toEqual([0, 1, 2]);
  });

  it('moves within the grid', () => {
    expect(moveFrom(0, 0, 'up', 3, 3)).toEqual({ row: 0, col: 0 });
    expect(moveFrom(2, 1, 'down', 3, 3)).toEqual({ row: 2, col: 1 });
    expect(moveFrom(1, 1, 'right', 3, 3)).toEqual({ row: 1, col: 2 });
  });

  it('saves only what changed, and keeps bad cells back', () => {
    const original = new Map([
      [cellKey(3, 1), 100],
      [cellKey(4, 1), 50],
    ]);
    const edits = { [cellKey(3, 1)]: '100', [cellKey(4, 1)]: '75', [cellKey(5, 2)]: '10', [cellKey(6, 2)]: 'x' };
    expect(changedTargets(original, edits, 'QUANTITY')).toEqual({
      targets: [
        { teamMemberId: 4, brandId: 1, target: 75 },
        { teamMemberId: 5, brandId: 2, target: 10 },
      ],
      keys: ['4:1', '5:2'],
      problems: { '6:2': 'A whole number of 0 or more' },
    });
  });

  it("puts the server's row errors on their cells", () => {
    expect(
      rowErrors(
        [
          { field: 'targets[1].brandId', message: 'Row 2: brand 9 does not exist' },
          { field: 'month', message: 'x' },
        ],
        ['4:1', '5:9'],
      ),
    ).toEqual({ '5:9': 'brand 9 does not exist' });
  });

  it('after a save, saved cells clear and refused cells stay marked and unsaved with their reason', () => {
    const edits = { [cellKey(3, 1)]: '10', [cellKey(3, 2)]: '20', [cellKey(4, 1)]: '30' };
    const result = afterSave(edits, [
      { teamMemberId: 3, brandId: 1, saved: true },
      { teamMemberId: 3, brandId: 2, saved: false, message: 'BrandID 2 does not exist' },
      { teamMemberId: 4, brandId: 1, saved: false, message: null },
    ]);
    expect(result.edits).toEqual({ [cellKey(3, 2)]: '20', [cellKey(4, 1)]: '30' });
    expect(result.errors).toEqual({ [cellKey(3, 2)]: 'BrandID 2 does not exist', [cellKey(4, 1)]: 'Not saved' });
  });

  it('splits a long save into sequential batches of at most the gateway limit, in order', () => {
    const items = Array.from({ length: 2501 }, (_, index) => index);
    const parts = batches(items, 1000);
    expect(parts.map((part) => part.length)).toEqual([1000, 1000, 501]);
    expect(parts.flat()).toEqual(items);
    expect(batches([], 1000)).toEqual([]);
    expect(batches([1, 2], 1000)).toEqual([[1, 2]]);
  });

  it('takes a cleared cell, or 0, as no target: it removes a target and is no change where there is none', () => {
    const original = new Map([[cellKey(3, 1), 100]]);
    const edits = { [cellKey(3, 1)]: '', [cellKey(4, 1)]: '0', [cellKey(5, 1)]: '' };
    expect(changedTargets(original, edits, 'QUANTITY')).toEqual({
      targets: [{ teamMemberId: 3, brandId: 1, target: 0 }],
      keys: ['3:1'],
      problems: {},
    });
  });

  it('refuses a new target of an inactive brand on its cell, and takes a change to one it holds', () => {
    const original = new Map([[cellKey(3, 26), 100]]);
    const edits = { [cellKey(3, 26)]: '120', [cellKey(4, 26)]: '50', [cellKey(5, 26)]: '0', [cellKey(4, 1)]: '7' };
    expect(changedTargets(original, edits, 'QUANTITY', new Map([[26, 'ACI Pure']]))).toEqual({
      targets: [
        { teamMemberId: 3, brandId: 26, target: 120 },
        { teamMemberId: 4, brandId: 1, target: 7 },
      ],
      keys: ['3:26', '4:1'],
      problems: { '4:26': 'ACI Pure is inactive: it takes no new targets' },
    });
  });

  it('knows the month before, across a year', () => {
    expect(previousMonth(2031, 5)).toEqual({ year: 2031, month: 4 });
    expect(previousMonth(2031, 1)).toEqual({ year: 2030, month: 12 });
  });

  it("opens a month on its own brands, else on the previous month's, else on the first five active", () => {
    const brands = [
      { id: 1, active: true },
      { id: 2, active: false },
      { id: 3, active: true },
      { id: 4, active: true },
      { id: 5, active: true },
      { id: 6, active: true },
      { id: 7, active: true },
    ];
    expect(openingBrands(brands, [6, 3], [1])).toEqual([6, 3]);
    expect(openingBrands(brands, [], [7, 1, 7])).toEqual([7, 1]);
    // A brand gone since the previous month is not a column.
    expect(openingBrands(brands, [], [99, 4])).toEqual([4]);
    expect(openingBrands(brands, [], [])).toEqual([1, 3, 4, 5, 6]);
  });

  it('offers active brands, and an inactive one only where it holds a target of the month, marked', () => {
    const brands = [
      { id: 1, name: 'Samsung', active: true },
      { id: 2, name: 'Minister', active: false },
      { id: 3, name: 'Walton', active: true },
    ];
    expect(targetBrands(brands, []).map((brand) => brand.name)).toEqual(['Samsung', 'Walton']);
    expect(targetBrands(brands, [2, 3]).map((brand) => brand.name)).toEqual([
      'Samsung',
      'Minister (inactive)',
      'Walton',
    ]);
    // A new month carries over only the brands it offers.
    expect(openingBrands(targetBrands(brands, []), [], [2, 3])).toEqual([3]);
  });

  it('finds members by every word of their name, login or region, in any case, keeping the order', () => {
    const members = [
      { id: 1, name: 'Nusrat Jahan', login: 'promoter', region: { name: 'Dhaka' } },
      { id: 2, name: 'Rahim Uddin', login: null, region: { name: 'Chattogram' } },
      { id: 3, name: 'Jahan Ara', login: 'jara', region: null },
    ];
    expect(matchingMembers(members, '  ')).toBe(members);
    expect(matchingMembers(members, 'jahan').map((m) => m.id)).toEqual([1, 3]);
    expect(matchingMembers(members, 'JAHAN dhaka').map((m) => m.id)).toEqual([1]);
    expect(matchingMembers(members, 'chatto').map((m) => m.id)).toEqual([2]);
    expect(matchingMembers(members, 'jara').map((m) => m.id)).toEqual([3]);
    expect(matchingMembers(members, 'nobody')).toEqual([]);
  });
});
