// Visits and journey plans: the visit report, a member's week (planned store-days and what was
// visited), plan changes, copying a week (safe to repeat; stores no longer the member's are
// reported, not copied), the month's visit status, mapped stores and the team's latest positions.
import type { Db } from '../../platform/db/db.js';
import { HttpError, ok } from '../../platform/http/envelope.js';
import { type HandlerTable, int, type Query, text } from '../../platform/http/handlers.js';
import { listOrPage } from '../../platform/http/paging.js';
import { filterCondition, readReportFilter, today } from '../../platform/http/report-filter.js';

/** The Monday of an ISO week, YYYY-MM-DD. */
export function isoWeekMonday(year: number, week: number): string {
  const jan4 = Date.UTC(year, 0, 4);
  const jan4Weekday = (new Date(jan4).getUTCDay() + 6) % 7;
  return new Date(jan4 - jan4Weekday * 86_400_000 + (week - 1) * 7 * 86_400_000).toISOString().slice(0, 10);
}

/** Weeks in an ISO year: 53 when 28 December falls in week 53. */
function weeksIn(year: number): number {
  const dec28 = new Date(Date.UTC(year, 11, 28));
  const thursday = new Date(dec28.getTime() + (3 - ((dec28.getUTCDay() + 6) % 7)) * 86_400_000);
  return Math.floor((thursday.getTime() - Date.UTC(thursday.getUTCFullYear(), 0, 1)) / (7 * 86_400_000)) + 1;
}

function readWeek(query: Query, name: string, year: number): number {
  const week = int(query, name);
  if (week > weeksIn(year)) throw new HttpError(400, `${name} ${week} does not exist in ${year}`, name);
  return week;
}

/** The ISO week and its year of a YYYY-MM-DD date. */
export function isoWeekOf(date: string): { year: number; week: number } {
  const day = new Date(`${date}T00:00:00Z`);
  const thursday = new Date(day.getTime() + (3 - ((day.getUTCDay() + 6) % 7)) * 86_400_000);
  const year = thursday.getUTCFullYear();
  return { year, week: Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * 86_400_000)) + 1 };
}

/** Plans are changed for this week or later: a past week is history, by the business day (`day`). */
export function refusePastWeek(year: number, week: number, parameter: string, day: string = today()) {
  const now = isoWeekOf(day);
  if (year * 100 + week < now.year * 100 + now.week)
    throw new HttpError(400, `Week ${week} of ${year} is in the past`, parameter);
}

const yearOf = (query: Query) => int(query, 'Year') || Number(today().slice(0, 4));

async function requireMember(db: Db, memberId: number) {
  const [member] = await db.query('select 1 from team_members where team_member_id = $1', [memberId]);
  if (!member) throw new HttpError(404, `Team member ${memberId} does not exist`, 'TeamMemberID');
}

const VISIT_COLUMNS = `v.visit_id as "VisitID", to_char(v.visit_date, 'YYYY-MM-DD') as "VisitDate", v.store_id as
  "StoreID",
  v.team_member_id as "TeamMemberID", to_json(v.check_in) #>> '{}' as "CheckIn", to_json(v.check_out) #>> '{}' as
  "CheckOut",
  coalesce(round(extract(epoch from v.check_out - v.check_in) / 60)::int, 0) as "DurationMinutes",
  v.latitude as "Latitude", v.longitude as "Longitude",
  round(111320 * sqrt(power(v.latitude - s.latitude, 2) + power((v.longitude - s.longitude) *
  cos(radians(s.latitude)), 2)))::int as "DistanceMeters",
  case when exists (select 1 from journey_plans j where j.team_member_id = v.team_member_id and j.store_id =
  v.store_id and j.plan_date = v.visit_date) then 1 else 0 end as "Planned"`;

interface CopyLine {
  PlanDate: string;
  StoreID: number;
  Reason?: string;
}

