// User Store Mapping: a member's mapped and unmapped stores, and moving a selection or everything the filter
// matches (ids checked against the cached stores before any upstream call). Page: User Store Mapping.
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../platform/graphql/context.js';
import { badUserInput, withMessage } from '../../platform/graphql/errors.js';
import { optionalId, optionalText, requiredId } from '../../platform/graphql/validate.js';
import { spendWrites } from '../../platform/graphql/write-budget.js';
import { Page } from '../../platform/permissions/page.js';
import { joinOf } from '../reference/joins.js';
import { requireKnownMember } from '../team/team.input.js';
import { idList, refused } from './settings.common.js';
import { change } from './settings.mapper.js';
import { fetchMappedStores, fetchUnmappedStores, changeStoreMapping as writeStoreMapping } from './settings.rest.js';
import { MappingChange, type MappingStore, StoreMapping, StoreMappingFilter } from './settings.types.js';

function mappingParams(memberId: number, filter: StoreMappingFilter | null) {
  return {
    TeamMemberID: requiredId('teamMemberId', memberId),
    RegionID: optionalId('filter.regionId', filter?.regionId),
    CityID: optionalId('filter.cityId', filter?.cityId),
    ChannelID: optionalId('filter.channelId', filter?.channelId),
    StoreName: optionalText('filter.storeName', filter?.storeName, 100),
  };
}

/** Maps or unmaps stores: the given ids (checked against the cached stores), or every store the filter matches. */
async function changeStoreMapping(
  ctx: Context,
  endpoint: 'UnMappedStores_Add' | 'MappedStores_Remove',
  teamMemberId: number,
  storeIds: number[] | null,
  filter: StoreMappingFilter | null,
): Promise<MappingChange> {
  const params = mappingParams(teamMemberId, filter);
  const refs = await ctx.refs.load(['stores', 'members'], ctx.log);
  if (!refs.members?.byId.has(teamMemberId))
    throw badUserInput('teamMemberId', `Team member ${teamMemberId} does not exist`);
  const ids = storeIds === null ? '' : idList('storeIds', storeIds, refs.stores?.byId);
  if (storeIds !== null && ids === '') throw badUserInput('storeIds', 'storeIds must name at least one store');
  if (storeIds === null || ctx.upstream.described.offers('bulk-mapping'))
    return change(await writeStoreMapping(ctx, endpoint, { ...params, StoreIDs: ids }).catch(refused));
  return changeStoresOneByOne(ctx, endpoint, teamMemberId, [...new Set(storeIds)], refs.stores!.rows);
}

/** A selection mapped store by store is one call each: at most this many in one request. */
const MAX_STORES_ONE_BY_ONE = 200;

type StoreRows = NonNullable<Awaited<ReturnType<Context['refs']['load']>>['stores']>['rows'];

/**
 * The description's mapping calls take a filter (region, city, channel, part of the name), not store ids: a
 * selection is mapped store by store, each by its own region, city, channel and name. A store whose name is
 * part of another's in the same city and channel cannot be told apart that way: it is refused, before any
 * call, rather than taking the other store with it.
 */
async function changeStoresOneByOne(
  ctx: Context,
  endpoint: 'UnMappedStores_Add' | 'MappedStores_Remove',
  teamMemberId: number,
  storeIds: number[],
  stores: StoreRows,
): Promise<MappingChange> {
  const byId = new Map(stores.map((store) => [store.StoreID, store]));
  const verb = endpoint === 'UnMappedStores_Add' ? 'mapped' : 'unmapped';
  const targets = storeIds.map((id) => byId.get(id)!);
  for (const store of targets) {
    const name = store.StoreName.toLowerCase();
    const alike = stores.filter(
      (other) =>
        other.CityID === store.CityID &&
        other.ChannelID === store.ChannelID &&
        other.StoreName.toLowerCase().includes(name),
    );
    if (alike.length > 1)
      throw badUserInput(
        'storeIds',
        `${store.StoreName} (${store.StoreCode}) cannot be ${verb} ` +
          "on its own: its name is part of another store's in the same city and channel; use the filter instead",
      );
  }
  spendWrites(ctx.reply.request, targets.length, 'store mappings', 'storeIds', MAX_STORES_ONE_BY_ONE);
  const total = { changed: 0, unchanged: 0 };
  for (const store of targets) {
    const done = change(
      await writeStoreMapping(ctx, endpoint, {
        TeamMemberID: teamMemberId,
        RegionID: store.RegionID,
        CityID: store.CityID,
        ChannelID: store.ChannelID,
        StoreName: store.StoreName,
      }).catch(refused),
    );
    total.changed += done.changed;
    total.unchanged += done.unchanged;
  }
  return total;
}

