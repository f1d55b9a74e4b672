// Journeys: the Team Location page (the map's tiles and the team's latest positions, read from their visits).
import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, Info, Int, Query, Resolver } from 'type-graphql';
import { businessDay } from '../../platform/business-day.js';
import type { Context } from '../../platform/graphql/context.js';
import { withMessage } from '../../platform/graphql/errors.js';
import { listRows } from '../../platform/graphql/query-cost.js';
import { selectionOf } from '../../platform/graphql/selection.js';
import { optionalId } from '../../platform/graphql/validate.js';
import { Page } from '../../platform/permissions/page.js';
import { joinFor } from '../reference/joins.js';
import { DAY_MS, STALE_AFTER_MINUTES } from './journeys.common.js';
import { fetchRecentVisits } from './journeys.rest.js';
import { MapSettings, TeamLocation, teamLocationRelations } from './journeys.types.js';

/** How far back a member's last position is looked for. */
const LOOKBACK_DAYS = 30;

/** A day (YYYY-MM-DD) moved by `days`. */
const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

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
    @Arg('regionId', () => Int, {
      nullable: true,
      description: 'Only members of this region (RegionID); null or 0 = all.',
    })
    regionId: number | null,
    @Arg('teamTypeId', () => Int, {
      nullable: true,
      description: 'Only members of this team type (TeamTypeID); null or 0 = all.',
    })
    teamTypeId: number | null,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<TeamLocation[]> {
    const region = optionalId('regionId', regionId);
    const teamType = optionalId('teamTypeId', teamTypeId);
    // The description names no call for positions: a member's last fix is their latest check-in with a
    // position among the visits of the last LOOKBACK_DAYS (StoreVisitReport).
    const today = businessDay();
    const [visits, members, join] = await Promise.all([
      withMessage('Failed to fetch team locations', fetchRecentVisits(ctx, shiftDay(today, -LOOKBACK_DAYS), today)),
      ctx.refs.get('members', ctx.log),
      joinFor(ctx, teamLocationRelations, selectionOf(info)),
    ]);
    const latest = new Map<number, (typeof visits)[number]>();
    for (const visit of visits) {
      if (!visit.CheckIn || visit.Latitude === null || visit.Longitude === null) continue;
      const member = members.byId.get(visit.TeamMemberID);
      if (member?.ActiveStatus !== 1) continue;
      if ((region && member.RegionID !== region) || (teamType && member.TeamTypeID !== teamType)) continue;
      const seen = latest.get(visit.TeamMemberID);
      if (!seen || Date.parse(visit.CheckIn) > Date.parse(seen.CheckIn ?? '')) latest.set(visit.TeamMemberID, visit);
    }
    const now = Date.now();
    return [...latest.values()]
      .sort((a, b) => a.TeamMemberID - b.TeamMemberID)
      .map((visit) => {
        const at = visit.CheckIn ?? '';
        const ageMinutes = Math.max(0, Math.round((now - Date.parse(at)) / 60_000));
        return {
          teamMember: join.member(visit.TeamMemberID),
          latitude: visit.Latitude ?? 0,
          longitude: visit.Longitude ?? 0,
          at,
          ageMinutes,
          stale: ageMinutes > STALE_AFTER_MINUTES,
          visitId: visit.VisitID,
          store: join.store(visit.StoreID),
        };
      });
  }
}
