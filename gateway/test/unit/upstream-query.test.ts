// Parameter encoding of upstream calls: values arrive as literal values and can never add parameters.
import { describe, expect, it } from 'vitest';
import { buildRequestPath, isWriteEndpoint } from '../../src/platform/upstream/query.js';

const parse = (path: string) => new URL(path, 'http://upstream.test');

describe('buildRequestPath', () => {
  it('keeps the base path and adds the token last', () => {
    expect(buildRequestPath('/main', 'StoreList', { RegionID: 3, StoreName: '' }, 'tok')).toBe(
      '/main/StoreList?RegionID=3&StoreName=&_token=tok',
    );
  });

  it.each([
    ['ampersand', 'a&b=c'],
    ['equals', 'x=1'],
    ['hash', 'name#fragment'],
    ['token injection', 'x&_token=stolen'],
    ['newline', 'line1\nline2\r\n'],
    ['unicode', 'Ürün Mağaza 店 🏪'],
    ['percent', '100%25 off'],
    ['plus and space', 'a+b c'],
  ])('encodes a value with %s as one literal value', (_label, value) => {
    const url = parse(buildRequestPath('/main', 'StoreList', { StoreName: value }, 'secret-token'));
    expect(url.searchParams.getAll('StoreName')).toEqual([value]);
    expect(url.searchParams.getAll('_token')).toEqual(['secret-token']);
    expect([...url.searchParams.keys()]).toEqual(['StoreName', '_token']);
    expect(url.hash).toBe('');
  });

  it('refuses a caller-supplied _token, whatever its case', () => {
    expect(() => buildRequestPath('/main', 'StoreList', { _token: 'x' }, 't')).toThrow(/_token/);
    expect(() => buildRequestPath('/main', 'StoreList', { _TOKEN: 'x' }, 't')).toThrow(/_token/);
  });

  it('skips null and undefined, and sends booleans as 1/0', () => {
    expect(buildRequestPath('/main', 'X', { a: undefined, b: null, c: true, d: false }, 't')).toBe(
      '/main/X?c=1&d=0&_token=t',
    );
  });

  it('refuses endpoint names that could change the path', () => {
    expect(() => buildRequestPath('/main', '../admin', {}, 't')).toThrow();
    expect(() => buildRequestPath('/main', 'StoreList?x=1', {}, 't')).toThrow();
  });
});

describe('isWriteEndpoint', () => {
  it.each([
    'StoreAdd',
    'Brand_Update',
    'MappedStores_Remove',
    'JourneyPlanChange',
    'ChangePassword_Management',
    'CopyJourneyPlan',
    'Login',
    'Email_StorePictures',
    'DispalyCheckDetail_LowStock_Email',
    'BrandPictureUpload_1',
    'PermissionUpdate',
  ])('%s is a write (never retried)', (endpoint) => {
    expect(isWriteEndpoint(endpoint)).toBe(true);
  });
  it.each(['StoreList', 'RegionList', 'GetPageAccess', 'DispalyCheckSummary', 'TeamType', 'MontlyVisitStatus'])(
    '%s is a read',
    (endpoint) => {
      expect(isWriteEndpoint(endpoint)).toBe(false);
    },
  );
});
