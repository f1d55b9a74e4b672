// The pickers' search: name or code, any case or accent, every typed word; the first few drawn, all matches counted.
import { describe, expect, it } from 'vitest';
import { foldForSearch, optionLabel, searchOptions } from '../src/platform/components/search-text';

const stores = [
  { id: 1, name: 'Gulshan Mart', code: 'ST00012' },
  { id: 2, name: 'Dhānmondi Électronics', code: 'ST00345' },
  { id: 3, name: 'Mirpur Mart', code: 'ST01375' },
];

describe('picker search', () => {
  it('ignores case, accents and extra spaces', () => {
    expect(foldForSearch('  Dhānmondi   ÉLECTRONICS ')).toBe('dhanmondi electronics');
  });

  it('finds by part of the name or of the code, each word anywhere', () => {
    expect(searchOptions(stores, 'electronics', 10).shown.map((s) => s.id)).toEqual([2]);
    expect(searchOptions(stores, 'DHANMONDI', 10).shown.map((s) => s.id)).toEqual([2]);
    expect(searchOptions(stores, 'st013', 10).shown.map((s) => s.id)).toEqual([3]);
    expect(searchOptions(stores, 'mart mirpur', 10).shown.map((s) => s.id)).toEqual([3]);
    expect(searchOptions(stores, 'banani', 10)).toEqual({ shown: [], matching: 0 });
  });

  it('draws at most the limit and counts every match', () => {
    expect(searchOptions(stores, 'mart', 1)).toEqual({ shown: [stores[0]], matching: 2 });
    expect(searchOptions(stores, '', 2)).toEqual({ shown: stores.slice(0, 2), matching: 3 });
  });

  it('labels an option name first, then its code', () => {
    expect(optionLabel(stores[0]!)).toBe('Gulshan Mart · ST00012');
    expect(optionLabel({ id: 4, name: 'Kamal Uddin' })).toBe('Kamal Uddin');
  });
});