@Resolver()
export class StoreMappingResolver {
  @Page('User Store Mapping')
  @Query(() => StoreMapping, {
    description: "A member's mapped and unmapped stores over the filter. Page: User Store Mapping.",
  })
  async storeMapping(
    @Arg('teamMemberId', () => Int, { description: 'The member (TeamMemberID).' }) teamMemberId: number,
    @Arg('filter', () => StoreMappingFilter, { nullable: true, description: 'Which stores; null = all.' })
    filter: StoreMappingFilter | null,
    @Ctx() ctx: Context,
  ): Promise<StoreMapping> {
    const params = mappingParams(teamMemberId, filter);
    await requireKnownMember(ctx, 'teamMemberId', teamMemberId);
    const [mapped, unmapped, refs] = await Promise.all([
      withMessage('Failed to fetch the store mapping', fetchMappedStores(ctx, params)),
      withMessage('Failed to fetch the store mapping', fetchUnmappedStores(ctx, params)),
      ctx.refs.load(['regions', 'cities'], ctx.log),
    ]);
    const join = joinOf(refs);
    const toStore = (row: (typeof mapped)[number]): MappingStore => ({
      id: row.StoreID,
      code: row.StoreCode,
      name: row.StoreName,
      region: join.region(row.RegionID),
      city: join.city(row.CityID),
    });
    return { mapped: mapped.map(toStore), unmapped: unmapped.map(toStore) };
  }

  @Page('User Store Mapping')
  @Mutation(() => MappingChange, {
    description:
      'Maps stores to a member: the given ids, or (storeIds null) every unmapped store the ' +
      'filter matches. Page: User Store Mapping.',
  })
  mapStores(
    @Arg('teamMemberId', () => Int, { description: 'The member the stores are mapped to (TeamMemberID).' })
    teamMemberId: number,
    @Arg('storeIds', () => [Int], {
      nullable: true,
      description: 'The stores; null = every unmapped store the filter matches.',
    })
    storeIds: number[] | null,
    @Arg('filter', () => StoreMappingFilter, {
      nullable: true,
      description: 'Which unmapped stores, when storeIds is null; null = all.',
    })
    filter: StoreMappingFilter | null,
    @Ctx() ctx: Context,
  ): Promise<MappingChange> {
    return changeStoreMapping(ctx, 'UnMappedStores_Add', teamMemberId, storeIds, filter);
  }

  @Page('User Store Mapping')
  @Mutation(() => MappingChange, {
    description:
      'Unmaps stores from a member: the given ids, or (storeIds null) every mapped store the ' +
      'filter matches. Page: User Store Mapping.',
  })
  unmapStores(
    @Arg('teamMemberId', () => Int, { description: 'The member the stores are unmapped from (TeamMemberID).' })
    teamMemberId: number,
    @Arg('storeIds', () => [Int], {
      nullable: true,
      description: 'The stores; null = every mapped store the filter matches.',
    })
    storeIds: number[] | null,
    @Arg('filter', () => StoreMappingFilter, {
      nullable: true,
      description: 'Which mapped stores, when storeIds is null; null = all.',
    })
    filter: StoreMappingFilter | null,
    @Ctx() ctx: Context,
  ): Promise<MappingChange> {
    return changeStoreMapping(ctx, 'MappedStores_Remove', teamMemberId, storeIds, filter);
  }
}
