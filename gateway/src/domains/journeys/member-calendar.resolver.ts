// Journeys: a member's week (Journey Plan) and month (Month Visit), day by day.
import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, Info, Int, Query, Resolver } from 'type-graphql';
import { businessDay } from '../../platform/business-day.js';
import type { Context } from '../../platform/graphql/context.js';
import { withMessage } from '../../platform/graphql/errors.js';
import { listRows } from '../../platform/graphql/query-cost.js';
import { selectionOf } from '../../platform/graphql/selection.js';
import { InputChecks } from '../../platform/graphql/validate.js';
import { Page } from '../../platform/permissions/page.js';
import { formatDay } from '../../platform/reports/report-filter.js';
import { joinFor } from '../reference/joins.js';
import { requireKnownMember } from '../team/team.input.js';
import { checkWeek, checkYear } from './journeys.common.js';
import { weekDays } from './journeys.mapper.js';
import { fetchMonthVisits, fetchWeekPlan } from './journeys.rest.js';
import { DayVisitStatus, JourneyWeek, planEntryRelations } from './journeys.types.js';

@Resolver()
export class MemberCalendarResolver {
  @Page('Journey Plan')
  @Query(() => JourneyWeek, {
    description: "A member's plan for an ISO week with what was visited, Monday to Sunday. Page: Journey Plan.",
  })
  async journeyPlan(
    @Arg('teamMemberId', () => Int, { description: 'The member (TeamMemberID).' }) teamMemberId: number,
    @Arg('year', () => Int, { description: 'ISO week-numbering year, 2000 to 2100.' }) year: number,
    @Arg('week', () => Int, { description: 'ISO week, 1 to 53 (53 only in years that have it).' }) week: number,
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
    complexity: listRows(31),
    description: "A member's month, day by day: planned, visited, missed and unplanned store-days. Page: Month Visit.",
  })
  async monthVisitStatus(
    @Arg('teamMemberId', () => Int, { description: 'The member (TeamMemberID).' }) teamMemberId: number,
    @Arg('month', () => Int, { description: 'Month, 1 (January) to 12.' }) month: number,
    @Arg('year', () => Int, { description: 'Year, 2000 to 2100.' }) year: number,
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
}
