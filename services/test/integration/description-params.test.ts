// The distributor's real bases take the parameters the description lists (its point 7, and the
// entity fields of point 3 for writes): every such endpoint, called with exactly those parameters
// (and _token), answers success. The gateway relies on this shape, not on our additions.
import { describe, expect, it } from 'vitest';
import {
  businessToday,
  daysFromToday,
  isoWeekDay,
  isoWeekOf,
  isoWeeksIn,
} from '../../../tests/support/business-day.js';
import { get } from './support.js';

const today = businessToday();
/** Last year: its January is out of the demo data's 180 days, so each call is about its parameters, not rows. */
const lastYear = today.year - 1;
const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const FILTERS = {
  BrandID: 0,
  RegionID: 0,
  CityID: 0,
  ChannelID: 0,
  ProductCategoryID: 0,
  GradeID: 0,
  StoreID: 0,
  ManagerID: 0,
  FromDate: `${lastYear}-01-01`,
  ToDate: `${lastYear}-01-31`,
};
const PROMOTER = 3;
const MANAGER = 2;
const nextYear = today.year + 1;

async function ok(path: string, params: Record<string, string | number>) {
  const answer = await get<unknown>(path, params);
  expect(answer.body, `${path} ${JSON.stringify(params)}: ${answer.body.message}`).toMatchObject({ status: 200 });
  expect(answer.httpStatus).toBe(200);
  return answer.body.data;
}

type Row = Record<string, unknown>;

/** A list answer: its rows, at least one, each holding the values sent (`expected`) in its fields. */
async function rows(path: string, params: Record<string, string | number>, expected: Row = {}): Promise<Row[]> {
  const data = await ok(path, params);
  expect(Array.isArray(data), `${path}: a list`).toBe(true);
  const list = data as Row[];
  expect(list.length, `${path} ${JSON.stringify(params)}: rows`).toBeGreaterThan(0);
  for (const row of list) expect(row, `${path} ${JSON.stringify(params)}`).toMatchObject(expected);
  return list;
}

/** Every row's `field` (a date, or a time whose day is read) lies between `from` and `to`. */
function within(list: Row[], field: string, from: string, to: string) {
  for (const row of list) {
    const day = String(row[field]).slice(0, 10);
    expect(day >= from && day <= to, `${field} ${day} in ${from}..${to}`).toBe(true);
  }
}

