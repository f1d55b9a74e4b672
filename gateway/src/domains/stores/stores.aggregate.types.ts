// GraphQL types of storeAggregate: what stores are grouped by, what is measured, the order, and one group.
import 'reflect-metadata';
import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { SortDirection } from '../../platform/graphql/sorting.js';
import { type Relations, relation } from '../reference/reference.relations.js';
import {
  Channel,
  ChannelType,
  City,
  channelRelations,
  channelTypeRelations,
  cityRelations,
  District,
  districtRelations,
  Grade,
  gradeRelations,
  Region,
  regionRelations,
  StoreType,
  storeTypeRelations,
} from '../reference/reference.types.js';

export enum StoreDimension {
  REGION = 'REGION',
  CITY = 'CITY',
  DISTRICT = 'DISTRICT',
  GRADE = 'GRADE',
  CHANNEL = 'CHANNEL',
  CHANNEL_TYPE = 'CHANNEL_TYPE',
  STORE_TYPE = 'STORE_TYPE',
  ACTIVE = 'ACTIVE',
}
registerEnumType(StoreDimension, {
  name: 'StoreDimension',
  description: 'What stores are grouped by (storeAggregate groupBy).',
  valuesConfig: {
    REGION: { description: "The store's region: regionId and region." },
    CITY: { description: "The store's city (area): cityId and city." },
    DISTRICT: { description: "The store's district (territory): districtId and district." },
    GRADE: { description: "The store's grade: gradeId and grade." },
    CHANNEL: { description: "The store's channel (account): channelId and channel." },
    CHANNEL_TYPE: { description: "The store's channel type: channelTypeId and channelType." },
    STORE_TYPE: { description: "The store's type: storeTypeId and storeType." },
    ACTIVE: { description: 'Whether the store is active: active.' },
  },
});

export enum StoreMeasure {
  COUNT = 'COUNT',
}
registerEnumType(StoreMeasure, {
  name: 'StoreMeasure',
  description: 'What storeAggregate measures of each group.',
  valuesConfig: { COUNT: { description: 'Stores in the group: count.' } },
});

@InputType({ description: 'The order of the groups: by one measure or by one grouped dimension.' })
export class StoreAggregateOrder {
  @Field(() => StoreMeasure, { nullable: true, description: 'Order by this measure (the default: the first asked).' })
  measure?: StoreMeasure | null;
  @Field(() => StoreDimension, {
    nullable: true,
    description: "Order by this grouped dimension, by its name where it has one (else its id); not with 'measure'.",
  })
  dimension?: StoreDimension | null;
  @Field(() => SortDirection, {
    nullable: true,
    description: 'The direction (default: DESC by a measure, largest first; ASC by a dimension).',
  })
  direction?: SortDirection | null;
}

@ObjectType({
  description: 'Stores of one group: the key of each grouped dimension (null when not grouped) and the measures.',
  simpleResolvers: true,
})
export class StoreGroup {
  @Field(() => Int, { nullable: true, description: 'RegionID (REGION).' }) regionId!: number | null;
  @Field(() => Region, { nullable: true, description: 'The region (REGION).' }) region!: Region | null;
  @Field(() => Int, { nullable: true, description: 'CityID (CITY).' }) cityId!: number | null;
  @Field(() => City, { nullable: true, description: 'The city (CITY).' }) city!: City | null;
  @Field(() => Int, { nullable: true, description: 'DistrictID (DISTRICT).' }) districtId!: number | null;
  @Field(() => District, {
    nullable: true,
    description: "The district (DISTRICT), where the bases give districts' names.",
  })
  district!: District | null;
  @Field(() => Int, { nullable: true, description: 'GradeID (GRADE).' }) gradeId!: number | null;
  @Field(() => Grade, { nullable: true, description: 'The grade (GRADE).' }) grade!: Grade | null;
  @Field(() => Int, { nullable: true, description: 'ChannelID (CHANNEL).' }) channelId!: number | null;
  @Field(() => Channel, { nullable: true, description: 'The channel (CHANNEL).' }) channel!: Channel | null;
  @Field(() => Int, { nullable: true, description: 'ChannelTypeID (CHANNEL_TYPE).' }) channelTypeId!: number | null;
  @Field(() => ChannelType, { nullable: true, description: 'The channel type (CHANNEL_TYPE).' })
  channelType!: ChannelType | null;
  @Field(() => Int, { nullable: true, description: 'StoreTypeID (STORE_TYPE).' }) storeTypeId!: number | null;
  @Field(() => StoreType, {
    nullable: true,
    description: "The store type (STORE_TYPE), where the bases give store types' names.",
  })
  storeType!: StoreType | null;
  @Field(() => Boolean, { nullable: true, description: 'Whether the stores are active (ACTIVE).' })
  active!: boolean | null;
  @Field(() => Int, { nullable: true, description: 'Stores in the group (COUNT).' }) count!: number | null;
}
export const storeGroupRelations: Relations = {
  region: relation('regions', regionRelations),
  city: relation('cities', cityRelations),
  district: relation('districts', districtRelations),
  grade: relation('grades', gradeRelations),
  channel: relation('channels', channelRelations),
  channelType: relation('channelTypes', channelTypeRelations),
  storeType: relation('storeTypes', storeTypeRelations),
};
