// GraphQL types of the store list: the store, its page, the filter and the sort.
import 'reflect-metadata'; // type-graphql's decorators read it when the class is defined
import { Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
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
  SubGrade,
  storeTypeRelations,
  subGradeRelations,
} from '../reference/reference.types.js';

export enum StoreSortField {
  NAME = 'NAME',
  CODE = 'CODE',
  REGION = 'REGION',
  CITY = 'CITY',
  GRADE = 'GRADE',
  CHANNEL = 'CHANNEL',
}
registerEnumType(StoreSortField, {
  name: 'StoreSortField',
  description: 'What stores are ordered by (names compared case-insensitively; ties by store id).',
  valuesConfig: {
    NAME: { description: 'Store name.' },
    CODE: { description: 'Store code.' },
    REGION: { description: 'Region name.' },
    CITY: { description: 'City name.' },
    GRADE: { description: 'Grade name.' },
    CHANNEL: { description: 'Channel name.' },
  },
});

@ObjectType({ description: 'A store (outlet) the field force visits.', simpleResolvers: true })
export class Store {
  @Field(() => Int, { description: 'StoreID.' }) id!: number;
  @Field(() => String, {
    description: 'The version to send back with an update: it changes whenever an editable field does.',
  })
  version!: string;
  @Field(() => String, { description: 'StoreCode.' }) code!: string;
  @Field(() => String, { description: 'StoreName.' }) name!: string;
  @Field(() => String, { description: 'Street address.' }) address!: string;
  @Field(() => Float, { description: 'Latitude (WGS 84).' }) latitude!: number;
  @Field(() => Float, { description: 'Longitude (WGS 84).' }) longitude!: number;
  @Field(() => Boolean, { description: 'Whether the store is active (ActiveStatus 1).' }) active!: boolean;
  @Field(() => Int, { description: "DistrictID (its name, `district`, only where the bases give districts' names)." })
  districtId!: number;
  @Field(() => Int, {
    description: "StoreTypeID (its name, `storeType`, only where the bases give store types' names).",
  })
  storeTypeId!: number;
  @Field(() => Int, { description: 'StoreSubGradeID; 0 when the bases give none.' }) subGradeId!: number;
  @Field(() => Region, { nullable: true, description: 'Region (null when unknown).' }) region!: Region | null;
  @Field(() => City, { nullable: true, description: 'City (null when unknown).' }) city!: City | null;
  @Field(() => District, { nullable: true, description: 'District (null when unknown).' }) district!: District | null;
  @Field(() => Grade, { nullable: true, description: 'Grade (null when unknown).' }) grade!: Grade | null;
  @Field(() => SubGrade, { nullable: true, description: 'Sub-grade (null when unknown).' }) subGrade!: SubGrade | null;
  @Field(() => Channel, { nullable: true, description: 'Channel (account) (null when unknown).' })
  channel!: Channel | null;
  @Field(() => ChannelType, { nullable: true, description: 'Channel type (null when unknown).' })
  channelType!: ChannelType | null;
  @Field(() => StoreType, { nullable: true, description: 'Store type (null when unknown).' })
  storeType!: StoreType | null;
}
export const storeRelations: Relations = {
  region: relation('regions', regionRelations),
  city: relation('cities', cityRelations),
  district: relation('districts', districtRelations),
  grade: relation('grades', gradeRelations),
  subGrade: relation('subGrades', subGradeRelations),
  channel: relation('channels', channelRelations),
  channelType: relation('channelTypes', channelTypeRelations),
  storeType: relation('storeTypes', storeTypeRelations),
};

@ObjectType({ description: 'One page of stores and the number of stores matching the filter.', simpleResolvers: true })
export class StorePage {
  @Field(() => Int, { description: 'Stores matching the filter, over all pages.' }) total!: number;
  @Field(() => [Store], { description: 'The stores of this page, in sort order.' }) items!: Store[];
}

@InputType({ description: 'Which stores to list; every given criterion must match (null or 0 = all).' })
export class StoreFilter {
  @Field(() => Int, { nullable: true, description: 'RegionID.' }) regionId?: number | null;
  @Field(() => Int, { nullable: true, description: 'CityID.' }) cityId?: number | null;
  @Field(() => Int, { nullable: true, description: 'DistrictID.' }) districtId?: number | null;
  @Field(() => Int, { nullable: true, description: 'ChannelTypeID.' }) channelTypeId?: number | null;
  @Field(() => Int, { nullable: true, description: 'ChannelID.' }) channelId?: number | null;
  @Field(() => Int, { nullable: true, description: 'GradeID.' }) gradeId?: number | null;
  @Field(() => Int, { nullable: true, description: 'StoreSubGradeID.' }) subGradeId?: number | null;
  @Field(() => Int, { nullable: true, description: 'StoreTypeID.' }) storeTypeId?: number | null;
  @Field(() => Boolean, { nullable: true, description: 'null = all' }) active?: boolean | null;
  @Field(() => String, { nullable: true, description: 'case-insensitive prefix' }) code?: string | null;
  @Field(() => String, { nullable: true, description: 'case-insensitive substring' }) name?: string | null;
}

@InputType({ description: 'How to order stores.' })
export class StoreSort {
  @Field(() => StoreSortField, { defaultValue: StoreSortField.NAME, description: 'The sort key.' })
  field!: StoreSortField;
  @Field(() => SortDirection, { defaultValue: SortDirection.ASC, description: 'The direction.' })
  direction!: SortDirection;
}
