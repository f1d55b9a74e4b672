// Store Grade By Brand: active stores by brand with the grade set for each, and setting one store's grade.
// Page: Store Grade By Brand.
import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, Extensions, Info, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../platform/graphql/context.js';
import { withMessage } from '../../platform/graphql/errors.js';
import { listRows } from '../../platform/graphql/query-cost.js';
import { selectionOf } from '../../platform/graphql/selection.js';
import { InputChecks, optionalId, optionalText } from '../../platform/graphql/validate.js';
import { spendWrites, type WritesDeclared } from '../../platform/graphql/write-budget.js';
import { Page } from '../../platform/permissions/page.js';
import { UpstreamStatusError } from '../../platform/upstream/errors.js';
import { joinFor, joinOf } from '../reference/joins.js';
import { refused } from './settings.common.js';
import { toStoreGradeRow } from './settings.mapper.js';
import { fetchStoreGrades, setStoreGrade } from './settings.rest.js';
import { StoreGradeOutcome, StoreGradeRow, StoreMappingFilter, storeGradeRowRelations } from './settings.types.js';

/** Upstream calls a bulk grade change keeps in flight at once (the base takes one store a call). */
const GRADE_PARALLEL = 4;

@Resolver()
export class StoreGradesResolver {
  @Page('Store Grade By Brand')
  @Query(() => [StoreGradeRow], {
    complexity: listRows(10_000),
    description:
      'Active stores by brand with the grade set for each, over the filter, every row. Page: Store Grade By Brand.',
  })
  async storeGrades(
    @Arg('brandId', () => Int, {
      nullable: true,
      description: 'Only grades set for this brand (BrandID); null or 0 = every brand.',
    })
    brandId: number | null,
    @Arg('filter', () => StoreMappingFilter, {
      nullable: true,
      description: 'Which stores; null = every active store.',
    })
    filter: StoreMappingFilter | null,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<StoreGradeRow[]> {
    const params = {
      BrandID: optionalId('brandId', brandId),
      RegionID: optionalId('filter.regionId', filter?.regionId),
      CityID: optionalId('filter.cityId', filter?.cityId),
      ChannelID: optionalId('filter.channelId', filter?.channelId),
      StoreName: optionalText('filter.storeName', filter?.storeName, 100),
    };
    const [rows, join] = await Promise.all([
      withMessage('Failed to fetch store grade by brand', fetchStoreGrades(ctx, params)),
      joinFor(ctx, storeGradeRowRelations, selectionOf(info)),
    ]);
    return rows.map((row) => toStoreGradeRow(row, join));
  }

  @Page('Store Grade By Brand')
  @Mutation(() => StoreGradeRow, { description: "Sets a store's grade for a brand. Page: Store Grade By Brand." })
  async setStoreGrade(
    @Arg('storeId', () => Int, { description: 'The store (StoreID).' }) storeId: number,
    @Arg('brandId', () => Int, { description: 'The brand the grade is for (BrandID).' }) brandId: number,
    @Arg('gradeId', () => Int, { description: 'The grade (GradeID; grades lists them).' }) gradeId: number,
    @Ctx() ctx: Context,
  ): Promise<StoreGradeRow> {
    const refs = await ctx.refs.load(['stores', 'brands', 'grades'], ctx.log);
    const checks = new InputChecks();
    if (!refs.stores?.byId.has(storeId)) checks.fail('storeId', `Store ${storeId} does not exist`);
    if (!refs.brands?.byId.has(brandId)) checks.fail('brandId', `Brand ${brandId} does not exist`);
    if (!refs.grades?.byId.has(gradeId)) checks.fail('gradeId', `Grade ${gradeId} does not exist`);
    checks.done();
    const row = await setStoreGrade(ctx, { StoreID: storeId, BrandID: brandId, GradeID: gradeId }).catch(refused);
    return toStoreGradeRow({ StoreID: storeId, BrandID: brandId, GradeID: row?.GradeID ?? gradeId }, joinOf(refs));
  }

  @Page('Store Grade By Brand')
  @Extensions({ writes: { what: 'stores', arg: 'storeIds' } satisfies WritesDeclared })
  @Mutation(() => [StoreGradeOutcome], {
    description:
      'Sets one grade for a brand on many stores, one upstream call a store (a few at a time), ' +
      'answering each outcome in the order given. Every id is checked before any call. Page: Store Grade By Brand.',
  })
  async setStoreGrades(
    @Arg('storeIds', () => [Int], { description: 'The stores (StoreID), at most 5000.' }) storeIds: number[],
    @Arg('brandId', () => Int, { description: 'The brand the grade is for (BrandID).' }) brandId: number,
    @Arg('gradeId', () => Int, { description: 'The grade (GradeID; grades lists them).' }) gradeId: number,
    @Ctx() ctx: Context,
  ): Promise<StoreGradeOutcome[]> {
    // One upstream write a store: the request's write budget is checked before any upstream call.
    spendWrites(ctx.reply.request, storeIds.length, 'stores', 'storeIds');
    const refs = await ctx.refs.load(['stores', 'brands', 'grades', 'cities'], ctx.log);
    const checks = new InputChecks();
    const ids = [...new Set(storeIds)];
    if (ids.length === 0) checks.fail('storeIds', 'Choose at least one store');
    const unknown = ids.filter((id) => !refs.stores?.byId.has(id));
    if (unknown.length > 0) checks.fail('storeIds', `Store ${unknown.slice(0, 5).join(', ')} does not exist`);
    if (!refs.brands?.byId.has(brandId)) checks.fail('brandId', `Brand ${brandId} does not exist`);
    if (!refs.grades?.byId.has(gradeId)) checks.fail('gradeId', `Grade ${gradeId} does not exist`);
    checks.done();
    const join = joinOf(refs);
    const outcomes: StoreGradeOutcome[] = [];
    const setOne = async (storeId: number): Promise<StoreGradeOutcome> => {
      const store = join.store(storeId);
      try {
        await setStoreGrade(ctx, { StoreID: storeId, BrandID: brandId, GradeID: gradeId });
        return { storeId, store, ok: true, message: null };
      } catch (error) {
        // A refusal's own words when the base gave some; otherwise a plain failure (no upstream detail).
        const words = error instanceof UpstreamStatusError && error.status < 500 ? error.upstreamMessage : undefined;
        return { storeId, store, ok: false, message: words || 'Failed to save the grade' };
      }
    };
    let next = 0;
    const worker = async () => {
      while (next < ids.length) {
        const index = next++;
        outcomes[index] = await setOne(ids[index]!);
      }
    };
    await Promise.all(Array.from({ length: Math.min(GRADE_PARALLEL, ids.length) }, worker));
    return outcomes;
  }
}
