// Which upstream calls drop the response cache (every contract endpoint that changes data, nothing
// else), and the cache's key: any difference in member, pages, document or variables is another key.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { answerKey, MAX_CACHED_ANSWERS, ResponseCache } from '../../src/platform/cache/response-cache.js';
import { memoryState } from '../../src/platform/cache/shared-state.js';
import { changesData, isWriteEndpoint } from '../../src/platform/upstream/query.js';

const CONTRACT = new URL('../../../contract/openapi.yaml', import.meta.url);

/** The contract's endpoints that change what a read answers; a new endpoint must be placed here or not. */
const WRITES = [
  'StoreAdd',
  'StoreUpdate',
  'StoreRemove',
  'Credential_Reset',
  'Credential_Change',
  'AccessRequest_Add',
  'AccessRequest_Remove',
  'Audit_Add',
  'Token_Add',
  'Token_Revoke',
  'TeamTypeRole_Update',
  'User_Add',
  'User_Update',
  'User_Remove',
  'Brand_Add',
  'Brand_Update',
  'Brand_Remove',
  'ProductCategory_Add',
  'ProductCategory_Update',
  'ProductCategory_Remove',
  'ProductAdd',
  'ProductUpdate',
  'ProductRemove',
  'BrandPictureUpload_1',
  'BrandPictureUpload_2',
  'BrandPictureUpload_3',
  'MonthlyTargetAdd',
  'JourneyPlanChange',
  'CopyJourneyPlan',
  'UnMappedStores_Add',
  'MappedStores_Remove',
  'AddProductAccountGradeMapping',
  'RemoveProductAccountGradeMapping',
  'AddStoreGradeBrand',
  'AddReportRecipients',
  'RemoveReportRecipients',
  'Add_TeamMemberWithBrand',
  'Remove_TeamMemberWithBrand',
  'PermissionUpdate',
  'ChangePassword_Management',
].sort();

describe('changesData', () => {
  it('holds for exactly the contract endpoints that change data', () => {
    const text = readFileSync(CONTRACT, 'utf8');
    const endpoints = [...text.matchAll(/^ {2}\/\w+\/(\w+):/gm)].map((match) => match[1] ?? '');
    expect(endpoints.length).toBeGreaterThan(100);
    expect([...new Set(endpoints.filter(changesData))].sort()).toEqual(WRITES);
  });

  it('makes each of them a write, never retried (a retried AccessRequest_Decide found its request gone)', () => {
    expect(WRITES.filter((endpoint) => !isWriteEndpoint(endpoint))).toEqual([]);
  });
});

describe('answerKey', () => {
  const base = {
    member: { id: 1, teamTypeId: 2, regionId: 3 },
    pages: ['store list', 'dashboard'],
    document: '{ stores { total } }',
    operationName: null,
    variables: { a: 1 },
  };

  it('is the same for the same member, pages (in any order), document and variables', () => {
    expect(answerKey({ ...base, pages: ['dashboard', 'store list'] })).toBe(answerKey(base));
  });

  it('keys a page set (a Set, as the access cache gives) as its pages, however often asked, and a new set anew', () => {
    const pages = new Set(['store list', 'dashboard']);
    expect(answerKey({ ...base, pages })).toBe(answerKey(base));
    expect(answerKey({ ...base, pages })).toBe(answerKey(base));
    expect(answerKey({ ...base, pages: new Set(['store list']) })).toBe(answerKey({ ...base, pages: ['store list'] }));
  });

  it.each([
    ['another member', { member: { id: 4, teamTypeId: 2, regionId: 3 } }],
    ['the same member in another region', { member: { id: 1, teamTypeId: 2, regionId: 9 } }],
    ['a page fewer', { pages: ['store list'] }],
    ['another document', { document: '{ stores { items { id } } }' }],
    ['another operation', { operationName: 'Other' }],
    ['other variables', { variables: { a: 2 } }],
  ])('differs for %s', (_name, change) => {
    expect(answerKey({ ...base, ...change })).not.toBe(answerKey(base));
  });
});

describe('ResponseCache bounds', () => {
  it('holds at most MAX_CACHED_ANSWERS answers however small: a flood of tiny ones cannot exhaust memory', () => {
    const cache = new ResponseCache(60_000, memoryState());
    const flood = MAX_CACHED_ANSWERS + 5_000;
    for (let i = 0; i < flood; i++) cache.store(`key-${i}`, cache.generation, { me: { id: i } });
    expect(cache.size).toBeLessThanOrEqual(MAX_CACHED_ANSWERS);
    expect(cache.lookup(`key-${flood - 1}`)).toEqual({ me: { id: flood - 1 } });
    expect(cache.lookup('key-0')).toBeUndefined();
  });
});
