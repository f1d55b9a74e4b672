// Visits, journey plans and team location: the visit report, a member's week and month, plan
// changes and week copies (checked first: weeks that exist, days inside the week, stores and
// members that exist), and the team's latest positions.
// Pages: Store Visit, Month Visit, Journey Plan, Team Location.
import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, Info, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../context.js';
import { fromWriteRefusal, withMessage } from '../../errors.js';
import { businessDay } from '../../business-day.js';
import { checkPaging, PageLimit, PageOffset } from '../../paging.js';
import { selectionOf } from '../../selection.js';
import type { Row } from '../../upstream/contract.js';
import { InputChecks, optionalId, optionalText } from '../../validate.js';
import { Page, SignedIn } from '../access/page.js';
import { StoreOption } from '../lookups/lookups.types.js';
import { checkReportFilter, formatDay, parseDay, ReportFilter } from '../reports/report-filter.js';
import { requireKnownMember } from '../team/team.input.js';
import { TeamMember } from '../team/team.types.js';
import {
  DayVisitStatus,
  FAR_FROM_STORE_METRES,
  JourneyWeek,
  MapSettings,
  PlanAction,
  PlanChangeInput,
  PlanChangeResult,
  type PlanCopyLine,
  PlanCopyResult,
  type PlanDay,
  StoreVisitPage,
  TeamLocation,
} from './journeys.types.js';
import {
  changePlan,
  copyPlan,
  fetchMappedStores,
  fetchMonthVisits,
  fetchStoreVisits,
  fetchTeamLocations,
  fetchWeekPlan,
} from './journeys.rest.js';
import { joinFor, joinOf, type Join } from '../joins/joins.js';
import { planEntryRelations, storeVisitRelations, teamLocationRelations } from './journeys.types.js';

export const STALE_AFTER_MINUTES = 12 * 60;
const MAX_PLAN_CHANGES = 200;
const DAY_MS = 86_400_000;

/** The Monday of an ISO week (UTC ms), or undefined when the year has no such week. */
export function isoWeekStart(year: number, week: number): number | undefined {
  const jan4 = Date.UTC(year, 0, 4);
  const monday = jan4 - ((new Date(jan4).getUTCDay() + 6) % 7) * DAY_MS + (week - 1) * 7 * DAY_MS;
  const thursday = new Date(monday + 3 * DAY_MS);
  return thursday.getUTCFullYear() === year ? monday : undefined;
}

function checkWeek(checks: InputChecks, field: string, year: number, week: number): number | undefined {
  if (!Number.isSafeInteger(week) || week < 1 || week > 53) {
    checks.fail(field, `${field} must be a week number from 1 to 53`);
    return undefined;
  }
  const monday = isoWeekStart(year, week);
  if (monday === undefined) checks.fail(field, `${year} has no week ${week}`);
  return monday;
}

/** Plans change for this week or later: a past week is history. */
function refusePastWeek(checks: InputChecks, field: string, year: number, week: number, monday: number | undefined) {
  const now = Date.now();
  const today = now - (now % DAY_MS);
  if (monday !== undefined && monday + 7 * DAY_MS <= today)
    checks.fail(field, `Week ${week} of ${year} is in the past`);
}

function checkYear(checks: InputChecks, year: number) {
  if (!Number.isSafeInteger(year) || year < 2000 || year > 2100)
    checks.fail('year', 'year must be a whole number from 2000 to 2100');
}

const storeOption = (join: Join, id: number): StoreOption | null => {
  const row = join.refs.stores?.byId.get(id);
  return row ? { id: row.StoreID, code: row.StoreCode, name: row.StoreName } : null;
};

function weekDays(rows: readonly Row<'WeekVisit'>[], monday: number, join: Join, today: string): PlanDay[] {
  return Array.from({ length: 7 }, (_, index) => {
    const date = formatDay(monday + index * DAY_MS);
    const mine = rows.filter((row) => row.PlanDate === date);
    return {
      date,
      weekday: index + 1,
      entries: mine
        .map((row) => ({
          store: join.store(row.StoreID),
          storeId: row.StoreID,
          planned: row.Planned === 1,
          visited: row.Visited === 1,
          checkIn: row.CheckIn ?? null,
        }))
        .sort((a, b) => (a.store?.name ?? '').localeCompare(b.store?.name ?? '')),
      planned: mine.filter((row) => row.Planned === 1).length,
      visited: mine.filter((row) => row.Planned === 1 && row.Visited === 1).length,
      missed: date < today ? mine.filter((row) => row.Planned === 1 && row.Visited === 0).length : 0,
      unplanned: mine.filter((row) => row.Planned === 0 && row.Visited === 1).length,
    };
  });
}