describe("every endpoint takes the description's parameters", () => {
  it('sign-in, page access and lookups', async () => {
    expect(await ok('/main/Login', { username: 'admin', password: 'Admin@2026' })).toMatchObject({
      TeamMemberID: 1,
      mySingleID: 'admin',
    });
    const pages = (await ok('/main/GetPageAccess', { TeamMemberID: 1 })) as {
      PageName: string;
      AccessEnable: number;
    }[];
    // The administrator's pages: every page of the menu, User Permission open.
    expect(pages).toContainEqual({ PageName: 'User Permission', AccessEnable: 1 });
    await ok('/main/PageAccess', { TeamMemberID: 1 });
    await rows('/main/StoreList', { RegionID: 1, ActiveStatus: 1 }, { RegionID: 1, ActiveStatus: 1 });
    await rows(
      '/main/StoreList',
      {
        StoreTypeID: 0,
        DistrictID: 0,
        CityID: 0,
        RegionID: 0,
        ChannelTypeID: 0,
        ChannelID: 0,
        StoreSubGradeID: 0,
        ActiveStatus: 1,
        StoreCode: '',
        StoreName: '',
      },
      { ActiveStatus: 1 },
    );
    for (const list of [
      'GradeList',
      'RegionList',
      'ChannelTypeList',
      'BrandList_General',
      'StorePicture_Element',
      'ProductCategoryListOnly',
      'TeamType',
      'TrainingModel',
      'TrainingType',
    ])
      await ok(`/main/${list}`, {});
    await rows('/main/CityList', { RegionID: 1 }, { RegionID: 1 });
    await rows('/main/ChannelList', { ChannelTypeID: 1 }, { ChannelTypeID: 1 });
    await rows('/main/ProductCategoryList', { BrandID: 1 }, { BrandID: 1 });
    await ok('/main/StoreFilterList', { RegionID: 1, ChannelID: 0 });
    await rows('/main/ProductList', { BrandID: 1, ProductCategoryID: 0 }, { BrandID: 1 });
    await rows('/main/TeamMemberStore', { TeamTypeID: 2 }, { TeamTypeID: 2 });
    await ok('/main/Brand_ForManager', { ManagerID: MANAGER });
    // The weeks of the year asked: its ISO weeks, week 1 from that year's first ISO Monday.
    const weeks = await rows('/main/WeekList', { Year: lastYear });
    expect(weeks).toHaveLength(isoWeeksIn(lastYear));
    expect(weeks[0]).toMatchObject({ WeekNo: 1, FromDate: isoWeekDay(lastYear, 1, 1) });
    await ok('/main/ActivityCategory', { ActivityTypeID: 0 });
  });

  it('reports with the common filters', async () => {
    for (const report of [
      'DispalyCheckSummary',
      'DispalyCheckDetail',
      'DispalyCheckDetail_LowStock',
      'DisplayCheck_BYDATE',
      'DisplayCheck_Trend',
      'DailySales',
      'RecnetSales',
      'StorePictures',
      'StorePictures_Recents',
      'StoreVisitReport',
      'StoreSummary',
      'ProductCountbyBrandSummary',
      'StockLIST',
      'DashboardCards',
      'ViewDeployments',
      'DeploymentStaus',
    ])
      await ok(`/main/${report}`, FILTERS);
    await ok('/main/DisplayCheck_BYWeek', { ...FILTERS, FromWeek: 1, ToWeek: 52 });
    await ok('/main/StockStatus', { ...FILTERS, StartingDate: FILTERS.FromDate });
    await ok('/transfer/TransferList', FILTERS);
    await ok('/main/SaleReport', {
      CountryID: 0,
      ChannelID: 0,
      ManagerID: 0,
      DateFrom: FILTERS.FromDate,
      DateTo: FILTERS.ToDate,
    });
    await ok('/main/ViewMarketActivity', { ...FILTERS, ActivityCategoryID: 0, ActivityTypeID: 0 });
    await ok('/main/DeploymentSummary', { FromDate: '2020-01-01', ToDate: '2025-10-01' });
    await ok('/main/ViewMarketIssues', { StatusID: 0 });
    await ok('/main/TrainingList', {
      FromDate: '2023-01-01',
      ToDate: '2027-01-01',
      TrainingTypeID: 0,
      TrainingModelID: 0,
    });
  });

  it('reports answer the rows of the store, brand and days sent', async () => {
    const from = daysFromToday(-6);
    const to = today.day;
    const recent = { ...FILTERS, FromDate: from, ToDate: to };
    // A store pictured last week (not every checked store is pictured every week), a brand its checks counted,
    // then the same reports narrowed to them.
    const [picture] = await rows('/main/StorePictures', recent);
    const store = Number(picture!.StoreID);
    const [line] = await rows('/main/DispalyCheckDetail', { ...recent, StoreID: store }, { StoreID: store });
    const brand = Number(line!.BrandID);
    const narrowed = { ...recent, StoreID: store, BrandID: brand };
    within(await rows('/main/DispalyCheckDetail', narrowed, { StoreID: store, BrandID: brand }), 'VisitDate', from, to);
    within(
      await rows('/main/StoreVisitReport', { ...recent, StoreID: store }, { StoreID: store }),
      'VisitDate',
      from,
      to,
    );
    within(await rows('/main/StorePictures', { ...recent, StoreID: store }, { StoreID: store }), 'TakenAt', from, to);
    const byDate = await rows('/main/DisplayCheck_BYDATE', recent);
    within(byDate, 'VisitDate', from, to);
    expect(byDate.length).toBeLessThanOrEqual(7);
    within(await rows('/main/DailySales', recent), 'SaleDate', from, to);
    within(await rows('/transfer/TransferList', recent), 'TransferDate', from, to);
    // Last year's January lies before the demo data: the same reports answer no rows for it.
    for (const report of ['/main/DispalyCheckDetail', '/main/StoreVisitReport', '/main/DailySales'])
      expect(await ok(report, FILTERS), report).toEqual([]);
  });

  it('e-mail actions', async () => {
    const mail = {
      FromDate: `${lastYear}-01-01`,
      ToDate: `${lastYear}-01-02`,
      toEmails: `ops${unique}@example.com`,
      ccEmails: `cc${unique}@example.com`,
    };
    await ok('/main/Email_StorePictures', mail);
    await ok('/main/DispalyCheckDetail_LowStock_Email', mail);
  });

  it('master data writes follow the entity fields', async () => {
    const brand = (await ok('/main/Brand_Add', { BrandName: `Contract ${unique}`, ActiveStatus: 1 })) as {
      BrandID: number;
    };
    await ok('/main/Brand_Update', { BrandID: brand.BrandID, BrandName: `Contract ${unique} B`, ActiveStatus: 1 });
    const category = (await ok('/main/ProductCategory_Add', {
      ProductCategoryName: `Category ${unique}`,
      ActiveStatus: 1,
    })) as { ProductCategoryID: number };
    await ok('/main/ProductCategory_Update', {
      ProductCategoryID: category.ProductCategoryID,
      ProductCategoryName: `Category ${unique} B`,
      ActiveStatus: 1,
    });
    const product = (await ok('/main/ProductAdd', {
      ProductGroupID: 1,
      ProductCategoryID: category.ProductCategoryID,
      ProductModelCode: `C-${unique}`,
      ProductModelName: `Model ${unique}`,
      BrandID: brand.BrandID,
      ShortName: 'C',
      ActiveStatus: 1,
    })) as { ProductID: number };
    await ok('/main/ProductUpdate', {
      ProductID: product.ProductID,
      ProductGroupID: 1,
      ProductCategoryID: category.ProductCategoryID,
      ProductModelCode: `C-${unique}`,
      ProductModelName: `Model ${unique} B`,
      BrandID: brand.BrandID,
      ShortName: 'C',
      ActiveStatus: 1,
    });
    await ok('/main/ProductRemove', { ProductID: product.ProductID });
    await ok('/main/ProductCategory_Remove', { ProductCategoryID: category.ProductCategoryID });
    await ok('/main/Brand_Remove', { BrandID: brand.BrandID });

    const [sample] = (await ok('/main/StoreList', { RegionID: 1 })) as Record<string, number | string>[];
    const fields = {
      StoreCode: `CT-${unique}`,
      StoreName: `Contract store ${unique}`,
      StoreTypeID: sample!.StoreTypeID!,
      ChannelID: sample!.ChannelID!,
      ChannelTypeID: sample!.ChannelTypeID!,
      Longitude: sample!.Longitude!,
      Latitude: sample!.Latitude!,
      Address: 'Road 1',
      DistrictID: sample!.DistrictID!,
      RegionID: sample!.RegionID!,
      CityID: sample!.CityID!,
      GradeID: sample!.GradeID!,
      ActiveStatus: 1,
    };
    const store = (await ok('/main/StoreAdd', fields)) as { StoreID: number };
    await ok('/main/StoreUpdate', { ...fields, StoreID: store.StoreID, StoreName: `Contract store ${unique} B` });
    await ok('/main/StoreRemove', { StoreID: store.StoreID });

    const member = {
      TeamTypeID: 5,
      mySingleID: `ct${unique}`,
      TeamMemberName: `Contract ${unique}`,
      Email: `ct${unique}@example.com`,
      Mobile: '+8801711999999',
      RegionID: 1,
      ActiveStatus: 1,
    };
    const added = (await ok('/main/User_Add', member)) as { TeamMemberID: number };
    await ok('/main/User_Update', {
      ...member,
      TeamMemberID: added.TeamMemberID,
      TeamMemberName: `Contract ${unique} B`,
    });
    await ok('/main/User_Remove', { TeamMemberID: added.TeamMemberID });
  });

  it("targets: one per call by the monthly target's fields", async () => {
    await ok('/main/MonthlyTargetAdd', {
      TeamMemberID: PROMOTER,
      Month: 12,
      Year: nextYear,
      Target: 40,
      TargetType: 'Quantity',
      BrandID: 1,
    });
    const targets = await ok('/main/MonthlyTarget', {
      TeamMemberID: PROMOTER,
      Month: 12,
      Year: nextYear,
      TargetType: 'Quantity',
      BrandID: 1,
    });
    expect(targets).toEqual([expect.objectContaining({ TeamMemberID: PROMOTER, BrandID: 1, Target: 40 })]);
    for (const view of [
      'ViewMonthlyTarget_Qty',
      'ViewMonthlyTarget_Value',
      'TargetAchievement_All_Qty',
      'TargetAchievement_All_Value',
    ]) {
      await ok(`/main/${view}`, { Month: 12, Year: nextYear, BrandID: 0 });
    }
  });

  it('journey planning', async () => {
    const [store] = (await ok('/settings/MappedStores', {
      TeamMemberID: PROMOTER,
      RegionID: 0,
      CityID: 0,
      ChannelID: 0,
      StoreName: '',
    })) as { StoreID: number }[];
    await ok('/main/JourneyPlanChange', {
      StoreID: store!.StoreID,
      TeamMemberID: PROMOTER,
      WeekNo: 10,
      Year: nextYear,
      PlanDate: isoWeekDay(nextYear, 10, 2),
    });
    await ok('/main/GetTeamMemberVisitSummary', { TeamMemberID: PROMOTER, WeekNo: 10 });
    await ok('/main/CopyJourneyPlan', { ...copyIntoThisOrNextWeek(), TeamMemberID: PROMOTER });
    await ok('/main/MontlyVisitStatus', { PlanMonth: 1, PlanYear: lastYear, TeamMemberID: PROMOTER });
  });

  it('settings', async () => {
    const mapping = { TeamMemberID: PROMOTER, RegionID: 1, CityID: 0, ChannelID: 0, StoreName: '' };
    for (const endpoint of ['UnMappedStores', 'MappedStores']) await ok(`/settings/${endpoint}`, mapping);
    await ok('/settings/Reports_List', {});
    await ok('/settings/ReportRecipients', { ReportID: 1 });
    await ok('/settings/AddReportRecipients', { ReportID: 1, Email: `r${unique}@example.com` });
    await ok('/settings/RemoveReportRecipients', { ReportID: 1, Email: `r${unique}@example.com` });
    const nothing = { ...mapping, StoreName: `no such store ${unique}` };
    await ok('/settings/UnMappedStores_Add', nothing);
    await ok('/settings/MappedStores_Remove', nothing);
    const [permission] = (await ok('/settings/PermissionView', { TeamMemberID: MANAGER })) as {
      PermissionID: number;
      Permission: number;
    }[];
    await ok('/settings/PermissionUpdate', {
      TeamMemberID: MANAGER,
      PermissionID: permission!.PermissionID,
      Permission: permission!.Permission,
    });
  });
});

/**
 * A copy into a week not yet past: of this calendar year's weeks (the default Year) into next week, or into this
 * one in the year's last week. From 29 to 31 December the ISO week can be week 1 of next year, when every week of
 * the calendar year is past: then that year is named.
 */
function copyIntoThisOrNextWeek(): { CopyFrom_WeekNo: number; CopyTo_WeekNo: number; Year?: number } {
  const now = isoWeekOf(today.day);
  if (now.year < today.year) return { CopyFrom_WeekNo: 1, CopyTo_WeekNo: 2 }; // 1 to 3 January: all of it ahead
  const to = Math.min(now.week + 1, isoWeeksIn(now.year));
  const copy =
    to === now.week ? { CopyFrom_WeekNo: to - 1, CopyTo_WeekNo: to } : { CopyFrom_WeekNo: now.week, CopyTo_WeekNo: to };
  return now.year > today.year ? { ...copy, Year: now.year } : copy;
}
