import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, Info, Int, Query, Resolver } from 'type-graphql';
import type { Context } from '../../context.js';
import { withMessage } from '../../errors.js';
import { selectionOf } from '../../selection.js';
import { Page } from '../access/page.js';
import { ReportFilter } from '../reports/report-filter.js';
import { achievementOf } from './achievement.js';
import { fetchAchievementTotals, fetchTargetLines } from './sales.rest.js';
import { AchievementReport, TargetType } from './sales.types.js';
import { joinFor } from '../joins/joins.js';
import { achievementRelations } from './sales.types.js';
import { monthParams } from './sales.common.js';

async function achievementReport(
  ctx: Context,
  info: GraphQLResolveInfo,
  type: TargetType,
  byBrand: boolean,
  year: number,
  month: number,
  filter: ReportFilter | null,
): Promise<AchievementReport> {
  const params = monthParams(year, month, filter);
  // Both at once, awaited together: a join started alone and awaited only after the totals would be left
  // without a handler when the totals fail first (an unhandled rejection when the reference lists fail too).
  const [totals, resolved] = await Promise.all([
    withMessage('Failed to fetch targets', fetchAchievementTotals(ctx, type === TargetType.QUANTITY, params)),
    joinFor(ctx, achievementRelations, selectionOf(info).get('rows')),
  ]);
  const days = {
    daysInMonth: totals[0]?.DaysInMonth ?? new Date(Date.UTC(year, month, 0)).getUTCDate(),
    daysElapsed: totals[0]?.DaysElapsed ?? 0,
  };
  if (!byBrand) {
    return {
      ...days,
      rows: totals.map((row) => ({
        teamMember: resolved.member(row.TeamMemberID),
        brand: null,
        target: row.Target,
        actual: row.Actual,
        ...achievementOf(row.Target, row.Actual, row.DaysElapsed, row.DaysInMonth),
      })),
    };
  }
  const lines = await withMessage(
    'Failed to fetch targets',
    fetchTargetLines(ctx, type === TargetType.QUANTITY, params),
  );
  return {
    ...days,
    rows: lines.map((row) => ({
      teamMember: resolved.member(row.TeamMemberID),
      brand: resolved.brand(row.BrandID),
      target: row.Target,
      actual: row.Actual,
      ...achievementOf(row.Target, row.Actual, days.daysElapsed, days.daysInMonth),
    })),
  };
}

@Resolver()
export class AchievementResolver {
  @Page('Target And Achivement')
  @Query(() => AchievementReport, {
    description:
      'Quantity achievement of a month per team member (byBrand: per member and brand), with the ' +
      'month-end projection. Page: Target And Achivement.',
  })
  achievementByQuantity(
    @Arg('year', () => Int) year: number,
    @Arg('month', () => Int) month: number,
    @Arg('byBrand', () => Boolean, { defaultValue: false }) byBrand: boolean,
    @Arg('filter', () => ReportFilter, { nullable: true, description: 'Only brandId, regionId and managerId apply.' })
    filter: ReportFilter | null,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<AchievementReport> {
    return achievementReport(ctx, info, TargetType.QUANTITY, byBrand, year, month, filter);
  }

  @Page('Target And Achivement')
  @Query(() => AchievementReport, {
    description:
      'Value achievement of a month per team member (byBrand: per member and brand), with the ' +
      'month-end projection. Page: Target And Achivement.',
  })
  achievementByValue(
    @Arg('year', () => Int) year: number,
    @Arg('month', () => Int) month: number,
    @Arg('byBrand', () => Boolean, { defaultValue: false }) byBrand: boolean,
    @Arg('filter', () => ReportFilter, { nullable: true, description: 'Only brandId, regionId and managerId apply.' })
    filter: ReportFilter | null,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<AchievementReport> {
    return achievementReport(ctx, info, TargetType.VALUE, byBrand, year, month, filter);
  }
}
