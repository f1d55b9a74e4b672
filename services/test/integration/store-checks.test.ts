// Store-check reports: for one store over two months, every aggregate equals what this test
// computes itself from the raw lines (DispalyCheckDetail); filters narrow; bad filters are refused.
import { beforeAll, describe, expect, it } from 'vitest';
import { contractViolations } from './contract-validator.js';
import { get } from './support.js';

interface Line {
  VisitID: number;
  VisitDate: string;
  StoreID: number;
  TeamMemberID: number;
  ProductID: number;
  BrandID: number;
  ProductCategoryID: number;
  DisplayedQty: number;
  StockQty: number;
  LowStock: number;
}
interface Measures {
  Visits: number;
  Stores: number;
  Lines: number;
  DisplayedQty: number;
  StockQty: number;
  LowStockLines: number;
}

const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
const range = { FromDate: day(59), ToDate: day(0) };

/** The measures of a group of lines, computed here. */
function measure(lines: Line[]): Measures {
  return {
    Visits: new Set(lines.map((l) => l.VisitID)).size,
    Stores: new Set(lines.map((l) => l.StoreID)).size,
    Lines: lines.length,
    DisplayedQty: lines.reduce((sum, l) => sum + l.DisplayedQty, 0),
    StockQty: lines.reduce((sum, l) => sum + l.StockQty, 0),
    LowStockLines: lines.filter((l) => l.LowStock === 1).length,
  };
}
const groupBy = <K>(lines: Line[], key: (line: Line) => K) => {
  const groups = new Map<K, Line[]>();
  for (const line of lines) groups.set(key(line), [...(groups.get(key(line)) ?? []), line]);
  return groups;
};
/** ISO week (year, number) and its Monday, computed without the database. */
function isoWeek(date: string): { Year: number; WeekNo: number; FromDate: string } {
  const d = new Date(`${date}T00:00:00Z`);
  const weekday = (d.getUTCDay() + 6) % 7;
  const monday = new Date(d.getTime() - weekday * 86_400_000);
  const thursday = new Date(monday.getTime() + 3 * 86_400_000);
  const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  return {
    Year: thursday.getUTCFullYear(),
    WeekNo: 1 + Math.floor((thursday.getTime() - yearStart) / (7 * 86_400_000)),
    FromDate: monday.toISOString().slice(0, 10),
  };
}

