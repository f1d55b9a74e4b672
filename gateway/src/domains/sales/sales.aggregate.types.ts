// GraphQL types of salesAggregate: what sales are grouped by, what is measured, the order, and one group.
import { GraphQLLocalDate } from 'graphql-scalars';
import 'reflect-metadata';
import { Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { SortDirection } from '../../platform/graphql/sorting.js';
import { Brand, brandRelations } from '../brands/brands.types.js';
import { type Relations, relation } from '../reference/reference.relations.js';
import { Channel, channelRelations, Region, regionRelations } from '../reference/reference.types.js';
import { Store, storeRelations } from '../stores/stores.types.js';
import { TeamMember, teamMemberRelations } from '../team/team.types.js';

export enum SalesDimension {
  BRAND = 'BRAND',
  CHANNEL = 'CHANNEL',
  REGION = 'REGION',
  STORE = 'STORE',
  MEMBER = 'MEMBER',
  DAY = 'DAY',
  WEEK = 'WEEK',
  MONTH = 'MONTH',
}
registerEnumType(SalesDimension, {
  name: 'SalesDimension',
  description:
    'What sales are grouped by (salesAggregate groupBy). MEMBER groups the monthly targets and what each member ' +
    'sold against them, which also group by BRAND, REGION (the member’s) and MONTH, not by the others.',
  valuesConfig: {
    BRAND: { description: "The product's brand: brandId and brand." },
    CHANNEL: { description: "The store's channel (account): channelId and channel." },
    REGION: { description: "The store's region (with MEMBER: the member's): regionId and region." },
    STORE: { description: 'The store: storeId and store (with a filter narrowing the stores).' },
    MEMBER: { description: 'The team member with a target: memberId and teamMember.' },
    DAY: { description: 'The sale date: day (YYYY-MM-DD).' },
    WEEK: { description: "The sale's ISO week: week (YYYY-Www)." },
    MONTH: { description: "The sale's month: month (YYYY-MM)." },
  },
});

export enum SalesMeasure {
  COUNT = 'COUNT',
  QUANTITY = 'QUANTITY',
  VALUE = 'VALUE',
  AVERAGE_QUANTITY = 'AVERAGE_QUANTITY',
  AVERAGE_VALUE = 'AVERAGE_VALUE',
  TARGET = 'TARGET',
  ACHIEVEMENT = 'ACHIEVEMENT',
}
registerEnumType(SalesMeasure, {
  name: 'SalesMeasure',
  description: 'What salesAggregate measures of each group.',
  valuesConfig: {
    COUNT: { description: 'Sale lines: count (not with MEMBER, TARGET or ACHIEVEMENT).' },
    QUANTITY: { description: 'Units sold, summed: quantity (not with MEMBER, TARGET or ACHIEVEMENT).' },
    VALUE: { description: 'Value sold, summed: value (with MEMBER, TARGET or ACHIEVEMENT: against value targets).' },
    AVERAGE_QUANTITY: { description: 'Units per sale line: averageQuantity (as COUNT).' },
    AVERAGE_VALUE: { description: 'Value per sale line: averageValue (as COUNT).' },
    TARGET: { description: 'Monthly value targets, summed over the months the filter touches: target.' },
    ACHIEVEMENT: { description: 'Value sold against those targets / the targets: achievement (null without one).' },
  },
});

@InputType({ description: 'The order of the groups: by one measure or by one grouped dimension.' })
export class SalesAggregateOrder {
  @Field(() => SalesMeasure, { nullable: true, description: 'Order by this measure (the default: the first asked).' })
  measure?: SalesMeasure | null;
  @Field(() => SalesDimension, {
    nullable: true,
    description: "Order by this grouped dimension, by its name where it has one (else its key); not with 'measure'.",
  })
  dimension?: SalesDimension | null;
  @Field(() => SortDirection, {
    nullable: true,
    description: 'The direction (default: DESC by a measure, largest first, nulls last; ASC by a dimension).',
  })
  direction?: SortDirection | null;
}

@ObjectType({
  description:
    'Sales of one group: the key of each grouped dimension (null when not grouped) and the measures (null when ' +
    'not asked).',
  simpleResolvers: true,
})
export class SalesGroup {
  @Field(() => Int, { nullable: true, description: 'BrandID (BRAND).' }) brandId!: number | null;
  @Field(() => Brand, { nullable: true, description: 'The brand (BRAND).' }) brand!: Brand | null;
  @Field(() => Int, { nullable: true, description: 'ChannelID (CHANNEL).' }) channelId!: number | null;
  @Field(() => Channel, { nullable: true, description: 'The channel (CHANNEL).' }) channel!: Channel | null;
  @Field(() => Int, { nullable: true, description: 'RegionID (REGION).' }) regionId!: number | null;
  @Field(() => Region, { nullable: true, description: 'The region (REGION).' }) region!: Region | null;
  @Field(() => Int, { nullable: true, description: 'StoreID (STORE).' }) storeId!: number | null;
  @Field(() => Store, { nullable: true, description: 'The store (STORE).' }) store!: Store | null;
  @Field(() => Int, { nullable: true, description: 'TeamMemberID (MEMBER).' }) memberId!: number | null;
  @Field(() => TeamMember, { nullable: true, description: 'The team member (MEMBER).' })
  teamMember!: TeamMember | null;
  @Field(() => GraphQLLocalDate, { nullable: true, description: 'The sale date, YYYY-MM-DD (DAY).' })
  day!: string | null;
  @Field(() => String, { nullable: true, description: 'The ISO week, YYYY-Www (WEEK).' }) week!: string | null;
  @Field(() => String, { nullable: true, description: 'The month, YYYY-MM (MONTH).' }) month!: string | null;
  @Field(() => Int, { nullable: true, description: 'Sale lines (COUNT).' }) count!: number | null;
  @Field(() => Int, { nullable: true, description: 'Units sold (QUANTITY).' }) quantity!: number | null;
  @Field(() => Float, { nullable: true, description: 'Value sold (VALUE).' }) value!: number | null;
  @Field(() => Float, { nullable: true, description: 'Units per sale line (AVERAGE_QUANTITY).' })
  averageQuantity!: number | null;
  @Field(() => Float, { nullable: true, description: 'Value per sale line (AVERAGE_VALUE).' })
  averageValue!: number | null;
  @Field(() => Float, { nullable: true, description: 'Value targets (TARGET).' }) target!: number | null;
  @Field(() => Float, { nullable: true, description: 'value / target (ACHIEVEMENT); null without a target.' })
  achievement!: number | null;
}
export const salesGroupRelations: Relations = {
  brand: relation('brands', brandRelations),
  channel: relation('channels', channelRelations),
  region: relation('regions', regionRelations),
  store: relation('stores', storeRelations),
  teamMember: relation('members', teamMemberRelations),
};
