// Journeys: the Team Location page (the map's tiles and the team's latest positions).
import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, Info, Int, Query, Resolver } from 'type-graphql';
import type { Context } from '../../context.js';
import { withMessage } from '../../errors.js';
import { selectionOf } from '../../selection.js';
import { optionalId } from '../../validate.js';
import { Page } from '../access/page.js';
import { MapSettings, TeamLocation } from './journeys.types.js';
import { fetchTeamLocations } from './journeys.rest.js';
import { joinFor } from '../joins/joins.js';
import { teamLocationRelations } from './journeys.types.js';
import { STALE_AFTER_MINUTES } from './journeys.common.js';
import { listRows } from '../../query-cost.js';

@Resolver()
export class TeamLocationResolver {
  @Page('Team Location')
  @Query(() => MapSettings, { description: 'The tile server the team map uses (configuration). Page: Team Location.' })
  mapSettings(@Ctx() ctx: Context): MapSettings {
    return { tileUrl: ctx.map.tileUrl, attribution: ctx.map.attribution };
  }

  @Page('Team Location')
  @Query(() => [TeamLocation], {
    complexity: listRows(1_000),
    description:
      'Where each active team member was last seen, with the age of the fix (stale after ' +
      `${STALE_AFTER_MINUTES / 60} hours). Page: Team Location.`,
  })
  async teamLocations(
    @Arg('regionId', () => Int, { nullable: true }) regionId: number | null,
    @Arg('teamTypeId', () => Int, { nullable: true }) teamTypeId: number | null,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<TeamLocation[]> {
    const params = { RegionID: optionalId('regionId', regionId), TeamTypeID: optionalId('teamTypeId', teamTypeId) };
    const [rows, join] = await Promise.all([
      withMessage('Failed to fetch team locations', fetchTeamLocations(ctx, params)),
      joinFor(ctx, teamLocationRelations, selectionOf(info)),
    ]);
    const now = Date.now();
    return rows.map((row) => {
      const ageMinutes = Math.max(0, Math.round((now - Date.parse(row.At)) / 60_000));
      return {
        teamMember: join.member(row.TeamMemberID),
        latitude: row.Latitude,
        longitude: row.Longitude,
        at: row.At,
        ageMinutes,
        stale: ageMinutes > STALE_AFTER_MINUTES,
        visitId: row.VisitID,
        store: join.store(row.StoreID),
      };
    });
  }
}