describe('display-check reports', () => {
  let storeId: number;
  let lines: Line[];
  beforeAll(async () => {
    const all = (await get<Line[]>('/main/DispalyCheckDetail', range)).body.data;
    storeId = all[0]!.StoreID;
    lines = (await get<Line[]>('/main/DispalyCheckDetail', { ...range, StoreID: storeId })).body.data;
  });

  it("lists a store's lines, newest first, each low-stock flag following the rule (under 5 in stock)", async () => {
    expect(lines.length).toBeGreaterThan(0);
    expect(contractViolations('/main/DispalyCheckDetail', 200, { status: 200, message: 'OK', data: lines })).toBeNull();
    expect(
      lines.every(
        (line) => line.StoreID === storeId && line.VisitDate >= range.FromDate && line.VisitDate <= range.ToDate,
      ),
    ).toBe(true);
    expect(lines.every((line) => line.LowStock === (line.StockQty < 5 ? 1 : 0))).toBe(true);
    expect(lines.map((line) => line.VisitDate)).toEqual([...lines.map((line) => line.VisitDate)].sort().reverse());
  });

  it('sums the summary by brand as the lines do', async () => {
    const summary = (
      await get<(Measures & { BrandID: number })[]>('/main/DispalyCheckSummary', { ...range, StoreID: storeId })
    ).body.data;
    const expected = [...groupBy(lines, (l) => l.BrandID)]
      .map(([BrandID, group]) => ({ BrandID, ...measure(group) }))
      .sort((a, b) => a.BrandID - b.BrandID);
    expect(summary).toEqual(expected);
  });

  it('counts by date and by ISO week as the lines do', async () => {
    const byDate = (
      await get<(Measures & { VisitDate: string })[]>('/main/DisplayCheck_BYDATE', { ...range, StoreID: storeId })
    ).body.data;
    expect(byDate).toEqual(
      [...groupBy(lines, (l) => l.VisitDate)]
        .map(([VisitDate, group]) => ({ VisitDate, ...measure(group) }))
        .sort((a, b) => a.VisitDate.localeCompare(b.VisitDate)),
    );
    const byWeek = (
      await get<(Measures & { WeekNo: number })[]>('/main/DisplayCheck_BYWeek', {
        ...range,
        StoreID: storeId,
        FromWeek: 1,
        ToWeek: 53,
      })
    ).body.data;
    const weeks = [...groupBy(lines, (l) => isoWeek(l.VisitDate).FromDate)]
      .map(([, group]) => ({ ...isoWeek(group[0]!.VisitDate), ...measure(group) }))
      .sort((a, b) => a.FromDate.localeCompare(b.FromDate));
    expect(byWeek).toEqual(weeks);
  });

  it('follows each brand week by week in the trend', async () => {
    const trend = (
      await get<(Measures & { BrandID: number; FromDate: string })[]>('/main/DisplayCheck_Trend', {
        ...range,
        StoreID: storeId,
      })
    ).body.data;
    const expected = [...groupBy(lines, (l) => `${isoWeek(l.VisitDate).FromDate}|${l.BrandID}`)]
      .map(([, group]) => ({ ...isoWeek(group[0]!.VisitDate), BrandID: group[0]!.BrandID, ...measure(group) }))
      .sort((a, b) => a.FromDate.localeCompare(b.FromDate) || a.BrandID - b.BrandID);
    expect(trend).toEqual(expected);
  });

  it("narrows by brand, region and manager (the demo manager's brands)", async () => {
    const brandId = lines[0]!.BrandID;
    const byBrand = (await get<Line[]>('/main/DispalyCheckDetail', { ...range, BrandID: brandId })).body.data;
    expect(byBrand.length).toBeGreaterThan(0);
    expect(byBrand.every((line) => line.BrandID === brandId)).toBe(true);
    const lowOnly = (await get<Line[]>('/main/DispalyCheckDetail_LowStock', { ...range, StoreID: storeId })).body.data;
    expect(lowOnly).toEqual(lines.filter((line) => line.LowStock === 1));

    const stores = (await get<{ StoreID: number; RegionID: number }[]>('/main/StoreList', { ActiveStatus: 0 })).body
      .data;
    const regionId = stores.find((store) => store.StoreID === storeId)!.RegionID;
    const regionStores = new Set(stores.filter((store) => store.RegionID === regionId).map((store) => store.StoreID));
    const byRegion = (await get<Line[]>('/main/DispalyCheckDetail', { ...range, RegionID: regionId })).body.data;
    expect(byRegion.every((line) => regionStores.has(line.StoreID))).toBe(true);
    expect(byRegion.filter((line) => line.StoreID === storeId)).toEqual(lines);

    const manager = (
      await get<{ TeamMemberID: number }>('/main/Login', { username: 'manager', password: 'Manager@2026' })
    ).body.data;
    const managed = (
      await get<{ BrandID: number; BrandName: string }[]>('/main/Brand_ForManager', { ManagerID: manager.TeamMemberID })
    ).body.data;
    expect(managed.length).toBeGreaterThan(0);
    expect(managed.every((brand) => brand.BrandName.length > 0)).toBe(true);
    const managedIds = managed.map((brand) => brand.BrandID);
    const forManager = (
      await get<(Measures & { BrandID: number })[]>('/main/DispalyCheckSummary', {
        ...range,
        ManagerID: manager.TeamMemberID,
      })
    ).body.data;
    expect(forManager.length).toBeGreaterThan(0);
    expect(forManager.every((row) => managedIds.includes(row.BrandID))).toBe(true);
    const managerLines = (
      await get<Line[]>('/main/DispalyCheckDetail', { ...range, StoreID: storeId, ManagerID: manager.TeamMemberID })
    ).body.data;
    expect(managerLines).toEqual(lines.filter((line) => managedIds.includes(line.BrandID)));
    expect((await get<unknown[]>('/main/Brand_ForManager', { ManagerID: 999_999 })).body.data).toEqual([]);
  });

  it('refuses bad filters, naming the parameter', async () => {
    expect((await get('/main/DispalyCheckSummary', { FromDate: day(1), ToDate: day(5) })).body).toMatchObject({
      status: 400,
      parameter: 'FromDate',
      message: 'FromDate must not be after ToDate',
    });
    expect(
      (await get('/main/DispalyCheckSummary', { FromDate: '2024-01-01', ToDate: '2025-06-01' })).body,
    ).toMatchObject({ status: 400, message: 'A report covers at most 366 days' });
    expect((await get('/main/DispalyCheckSummary', { FromDate: '2026-02-30' })).body).toMatchObject({
      status: 400,
      parameter: 'FromDate',
    });
    expect((await get('/main/DispalyCheckDetail', { ToDate: 'yesterday' })).body).toMatchObject({
      status: 400,
      parameter: 'ToDate',
    });
    expect((await get('/main/StockLIST', { StoreID: -3 })).body).toMatchObject({ status: 400, parameter: 'StoreID' });
    expect((await get('/main/DispalyCheckSummary', { BrandID: -1 })).body).toMatchObject({
      status: 400,
      parameter: 'BrandID',
    });
    expect((await get('/main/DispalyCheckSummary', { Brand: 1 })).body).toMatchObject({
      status: 400,
      parameter: 'Brand',
    });
    expect((await get('/main/DisplayCheck_BYWeek', { FromWeek: 10, ToWeek: 2 })).body).toMatchObject({
      status: 400,
      parameter: 'FromWeek',
    });
  });
});