@Resolver()
export class JourneysResolver {
  @Page('Store Visit')
  @Query(() => StoreVisitPage, {
    description: 'Visits over the filter, newest first, a page at a time. Page: Store Visit.',
  })
  async storeVisits(
    @Arg('filter', () => ReportFilter, { nullable: true }) filter: ReportFilter | null,
    @PageLimit() limit: number,
    @PageOffset() offset: number,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<StoreVisitPage> {
    const { params } = checkReportFilter(filter);
    const paging = checkPaging(limit, offset);
    const [page, join] = await Promise.all([
      withMessage('Failed to fetch store visits', fetchStoreVisits(ctx, params, paging)),
      joinFor(ctx, storeVisitRelations, selectionOf(info).get('items')),
    ]);
    return {
      total: page.total,
      items: page.rows.map((row) => ({
        id: row.VisitID,
        date: row.VisitDate,
        store: join.store(row.StoreID),
        teamMember: join.member(row.TeamMemberID),
        checkIn: row.CheckIn ?? null,
        checkOut: row.CheckOut ?? null,
        durationMinutes: row.DurationMinutes,
        latitude: row.Latitude ?? null,
        longitude: row.Longitude ?? null,
        distanceMeters: row.DistanceMeters ?? null,
        farFromStore: (row.DistanceMeters ?? 0) > FAR_FROM_STORE_METRES,
        planned: row.Planned === 1,
      })),
    };
  }

  @Page('Journey Plan')
  @Query(() => JourneyWeek, {
    description: "A member's plan for an ISO week with what was visited, Monday to Sunday. Page: Journey Plan.",
  })
  async journeyPlan(
    @Arg('teamMemberId', () => Int) teamMemberId: number,
    @Arg('year', () => Int) year: number,
    @Arg('week', () => Int) week: number,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<JourneyWeek> {
    const checks = new InputChecks();
    checks.id('teamMemberId', teamMemberId);
    checkYear(checks, year);
    const monday = checks.failed('year') ? undefined : checkWeek(checks, 'week', year, week);
    checks.done();
    await requireKnownMember(ctx, 'teamMemberId', teamMemberId);
    const [rows, join] = await Promise.all([
      withMessage('Failed to fetch the journey plan', fetchWeekPlan(ctx, teamMemberId, week, year)),
      joinFor(ctx, planEntryRelations, selectionOf(info).get('days')?.get('entries'), ['stores']),
    ]);
    return { year, week, fromDate: formatDay(monday!), days: weekDays(rows, monday!, join, businessDay()) };
  }

  @Page('Month Visit')
  @Query(() => [DayVisitStatus], {
    description: "A member's month, day by day: planned, visited, missed and unplanned store-days. Page: Month Visit.",
  })
  async monthVisitStatus(
    @Arg('teamMemberId', () => Int) teamMemberId: number,
    @Arg('month', () => Int) month: number,
    @Arg('year', () => Int) year: number,
    @Ctx() ctx: Context,
  ): Promise<DayVisitStatus[]> {
    const checks = new InputChecks();
    checks.id('teamMemberId', teamMemberId);
    checkYear(checks, year);
    if (!Number.isSafeInteger(month) || month < 1 || month > 12)
      checks.fail('month', 'month must be a whole number from 1 to 12');
    checks.done();
    await requireKnownMember(ctx, 'teamMemberId', teamMemberId);
    const rows = await withMessage(
      'Failed to fetch the month visit status',
      fetchMonthVisits(ctx, teamMemberId, month, year),
    );
    return rows.map((row) => ({
      date: row.Date,
      planned: row.Planned,
      visited: row.Visited,
      missed: row.Missed,
      unplanned: row.Unplanned,
    }));
  }

  @Page('Journey Plan')
  @Query(() => [StoreOption], {
    description: 'The stores mapped to a member (active first), to plan from. Page: Journey Plan.',
  })
  async mappedStores(
    @Arg('teamMemberId', () => Int) teamMemberId: number,
    @Arg('search', () => String, { nullable: true, description: 'Part of the store name.' }) search: string | null,
    @Ctx() ctx: Context,
  ): Promise<StoreOption[]> {
    await requireKnownMember(ctx, 'teamMemberId', teamMemberId);
    const rows = await withMessage(
      'Failed to fetch the mapped stores',
      fetchMappedStores(ctx, teamMemberId, optionalText('search', search, 100)),
    );
    return rows
      .filter((row) => row.ActiveStatus === 1)
      .map((row) => ({ id: row.StoreID, code: row.StoreCode, name: row.StoreName }));
  }

  @SignedIn()
  @Query(() => [TeamMember], {
    description:
      'Active members of the field-staff team types, by name (the planning and visit screens pick from them).',
  })
  async fieldMembers(
    @Arg('regionId', () => Int, { nullable: true }) regionId: number | null,
    @Ctx() ctx: Context,
  ): Promise<TeamMember[]> {
    const region = optionalId('regionId', regionId);
    const refs = await ctx.refs.load(['members', 'teamTypes', 'regions'], ctx.log);
    const field = new Set(
      (refs.teamTypes?.rows ?? []).filter((row) => row.FieldStaff === 1).map((row) => row.TeamTypeID),
    );
    const join = joinOf(refs);
    return (refs.members?.rows ?? [])
      .filter((row) => field.has(row.TeamTypeID) && row.ActiveStatus === 1 && (region === 0 || row.RegionID === region))
      .map((row) => join.member(row.TeamMemberID))
      .filter((member): member is TeamMember => member !== null)
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  @Page('Team Location')
  @Query(() => MapSettings, { description: 'The tile server the team map uses (configuration). Page: Team Location.' })
  mapSettings(@Ctx() ctx: Context): MapSettings {
    return { tileUrl: ctx.map.tileUrl, attribution: ctx.map.attribution };
  }

  @Page('Team Location')
  @Query(() => [TeamLocation], {
    description:
      'Where each active team member was last seen, with the age of the fix (stale after ' +
      `${STALE_AFTER_MINUTES / 60} hours). Page: Team Location.`,
  })
  async teamLocations(
    @Arg('regionId', () => Int, { nullable: true }) regionId: number | null,
    @Arg('teamTypeId', () => Int, { nullable: true }) teamTypeId: number | null,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<TeamLocation[]> {
    const params = { RegionID: optionalId('regionId', regionId), TeamTypeID: optionalId('teamTypeId', teamTypeId) };
    const [rows, join] = await Promise.all([
      withMessage('Failed to fetch team locations', fetchTeamLocations(ctx, params)),
      joinFor(ctx, teamLocationRelations, selectionOf(info)),
    ]);
    const now = Date.now();
    return rows.map((row) => {
      const ageMinutes = Math.max(0, Math.round((now - Date.parse(row.At)) / 60_000));
      return {
        teamMember: join.member(row.TeamMemberID),
        latitude: row.Latitude,
        longitude: row.Longitude,
        at: row.At,
        ageMinutes,
        stale: ageMinutes > STALE_AFTER_MINUTES,
        visitId: row.VisitID,
        store: join.store(row.StoreID),
      };
    });
  }

  @Page('Journey Plan')
  @Mutation(() => [PlanChangeResult], {
    description:
      `Adds or removes store-days of one ISO week of a member's plan (at most ` +
      `${MAX_PLAN_CHANGES}); repeating a change changes nothing. Page: Journey Plan.`,
  })
  async changeJourneyPlan(
    @Arg('teamMemberId', () => Int) teamMemberId: number,
    @Arg('year', () => Int) year: number,
    @Arg('week', () => Int) week: number,
    @Arg('changes', () => [PlanChangeInput]) changes: PlanChangeInput[],
    @Ctx() ctx: Context,
  ): Promise<PlanChangeResult[]> {
    const refs = await ctx.refs.load(['members', 'stores'], ctx.log);
    const checks = new InputChecks();
    const known = refs.members?.byId.has(teamMemberId) ?? false;
    if (!known) checks.fail('teamMemberId', `Team member ${teamMemberId} does not exist`);
    checkYear(checks, year);
    const monday = checks.failed('year') ? undefined : checkWeek(checks, 'week', year, week);
    refusePastWeek(checks, 'week', year, week, monday);
    // A store is planned only for a member it is mapped to (User Store Mapping).
    const mapped =
      known && changes.some((change) => change.action === PlanAction.ADD)
        ? new Set(
            (await withMessage('Failed to fetch the mapped stores', fetchMappedStores(ctx, teamMemberId, ''))).map(
              (row) => row.StoreID,
            ),
          )
        : new Set<number>();
    if (changes.length === 0 || changes.length > MAX_PLAN_CHANGES)
      checks.fail('changes', `changes must hold 1 to ${MAX_PLAN_CHANGES} entries`);
    changes.forEach((change, index) => {
      const day = parseDay(change.date.trim());
      if (day === undefined)
        checks.fail(`changes[${index}].date`, `Change ${index + 1}: the date must be written YYYY-MM-DD`);
      else if (monday !== undefined && (day < monday || day >= monday + 7 * DAY_MS))
        checks.fail(`changes[${index}].date`, `Change ${index + 1}: ${change.date} is not in week ${week} of ${year}`);
      const store = refs.stores?.byId.get(change.storeId);
      if (!store)
        checks.fail(`changes[${index}].storeId`, `Change ${index + 1}: store ${change.storeId} does not exist`);
      else if (change.action === PlanAction.ADD && store.ActiveStatus !== 1)
        checks.fail(`changes[${index}].storeId`, `Change ${index + 1}: store ${store.StoreCode} is inactive`);
      else if (change.action === PlanAction.ADD && known && !mapped.has(change.storeId)) {
        checks.fail(
          `changes[${index}].storeId`,
          `Change ${index + 1}: store ${store.StoreCode} is not mapped to the team member`,
        );
      }
    });
    checks.done();
    const join = joinOf(refs);
    const results: PlanChangeResult[] = [];
    for (const change of changes) {
      // The description's fields (StoreID, TeamMemberID, WeekNo, Year, PlanDate); Action only to remove.
      const plan = {
        StoreID: change.storeId,
        TeamMemberID: teamMemberId,
        WeekNo: week,
        Year: year,
        PlanDate: change.date.trim(),
      };
      const params = change.action === PlanAction.REMOVE ? { ...plan, Action: change.action } : plan;
      const row = await changePlan(ctx, params).catch((error: unknown) => {
        throw fromWriteRefusal(error);
      });
      results.push({
        date: change.date.trim(),
        store: storeOption(join, change.storeId),
        planned: row?.Planned === 1,
        changed: row?.Changed === 1,
      });
    }
    return results;
  }

  @Page('Journey Plan')
  @Mutation(() => PlanCopyResult, {
    description:
      "Copies a member's week to another week of the same year, day by day; safe to repeat. " +
      'Stores no longer mapped to the member, or inactive, are skipped and reported. preview: ' +
      'true writes nothing. Page: Journey Plan.',
  })
  async copyJourneyPlan(
    @Arg('teamMemberId', () => Int) teamMemberId: number,
    @Arg('year', () => Int) year: number,
    @Arg('fromWeek', () => Int) fromWeek: number,
    @Arg('toWeek', () => Int) toWeek: number,
    @Arg('preview', () => Boolean, { defaultValue: false }) preview: boolean,
    @Ctx() ctx: Context,
  ): Promise<PlanCopyResult> {
    const refs = await ctx.refs.load(['members', 'stores'], ctx.log);
    const checks = new InputChecks();
    if (!refs.members?.byId.has(teamMemberId))
      checks.fail('teamMemberId', `Team member ${teamMemberId} does not exist`);
    checkYear(checks, year);
    if (!checks.failed('year')) {
      checkWeek(checks, 'fromWeek', year, fromWeek);
      refusePastWeek(checks, 'toWeek', year, toWeek, checkWeek(checks, 'toWeek', year, toWeek));
    }
    if (!checks.failed('fromWeek') && !checks.failed('toWeek') && fromWeek === toWeek)
      checks.fail('toWeek', 'toWeek must differ from fromWeek');
    checks.done();
    const result = await copyPlan(ctx, {
      TeamMemberID: teamMemberId,
      Year: year,
      CopyFrom_WeekNo: fromWeek,
      CopyTo_WeekNo: toWeek,
      Preview: preview ? 1 : 0,
    }).catch((error: unknown) => {
      throw fromWriteRefusal(error);
    });
    const join = joinOf(refs);
    const line = (row: { PlanDate: string; StoreID: number; Reason?: string }): PlanCopyLine => ({
      date: row.PlanDate,
      store: storeOption(join, row.StoreID),
      reason: row.Reason ?? null,
    });
    return {
      preview: result?.Preview === 1,
      copied: (result?.Copied ?? []).map(line),
      skipped: (result?.Skipped ?? []).map(line),
    };
  }
}
