// Setup Manager By Brand: the managers set up per brand, and setting one up (only a member of a team type
// that manages brands) or removing one. Page: Setup Manager By Brand.
import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, FieldResolver, Info, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../platform/graphql/context.js';
import { withMessage } from '../../platform/graphql/errors.js';
import { DEFAULT_LIST_ROWS, listRows } from '../../platform/graphql/query-cost.js';
import { selectionOf } from '../../platform/graphql/selection.js';
import { InputChecks, optionalId } from '../../platform/graphql/validate.js';
import { Page } from '../../platform/permissions/page.js';
import { Brand } from '../brands/brands.types.js';
import { joinFor, joinOf } from '../reference/joins.js';
import { TeamMember } from '../team/team.types.js';
import { refused } from './settings.common.js';
import { change, toBrandManagerRow } from './settings.mapper.js';
import { changeBrandManager, fetchBrandManagers } from './settings.rest.js';
import { BrandManagerRow, brandManagerRowRelations, MappingChange } from './settings.types.js';

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

type ManagerRows = Awaited<ReturnType<typeof fetchBrandManagers>>;
interface ManagerIndex {
  byBrand: Map<number, number[]>;
  byMember: Map<number, number[]>;
}
/** The mapping of one read, indexed both ways once (the read's rows are the request's, shared by every field). */
const indexes = new WeakMap<ManagerRows, ManagerIndex>();

/**
 * Who manages which brand, read once per request (View_TeamMemberWithBrand of every brand, BrandID 0) however many
 * brands or members ask: the request's reads coalesce it, and the response cache shares it until a write.
 */
async function managerIndex(ctx: Context): Promise<ManagerIndex> {
  const rows = await withMessage('Failed to fetch the managers by brand', fetchBrandManagers(ctx, 0));
  let index = indexes.get(rows);
  if (!index) {
    index = { byBrand: new Map(), byMember: new Map() };
    for (const row of rows) {
      index.byBrand.set(row.BrandID, [...(index.byBrand.get(row.BrandID) ?? []), row.TeamMemberID]);
      index.byMember.set(row.TeamMemberID, [...(index.byMember.get(row.TeamMemberID) ?? []), row.BrandID]);
    }
    indexes.set(rows, index);
  }
  return index;
}

/** Brand → its managers: the other way of brandsForManager, without one request per manager. */
@Resolver(() => Brand)
export class BrandManagersOfBrandResolver {
  @FieldResolver(() => [TeamMember], {
    complexity: listRows(DEFAULT_LIST_ROWS),
    description:
      'The members set up to manage this brand (Setup Manager By Brand), by name; login names and e-mails only ' +
      'for holders of Users List.',
  })
  async managers(@Root() brand: Brand, @Ctx() ctx: Context): Promise<TeamMember[]> {
    const [index, refs] = await Promise.all([
      managerIndex(ctx),
      ctx.refs.load(['members', 'teamTypes', 'regions'], ctx.log),
    ]);
    const join = joinOf(refs);
    return (index.byBrand.get(brand.id) ?? [])
      .map((id) => join.member(id))
      .filter((member): member is TeamMember => member !== null)
      .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  }
}

/** Member → the brands they manage, the same answer as brandsForManager, for every member of a list at once. */
@Resolver(() => TeamMember)
export class ManagedBrandsResolver {
  @FieldResolver(() => [Brand], {
    complexity: listRows(DEFAULT_LIST_ROWS),
    description: 'The brands this member is set up to manage (Setup Manager By Brand), by name; empty for most.',
  })
  async managedBrands(@Root() member: TeamMember, @Ctx() ctx: Context): Promise<Brand[]> {
    const [index, refs] = await Promise.all([managerIndex(ctx), ctx.refs.load(['brands'], ctx.log)]);
    const join = joinOf(refs);
    return (index.byMember.get(member.id) ?? [])
      .map((id) => join.brand(id))
      .filter((brand): brand is Brand => brand !== null)
      .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.id - b.id);
  }
}
