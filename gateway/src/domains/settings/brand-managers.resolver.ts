// Setup Manager By Brand: the managers set up per brand, and setting one up (only a member of a team type
// that manages brands) or removing one. Page: Setup Manager By Brand.
import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, Info, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../platform/graphql/context.js';
import { withMessage } from '../../platform/graphql/errors.js';
import { InputChecks, optionalId } from '../../platform/graphql/validate.js';
import { Page } from '../../platform/permissions/page.js';
import { selectionOf } from '../../platform/graphql/selection.js';
import { joinFor } from '../reference/joins.js';
import { refused } from './settings.common.js';
import { change, toBrandManagerRow } from './settings.mapper.js';
import { changeBrandManager, fetchBrandManagers } from './settings.rest.js';
import { BrandManagerRow, brandManagerRowRelations, MappingChange } from './settings.types.js';
import { DEFAULT_LIST_ROWS, listRows } from '../../platform/graphql/query-cost.js';

@Resolver()
export class BrandManagersResolver {
  @Page('Setup Manager By Brand')
  @Query(() => [BrandManagerRow], {
    complexity: listRows(DEFAULT_LIST_ROWS),
    description: 'The managers set up per brand. Page: Setup Manager By Brand.',
  })
  async brandManagers(
    @Arg('brandId', () => Int, {
      nullable: true,
      description: 'Only managers of this brand (BrandID); null or 0 = all.',
    })
    brandId: number | null,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<BrandManagerRow[]> {
    const [rows, join] = await Promise.all([
      withMessage('Failed to fetch the managers by brand', fetchBrandManagers(ctx, optionalId('brandId', brandId))),
      joinFor(ctx, brandManagerRowRelations, selectionOf(info)),
    ]);
    return rows.map((row) => toBrandManagerRow(row, join));
  }

  @Page('Setup Manager By Brand')
  @Mutation(() => MappingChange, {
    description: 'Sets up (add: true) or removes a manager for a brand. Page: Setup Manager By Brand.',
  })
  async setBrandManager(
    @Arg('brandId', () => Int, { description: 'The brand (BrandID).' }) brandId: number,
    @Arg('teamMemberId', () => Int, { description: 'The manager (TeamMemberID).' }) teamMemberId: number,
    @Arg('add', () => Boolean, { description: 'true: set the member up for the brand; false: remove them.' })
    add: boolean,
    @Ctx() ctx: Context,
  ): Promise<MappingChange> {
    const refs = await ctx.refs.load(['brands', 'members', 'teamTypes'], ctx.log);
    const checks = new InputChecks();
    if (!refs.brands?.byId.has(brandId)) checks.fail('brandId', `Brand ${brandId} does not exist`);
    const member = refs.members?.byId.get(teamMemberId);
    if (!member) checks.fail('teamMemberId', `Team member ${teamMemberId} does not exist`);
    else if (add && refs.teamTypes?.byId.get(member.TeamTypeID)?.ManagesBrands !== 1) {
      checks.fail('teamMemberId', 'Only a member of a team type that manages brands can be set up for a brand');
    }
    checks.done();
    const row = await changeBrandManager(ctx, add, { BrandID: brandId, TeamMemberID: teamMemberId }).catch(refused);
    await ctx.refs.invalidateMembers();
    return change(row);
  }
}
