// Sales, targets and the dashboard's figures: daily sums equal the lines they come from; targets
// are set many at once, all or nothing, and setting one again changes it; achievement adds up.
import { describe, expect, it } from 'vitest';
import { businessToday, daysElapsedBetween, daysInMonth } from '../../../tests/support/business-day.js';
import { yearsAhead } from '../../../tests/support/seed-day.js';
import { contractViolations } from './contract-validator.js';
import { get } from './support.js';

interface Sale {
  SaleID: number;
  SaleDate: string;
  StoreID: number;
  TeamMemberID: number;
  ProductID: number;
  BrandID: number;
  Quantity: number;
  Value: number;
}
interface Day {
  SaleDate: string;
  Lines: number;
  Stores: number;
  Quantity: number;
  Value: number;
}
interface Target {
  TeamMemberID: number;
  BrandID: number;
  Year: number;
  Month: number;
  TargetType: string;
  Target: number;
}
interface TargetActual {
  TeamMemberID: number;
  BrandID: number;
  Target: number;
  Actual: number;
}

const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
const round2 = (value: number) => Math.round(value * 100) / 100;

describe('sales', () => {
  it('adds up each day of one store as its sale lines do', async () => {
    const range = { FromDate: day(179), ToDate: day(0) };
    const storeId = (await get<Sale[]>('/main/RecnetSales', range)).body.data[0]!.StoreID;
    const lines = (await get<Sale[]>('/main/RecnetSales', { ...range, StoreID: storeId })).body.data;
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.length).toBeLessThan(200); // all of them, not the cap
    const days = (await get<Day[]>('/main/DailySales', { ...range, StoreID: storeId })).body.data;
    const expected = new Map<string, Day>();
    for (const line of lines) {
      const entry = expected.get(line.SaleDate) ?? {
        SaleDate: line.SaleDate,
        Lines: 0,
        Stores: 1,
        Quantity: 0,
        Value: 0,
      };
      entry.Lines++;
      entry.Quantity += line.Quantity;
      entry.Value = round2(entry.Value + line.Value);
      expected.set(line.SaleDate, entry);
    }
    expect(days.map((d) => ({ ...d, Value: round2(d.Value) }))).toEqual(
      [...expected.values()].sort((a, b) => a.SaleDate.localeCompare(b.SaleDate)),
    );
  });

  it('reports sales by brand and channel for the one country, none for another', async () => {
    const rows = (
      await get<{ BrandID: number; ChannelID: number; Quantity: number }[]>('/main/SaleReport', {
        CountryID: 1,
        DateFrom: day(29),
        DateTo: day(0),
      })
    ).body.data;
    expect(rows.length).toBeGreaterThan(10);
    const total = rows.reduce((sum, row) => sum + row.Quantity, 0);
    const daily = (await get<Day[]>('/main/DailySales', { FromDate: day(29), ToDate: day(0) })).body.data.reduce(
      (sum, d) => sum + d.Quantity,
      0,
    );
    expect(total).toBe(daily);
    expect((await get<unknown[]>('/main/SaleReport', { CountryID: 7 })).body.data).toEqual([]);
  });

  it('gives the dashboard figures that match the reports', async () => {
    const range = { FromDate: day(6), ToDate: day(0), RegionID: 2 };
    const cards = (await get<Record<string, number>>('/main/DashboardCards', range)).body;
    expect(contractViolations('/main/DashboardCards', 200, cards)).toBeNull();
    const quantity = (await get<Day[]>('/main/DailySales', range)).body.data.reduce((sum, d) => sum + d.Quantity, 0);
    expect(cards.data.SalesQuantity).toBe(quantity);
    const regions = (await get<{ RegionID: number; ActiveStores: number }[]>('/main/StoreSummary', range)).body.data;
    expect(regions).toHaveLength(1);
    expect(regions[0]!.ActiveStores).toBe(cards.data.ActiveStores);
    const products = (await get<{ Products: number }[]>('/main/ProductCountbyBrandSummary', {})).body.data.reduce(
      (sum, row) => sum + row.Products,
      0,
    );
    expect(products).toBeGreaterThanOrEqual(800);
  });
});

