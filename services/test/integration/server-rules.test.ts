// Rules the services keep whatever the caller: a planned store is the member's and the
// week is not past; targets only for a team type that takes them; names unique as people read
// them and never only invisible; a team type's roles come from data.
import { describe, expect, it } from 'vitest';
import { businessToday, isoWeekDay } from '../../../tests/support/business-day.js';
import { yearsAhead } from '../../../tests/support/seed-day.js';
import { get } from './support.js';

const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
/** ASCII letters and digits written full-width (U+FF01 onwards), as an East Asian keyboard types them. */
const fullWidth = (text: string) => [...text].map((c) => String.fromCodePoint(c.codePointAt(0)! + 0xfee0)).join('');
const PROMOTER = 3;
const nextYear = businessToday().year + 1;
/** Two years back: every week of it is past. */
const pastYear = businessToday().year - 2;
/**
 * Five years ahead, as journeys.test.ts plans: Thursday of week 10 is a day no other file plans for this member
 * (journeys.test.ts adds and removes that week's Tuesday and counts it).
 */
const YEAR = yearsAhead(5);
const THURSDAY = isoWeekDay(YEAR, 10, 4);

describe('journey plans', () => {
  it("refuses a store not mapped to the member, a past week and a WeekNo that is not the date's", async () => {
    const mine = (await get<{ StoreID: number }[]>('/settings/MappedStores', { TeamMemberID: PROMOTER })).body.data;
    const other = (await get<{ StoreID: number }[]>('/main/StoreList', { ActiveStatus: 1 })).body.data.find(
      (s) => !mine.some((m) => m.StoreID === s.StoreID),
    )!;
    expect(
      (
        await get('/main/JourneyPlanChange', {
          TeamMemberID: PROMOTER,
          StoreID: other.StoreID,
          PlanDate: `${nextYear}-03-02`,
        })
      ).body,
    ).toMatchObject({ status: 400, parameter: 'StoreID' });
    expect(
      (
        await get('/main/JourneyPlanChange', {
          TeamMemberID: PROMOTER,
          StoreID: mine[0]!.StoreID,
          PlanDate: `${pastYear}-03-05`,
        })
      ).body,
    ).toMatchObject({ status: 400, parameter: 'PlanDate' });
    expect(
      (
        await get('/main/JourneyPlanChange', {
          TeamMemberID: PROMOTER,
          StoreID: mine[0]!.StoreID,
          PlanDate: THURSDAY,
          WeekNo: 11,
          Year: YEAR,
        })
      ).body,
    ).toMatchObject({ status: 400, parameter: 'WeekNo' });
    expect(
      (
        await get('/main/JourneyPlanChange', {
          TeamMemberID: PROMOTER,
          StoreID: mine[0]!.StoreID,
          PlanDate: THURSDAY,
          WeekNo: 10,
          Year: YEAR,
        })
      ).body,
    ).toMatchObject({ status: 200, data: { Planned: 1 } });
    expect(
      (
        await get('/main/CopyJourneyPlan', {
          TeamMemberID: PROMOTER,
          Year: pastYear,
          CopyFrom_WeekNo: 10,
          CopyTo_WeekNo: 11,
        })
      ).body,
    ).toMatchObject({ status: 400, parameter: 'CopyTo_WeekNo' });
  });
});

describe('targets', () => {
  it('are whole quantities or values with cents', async () => {
    expect(
      (
        await get('/main/MonthlyTargetAdd', {
          TeamMemberID: PROMOTER,
          Month: 1,
          Year: nextYear,
          Target: 5.5,
          TargetType: 'Quantity',
          BrandID: 1,
        })
      ).body,
    ).toMatchObject({ status: 400, parameter: 'Target' });
    expect(
      (
        await get('/main/MonthlyTargetAdd', {
          TeamMemberID: PROMOTER,
          Month: 1,
          Year: nextYear,
          Target: 5.25,
          TargetType: 'Value',
          BrandID: 1,
        })
      ).body,
    ).toMatchObject({ status: 200, data: { TeamMemberID: PROMOTER, BrandID: 1, Target: 5.25, TargetType: 'Value' } });
  });
});

