// Reference-list queries: signed-in only; served from the 60 s cache, filtered in memory.
import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, Info, Int, Query, Resolver } from 'type-graphql';
import type { Context } from '../../platform/graphql/context.js';
import { selectionOf } from '../../platform/graphql/selection.js';
import { optionalId } from '../../platform/graphql/validate.js';
import { SignedIn } from '../../platform/permissions/page.js';
import type { RefName } from '../../platform/reference/reference.rest.js';
import type { UpstreamExtra } from '../../platform/upstream/described.js';
import { joinFor } from './joins.js';
import type { Relations } from './reference.relations.js';
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
  PickerOption,
  Region,
  regionRelations,
  StoreOption,
  StoreType,
  SubGrade,
  storeTypeRelations,
  subGradeRelations,
  TeamType,
  teamTypeRelations,
  UpstreamOffers,
} from './reference.types.js';

/** Loads `list` plus whatever the selection of a type with `relations` joins, and a joiner over them. */
const joinOn = (ctx: Context, info: GraphQLResolveInfo, relations: Relations, list: RefName) =>
  joinFor(ctx, relations, selectionOf(info), [list]);

@Resolver()
export class LookupsResolver {
  @SignedIn()
  @Query(() => [Region], { description: 'All regions.' })
  async regions(@Ctx() ctx: Context, @Info() info: GraphQLResolveInfo): Promise<Region[]> {
    const join = await joinOn(ctx, info, regionRelations, 'regions');
    return (join.refs.regions?.rows ?? [])
      .map((row) => join.region(row.RegionID))
      .filter((v): v is Region => v !== null);
  }