describe('stock and calendar', () => {
  it('keeps the latest count of each store and product', async () => {
    const detail = (await get<Line[]>('/main/DispalyCheckDetail', range)).body.data;
    const storeId = detail[0]!.StoreID;
    const stock = (
      await get<{ StoreID: number; ProductID: number; Quantity: number; SnapshotDate: string }[]>('/main/StockLIST', {
        ...range,
        StoreID: storeId,
      })
    ).body.data;
    const storeLines = (await get<Line[]>('/main/DispalyCheckDetail', { ...range, StoreID: storeId })).body.data;
    const latest = new Map<number, Line>();
    for (const line of storeLines) if (!latest.has(line.ProductID)) latest.set(line.ProductID, line); // newest first
    expect(
      stock.map((row) => [row.ProductID, row.Quantity, row.SnapshotDate]).sort((a, b) => Number(a[0]) - Number(b[0])),
    ).toEqual(
      [...latest.values()]
        .map((line) => [line.ProductID, line.StockQty, line.VisitDate])
        .sort((a, b) => Number(a[0]) - Number(b[0])),
    );
  });

  it('compares stock at a starting day and at the end', async () => {
    const status = (
      await get<{ ProductID: number; Stores: number; OpeningQty: number; ClosingQty: number }[]>('/main/StockStatus', {
        ...range,
        StartingDate: day(30),
      })
    ).body.data;
    expect(status.length).toBeGreaterThan(0);
    expect(status.every((row) => row.Stores > 0 && row.OpeningQty >= 0 && row.ClosingQty >= 0)).toBe(true);
    expect((await get('/main/StockStatus', { ...range, StartingDate: day(-3) })).body).toMatchObject({
      status: 400,
      parameter: 'StartingDate',
    });
  });

  it('lists the ISO weeks of 2025 by default, and 53 for 2026', async () => {
    const weeks = (await get<{ WeekNo: number; FromDate: string }[]>('/main/WeekList')).body.data;
    expect(weeks).toHaveLength(52);
    expect(weeks[0]).toEqual({ WeekNo: 1, FromDate: '2024-12-30' });
    expect((await get<unknown[]>('/main/WeekList', { Year: 2026 })).body.data).toHaveLength(53);
  });
});

describe('history is never orphaned', () => {
  it('refuses to remove a store, a product or a member that visits refer to, and keeps the lines', async () => {
    const before = (await get<Line[]>('/main/DispalyCheckDetail', range)).body.data;
    const line = before[0]!;
    const store = await get('/main/StoreRemove', { StoreID: line.StoreID });
    expect(store.body).toMatchObject({ status: 409 });
    expect(store.body.message).toMatch(/deactivate it instead/);
    expect((await get('/main/ProductRemove', { ProductID: line.ProductID })).body).toMatchObject({
      status: 409,
      message: `Product ${line.ProductID} is still used: deactivate it instead of removing it`,
    });
    expect((await get('/main/User_Remove', { TeamMemberID: line.TeamMemberID })).body.status).toBe(409);
    // The line is kept as it was (other files may add lines of their own to the range meanwhile).
    expect((await get<Line[]>('/main/DispalyCheckDetail', range)).body.data).toContainEqual(line);
  });
});