describe('names', () => {
  it('a brand written full-width or with a zero-width space is the same brand', async () => {
    const name = `Zeta${unique}`;
    const added = await get<{ BrandID: number; BrandName: string }>('/main/Brand_Add', { BrandName: name });
    expect(added.body.status).toBe(200);
    expect((await get('/main/Brand_Add', { BrandName: fullWidth(name.toUpperCase()) })).body).toMatchObject({
      status: 409,
      parameter: 'BrandName',
    });
    expect((await get('/main/Brand_Add', { BrandName: `${name}\u200B` })).body).toMatchObject({
      status: 409,
      parameter: 'BrandName',
    });
    expect((await get('/main/Brand_Add', { BrandName: `\uFEFF${name.toLowerCase()}\u2060` })).body).toMatchObject({
      status: 409,
      parameter: 'BrandName',
    });
    const other = await get<{ BrandID: number }>('/main/Brand_Add', { BrandName: `Other${unique}\u200D` });
    expect(other.body.data).toMatchObject({ BrandName: `Other${unique}` });
    expect(
      (await get('/main/Brand_Update', { BrandID: other.body.data.BrandID, BrandName: `${name} ` })).body,
    ).toMatchObject({ status: 409 });
    for (const brand of [added.body.data.BrandID, other.body.data.BrandID])
      expect((await get('/main/Brand_Remove', { BrandID: brand })).body.status).toBe(200);
  });

  it('a category is unique within its brand the same way', async () => {
    const name = `Tablets ${unique}`;
    const first = await get<{ ProductCategoryID: number }>('/main/ProductCategory_Add', {
      ProductCategoryName: name,
      BrandID: 2,
    });
    expect(first.body.status).toBe(200);
    expect(
      (
        await get('/main/ProductCategory_Add', {
          ProductCategoryName: `${fullWidth(`TABLETS`)} ${unique}\u200C`,
          BrandID: 2,
        })
      ).body,
    ).toMatchObject({ status: 409, parameter: 'ProductCategoryName' });
    const second = await get<{ ProductCategoryID: number }>('/main/ProductCategory_Add', {
      ProductCategoryName: name,
      BrandID: 3,
    });
    expect(second.body.status).toBe(200);
    for (const category of [first.body.data.ProductCategoryID, second.body.data.ProductCategoryID]) {
      expect((await get('/main/ProductCategory_Remove', { ProductCategoryID: category })).body.status).toBe(200);
    }
  });

  it('a name made only of invisible characters is refused', async () => {
    const invisible = '\u200B\u200C\u200D\u2060\uFEFF';
    expect((await get('/main/Brand_Add', { BrandName: invisible })).body).toMatchObject({
      status: 400,
      parameter: 'BrandName',
    });
    expect((await get('/main/ProductCategory_Add', { ProductCategoryName: invisible, BrandID: 1 })).body).toMatchObject(
      { status: 400, parameter: 'ProductCategoryName' },
    );
    expect(
      (
        await get('/main/User_Add', {
          TeamTypeID: 5,
          mySingleID: `inv${unique}`,
          TeamMemberName: invisible,
          Email: `inv${unique}@example.com`,
          Mobile: '+8801711999998',
          RegionID: 1,
        })
      ).body,
    ).toMatchObject({ status: 400, parameter: 'TeamMemberName' });
    const [sample] = (await get<Record<string, number>[]>('/main/StoreList', { RegionID: 1 })).body.data;
    expect(
      (
        await get('/main/StoreAdd', {
          StoreCode: `INV${unique}`.slice(0, 20),
          StoreName: invisible,
          StoreTypeID: sample!.StoreTypeID!,
          ChannelID: sample!.ChannelID!,
          ChannelTypeID: sample!.ChannelTypeID!,
          Longitude: sample!.Longitude!,
          Latitude: sample!.Latitude!,
          DistrictID: sample!.DistrictID!,
          RegionID: sample!.RegionID!,
          CityID: sample!.CityID!,
          GradeID: sample!.GradeID!,
        })
      ).body,
    ).toMatchObject({ status: 400, parameter: 'StoreName' });
  });
});

describe('team types', () => {
  it("carry only their id and name, as the distributor's do: their roles are the product's own", async () => {
    const types = (await get<Record<string, unknown>[]>('/main/TeamType')).body.data;
    expect(types.length).toBeGreaterThan(0);
    for (const type of types) expect(Object.keys(type).sort()).toEqual(['TeamTypeID', 'TeamTypeName']);
    // A team type the stand-in does not have: the product's store keeps roles by id, and no other test sees it.
    const set = await get<Record<string, number>>('/product/TeamTypeRole_Update', {
      TeamTypeID: 9001,
      TakesTargets: 1,
      ManagesBrands: 0,
      FieldStaff: 1,
    });
    expect(set.body.data).toEqual({ TeamTypeID: 9001, TakesTargets: 1, ManagesBrands: 0, FieldStaff: 1 });
    const roles = (await get<Record<string, number>[]>('/product/TeamTypeRoles')).body.data;
    expect(roles).toContainEqual({ TeamTypeID: 9001, TakesTargets: 1, ManagesBrands: 0, FieldStaff: 1 });
  });
});