  @SignedIn()
  @Query(() => [City], { description: 'Cities, of one region when regionId is given (null or 0 = all).' })
  async cities(
    @Arg('regionId', () => Int, { nullable: true, description: 'Only cities of this region; null or 0 = all.' })
    regionId: number | null,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<City[]> {
    const region = optionalId('regionId', regionId);
    const join = await joinOn(ctx, info, cityRelations, 'cities');
    const rows = join.refs.cities?.rows ?? [];
    return rows
      .filter((row) => region === 0 || row.RegionID === region)
      .map((row) => join.city(row.CityID))
      .filter((v): v is City => v !== null);
  }

  @SignedIn()
  @Query(() => [District], { description: 'Districts, of one city when cityId is given (null or 0 = all).' })
  async districts(
    @Arg('cityId', () => Int, { nullable: true, description: 'Only districts of this city; null or 0 = all.' }) cityId:
      | number
      | null,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<District[]> {
    const city = optionalId('cityId', cityId);
    const join = await joinOn(ctx, info, districtRelations, 'districts');
    const rows = join.refs.districts?.rows ?? [];
    return rows
      .filter((row) => city === 0 || row.CityID === city)
      .map((row) => join.district(row.DistrictID))
      .filter((v): v is District => v !== null);
  }

  @SignedIn()
  @Query(() => [ChannelType], { description: 'All channel types.' })
  async channelTypes(@Ctx() ctx: Context, @Info() info: GraphQLResolveInfo): Promise<ChannelType[]> {
    const join = await joinOn(ctx, info, channelTypeRelations, 'channelTypes');
    return (join.refs.channelTypes?.rows ?? [])
      .map((row) => join.channelType(row.ChannelTypeID))
      .filter((v): v is ChannelType => v !== null);
  }

  @SignedIn()
  @Query(() => [Channel], {
    description: 'Channels, of one channel type when channelTypeId is given (null or 0 = all).',
  })
  async channels(
    @Arg('channelTypeId', () => Int, { nullable: true, description: 'Only channels of this type; null or 0 = all.' })
    channelTypeId: number | null,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<Channel[]> {
    const type = optionalId('channelTypeId', channelTypeId);
    const join = await joinOn(ctx, info, channelRelations, 'channels');
    const rows = join.refs.channels?.rows ?? [];
    return rows
      .filter((row) => type === 0 || row.ChannelTypeID === type)
      .map((row) => join.channel(row.ChannelID))
      .filter((v): v is Channel => v !== null);
  }

  @SignedIn()
  @Query(() => [Grade], { description: 'All store grades.' })
  async grades(@Ctx() ctx: Context, @Info() info: GraphQLResolveInfo): Promise<Grade[]> {
    const join = await joinOn(ctx, info, gradeRelations, 'grades');
    return (join.refs.grades?.rows ?? []).map((row) => join.grade(row.GradeID)).filter((v): v is Grade => v !== null);
  }

  @SignedIn()
  @Query(() => [SubGrade], { description: 'Store sub-grades, of one grade when gradeId is given (null or 0 = all).' })
  async subGrades(
    @Arg('gradeId', () => Int, { nullable: true, description: 'Only sub-grades of this grade; null or 0 = all.' })
    gradeId: number | null,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<SubGrade[]> {
    const grade = optionalId('gradeId', gradeId);
    const join = await joinOn(ctx, info, subGradeRelations, 'subGrades');
    const rows = join.refs.subGrades?.rows ?? [];
    return rows
      .filter((row) => grade === 0 || row.GradeID === grade)
      .map((row) => join.subGrade(row.StoreSubGradeID))
      .filter((v): v is SubGrade => v !== null);
  }

  @SignedIn()
  @Query(() => [StoreType], { description: 'All store types.' })
  async storeTypes(@Ctx() ctx: Context, @Info() info: GraphQLResolveInfo): Promise<StoreType[]> {
    const join = await joinOn(ctx, info, storeTypeRelations, 'storeTypes');
    return (join.refs.storeTypes?.rows ?? [])
      .map((row) => join.storeType(row.StoreTypeID))
      .filter((v): v is StoreType => v !== null);
  }

  @SignedIn()
  @Query(() => [StoreOption], {
    description: 'Active stores of a region and channel, for filter pickers (null or 0 = all).',
  })
  storeFilterList(
    @Arg('regionId', () => Int, { nullable: true, description: 'Only stores of this region; null or 0 = all.' })
    regionId: number | null,
    @Arg('channelId', () => Int, { nullable: true, description: 'Only stores of this channel; null or 0 = all.' })
    channelId: number | null,
    @Ctx() ctx: Context,
  ): Promise<StoreOption[]> {
    return ctx.refs.storeOptions(optionalId('regionId', regionId), optionalId('channelId', channelId), ctx.log);
  }

  @SignedIn()
  @Query(() => UpstreamOffers, {
    description:
      "What the distributor's bases offer beyond the product description (configured by UPSTREAM_EXTRAS): " +
      'screens leave out what they cannot do.',
  })
  upstreamOffers(@Ctx() ctx: Context): UpstreamOffers {
    const offers = (extra: UpstreamExtra) => ctx.upstream.described.offers(extra);
    return {
      storeReferenceNames: offers('store-references'),
      categoryBrands: offers('filters'),
      planRemoval: offers('journey-weeks'),
      anyWeekYear: offers('journey-weeks'),
      pictureBytes: offers('pictures'),
      reportFilters: offers('filters'),
    };
  }

  @SignedIn()
  @Query(() => [TeamType], { description: 'All team types.' })
  async teamTypes(@Ctx() ctx: Context, @Info() info: GraphQLResolveInfo): Promise<TeamType[]> {
    const join = await joinOn(ctx, info, teamTypeRelations, 'teamTypes');
    return (join.refs.teamTypes?.rows ?? [])
      .map((row) => join.teamType(row.TeamTypeID))
      .filter((v): v is TeamType => v !== null);
  }

  @SignedIn()
  @Query(() => [PickerOption], {
    description: 'Every brand as a filter option, by name (the Brand List page has the full brands).',
  })
  async brandOptions(@Ctx() ctx: Context): Promise<PickerOption[]> {
    const brands = await ctx.refs.get('brands', ctx.log);
    return brands.rows.map((row) => ({ id: row.BrandID, name: row.BrandName, active: row.ActiveStatus === 1 }));
  }

  @SignedIn()
  @Query(() => [PickerOption], {
    description: 'Product categories as filter options, of one brand when brandId is given (null or 0 = all).',
  })
  async categoryOptions(
    @Arg('brandId', () => Int, { nullable: true, description: 'Only categories of this brand; null or 0 = all.' })
    brandId: number | null,
    @Ctx() ctx: Context,
  ): Promise<PickerOption[]> {
    const brand = optionalId('brandId', brandId);
    const categories = await ctx.refs.get('categories', ctx.log);
    return categories.rows
      .filter((row) => brand === 0 || row.BrandID === brand)
      .map((row) => ({ id: row.ProductCategoryID, name: row.ProductCategoryName, active: row.ActiveStatus === 1 }));
  }

  @SignedIn()
  @Query(() => [PickerOption], {
    description: "Active members of the team types that manage brands, by name, for the reports' Manager filter.",
    deprecationReason: 'Use `teamMembers` with filter: { role: MANAGES_BRANDS, active: true }',
  })
  managers(@Ctx() ctx: Context): Promise<PickerOption[]> {
    return ctx.refs.managers(ctx.log);
  }
}