describe('monthly targets', () => {
  // Months of a year ahead, with no seeded targets (the demo seed sets them up to this month).
  const YEAR = yearsAhead(4);
  const month = { Year: YEAR, Month: 2 };

  const add = (params: Record<string, string | number>) =>
    get('/main/MonthlyTargetAdd', { ...month, TeamMemberID: 3, BrandID: 1, TargetType: 'Quantity', ...params });

  it('sets one target per call by its fields and changes it when set again, never duplicating it', async () => {
    const saved = await add({ Target: 120 });
    expect(contractViolations('/main/MonthlyTargetAdd', 200, saved.body)).toBeNull();
    expect(saved.body.data).toEqual({ TeamMemberID: 3, BrandID: 1, ...month, TargetType: 'Quantity', Target: 120 });
    await add({ BrandID: 2, Target: 80, TargetType: 'Value' });
    await add({ Target: 150 });
    const targets = (await get<Target[]>('/main/MonthlyTarget', month)).body.data;
    expect(targets.filter((t) => t.TeamMemberID === 3 && t.BrandID === 1)).toEqual([
      { TeamMemberID: 3, BrandID: 1, ...month, TargetType: 'Quantity', Target: 150 },
    ]);
    expect(targets.find((t) => t.BrandID === 2 && t.TargetType === 'Value')?.Target).toBe(80);
  });

  it('writes nothing when a field is wrong, and names it', async () => {
    const before = (await get<Target[]>('/main/MonthlyTarget', { Year: YEAR, Month: 3 })).body.data;
    expect((await add({ Month: 3, TeamMemberID: 999999, Target: 5 })).body).toMatchObject({
      status: 400,
      parameter: 'TeamMemberID',
      message: 'TeamMemberID 999999 does not exist',
    });
    expect((await add({ Month: 3, BrandID: 999999, Target: 5 })).body).toMatchObject({
      status: 400,
      parameter: 'BrandID',
    });
    expect((await add({ Month: 3, Target: -4 })).body).toMatchObject({ status: 400, parameter: 'Target' });
    expect((await add({ Month: 13, Target: 1 })).body).toMatchObject({ status: 400, parameter: 'Month' });
    expect((await add({ Month: 3, TargetType: 'Bananas', Target: 1 })).body).toMatchObject({
      status: 400,
      parameter: 'TargetType',
    });
    expect((await get<Target[]>('/main/MonthlyTarget', { Year: YEAR, Month: 3 })).body.data).toEqual(before);
  });

  it("sums each member's achievement over their brands, with the month's days", async () => {
    const today = businessToday();
    const thisMonth = { Year: today.year, Month: today.month };
    const perBrand = (await get<TargetActual[]>('/main/ViewMonthlyTarget_Value', thisMonth)).body.data;
    expect(perBrand.length).toBeGreaterThan(0);
    const perMember = (
      await get<{ TeamMemberID: number; Target: number; Actual: number; DaysInMonth: number; DaysElapsed: number }[]>(
        '/main/TargetAchievement_All_Value',
        thisMonth,
      )
    ).body.data;
    const member = perMember.find((row) => row.TeamMemberID === 3)!;
    const mine = perBrand.filter((row) => row.TeamMemberID === 3);
    expect(member.Target).toBeCloseTo(
      mine.reduce((sum, row) => sum + row.Target, 0),
      2,
    );
    expect(member.Actual).toBeCloseTo(
      mine.reduce((sum, row) => sum + row.Actual, 0),
      2,
    );
    expect(member.DaysElapsed).toBeOneOf(
      daysElapsedBetween(today.day, businessToday().day, thisMonth.Year, thisMonth.Month),
    );
    expect(member.DaysInMonth).toBe(daysInMonth(thisMonth.Year, thisMonth.Month));
    const ahead = (
      await get<{ DaysInMonth: number; DaysElapsed: number }[]>('/main/TargetAchievement_All_Qty', {
        Year: YEAR,
        Month: 2,
      })
    ).body.data;
    // A future month: none elapsed.
    expect(ahead[0]).toMatchObject({ DaysInMonth: daysInMonth(YEAR, 2), DaysElapsed: 0 });
  });
});
