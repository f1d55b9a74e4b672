import { describe, expect, it } from 'vitest';
import { STORE_LIST, toStoreFilter as toFilter } from '../src/domains/stores/store-list';

const { defaults: DEFAULT_VIEW, parse: parseView, serialize: serializeView, withFilter } = STORE_LIST;

describe('store list view in the URL (the list kit over the store filters)', () => {
  it('round-trips a view through the search params', () => {
    const view = {
      ...DEFAULT_VIEW,
      region: 1,
      city: 2,
      status: 'inactive' as const,
      name: 'agora',
      sort: 'CITY' as const,
      dir: 'desc' as const,
      page: 3,
      size: 25,
    };
    const params = serializeView(view);
    expect(params.toString()).toBe('region=1&city=2&status=inactive&name=agora&sort=city&dir=desc&page=3&size=25');
    expect(parseView(params)).toEqual(view);
  });

  it('keeps the defaults out of the URL', () => {
    expect(serializeView(DEFAULT_VIEW).toString()).toBe('');
  });

  it('ignores nonsense in a hand-edited URL', () => {
    expect(parseView(new URLSearchParams('region=-4&city=x&sort=drop&page=0&size=7&status=maybe'))).toEqual(
      DEFAULT_VIEW,
    );
  });

  it('clears the child of a changed parent and restarts paging', () => {
    const view = { ...DEFAULT_VIEW, region: 1, city: 2, channelType: 1, channel: 3, page: 4 };
    expect(withFilter(view, { region: 5 })).toMatchObject({ region: 5, city: 0, channel: 3, page: 1 });
    expect(withFilter(view, { channelType: 2 })).toMatchObject({ channelType: 2, channel: 0, city: 2 });
    expect(withFilter(view, { region: 1 })).toMatchObject({ city: 2 });
  });

  it('turns the view into the GraphQL filter, 0 and empty meaning all', () => {
    expect(toFilter(DEFAULT_VIEW)).toEqual({
      regionId: null,
      cityId: null,
      districtId: null,
      storeTypeId: null,
      channelTypeId: null,
      channelId: null,
      gradeId: null,
      subGradeId: null,
      active: null,
      code: null,
      name: null,
    });
    expect(toFilter({ ...DEFAULT_VIEW, grade: 2, status: 'active', code: ' ST01 ' })).toMatchObject({
      gradeId: 2,
      active: true,
      code: 'ST01',
    });
  });

  it('offers all ten StoreList filters: store type, district and sub-grade too, kept in the URL', () => {
    const view = parseView(new URLSearchParams('region=1&city=2&district=7&storeType=3&grade=2&subGrade=5'));
    expect(toFilter(view)).toMatchObject({
      regionId: 1,
      cityId: 2,
      districtId: 7,
      storeTypeId: 3,
      gradeId: 2,
      subGradeId: 5,
    });
    expect(parseView(serializeView(view))).toEqual(view);
    expect(withFilter(view, { city: 4 })).toMatchObject({ city: 4, district: 0 });
    expect(withFilter(view, { grade: 1 })).toMatchObject({ grade: 1, subGrade: 0 });
    expect(withFilter(view, { region: 2 })).toMatchObject({ city: 0, district: 0 });
  });
});
