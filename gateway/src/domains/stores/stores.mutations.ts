// Creating, replacing and removing stores. Input is checked against the cached reference lists
// before any upstream call; refusals the upstream explains (duplicate code, history) are passed on.
// An update carries the version its form read: CONFLICT with the store as it is now when it changed.
import { Arg, Ctx, Int, Mutation, Resolver } from 'type-graphql';
import type { Context } from '../../platform/graphql/context.js';
import { fromWriteRefusal } from '../../platform/graphql/errors.js';
import { savedRow } from '../../platform/graphql/saved.js';
import { requiredId } from '../../platform/graphql/validate.js';
import { rowWithId, upstreamVersionParam } from '../../platform/graphql/versions.js';
import { Page } from '../../platform/permissions/page.js';
import { joinLists, joinOf } from '../reference/joins.js';
import { checkStoreInput, STORE_INPUT_REFS, StoreInput } from './stores.input.js';
import { storeVersion, toStore } from './stores.mapper.js';
import type { StoreRow } from './stores.query.js';
import { addStore, fetchStores, removeStore, updateStore } from './stores.rest.js';
import { Store } from './stores.types.js';

const saved = (ctx: Context, write: Promise<StoreRow | undefined>, endpoint: string): Promise<Store> =>
  savedRow(write, {
    endpoint,
    id: 'StoreID',
    what: 'store',
    invalidate: () => ctx.refs.invalidateStores(),
    present: async (row) => toStore(row, await joinLists(ctx, STORE_INPUT_REFS)),
  });

/** StoreList's parameters for every store, active or not. */
const ALL_STORES = {
  RegionID: 0,
  CityID: 0,
  DistrictID: 0,
  ChannelTypeID: 0,
  ChannelID: 0,
  GradeID: 0,
  StoreSubGradeID: 0,
  StoreTypeID: 0,
  ActiveStatus: 0,
  StoreCode: '',
  StoreName: '',
};

@Resolver()
export class StoreMutationsResolver {
  @Page('Store List')
  @Mutation(() => Store, {
    description:
      'Adds a store. BAD_USER_INPUT names every invalid field; CONFLICT when the code exists. Page: Store List.',
  })
  async createStore(
    @Arg('input', () => StoreInput, { description: 'The new store; its code must be unique.' }) input: StoreInput,
    @Ctx() ctx: Context,
  ): Promise<Store> {
    const params = checkStoreInput(input, await ctx.refs.load(STORE_INPUT_REFS, ctx.log));
    return saved(ctx, addStore(ctx, params), 'StoreAdd');
  }

  @Page('Store List')
  @Mutation(() => Store, {
    description:
      'Replaces every field of a store (deactivate with active: false). NOT_FOUND for an unknown id; CONFLICT with ' +
      'extensions.current (the store now) and changedBy when it changed since `version`. Page: Store List.',
  })
  async updateStore(
    @Arg('id', () => Int, { description: 'StoreID.' }) id: number,
    @Arg('version', () => String, { description: 'The version of the store the form was opened with.' })
    version: string,
    @Arg('input', () => StoreInput, { description: 'Every editable field of the store, as it should be.' })
    input: StoreInput,
    @Ctx() ctx: Context,
  ): Promise<Store> {
    requiredId('id', id);
    const refs = await ctx.refs.load(STORE_INPUT_REFS, ctx.log);
    const params = checkStoreInput(input, refs);
    const write = ctx.edits.update<StoreRow, Store>({
      kind: 'store',
      id,
      version,
      // A fresh read, never the cache: the version compared must be the store's as it is now.
      read: async () => (await fetchStores(ctx.reads, ALL_STORES)).find((row) => row.StoreID === id),
      versionOf: storeVersion,
      present: async (row) => toStore(row, joinOf(refs)),
      isRow: rowWithId<StoreRow>('StoreID', id),
      write: (upstream) => updateStore(ctx, { ...params, StoreID: id, ...upstreamVersionParam(upstream) }),
    });
    return saved(ctx, write, 'StoreUpdate');
  }

  @Page('Store List')
  @Mutation(() => Int, {
    description:
      'Removes a store no history refers to and returns its id; CONFLICT (deactivate instead) ' +
      'when history refers to it. Page: Store List.',
  })
  async removeStore(
    @Arg('id', () => Int, { description: 'StoreID.' }) id: number,
    @Ctx() ctx: Context,
  ): Promise<number> {
    requiredId('id', id);
    await removeStore(ctx, id).catch((error: unknown) => {
      throw fromWriteRefusal(error);
    });
    await ctx.refs.invalidateStores();
    return id;
  }
}
