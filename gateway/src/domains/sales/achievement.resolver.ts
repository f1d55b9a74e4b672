// Sales: the Target And Achivement page (quantity and value achievement of a month, with projections).
import type { GraphQLResolveInfo } from 'graphql';
import { Args, ArgsType, Ctx, Field, Info, Int, Query, Resolver } from 'type-graphql';
import type { Context } from '../../platform/graphql/context.js';
import { withMessage } from '../../platform/graphql/errors.js';
import { selectionOf } from '../../platform/graphql/selection.js';
import { Page } from '../../platform/permissions/page.js';
import { Honours } from '../../platform/reports/honoured.js';
import { ReportFilter } from '../../platform/reports/report-filter.js';
import { withJoin } from '../reference/report-query.js';
import { requireKnownMember } from '../team/team.input.js';
import { achievementOf } from './achievement.js';
import { monthParams } from './sales.common.js';
import { fetchAchievementTotals, fetchTargetLines } from './sales.rest.js';
import { AchievementReport, achievementRelations, TargetType } from './sales.types.js';

/** The arguments both achievement queries take (one list, so the two cannot drift apart). */
// In the printed schema's order (filter first), which separate @Arg parameters had produced.
@ArgsType()
class AchievementArgs {
  @Field(() => ReportFilter, { nullable: true, description: 'Only brandId, regionId and managerId apply.' })
  filter!: ReportFilter | null;

  @Field(() => Boolean, { defaultValue: false, description: 'true: a row per member and brand; false: per member.' })
  byBrand!: boolean;

  @Field(() => Int, { description: 'Month, 1 (January) to 12.' })
  month!: number;

  @Field(() => Int, { description: 'Year, 2000 to 2100.' })
  year!: number;

  @Field(() => Int, {
    nullable: true,
    description: "Only this team member's rows (TeamMemberID); null = every member's.",
  })
  teamMemberId!: number | null;
}

async function achievementReport(
  ctx: Context,
  info: GraphQLResolveInfo,
  type: TargetType,
  { year, month, byBrand, filter, teamMemberId }: AchievementArgs,
): Promise<AchievementReport> {
  const params = monthParams(year, month, filter);
  const member = teamMemberId ?? null;
  if (member !== null) await requireKnownMember(ctx, 'teamMemberId', member);
  // The described calls take no member: one member's rows are picked from the team's here.
  const theirs = <R extends { TeamMemberID: number }>(rows: readonly R[]) =>
    member === null ? rows : rows.filter((row) => row.TeamMemberID === member);
  const [totals, resolved] = await withJoin(
    ctx,
    'Failed to fetch targets',
    fetchAchievementTotals(ctx, type === TargetType.QUANTITY, params),
    achievementRelations,
    selectionOf(info).get('rows'),
  );
  const days = {
    daysInMonth: totals[0]?.DaysInMonth ?? new Date(Date.UTC(year, month, 0)).getUTCDate(),
    daysElapsed: totals[0]?.DaysElapsed ?? 0,
  };
  if (!byBrand) {
    return {
      ...days,
      rows: theirs(totals).map((row) => ({
        teamMember: resolved.member(row.TeamMemberID),
        brand: null,
        target: row.Target,
        actual: row.Actual,
        ...achievementOf(row.Target, row.Actual, row.DaysElapsed, row.DaysInMonth, { year, month }),
      })),
    };
  }
  const lines = await withMessage(
    'Failed to fetch targets',
    fetchTargetLines(ctx, type === TargetType.QUANTITY, params),
  );
  return {
    ...days,
    rows: theirs(lines).map((row) => ({
      teamMember: resolved.member(row.TeamMemberID),
      brand: resolved.brand(row.BrandID),
      target: row.Target,
      actual: row.Actual,
      ...achievementOf(row.Target, row.Actual, days.daysElapsed, days.daysInMonth, { year, month }),
    })),
  };
}

@Resolver()
export class AchievementResolver {
  @Page('Target And Achivement')
  @Honours(['brandId', 'regionId', 'managerId'])
  @Query(() => AchievementReport, {
    description:
      'Quantity achievement of a month per team member (byBrand: per member and brand), with the ' +
      'month-end projection. Page: Target And Achivement.',
  })
  achievementByQuantity(
    @Args(() => AchievementArgs) args: AchievementArgs,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<AchievementReport> {
    return achievementReport(ctx, info, TargetType.QUANTITY, args);
  }

  @Page('Target And Achivement')
  @Honours(['brandId', 'regionId', 'managerId'])
  @Query(() => AchievementReport, {
    description:
      'Value achievement of a month per team member (byBrand: per member and brand), with the ' +
      'month-end projection. Page: Target And Achivement.',
  })
  achievementByValue(
    @Args(() => AchievementArgs) args: AchievementArgs,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<AchievementReport> {
    return achievementReport(ctx, info, TargetType.VALUE, args);
  }
}
