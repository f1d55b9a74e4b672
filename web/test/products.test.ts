import { describe, expect, it } from 'vitest';
import { pictureProblem } from '../src/domains/brands/picture-upload';
import {
  checkProductForm,
  EMPTY_PRODUCT,
  productServerErrors,
  toProductInput,
} from '../src/domains/products/product-form';
import { PRODUCT_LIST, toProductFilter } from '../src/domains/products/product-list';
import { readHidden, visibleColumns } from '../src/platform/components/columns';

const {
  defaults: DEFAULT_PRODUCT_VIEW,
  parse: parseProductView,
  serialize: serializeProductView,
  withFilter: withProductFilter,
} = PRODUCT_LIST;

describe('product list view in the URL', () => {
  it('round-trips brand, category, status, search, sort and page', () => {
    const view = {
      ...DEFAULT_PRODUCT_VIEW,
      brand: 3,
      category: 12,
      status: 'active' as const,
      search: 'pro',
      sort: 'BRAND' as const,
      dir: 'desc' as const,
      page: 2,
      size: 100,
    };
    const params = serializeProductView(view);
    expect(params.toString()).toBe('brand=3&category=12&status=active&search=pro&sort=brand&dir=desc&page=2&size=100');
    expect(parseProductView(params)).toEqual(view);
    expect(serializeProductView(DEFAULT_PRODUCT_VIEW).toString()).toBe('');
  });

  it('drops a category without a brand, and clears it when the brand changes', () => {
    expect(parseProductView(new URLSearchParams('category=12')).category).toBe(0);
    const view = { ...DEFAULT_PRODUCT_VIEW, brand: 3, category: 12, page: 5 };
    expect(withProductFilter(view, { brand: 4 })).toMatchObject({ brand: 4, category: 0, page: 1 });
    expect(withProductFilter(view, { status: 'inactive' })).toMatchObject({ brand: 3, category: 12, page: 1 });
  });

  it('means null (no filter) for every default', () => {
    expect(toProductFilter(DEFAULT_PRODUCT_VIEW)).toEqual({
      brandId: null,
      categoryId: null,
      active: null,
      search: null,
    });
    expect(toProductFilter({ ...DEFAULT_PRODUCT_VIEW, status: 'inactive', search: '  x ' })).toMatchObject({
      active: false,
      search: 'x',
    });
  });
});

describe('product form', () => {
  it("names every problem, with the gateway's rules", () => {
    expect(checkProductForm(EMPTY_PRODUCT)).toEqual({
      code: 'Model code is required',
      name: 'Model name is required',
      brandId: 'Brand is required',
      categoryId: 'Category is required',
    });
    expect(
      checkProductForm({
        ...EMPTY_PRODUCT,
        code: 'a b',
        name: 'x',
        shortName: 'y'.repeat(51),
        brandId: 1,
        categoryId: 2,
      }),
    ).toEqual({
      code: 'Model code may hold only letters, digits, ., _, / and -',
      shortName: 'Short name must be at most 50 characters',
    });
  });

  it('trims what it sends, and binds server problems to their fields', () => {
    expect(
      toProductInput({ code: ' A-1 ', name: ' Phone ', shortName: ' P ', brandId: 1, categoryId: 2, active: false }),
    ).toEqual({ code: 'A-1', name: 'Phone', shortName: 'P', brandId: 1, categoryId: 2, active: false });
    expect(
      productServerErrors([
        { field: 'categoryId', message: 'not of this brand' },
        { field: 'other', message: 'x' },
      ]),
    ).toEqual({ categoryId: 'not of this brand' });
  });
});

describe('column choice', () => {
  const columns = [
    { key: 'code', label: 'Code', always: true },
    { key: 'name', label: 'Name' },
    { key: 'brand', label: 'Brand' },
  ];
  it('keeps only hideable keys from storage and survives garbage', () => {
    expect([...readHidden('["code","brand","nope"]', columns)]).toEqual(['brand']);
    expect([...readHidden('{not json', columns)]).toEqual([]);
    expect([...readHidden(null, columns)]).toEqual([]);
    expect(visibleColumns(columns, new Set(['brand', 'code'])).map((column) => column.key)).toEqual(['code', 'name']);
  });
});

describe('picture checks in the browser', () => {
  it('accepts images up to 5 MB only', () => {
    expect(pictureProblem({ size: 1000, type: 'image/png' })).toBeUndefined();
    expect(pictureProblem({ size: 1000, type: 'text/plain' })).toBe('Choose a PNG, JPEG, GIF or WebP picture');
    expect(pictureProblem({ size: 5 * 1024 * 1024 + 1, type: 'image/jpeg' })).toBe('The picture is larger than 5 MB');
  });
});
