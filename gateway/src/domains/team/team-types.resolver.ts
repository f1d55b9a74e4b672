// Team-type roles: what a team type's members do in the product (take targets, manage brands, work in
// the field). The distributor's TeamType rows carry only names, so these are the product's own settings,
// kept in its store and edited by whoever manages permissions.
import { Arg, Ctx, Int, Mutation, Resolver } from 'type-graphql';
import type { Context } from '../../platform/graphql/context.js';
import { fromWriteRefusal, gatewayError } from '../../platform/graphql/errors.js';
import { requiredId } from '../../platform/graphql/validate.js';
import { Page } from '../../platform/permissions/page.js';
import { UpstreamBadResponse } from '../../platform/upstream/errors.js';
import { TeamType } from '../reference/reference.types.js';
import { saveTeamTypeRoles } from './team.rest.js';

@Resolver(() => TeamType)
export class TeamTypesResolver {
  @Page('User Permission')
  @Mutation(() => TeamType, {
    description:
      'Sets what the members of a team type do in the product: take monthly targets, manage brands ' +
      "(Setup Manager By Brand, the reports' Manager), work in the field (journey plans, visits). " +
      'Page: User Permission.',
  })
  async setTeamTypeRoles(
    @Arg('teamTypeId', () => Int, { description: 'TeamTypeID.' }) teamTypeId: number,
    @Arg('takesTargets', () => Boolean, { description: 'Monthly targets are set for its members.' })
    takesTargets: boolean,
    @Arg('managesBrands', () => Boolean, { description: 'Its members can be set up as a brand manager.' })
    managesBrands: boolean,
    @Arg('fieldStaff', () => Boolean, { description: 'Its members plan journeys and visit stores.' })
    fieldStaff: boolean,
    @Ctx() ctx: Context,
  ): Promise<TeamType> {
    requiredId('teamTypeId', teamTypeId);
    const type = (await ctx.refs.get('teamTypes', ctx.log)).byId.get(teamTypeId);
    if (!type) throw gatewayError('NOT_FOUND', `Team type ${teamTypeId} does not exist`, { field: 'teamTypeId' });
    const saved = await saveTeamTypeRoles(ctx, {
      TeamTypeID: teamTypeId,
      TakesTargets: takesTargets ? 1 : 0,
      ManagesBrands: managesBrands ? 1 : 0,
      FieldStaff: fieldStaff ? 1 : 0,
    }).catch((error: unknown) => {
      throw fromWriteRefusal(error, 'teamTypeId');
    });
    if (!saved || saved.TeamTypeID !== teamTypeId)
      throw new UpstreamBadResponse('TeamTypeRole_Update', 'no role in data');
    await ctx.refs.invalidate('teamTypes');
    ctx.log.info({ teamTypeId, by: ctx.session?.id }, 'team type roles set');
    return {
      id: teamTypeId,
      name: type.TeamTypeName,
      takesTargets: saved.TakesTargets === 1,
      managesBrands: saved.ManagesBrands === 1,
      fieldStaff: saved.FieldStaff === 1,
    };
  }
}
