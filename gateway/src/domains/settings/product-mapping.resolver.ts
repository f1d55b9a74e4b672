// Product Store Mapping: the products an account (channel) and grade carries, and adding or removing them.
// Page: Product Store Mapping.
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../platform/graphql/context.js';
import { badUserInput, withMessage } from '../../platform/graphql/errors.js';
import { InputChecks, optionalId, requiredId } from '../../platform/graphql/validate.js';
import { Page } from '../../platform/permissions/page.js';
import type { Product } from '../products/products.types.js';
import { joinOf } from '../reference/joins.js';
import { idList, refused } from './settings.common.js';
import { change } from './settings.mapper.js';
import { changeAccountProducts, fetchAccountProducts } from './settings.rest.js';
import { AccountProducts, MappingChange } from './settings.types.js';

@Resolver()
export class ProductMappingResolver {
  @Page('Product Store Mapping')
  @Query(() => AccountProducts, {
    description:
      'The products an account (channel) and grade carries and does not, of one brand when ' +
      'brandId is given. Page: Product Store Mapping.',
  })
  async accountProducts(
    @Arg('channelId', () => Int, { description: 'The account (ChannelID).' }) channelId: number,
    @Arg('gradeId', () => Int, { description: 'The grade (GradeID).' }) gradeId: number,
    @Arg('brandId', () => Int, {
      nullable: true,
      description: 'Only products of this brand (BrandID); null or 0 = all.',
    })
    brandId: number | null,
    @Ctx() ctx: Context,
  ): Promise<AccountProducts> {
    const params = {
      ChannelID: requiredId('channelId', channelId),
      GradeID: requiredId('gradeId', gradeId),
      BrandID: optionalId('brandId', brandId),
    };
    const [[mapped, unmapped], refs] = await Promise.all([
      withMessage('Failed to fetch the product mapping', fetchAccountProducts(ctx, params)),
      ctx.refs.load(['products', 'brands', 'categories'], ctx.log),
    ]);
    const join = joinOf(refs);
    const toItem = (row: { ProductID: number }) => join.product(row.ProductID);
    return {
      mapped: mapped.map(toItem).filter((p): p is Product => p !== null),
      unmapped: unmapped.map(toItem).filter((p): p is Product => p !== null),
    };
  }

  @Page('Product Store Mapping')
  @Mutation(() => MappingChange, {
    description:
      'Adds products to (add: true) or removes them from what an account and grade carries. ' +
      'Page: Product Store Mapping.',
  })
  async mapAccountProducts(
    @Arg('channelId', () => Int, { description: 'The account (ChannelID).' }) channelId: number,
    @Arg('gradeId', () => Int, { description: 'The grade (GradeID).' }) gradeId: number,
    @Arg('productIds', () => [Int], { description: 'The products (ProductID), at most 5000.' }) productIds: number[],
    @Arg('add', () => Boolean, { description: 'true: the account and grade carry them; false: they no longer do.' })
    add: boolean,
    @Ctx() ctx: Context,
  ): Promise<MappingChange> {
    const refs = await ctx.refs.load(['products', 'channels', 'grades'], ctx.log);
    const checks = new InputChecks();
    if (!refs.channels?.byId.has(channelId)) checks.fail('channelId', `Account ${channelId} does not exist`);
    if (!refs.grades?.byId.has(gradeId)) checks.fail('gradeId', `Grade ${gradeId} does not exist`);
    checks.done();
    const ids = idList('productIds', productIds, refs.products?.byId);
    if (ids === '') throw badUserInput('productIds', 'productIds must name at least one product');
    const row = await changeAccountProducts(ctx, add, {
      ChannelID: channelId,
      GradeID: gradeId,
      ProductIDs: ids,
    }).catch(refused);
    return change(row);
  }
}
