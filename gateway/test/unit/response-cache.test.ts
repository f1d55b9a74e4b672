// Which upstream calls drop the response cache (every contract endpoint that changes data, nothing
// else), the cache's key (any difference in member, pages, document or variables is another key), and the narrow
// drops: what each narrow write declares, and that a drop takes only the answers and reads that read what it reaches.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CoalescingCache } from '../../src/platform/cache/cache.js';
import {
  answerKey,
  MAX_CACHED_ANSWERS,
  NARROW_WRITES,
  ResponseCache,
} from '../../src/platform/cache/response-cache.js';
import { memoryState } from '../../src/platform/cache/shared-state.js';
import { readingInto, recordRead } from '../../src/platform/http/observability.js';
import { fetchAllowedPageNames } from '../../src/platform/permissions/access.rest.js';
import { fetchRefList, fetchStoreOptions, fetchTeamTypeMembers } from '../../src/platform/reference/reference.rest.js';
import type { UpstreamClient } from '../../src/platform/upstream/client.js';
import { changesData, isWriteEndpoint } from '../../src/platform/upstream/query.js';
import { ReadLog } from '../../src/platform/upstream/read-log.js';

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

describe('narrow writes', () => {
  const contract = readFileSync(CONTRACT, 'utf8');
  const paths = new Set([...contract.matchAll(/^ {2}\/(\w+\/\w+):/gm)].map((match) => match[1] ?? ''));

  it('are writes of the contract, each reaching reads of the contract (`base/endpoint`)', () => {
    for (const [write, reach] of Object.entries(NARROW_WRITES)) {
      expect([write, WRITES.includes(write)]).toEqual([write, true]);
      for (const read of reach) {
        expect([write, read, paths.has(read)]).toEqual([write, read, true]);
        expect([write, read, changesData(read.split('/')[1] ?? '')]).toEqual([write, read, false]);
      }
    }
  });

  it('reach nothing the reference lists or page access read: those caches have drops of their own', async () => {
    const seen = new Set<string>();
    const upstream = {
      list: async (base: string, endpoint: string) => {
        seen.add(`${base}/${endpoint}`);
        return [];
      },
      described: { offers: () => true },
    } as unknown as UpstreamClient;
    for (const fetch of Object.values(fetchRefList)) await fetch(upstream);
    await fetchStoreOptions(upstream, 0, 0);
    await fetchTeamTypeMembers(upstream, 1);
    await fetchAllowedPageNames(upstream, 1);
    await fetchAllowedPageNames(upstream, 1, undefined, 'PageAccess');
    expect(seen.size).toBeGreaterThan(10);
    const reached = Object.values(NARROW_WRITES).flat();
    expect([...seen].filter((endpoint) => reached.includes(endpoint))).toEqual([]);
  });
});

describe('ResponseCache narrow drops', () => {
  const logOf = (...endpoints: string[]) => {
    const log = new ReadLog();
    for (const endpoint of endpoints) log.add(endpoint);
    return log;
  };

  it('drop the answers that read what the write reaches, and those whose reads are not known', async () => {
    const cache = new ResponseCache(60_000, memoryState());
    cache.store('stores', cache.generation, { stores: 1 }, logOf('main/StoreList', 'main/RegionList'));
    cache.store('month', cache.generation, { month: 1 }, logOf('main/MontlyVisitStatus', 'main/StoreList'));
    cache.store('unknown', cache.generation, { unknown: 1 });
    await cache.drop('JourneyPlanChange');
    expect(cache.lookup('stores')).toEqual({ stores: 1 });
    expect(cache.lookup('month')).toBeUndefined();
    expect(cache.lookup('unknown')).toBeUndefined();
    // Any other write drops everything.
    await cache.drop('StoreUpdate');
    expect(cache.lookup('stores')).toBeUndefined();
  });

  it('keep out an answer computed across a narrow drop of something it read, and only that', async () => {
    const cache = new ResponseCache(60_000, memoryState());
    const started = cache.generation;
    await cache.drop('MonthlyTargetAdd');
    cache.store('targets', started, { targets: 1 }, logOf('main/MonthlyTarget'));
    cache.store('stores', started, { stores: 1 }, logOf('main/StoreList'));
    cache.store('unknown', started, { unknown: 1 });
    expect(cache.lookup('targets')).toBeUndefined();
    expect(cache.lookup('stores')).toEqual({ stores: 1 });
    expect(cache.lookup('unknown')).toBeUndefined();
    // Computed after the drop: kept.
    cache.store('targets', cache.generation, { targets: 2 }, logOf('main/MonthlyTarget'));
    expect(cache.lookup('targets')).toEqual({ targets: 2 });
  });

  it('drop the shared reads of the endpoints reached, and keep the others', async () => {
    const cache = new ResponseCache(60_000, memoryState());
    let loads = 0;
    const read = (endpoint: string) =>
      readingInto(new ReadLog(), () =>
        cache.read(`main/${endpoint}?{}`, async () => {
          loads++;
          recordRead('main', endpoint);
          return [endpoint];
        }),
      );
    await read('StoreList');
    await read('MonthlyTarget');
    expect(loads).toBe(2);
    await cache.drop('MonthlyTargetAdd');
    await read('StoreList');
    expect(loads).toBe(2);
    await read('MonthlyTarget');
    expect(loads).toBe(3);
  });
});

describe('CoalescingCache reads', () => {
  it("hands a value's reads to every request it serves: loaded, shared in flight or held", async () => {
    const cache = new CoalescingCache<{ rows: string[] }>({ ttlMs: 60_000, max: 10 });
    let finish!: () => void;
    const waiting = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const load = async () => {
      recordRead('main', 'StoreList');
      await waiting;
      recordRead('main', 'RegionList');
      return { rows: [] };
    };
    const [first, second, third] = [new ReadLog(), new ReadLog(), new ReadLog()];
    const loaded = readingInto(first, () => cache.get('stores', load));
    const shared = readingInto(second, () => cache.get('stores', load));
    finish();
    await Promise.all([loaded, shared]);
    await readingInto(third, () => cache.get('stores', load));
    for (const log of [first, second, third]) expect(log.list().sort()).toEqual(['main/RegionList', 'main/StoreList']);
  });

  it('drops the values and loads in flight that read an endpoint reached, and keeps the others', async () => {
    const cache = new CoalescingCache<{ endpoint: string }>({ ttlMs: 60_000, max: 10 });
    let loads = 0;
    let gate = Promise.resolve();
    const get = (endpoint: string) =>
      readingInto(new ReadLog(), () =>
        cache.get(endpoint, async () => {
          loads++;
          recordRead('main', endpoint);
          await gate;
          return { endpoint };
        }),
      );
    await Promise.all([get('StoreList'), get('MonthlyTarget')]);
    cache.dropReading(['main/MonthlyTarget']);
    await Promise.all([get('StoreList'), get('MonthlyTarget')]);
    expect(loads).toBe(3);
    // Loads in flight: the one that has read the endpoint reached is not kept, the other one is.
    let open!: () => void;
    gate = new Promise((resolve) => {
      open = resolve;
    });
    cache.dropReading(['main/StoreList', 'main/MonthlyTarget']);
    const inFlight = [get('StoreList'), get('MonthlyTarget')];
    cache.dropReading(['main/MonthlyTarget']);
    open();
    await Promise.all(inFlight);
    expect(loads).toBe(5);
    await Promise.all([get('StoreList'), get('MonthlyTarget')]);
    expect(loads).toBe(6);
  });
});
