// GraphQL object types of the reference lists. Plain objects with pre-joined relations are
import 'reflect-metadata'; // type-graphql's decorators read it when the class is defined
// served as is (simpleResolvers: no resolver wrapping per field of every row).
import { Field, Int, ObjectType } from 'type-graphql';
import { type Relations, relation } from './reference.relations.js';

@ObjectType({
  description: 'A kind of team member. Its roles are data, never read from its name.',
  simpleResolvers: true,
})
export class TeamType {
  @Field(() => Int, { description: 'TeamTypeID.' }) id!: number;
  @Field(() => String, { description: 'Display name.' }) name!: string;
  @Field(() => Boolean, { description: 'Monthly targets are set for its members (the target grid lists them).' })
  takesTargets!: boolean;
  @Field(() => Boolean, {
    description: "Its members can manage brands (Setup Manager By Brand, the reports' Manager).",
  })
  managesBrands!: boolean;
  @Field(() => Boolean, { description: "Field staff: journey plans, visits and the dashboard's field team." })
  fieldStaff!: boolean;
}
export const teamTypeRelations: Relations = {};

@ObjectType({ description: 'A sales region.', simpleResolvers: true })
export class Region {
  @Field(() => Int, { description: 'RegionID.' }) id!: number;
  @Field(() => String, { description: 'Display name.' }) name!: string;
}
export const regionRelations: Relations = {};

@ObjectType({ description: 'A city, within a region.', simpleResolvers: true })
export class City {
  @Field(() => Int, { description: 'CityID.' }) id!: number;
  @Field(() => String, { description: 'Display name.' }) name!: string;
  @Field(() => Region, { nullable: true, description: 'The region the city belongs to (null when unknown).' })
  region!: Region | null;
}
export const cityRelations: Relations = { region: relation('regions', regionRelations) };

@ObjectType({ description: 'A district, within a city.', simpleResolvers: true })
export class District {
  @Field(() => Int, { description: 'DistrictID.' }) id!: number;
  @Field(() => String, { description: 'Display name.' }) name!: string;
  @Field(() => City, { nullable: true, description: 'The city the district belongs to (null when unknown).' })
  city!: City | null;
}
export const districtRelations: Relations = { city: relation('cities', cityRelations) };

@ObjectType({ description: 'A store grade.', simpleResolvers: true })
export class Grade {
  @Field(() => Int, { description: 'GradeID.' }) id!: number;
  @Field(() => String, { description: 'Display name.' }) name!: string;
}
export const gradeRelations: Relations = {};

@ObjectType({ description: 'A store sub-grade, within a grade.', simpleResolvers: true })
export class SubGrade {
  @Field(() => Int, { description: 'StoreSubGradeID.' }) id!: number;
  @Field(() => String, { description: 'Display name.' }) name!: string;
  @Field(() => Grade, { nullable: true, description: 'The grade the sub-grade belongs to (null when unknown).' })
  grade!: Grade | null;
}
export const subGradeRelations: Relations = { grade: relation('grades', gradeRelations) };

@ObjectType({ description: 'A channel type (a family of sales channels).', simpleResolvers: true })
export class ChannelType {
  @Field(() => Int, { description: 'ChannelTypeID.' }) id!: number;
  @Field(() => String, { description: 'Display name.' }) name!: string;
}
export const channelTypeRelations: Relations = {};

@ObjectType({ description: 'A sales channel (account), within a channel type.', simpleResolvers: true })
export class Channel {
  @Field(() => Int, { description: 'ChannelID.' }) id!: number;
  @Field(() => String, { description: 'Display name.' }) name!: string;
  @Field(() => ChannelType, { nullable: true, description: 'The channel type (null when unknown).' })
  channelType!: ChannelType | null;
}
export const channelRelations: Relations = { channelType: relation('channelTypes', channelTypeRelations) };

@ObjectType({ description: 'A store type.', simpleResolvers: true })
export class StoreType {
  @Field(() => Int, { description: 'StoreTypeID.' }) id!: number;
  @Field(() => String, { description: 'Display name.' }) name!: string;
}
export const storeTypeRelations: Relations = {};

@ObjectType({ description: 'A store as an option of a filter picker.', simpleResolvers: true })
export class StoreOption {
  @Field(() => Int, { description: 'StoreID.' }) id!: number;
  @Field(() => String, { description: 'StoreCode.' }) code!: string;
  @Field(() => String, { description: 'StoreName.' }) name!: string;
}

@ObjectType({ description: 'A brand or product category as an option of a filter picker.', simpleResolvers: true })
export class PickerOption {
  @Field(() => Int, { description: 'The id (BrandID or ProductCategoryID).' }) id!: number;
  @Field(() => String, { description: 'Display name.' }) name!: string;
  @Field(() => Boolean, { description: 'Whether it is active; pickers usually list inactive ones last.' })
  active!: boolean;
}

@ObjectType({ description: "What the distributor's bases offer beyond the product description." })
export class UpstreamOffers {
  @Field(() => Boolean, {
    description: 'Names of districts, sub-grades and store types (without them a store names those by id).',
  })
  storeReferenceNames!: boolean;
  @Field(() => Boolean, { description: "A category's brand can be written (the description's category has none)." })
  categoryBrands!: boolean;
  @Field(() => Boolean, { description: 'A store-day can be taken off a journey plan.' })
  planRemoval!: boolean;
  @Field(() => Boolean, { description: "Journey weeks of any year (without it, this year's only)." })
  anyWeekYear!: boolean;
  @Field(() => Boolean, { description: 'Brand and store pictures are served back as images.' })
  pictureBytes!: boolean;
  @Field(() => Boolean, {
    description:
      'Report filters the description does not give a call: ids on deploymentSummary and the report e-mails ' +
      '(without it they take dates only, and refuse the ids).',
  })
  reportFilters!: boolean;
}