async function copyWeek(db: Db, query: Query) {
  const memberId = int(query, 'TeamMemberID');
  const year = yearOf(query);
  const fromWeek = readWeek(query, 'CopyFrom_WeekNo', year);
  const toWeek = readWeek(query, 'CopyTo_WeekNo', year);
  const preview = int(query, 'Preview') === 1;
  if (fromWeek === toWeek) throw new HttpError(400, 'CopyTo_WeekNo must differ from CopyFrom_WeekNo', 'CopyTo_WeekNo');
  refusePastWeek(year, toWeek, 'CopyTo_WeekNo');
  await requireMember(db, memberId);
  const shift = (toWeek - fromWeek) * 7;
  return db.transaction(async (tx) => {
    const lines = await tx.query<{
      PlanDate: string;
      StoreID: number;
      Target: string;
      Mapped: boolean;
      Active: boolean;
      Exists: boolean;
    }>(
      `
      select to_char(j.plan_date, 'YYYY-MM-DD') as "PlanDate", j.store_id as "StoreID", to_char(j.plan_date +
      $4::int, 'YYYY-MM-DD') as "Target",
        exists (select 1 from member_stores ms where ms.team_member_id = j.team_member_id and ms.store_id =
        j.store_id) as "Mapped",
        s.active_status = 1 as "Active",
        exists (select 1 from journey_plans t where t.team_member_id = j.team_member_id and t.store_id = j.store_id
        and t.plan_date = j.plan_date + $4::int) as "Exists"
      from journey_plans j join stores s on s.store_id = j.store_id
      where j.team_member_id = $1 and j.plan_year = $2 and j.week_no = $3
      order by j.plan_date, j.store_id`,
      [memberId, year, fromWeek, shift],
    );
    const copied: CopyLine[] = [];
    const skipped: CopyLine[] = [];
    const day = today();
    for (const line of lines) {
      const target = { PlanDate: line.Target, StoreID: line.StoreID };
      // A past day's plan is what the member was sent out with: a copy into this week leaves its past days alone.
      if (line.Target < day) skipped.push({ ...target, Reason: 'the day has passed' });
      else if (line.Exists) skipped.push({ ...target, Reason: 'already planned' });
      else if (!line.Mapped) skipped.push({ ...target, Reason: 'the store is no longer mapped to the team member' });
      else if (!line.Active) skipped.push({ ...target, Reason: 'the store is inactive' });
      else copied.push(target);
    }
    if (!preview) {
      for (const line of copied) {
        await tx.query(
          'insert into journey_plans (team_member_id, store_id, plan_date) values ($1, $2, $3) on conflict do nothing',
          [memberId, line.StoreID, line.PlanDate],
        );
      }
    }
    return ok(
      { Preview: preview ? 1 : 0, Copied: copied, Skipped: skipped },
      preview
        ? `${copied.length} store-days would be copied`
        : `${copied.length} store-days copied, ${skipped.length} skipped`,
    );
  });
}

