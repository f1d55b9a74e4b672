// The list kit's view written beside other URL parameters (a report's filter): its own keys replaced,
// the others kept, defaults left out.
import { describe, expect, it } from 'vitest';
import { defineList, idFilter, mergeView, textFilter } from '../src/platform/components/list-state';

const LIST = defineList({ filters: {}, sorts: ['NONE', 'DATE'], sort: 'NONE' });

describe('mergeView', () => {
  it('replaces page, size and sort and keeps the filter and an opened row', () => {
    const params = new URLSearchParams('from=2026-01-01&region=3&page=4&issue=7');
    const next = mergeView(LIST, params, { ...LIST.parse(params), page: 2, size: 25, sort: 'DATE', dir: 'desc' });
    expect(Object.fromEntries(next)).toEqual({
      from: '2026-01-01',
      region: '3',
      issue: '7',
      page: '2',
      size: '25',
      sort: 'date',
      dir: 'desc',
    });
  });

  it('drops the list keys that are back at their defaults', () => {
    const params = new URLSearchParams('from=2026-01-01&page=4&size=25');
    expect(mergeView(LIST, params, LIST.defaults).toString()).toBe('from=2026-01-01');
  });
});

describe('a list repairs what its URL cannot show', () => {
  const list = defineList({ filters: { region: idFilter(), q: textFilter() }, sorts: ['NAME', 'CODE'], sort: 'NAME' });
  it('drops an unknown sort, a page that is no page and an id that is no id, keeping sound values', () => {
    const fixed = list.repair(new URLSearchParams('sort=nonsense&page=abc&region=x&q=any&size=50&dir=desc&other=1'));
    expect(fixed.notices).toHaveLength(3);
    expect(fixed.params.toString()).toBe('q=any&size=50&dir=desc&other=1');
    expect(list.repair(new URLSearchParams('sort=code&page=3&region=2')).notices).toEqual([]);
  });
});
