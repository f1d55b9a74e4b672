// Records: the Training List page (trainings between two days, their types and models).

import type { GraphQLResolveInfo } from 'graphql';
import { GraphQLLocalDate } from 'graphql-scalars';
import { Arg, Ctx, Info, Int, Query, Resolver } from 'type-graphql';
import { businessDay } from '../../platform/business-day.js';
import type { Context } from '../../platform/graphql/context.js';
import { listRows } from '../../platform/graphql/query-cost.js';
import { optionalId } from '../../platform/graphql/validate.js';
import { Page, SignedIn } from '../../platform/permissions/page.js';
import { reportQuery } from '../reference/report-query.js';
import { byId, LONG_RANGE_DAYS, trainingModels, trainingTypes } from './records.common.js';
import { fetchTrainings } from './records.rest.js';
import { NamedItem, Training, TrainingStatus, trainingRelations } from './records.types.js';

/** PLANNED when the training's day is after the business's `today`, else DONE. */
export const trainingStatus = (date: string, today: string) =>
  date.slice(0, 10) > today ? TrainingStatus.PLANNED : TrainingStatus.DONE;

/**
 * What a daily reader looks for first: the coming trainings (after `today`), soonest first, then the past ones, latest
 * first (a day's trainings by id, the upstream's order). The description's TrainingList gives them newest first, the
 * furthest planned session at the top.
 */
export function orderByRelevance<R extends { TrainingID: number; TrainingDate: string }>(
  rows: readonly R[],
  today: string,
): R[] {
  const planned = (row: R) => trainingStatus(row.TrainingDate, today) === TrainingStatus.PLANNED;
  return [...rows].sort((a, b) => {
    if (planned(a) !== planned(b)) return planned(a) ? -1 : 1;
    const order = a.TrainingDate.localeCompare(b.TrainingDate) || a.TrainingID - b.TrainingID;
    return planned(a) ? order : -order;
  });
}

@Resolver()
export class TrainingsResolver {
  @Page('Training List')
  @Query(() => [Training], {
    complexity: listRows(10_000),
    description:
      "Trainings between two days (default the description's 2023-01-01 to 2027-01-01), of one " +
      "type, model or region: the planned ones (after the business's today) first, soonest first, then the done " +
      'ones, latest first. Page: Training List.',
  })
  async trainings(
    @Arg('fromDate', () => GraphQLLocalDate, { nullable: true, description: 'YYYY-MM-DD.' }) fromDate: string | null,
    @Arg('toDate', () => GraphQLLocalDate, { nullable: true, description: 'YYYY-MM-DD.' }) toDate: string | null,
    @Arg('typeId', () => Int, {
      nullable: true,
      description: 'Only trainings of this type (trainingTypes lists them); null or 0 = all.',
    })
    typeId: number | null,
    @Arg('modelId', () => Int, {
      nullable: true,
      description: 'Only trainings on this model (trainingModels lists them); null or 0 = all.',
    })
    modelId: number | null,
    @Arg('regionId', () => Int, {
      nullable: true,
      description: 'Only trainings in this region (RegionID); null or 0 = all.',
    })
    regionId: number | null,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<Training[]> {
    const [[rows, types, models], join] = await reportQuery(
      ctx,
      info,
      { fromDate, toDate, regionId },
      {
        message: 'Failed to fetch trainings',
        relations: trainingRelations,
        options: { maxDays: LONG_RANGE_DAYS, upstreamDefaults: true },
        fetch: (params) => {
          // The description's TrainingList takes no region: a base without the `filters` extra is asked for every
          // region, and the trainings of the region's members are kept here.
          const byRegionHere = params.RegionID !== 0 && !ctx.upstream.described.offers('filters');
          const upstream = {
            FromDate: params.FromDate,
            ToDate: params.ToDate,
            RegionID: byRegionHere ? 0 : params.RegionID,
            TrainingTypeID: optionalId('typeId', typeId),
            TrainingModelID: optionalId('modelId', modelId),
          };
          const trainings = byRegionHere
            ? Promise.all([fetchTrainings(ctx, upstream), ctx.refs.get('members', ctx.log)]).then(([rows, members]) =>
                rows.filter((row) => members.byId.get(row.TeamMemberID)?.RegionID === params.RegionID),
              )
            : fetchTrainings(ctx, upstream);
          return Promise.all([trainings, trainingTypes(ctx), trainingModels(ctx)]);
        },
      },
    );
    const type = byId(types);
    const model = byId(models);
    const today = businessDay();
    return orderByRelevance(rows, today).map((row) => ({
      id: row.TrainingID,
      date: row.TrainingDate,
      status: trainingStatus(row.TrainingDate, today),
      teamMember: join.member(row.TeamMemberID),
      type: type.get(row.TrainingTypeID) ?? null,
      model: model.get(row.TrainingModelID) ?? null,
      trainer: row.Trainer,
      durationMinutes: row.DurationMinutes,
    }));
  }

  @SignedIn()
  @Query(() => [NamedItem], { description: 'Training types.' })
  trainingTypes(@Ctx() ctx: Context): Promise<NamedItem[]> {
    return trainingTypes(ctx);
  }

  @SignedIn()
  @Query(() => [NamedItem], { description: 'Training models.' })
  trainingModels(@Ctx() ctx: Context): Promise<NamedItem[]> {
    return trainingModels(ctx);
  }
}
