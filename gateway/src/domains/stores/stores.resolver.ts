// The store list: one StoreList call, sorted and paged in memory, joined with cached reference lists.

import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, Info, Query, Resolver } from 'type-graphql';
import type { Context } from '../../platform/graphql/context.js';
import { PageLimit, PageOffset } from '../../platform/graphql/paging.js';
import { selectionOf } from '../../platform/graphql/selection.js';
import { Page } from '../../platform/permissions/page.js';
import { joinOf } from '../reference/joins.js';
import { neededRefs } from '../reference/reference.relations.js';
import { SORT_NEEDS, sortStores } from './stores.list.js';
import { toStore } from './stores.mapper.js';
import { MAX_STORE_PAGE, parseStoreQuery } from './stores.query.js';
import { fetchStores } from './stores.rest.js';
import { StoreFilter, StorePage, StoreSort, storeRelations } from './stores.types.js';

@Resolver()
export class StoresResolver {
  @Page('Store List')
  @Query(() => StorePage, {
    description:
      `Stores matching the filter, sorted, one page at a time (limit 1 to ${MAX_STORE_PAGE}; use ` +
      `${MAX_STORE_PAGE} to fetch all). Page: Store List.`,
  })
  async stores(
    @Arg('filter', () => StoreFilter, { nullable: true, description: 'Which stores; null = all.' })
    filter: StoreFilter | null,
    @Arg('sort', () => StoreSort, { nullable: true, description: 'Order; null = by name ascending.' })
    sort: StoreSort | null,
    @PageLimit(50, MAX_STORE_PAGE) limit: number,
    @PageOffset() offset: number,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<StorePage> {
    const query = parseStoreQuery(filter, sort, limit, offset);
    const needed = neededRefs(storeRelations, selectionOf(info).get('items'));
    const sortNeeds = SORT_NEEDS[query.sort.field];
    if (sortNeeds) needed.add(sortNeeds);
    const [rows, refs] = await Promise.all([
      fetchStores(ctx.reads, query.params, query.inactiveOnly),
      ctx.refs.load(needed, ctx.log),
    ]);
    const sorted = sortStores(rows, query.sort, refs);
    const join = joinOf(refs);
    const items = sorted.slice(query.offset, query.offset + query.limit).map((row) => toStore(row, join));
    return { total: sorted.length, items };
  }
}
