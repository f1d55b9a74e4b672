// Store Grade By Brand: active stores by brand with the grade set for each, and setting one store's grade.
// Page: Store Grade By Brand.
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../context.js';
import { withMessage } from '../../errors.js';
import { InputChecks, optionalId, optionalText } from '../../validate.js';
import { Page } from '../access/page.js';
import { joinOf } from '../joins/joins.js';
import { refused } from './settings.common.js';
import { fetchStoreGrades, setStoreGrade } from './settings.rest.js';
import { StoreGradeRow, StoreMappingFilter } from './settings.types.js';

@Resolver()
export class StoreGradesResolver {
  @Page('Store Grade By Brand')
  @Query(() => [StoreGradeRow], {
    description:
      'Active stores by brand with the grade set for each, over the filter, every row. Page: Store Grade By Brand.',
  })
  async storeGrades(
    @Arg('brandId', () => Int, { nullable: true }) brandId: number | null,
    @Arg('filter', () => StoreMappingFilter, { nullable: true }) filter: StoreMappingFilter | null,
    @Ctx() ctx: Context,
  ): Promise<StoreGradeRow[]> {
    const params = {
      BrandID: optionalId('brandId', brandId),
      RegionID: optionalId('filter.regionId', filter?.regionId),
      CityID: optionalId('filter.cityId', filter?.cityId),
      ChannelID: optionalId('filter.channelId', filter?.channelId),
      StoreName: optionalText('filter.storeName', filter?.storeName, 100),
    };
    const [rows, refs] = await Promise.all([
      withMessage('Failed to fetch store grade by brand', fetchStoreGrades(ctx, params)),
      ctx.refs.load(['stores', 'brands', 'grades'], ctx.log),
    ]);
    const join = joinOf(refs);
    return rows.map((row) => ({
      store: join.store(row.StoreID),
      brand: join.brand(row.BrandID),
      grade: row.GradeID === null ? null : join.grade(row.GradeID),
    }));
  }

  @Page('Store Grade By Brand')
  @Mutation(() => StoreGradeRow, { description: "Sets a store's grade for a brand. Page: Store Grade By Brand." })
  async setStoreGrade(
    @Arg('storeId', () => Int) storeId: number,
    @Arg('brandId', () => Int) brandId: number,
    @Arg('gradeId', () => Int) gradeId: number,
    @Ctx() ctx: Context,
  ): Promise<StoreGradeRow> {
    const refs = await ctx.refs.load(['stores', 'brands', 'grades'], ctx.log);
    const checks = new InputChecks();
    if (!refs.stores?.byId.has(storeId)) checks.fail('storeId', `Store ${storeId} does not exist`);
    if (!refs.brands?.byId.has(brandId)) checks.fail('brandId', `Brand ${brandId} does not exist`);
    if (!refs.grades?.byId.has(gradeId)) checks.fail('gradeId', `Grade ${gradeId} does not exist`);
    checks.done();
    const row = await setStoreGrade(ctx, { StoreID: storeId, BrandID: brandId, GradeID: gradeId }).catch(refused);
    const join = joinOf(refs);
    return { store: join.store(storeId), brand: join.brand(brandId), grade: join.grade(row?.GradeID ?? gradeId) };
  }
}
