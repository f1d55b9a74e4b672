// The gateway needs nothing of the distributor's bases beyond the product description: every upstream call
// in its source names a described endpoint (or one an extra offers, used only where configured), and a call
// is planned against the description's parameters (contract/description.json), not against our OpenAPI file.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DescribedBases, UPSTREAM_EXTRAS, UpstreamNotOffered } from '../../src/platform/upstream/described.js';

const description = JSON.parse(
  readFileSync(new URL('../../../contract/description.json', import.meta.url), 'utf8'),
) as { endpoints: { base: string; name: string; params: string[] }[] };
const described = new Set(description.endpoints.map((endpoint) => `${endpoint.base}/${endpoint.name}`));
const extraEndpoints = new Set<string>(
  Object.values(UPSTREAM_EXTRAS).flatMap((extra) => ('endpoints' in extra ? [...extra.endpoints] : [])),
);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.ts$/.test(name) && !/\.gen\.ts$/.test(name) ? [path] : [];
  });
}

/** Every (base, endpoint) the gateway's source calls: `.call('main', 'StoreList'`, `.list(…)`, `binary(…)`… */
function calledEndpoints(): { base: string; endpoint: string; file: string }[] {
  const root = fileURLToPath(new URL('../../src', import.meta.url));
  const found: { base: string; endpoint: string; file: string }[] = [];
  for (const file of sources(root)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\(\s*'(main|settings|transfer|product)',\s*'([A-Za-z0-9_]+)'/g))
      found.push({ base: match[1]!, endpoint: match[2]!, file: file.slice(root.length + 1) });
  }
  return found;
}

describe("the distributor's bases as the description gives them", () => {
  it('the description lists the endpoints of its point 7, spelled as it spells them', () => {
    expect(described.size).toBe(96);
    for (const name of [
      'main/DispalyCheckSummary',
      'main/RecnetSales',
      'main/MontlyVisitStatus',
      'transfer/TransferList',
    ])
      expect(described.has(name), name).toBe(true);
    for (const invented of ['main/User_PasswordStatus', 'main/DistrictList', 'main/TeamLocations', 'main/StorePicture'])
      expect(described.has(invented), invented).toBe(false);
  });

  it("every call in the gateway names a described endpoint, one an extra offers, or the product's own store", () => {
    const calls = calledEndpoints();
    expect(calls.length).toBeGreaterThan(50);
    const undescribed = calls.filter(
      ({ base, endpoint }) =>
        base !== 'product' && !described.has(`${base}/${endpoint}`) && !extraEndpoints.has(endpoint),
    );
    expect(undescribed).toEqual([]);
  });

  it('plans a call with only the parameters the description gives, unless an extra is configured', () => {
    const strict = new DescribedBases([]);
    expect(() => strict.plan('main', 'DistrictList', { CityID: 0 })).toThrow(UpstreamNotOffered);
    expect(() => strict.plan('main', 'User_PasswordStatus', { TeamMemberID: 1 })).toThrow(UpstreamNotOffered);
    // Paging is cut here; filters the base does not take are applied to its rows; unset filters are not sent.
    const paged = strict.plan('main', 'StockLIST', { BrandID: 3, Limit: 50, Offset: 100 });
    expect(paged).toEqual({ params: { BrandID: 3 }, rowFilters: [] });
    const graded = strict.plan('main', 'StoreList', { RegionID: 2, GradeID: 4, StoreSubGradeID: 0 });
    expect(graded.params).toEqual({ RegionID: 2, StoreSubGradeID: 0 });
    expect(graded.rowFilters).toEqual([['GradeID', 4]]);
    const rows = [
      { StoreID: 1, GradeID: 4 },
      { StoreID: 2, GradeID: 5 },
    ];
    expect(strict.keep('StoreList', graded, rows)).toEqual([{ StoreID: 1, GradeID: 4 }]);
    expect(() => strict.keep('StoreList', graded, [{ StoreID: 3 }])).toThrow(UpstreamNotOffered);
    // What cannot be done here is refused, not sent and silently ignored.
    expect(() => strict.plan('main', 'StoreUpdate', { StoreID: 1, Version: 'v1' })).toThrow(UpstreamNotOffered);
    expect(() => strict.plan('main', 'CopyJourneyPlan', { TeamMemberID: 3, Preview: 1 })).toThrow(UpstreamNotOffered);

    const standIn = new DescribedBases(['paging', 'store-references', 'versions']);
    expect(standIn.plan('main', 'DistrictList', { CityID: 0 }).params).toEqual({ CityID: 0 });
    expect(standIn.plan('main', 'StockLIST', { Limit: 50, Offset: 0 }).params).toEqual({ Limit: 50, Offset: 0 });
    expect(standIn.plan('main', 'StoreUpdate', { StoreID: 1, Version: 'v1' }).params).toEqual({
      StoreID: 1,
      Version: 'v1',
    });
  });

  it("leaves the parameters the description does not show to the contract, and the product's store to itself", () => {
    const strict = new DescribedBases([]);
    expect(strict.plan('settings', 'AddStoreGradeBrand', { StoreID: 1, BrandID: 2, GradeID: 3 }).params).toEqual({
      StoreID: 1,
      BrandID: 2,
      GradeID: 3,
    });
    expect(strict.plan('product', 'TeamTypeRoles', {}).params).toEqual({});
  });
});

describe('a write the described bases cannot take whole', () => {
  it('is refused, not sent without the field (a category saved without its brand would be a silent loss)', () => {
    const strict = new DescribedBases([]);
    expect(() =>
      strict.plan('main', 'ProductCategory_Add', { ProductCategoryName: 'Wearables', BrandID: 3, ActiveStatus: 1 }),
    ).toThrow(UpstreamNotOffered);
    expect(strict.plan('main', 'ProductCategory_Add', { ProductCategoryName: 'Wearables', BrandID: 0 }).params).toEqual(
      {
        ProductCategoryName: 'Wearables',
      },
    );
  });
});
