// storeAggregate: the Store List's stores (the same filter, page and StoreList call) counted in groups by region,
// city, district, grade, channel, channel type, store type and whether active, the top N in the order asked.
import type { GraphQLResolveInfo } from 'graphql';
import { Args, ArgsType, Ctx, Field, Info, Int, Query, Resolver } from 'type-graphql';
import {
  type AggregateKey,
  aggregateCost,
  checkAggregateArgs,
  DEFAULT_AGGREGATE_GROUPS as DEFAULT_GROUPS,
  type GroupingOf,
  groupRows,
  MAX_AGGREGATE_GROUPS,
  topGroups,
} from '../../platform/graphql/aggregate.js';
import type { Context } from '../../platform/graphql/context.js';
import { selectionOf } from '../../platform/graphql/selection.js';
import { Page } from '../../platform/permissions/page.js';
import type { RefName } from '../../platform/reference/reference.rest.js';
import { type Join, joinOf } from '../reference/joins.js';
import { neededRefs } from '../reference/reference.relations.js';
import {
  StoreAggregateOrder,
  StoreDimension,
  StoreGroup,
  StoreMeasure,
  storeGroupRelations,
} from './stores.aggregate.types.js';
import { MAX_STORE_PAGE, parseStoreQuery, type StoreRow } from './stores.query.js';
import { fetchStores } from './stores.rest.js';
import { StoreFilter } from './stores.types.js';

const GROUPING: GroupingOf<StoreRow, StoreDimension, 'count'> = {
  keys: {
    REGION: (row) => row.RegionID,
    CITY: (row) => row.CityID,
    DISTRICT: (row) => row.DistrictID,
    GRADE: (row) => row.GradeID,
    CHANNEL: (row) => row.ChannelID,
    CHANNEL_TYPE: (row) => row.ChannelTypeID,
    STORE_TYPE: (row) => row.StoreTypeID,
    ACTIVE: (row) => row.ActiveStatus === 1,
  },
  sums: { count: () => 1 },
};

/** The reference list a dimension's readable name comes from (ordering by it reads the name). */
const NAMED_BY: Partial<Record<StoreDimension, RefName>> = {
  REGION: 'regions',
  CITY: 'cities',
  DISTRICT: 'districts',
  GRADE: 'grades',
  CHANNEL: 'channels',
  CHANNEL_TYPE: 'channelTypes',
  STORE_TYPE: 'storeTypes',
};

function nameOf(join: Join, dimension: StoreDimension, key: AggregateKey): AggregateKey {
  if (typeof key !== 'number') return key;
  const named: Partial<Record<StoreDimension, { name: string } | null>> = {
    REGION: join.region(key),
    CITY: join.city(key),
    DISTRICT: join.district(key),
    GRADE: join.grade(key),
    CHANNEL: join.channel(key),
    CHANNEL_TYPE: join.channelType(key),
    STORE_TYPE: join.storeType(key),
  };
  return named[dimension]?.name ?? key;
}

/** The arguments, in the order the schema prints them (filter first). */
@ArgsType()
class StoreAggregateArgs {
  @Field(() => StoreFilter, { nullable: true, description: 'Which stores, as `stores` takes it; null = all.' })
  filter!: StoreFilter | null;

  @Field(() => [StoreDimension], {
    nullable: true,
    description: 'The dimensions to group by, each at most once; empty or null = one group of every store.',
  })
  groupBy!: StoreDimension[] | null;

  @Field(() => [StoreMeasure], {
    nullable: true,
    description: 'The measures to answer (the others are null); null = COUNT.',
  })
  measures!: StoreMeasure[] | null;

  @Field(() => StoreAggregateOrder, {
    nullable: true,
    description: 'The order of the groups; null = the first measure, largest first.',
  })
  orderBy!: StoreAggregateOrder | null;

  @Field(() => Int, {
    nullable: true,
    description: `The first groups in that order, 1 to ${MAX_AGGREGATE_GROUPS} (default ${DEFAULT_GROUPS}).`,
  })
  limit!: number | null;
}

@Resolver()
export class StoreAggregateResolver {
  @Page('Store List')
  @Query(() => [StoreGroup], {
    complexity: aggregateCost(MAX_STORE_PAGE),
    description:
      'Stores counted in groups (active stores per region and grade, …): the stores the `stores` list answers for ' +
      'the same filter, grouped by the dimensions of groupBy, the top `limit` groups in the order asked. Page: ' +
      'Store List.',
  })
  async storeAggregate(
    @Args(() => StoreAggregateArgs) { filter, groupBy, measures, orderBy, limit }: StoreAggregateArgs,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<StoreGroup[]> {
    const query = parseStoreQuery(filter, null, 1, 0);
    const checked = checkAggregateArgs({ groupBy, measures, orderBy, limit }, [StoreMeasure.COUNT]);
    const needed = neededRefs(storeGroupRelations, selectionOf(info));
    const orderNeeds = 'dimension' in checked.order ? NAMED_BY[checked.order.dimension] : undefined;
    if (orderNeeds) needed.add(orderNeeds);
    const [rows, refs] = await Promise.all([
      fetchStores(ctx.reads, query.params, query.inactiveOnly),
      ctx.refs.load(needed, ctx.log),
    ]);
    const join = joinOf(refs);
    const groups = topGroups(
      groupRows(rows, GROUPING, checked.groupBy),
      checked,
      (group) => group.sums.count,
      (dimension, key) => nameOf(join, dimension, key),
    );
    const counted = checked.measures.includes(StoreMeasure.COUNT);
    return groups.map(({ keys, sums }) => {
      const id = (dimension: StoreDimension) => (keys[dimension] ?? null) as number | null;
      const joined = <T>(dimension: StoreDimension, of: (id: number) => T | null): T | null => {
        const key = id(dimension);
        return key === null ? null : of(key);
      };
      return {
        regionId: id(StoreDimension.REGION),
        region: joined(StoreDimension.REGION, (key) => join.region(key)),
        cityId: id(StoreDimension.CITY),
        city: joined(StoreDimension.CITY, (key) => join.city(key)),
        districtId: id(StoreDimension.DISTRICT),
        district: joined(StoreDimension.DISTRICT, (key) => join.district(key)),
        gradeId: id(StoreDimension.GRADE),
        grade: joined(StoreDimension.GRADE, (key) => join.grade(key)),
        channelId: id(StoreDimension.CHANNEL),
        channel: joined(StoreDimension.CHANNEL, (key) => join.channel(key)),
        channelTypeId: id(StoreDimension.CHANNEL_TYPE),
        channelType: joined(StoreDimension.CHANNEL_TYPE, (key) => join.channelType(key)),
        storeTypeId: id(StoreDimension.STORE_TYPE),
        storeType: joined(StoreDimension.STORE_TYPE, (key) => join.storeType(key)),
        active: (keys.ACTIVE ?? null) as boolean | null,
        count: counted ? sums.count : null,
      };
    });
  }
}
