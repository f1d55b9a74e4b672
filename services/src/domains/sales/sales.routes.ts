// Sales, targets and the dashboard: daily and recent sales, the sale report, monthly targets (one
// per call, an upsert, only for a team type that takes targets) and their achievement, and the dashboard's figures.
// Every aggregate is computed in SQL over the common report filters.

import type { Db } from '../../platform/db/db.js';
import { SALE_MEASURES, SALES, sales } from '../../platform/db/over-rows.js';
import { businessDay } from '../../platform/http/business-day.js';
import { HttpError, ok } from '../../platform/http/envelope.js';
import { type HandlerTable, int, type Query, text } from '../../platform/http/handlers.js';
import { filterCondition, readReportFilter } from '../../platform/http/report-filter.js';
import { dashboardCards } from '../dashboard/dashboard-cards.js';
import { attrDailySales } from '../store-checks/attr-daily.js';
import { dailySales } from './sales-daily.js';

export const RECENT_SALES = 200;

const monthDays = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Days of the month already behind us: all of a past month, none of a future one, today's included. */
function daysElapsed(year: number, month: number, now = new Date()): number {
  // The business day (BUSINESS_TIME_ZONE), read as a UTC calendar date.
  const today = new Date(`${businessDay(now)}T00:00:00Z`);
  const current = today.getUTCFullYear() * 12 + today.getUTCMonth();
  const asked = year * 12 + (month - 1);
  if (asked < current) return monthDays(year, month);
  if (asked > current) return 0;
  return today.getUTCDate();
}

function readTargetType(query: Query, required: boolean): '' | 'Quantity' | 'Value' {
  const type = text(query, 'TargetType');
  if (type === '' && !required) return '';
  if (type !== 'Quantity' && type !== 'Value')
    throw new HttpError(400, 'TargetType must be Quantity or Value', 'TargetType');
  return type;
}

/** Targets with what was sold against them, per member and brand, for one month and type. */
function targetsWithActuals(db: Db, query: Query, type: 'Quantity' | 'Value') {
  const year = int(query, 'Year');
  const month = int(query, 'Month');
  const measure = type === 'Quantity' ? 'r.quantity' : 'r.value';
  // The actuals come from the monthly roll-up per member and brand (migration 033), one row by its key for each
  // target row: no sale is read.
  return db.query(
    `select t.team_member_id as "TeamMemberID", t.brand_id as "BrandID", t.target::float8 as "Target",
      coalesce(${measure}, 0)::float8 as "Actual"
    from monthly_targets t join team_members m on m.team_member_id = t.team_member_id
    left join sales_member_monthly r on r.month = make_date($1, $2, 1) and r.team_member_id = t.team_member_id
      and r.brand_id = t.brand_id
    where t.target_year = $1 and t.target_month = $2 and t.target_type = $3
      and ($4::int = 0 or t.brand_id = $4) and ($5::int = 0 or m.region_id = $5)
      and ($6::int = 0 or t.brand_id in (select bm.brand_id from brand_managers bm where bm.team_member_id = $6))
    order by t.team_member_id, t.brand_id`,
    [year, month, type, int(query, 'BrandID'), int(query, 'RegionID'), int(query, 'ManagerID')],
  );
}

async function achievement(db: Db, query: Query, type: 'Quantity' | 'Value') {
  const year = int(query, 'Year');
  const month = int(query, 'Month');
  const rows = (await targetsWithActuals(db, query, type)) as {
    TeamMemberID: number;
    Target: number;
    Actual: number;
  }[];
  const byMember = new Map<number, { TeamMemberID: number; Target: number; Actual: number }>();
  for (const row of rows) {
    const member = byMember.get(row.TeamMemberID) ?? { TeamMemberID: row.TeamMemberID, Target: 0, Actual: 0 };
    member.Target += row.Target;
    member.Actual += row.Actual;
    byMember.set(row.TeamMemberID, member);
  }
  const days = { DaysInMonth: monthDays(year, month), DaysElapsed: daysElapsed(year, month) };
  return ok(
    [...byMember.values()].map((member) => ({
      ...member,
      Target: round2(member.Target),
      Actual: round2(member.Actual),
      ...days,
    })),
  );
}

const round2 = (value: number) => Math.round(value * 100) / 100;