export const journeyHandlers: HandlerTable = {
  async StoreVisitReport(query, { db }) {
    const { where, params } = filterCondition(readReportFilter(query), 'v.visit_date');
    // Brand, category and manager narrow by what was checked on the visit.
    return listOrPage(db, query, {
      sql: `select ${VISIT_COLUMNS} from visits v join stores s on s.store_id = v.store_id
      where exists (select 1 from display_check_lines l join products p on p.product_id = l.product_id where
      l.visit_id = v.visit_id and ${where})`,
      order: 'order by v.visit_date desc, v.check_in desc nulls last, v.visit_id desc',
      params,
    });
  },

  async GetTeamMemberVisitSummary(query, { db }) {
    const memberId = int(query, 'TeamMemberID');
    const year = yearOf(query);
    const week = readWeek(query, 'WeekNo', year);
    await requireMember(db, memberId);
    const monday = isoWeekMonday(year, week);
    return ok(
      await db.query(
        `with plans as (
        select plan_date, store_id from journey_plans where team_member_id = $1 and plan_date between $2::date and
        $2::date + 6),
      done as (
        select visit_date, store_id, min(visit_id) as visit_id, min(check_in) as check_in from visits
        where team_member_id = $1 and visit_date between $2::date and $2::date + 6 group by visit_date, store_id)
      select to_char(coalesce(p.plan_date, d.visit_date), 'YYYY-MM-DD') as "PlanDate", coalesce(p.store_id,
      d.store_id) as "StoreID",
        case when p.store_id is null then 0 else 1 end as "Planned", case when d.store_id is null then 0 else 1 end
        as "Visited",
        d.visit_id as "VisitID", to_json(d.check_in) #>> '{}' as "CheckIn"
      from plans p full join done d on d.visit_date = p.plan_date and d.store_id = p.store_id
      order by 1, 2`,
        [memberId, monday],
      ),
    );
  },

  async JourneyPlanChange(query, { db }) {
    const memberId = int(query, 'TeamMemberID');
    const storeId = int(query, 'StoreID');
    const planDate = text(query, 'PlanDate');
    const action = text(query, 'Action');
    const { year, week } = isoWeekOf(planDate);
    if (query.WeekNo !== undefined && int(query, 'WeekNo') !== week)
      throw new HttpError(400, `PlanDate ${planDate} is in week ${week}, not ${int(query, 'WeekNo')}`, 'WeekNo');
    if (query.Year !== undefined && int(query, 'Year') !== year)
      throw new HttpError(
        400,
        `PlanDate ${planDate} is in week ${week} of ${year}, not of ${int(query, 'Year')}`,
        'Year',
      );
    refusePastWeek(year, week, 'PlanDate');
    await requireMember(db, memberId);
    if (action === 'remove') {
      const removed = await db.query(
        'delete from journey_plans where team_member_id = $1 and store_id = $2 and plan_date = $3 returning store_id',
        [memberId, storeId, planDate],
      );
      return ok(
        { TeamMemberID: memberId, StoreID: storeId, PlanDate: planDate, Planned: 0, Changed: removed.length },
        removed.length ? 'Removed from the plan' : 'Was not planned',
      );
    }
    const [store] = await db.query<{ active: number; mapped: boolean }>(
      `select active_status as active,
        exists (select 1 from member_stores ms where ms.team_member_id = $2 and ms.store_id = $1) as mapped
      from stores where store_id = $1`,
      [storeId, memberId],
    );
    if (!store) throw new HttpError(400, `StoreID ${storeId} does not exist`, 'StoreID');
    if (store.active !== 1) throw new HttpError(400, `Store ${storeId} is inactive`, 'StoreID');
    if (!store.mapped) throw new HttpError(400, `Store ${storeId} is not mapped to team member ${memberId}`, 'StoreID');
    const added = await db.query(
      'insert into journey_plans (team_member_id, store_id, plan_date) values ($1, $2, $3) on conflict do nothing ' +
        'returning store_id',
      [memberId, storeId, planDate],
    );
    return ok(
      { TeamMemberID: memberId, StoreID: storeId, PlanDate: planDate, Planned: 1, Changed: added.length },
      added.length ? 'Added to the plan' : 'Already planned',
    );
  },

  CopyJourneyPlan: (query, { db }) => copyWeek(db, query),

  async MontlyVisitStatus(query, { db }) {
    const memberId = int(query, 'TeamMemberID');
    await requireMember(db, memberId);
    return ok(
      await db.query(
        `with days as (
        select d::date as day from generate_series(make_date($2, $3, 1), make_date($2, $3, 1) + interval '1 month' -
        interval '1 day', interval '1 day') as d),
      plans as (select plan_date, store_id from journey_plans where team_member_id = $1),
      done as (select distinct visit_date, store_id from visits where team_member_id = $1)
      select to_char(days.day, 'YYYY-MM-DD') as "Date",
        (select count(*) from plans p where p.plan_date = days.day)::int as "Planned",
        (select count(*) from plans p join done d on d.visit_date = p.plan_date and d.store_id = p.store_id where
        p.plan_date = days.day)::int as "Visited",
        case when days.day < $4::date then (select count(*) from plans p where p.plan_date = days.day
          and not exists (select 1 from done d where d.visit_date = p.plan_date and d.store_id = p.store_id))::int
          else 0 end as "Missed",
        (select count(*) from done d where d.visit_date = days.day
          and not exists (select 1 from plans p where p.plan_date = d.visit_date and p.store_id = d.store_id))::int
          as "Unplanned"
      from days order by days.day`,
        [memberId, int(query, 'PlanYear'), int(query, 'PlanMonth'), today()],
      ),
    );
  },

  TeamLocations: async (query, { db }) =>
    ok(
      await db.query(
        `select distinct on (v.team_member_id) v.team_member_id as "TeamMemberID",
      v.latitude as "Latitude", v.longitude as "Longitude", to_json(v.check_in) #>> '{}' as "At", v.visit_id as
      "VisitID", v.store_id as "StoreID"
    from visits v join team_members m on m.team_member_id = v.team_member_id
    where v.check_in is not null and v.latitude is not null and m.active_status = 1
      and ($1::int = 0 or m.region_id = $1) and ($2::int = 0 or m.team_type_id = $2)
    order by v.team_member_id, v.check_in desc`,
        [int(query, 'RegionID'), int(query, 'TeamTypeID')],
      ),
    ),
};