export const salesHandlers: HandlerTable = {
  DailySales: async (query, { db }) => ok(await (attrDailySales(db, query) ?? dailySales(db, query))),

  RecnetSales: async (query, { db }) =>
    ok(
      await sales(
        db,
        query,
        `sa.sale_id as "SaleID", to_char(sa.sale_date, 'YYYY-MM-DD') as "SaleDate",
      sa.store_id as "StoreID", sa.team_member_id as "TeamMemberID", sa.product_id as "ProductID",
      p.brand_id as "BrandID",
      sa.quantity as "Quantity", sa.value::float8 as "Value"`,
        `order by sa.sale_date desc, sa.sale_id desc limit ${RECENT_SALES}`,
      ),
    ),

  async SaleReport(query, { db }) {
    const country = int(query, 'CountryID');
    const filter = readReportFilter({
      FromDate: query.DateFrom,
      ToDate: query.DateTo,
      ChannelID: query.ChannelID,
      ManagerID: query.ManagerID,
    });
    // The distributor works in one country (1); any other has no sales.
    if (country !== 0 && country !== 1) return ok([]);
    const { where, params } = filterCondition(filter, 'sa.sale_date');
    return ok(
      await db.query(
        `select p.brand_id as "BrandID", s.channel_id as "ChannelID", ${SALE_MEASURES} ${SALES} where ${where}
      group by p.brand_id, s.channel_id order by p.brand_id, s.channel_id`,
        params,
      ),
    );
  },

  async MonthlyTarget(query, { db }) {
    const type = readTargetType(query, false);
    return ok(
      await db.query(
        `select team_member_id as "TeamMemberID", brand_id as "BrandID", target_year as "Year", target_month as "Month",
        target_type as "TargetType", target::float8 as "Target"
      from monthly_targets where target_year = $1 and target_month = $2 and ($3 = '' or target_type = $3)
        and ($4::int = 0 or team_member_id = $4) and ($5::int = 0 or brand_id = $5)
      order by team_member_id, brand_id, target_type`,
        [int(query, 'Year'), int(query, 'Month'), type, int(query, 'TeamMemberID'), int(query, 'BrandID')],
      ),
    );
  },

  async MonthlyTargetAdd(query, { db }) {
    const type = readTargetType(query, true);
    const target = Number(query.Target);
    const decimals = type === 'Quantity' ? 0 : 2;
    if (Math.round(target * 10 ** decimals) !== target * 10 ** decimals) {
      throw new HttpError(
        400,
        type === 'Quantity' ? 'Target must be a whole number' : 'Target may have at most 2 decimals',
        'Target',
      );
    }
    const memberId = int(query, 'TeamMemberID');
    const brandId = int(query, 'BrandID');
    // Which team types take targets is the product's rule (its team-type roles), checked by the gateway.
    const [row] = await db.query<{ member: boolean; brand: boolean }>(
      `select exists (select 1 from team_members where team_member_id = $1) as member,
        exists (select 1 from brands where brand_id = $2) as brand`,
      [memberId, brandId],
    );
    if (!row?.member) throw new HttpError(400, `TeamMemberID ${memberId} does not exist`, 'TeamMemberID');
    if (!row.brand) throw new HttpError(400, `BrandID ${brandId} does not exist`, 'BrandID');
    const [saved] = await db.query(
      `insert into monthly_targets (team_member_id, brand_id, target_year, target_month, target_type, target)
        values ($1, $2, $3, $4, $5, $6)
      on conflict (team_member_id, brand_id, target_year, target_month, target_type)
        do update set target = excluded.target
      returning team_member_id as "TeamMemberID", brand_id as "BrandID", target_year as "Year", target_month as "Month",
        target_type as "TargetType", target::float8 as "Target"`,
      [memberId, brandId, int(query, 'Year'), int(query, 'Month'), type, target],
    );
    return ok(saved, 'Target saved');
  },

  ViewMonthlyTarget_Qty: async (query, { db }) => ok(await targetsWithActuals(db, query, 'Quantity')),
  ViewMonthlyTarget_Value: async (query, { db }) => ok(await targetsWithActuals(db, query, 'Value')),
  TargetAchievement_All_Qty: (query, { db }) => achievement(db, query, 'Quantity'),
  TargetAchievement_All_Value: (query, { db }) => achievement(db, query, 'Value'),

  DashboardCards: async (query, { db }) => ok(await dashboardCards(db, query)),

  async StoreSummary(query, { db }) {
    const filter = readReportFilter(query);
    const { where, params } = filterCondition(filter, 'v.visit_date');
    return ok(
      await db.query(
        `select s.region_id as "RegionID", count(*)::int as "Stores",
        count(*) filter (where s.active_status = 1)::int as "ActiveStores",
        count(*) filter (where exists (select 1 from visits v join display_check_lines l on l.visit_id = v.visit_id
          join products p on p.product_id = l.product_id
          where v.store_id = s.store_id and ${where}))::int as "VisitedStores"
      from stores s where ($4::int = 0 or s.region_id = $4) and ($5::int = 0 or s.city_id = $5)
        and ($6::int = 0 or s.channel_id = $6)
        and ($8::int = 0 or s.grade_id = $8) and ($9::int = 0 or s.store_id = $9)
      group by s.region_id order by s.region_id`,
        params,
      ),
    );
  },

  async ProductCountbyBrandSummary(query, { db }) {
    const filter = readReportFilter(query);
    return ok(
      await db.query(
        `select p.brand_id as "BrandID", count(*)::int as "Products",
        count(*) filter (where p.active_status = 1)::int as "ActiveProducts"
      from products p where ($1::int = 0 or p.brand_id = $1) and ($2::int = 0 or p.product_category_id = $2)
        and ($3::int = 0 or p.brand_id in (select bm.brand_id from brand_managers bm where bm.team_member_id = $3))
      group by p.brand_id order by p.brand_id`,
        [filter.brandId, filter.categoryId, filter.managerId],
      ),
    );
  },
};
