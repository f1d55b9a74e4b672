// GraphQL types of sales, targets, achievement and the dashboard.
import { GraphQLLocalDate } from 'graphql-scalars';
import 'reflect-metadata';
import { Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Brand, brandRelations } from '../brands/brands.types.js';
import { Product, productRelations } from '../products/products.types.js';
import { type Relations, relation } from '../reference/reference.relations.js';
import { Channel, channelRelations, Region, regionRelations } from '../reference/reference.types.js';
import { Store, storeRelations } from '../stores/stores.types.js';
import { TeamMember, teamMemberRelations } from '../team/team.types.js';

export enum TargetType {
  QUANTITY = 'Quantity',
  VALUE = 'Value',
}
registerEnumType(TargetType, {
  name: 'TargetType',
  description: 'What a target counts: units sold, or their value.',
  valuesConfig: {
    QUANTITY: { description: 'Units sold.' },
    VALUE: { description: 'Value sold, in the currency the sales are recorded in.' },
  },
});

@ObjectType({ description: 'Sales of one day.', simpleResolvers: true })
export class SalesDay {
  @Field(() => GraphQLLocalDate, { description: 'YYYY-MM-DD.' }) date!: string;
  @Field(() => Int, { description: 'Sale lines.' }) lines!: number;
  @Field(() => Int, { description: 'Distinct stores that sold.' }) stores!: number;
  @Field(() => Int, { description: 'Units sold.' }) quantity!: number;
  @Field(() => Float, { description: 'Value sold.' }) value!: number;
}

@ObjectType({ description: 'One sale line.', simpleResolvers: true })
export class Sale {
  @Field(() => Int, { description: 'SaleID.' }) id!: number;
  @Field(() => GraphQLLocalDate, { description: 'YYYY-MM-DD.' }) date!: string;
  @Field(() => Store, { nullable: true, description: 'Where it was sold.' }) store!: Store | null;
  @Field(() => TeamMember, { nullable: true, description: 'Who sold it.' }) teamMember!: TeamMember | null;
  @Field(() => Product, { nullable: true, description: 'What was sold.' }) product!: Product | null;
  @Field(() => Brand, { nullable: true, description: "The product's brand." }) brand!: Brand | null;
  @Field(() => Int, { description: 'Units.' }) quantity!: number;
  @Field(() => Float, { description: 'Value.' }) value!: number;
}
export const saleRelations: Relations = {
  store: relation('stores', storeRelations),
  product: relation('products', productRelations),
  brand: relation('brands', brandRelations),
  teamMember: relation('members', teamMemberRelations),
};

@ObjectType({ description: 'A page of sale lines and how many match.' })
export class SaleLinePage {
  @Field(() => Int, { description: 'Sale lines matching the filter.' }) total!: number;
  @Field(() => [Sale], { description: 'This page, newest first.' }) items!: Sale[];
}

@ObjectType({ description: 'Sales of one brand in one channel.', simpleResolvers: true })
export class SaleReportRow {
  @Field(() => Brand, { nullable: true, description: 'The brand.' }) brand!: Brand | null;
  @Field(() => Channel, { nullable: true, description: 'The channel.' }) channel!: Channel | null;
  @Field(() => Int, { description: 'Sale lines.' }) lines!: number;
  @Field(() => Int, { description: 'Distinct stores.' }) stores!: number;
  @Field(() => Int, { description: 'Units sold.' }) quantity!: number;
  @Field(() => Float, { description: 'Value sold.' }) value!: number;
}
export const saleReportRowRelations: Relations = {
  brand: relation('brands', brandRelations),
  channel: relation('channels', channelRelations),
};

@ObjectType({ description: 'A monthly target of a team member for a brand.', simpleResolvers: true })
export class MonthlyTarget {
  @Field(() => TeamMember, { nullable: true, description: 'Whose target.' }) teamMember!: TeamMember | null;
  @Field(() => Int, { description: 'TeamMemberID.' }) teamMemberId!: number;
  @Field(() => Brand, { nullable: true, description: 'For which brand.' }) brand!: Brand | null;
  @Field(() => Int, { description: 'BrandID.' }) brandId!: number;
  @Field(() => Int, { description: 'Year.' }) year!: number;
  @Field(() => Int, { description: 'Month, 1 to 12.' }) month!: number;
  @Field(() => TargetType, { description: 'Quantity or value.' }) type!: TargetType;
  @Field(() => Float, { description: 'The target.' }) target!: number;
}
export const monthlyTargetRelations: Relations = {
  teamMember: relation('members', teamMemberRelations),
  brand: relation('brands', brandRelations),
};

@ObjectType({
  description: 'A target, what was sold against it, and where the month will end at this pace.',
  simpleResolvers: true,
})
export class Achievement {
  @Field(() => TeamMember, { nullable: true, description: 'The team member.' }) teamMember!: TeamMember | null;
  @Field(() => Brand, { nullable: true, description: 'The brand (null on rows over all brands).' })
  brand!: Brand | null;
  @Field(() => Float, { description: 'Target.' }) target!: number;
  @Field(() => Float, { description: 'Sold so far in the month.' }) actual!: number;
  @Field(() => Float, { nullable: true, description: 'actual / target; null without a target.' }) achievement!:
    | number
    | null;
  @Field(() => Float, { description: 'The month-end figure at the current pace.' }) projected!: number;
  @Field(() => Float, { nullable: true, description: 'projected / target; null without a target.' })
  projectedAchievement!: number | null;
  @Field(() => Boolean, { description: 'A target exists and the projection falls short of it.' }) atRisk!: boolean;
}
export const achievementRelations: Relations = {
  teamMember: relation('members', teamMemberRelations),
  brand: relation('brands', brandRelations),
};

@ObjectType({ description: 'The month an achievement report covers.' })
export class AchievementReport {
  @Field(() => Int, { description: 'Days in the month.' }) daysInMonth!: number;
  @Field(() => Int, { description: 'Days behind us (all of a past month, none of a future one).' })
  daysElapsed!: number;
  @Field(() => [Achievement], { description: 'One row per team member (or per member and brand).' })
  rows!: Achievement[];
}

@InputType({ description: 'One target of the grid.' })
export class TargetInput {
  @Field(() => Int, { description: 'TeamMemberID.' }) teamMemberId!: number;
  @Field(() => Int, { description: 'BrandID.' }) brandId!: number;
  @Field(() => Float, { description: 'Target, 0 or more (units, or value with up to 2 decimals).' }) target!: number;
}

@ObjectType({ description: 'The outcome of one target of a save: saved, or refused with the reason.' })
export class TargetOutcome {
  @Field(() => Int, { description: 'TeamMemberID.' }) teamMemberId!: number;
  @Field(() => Int, { description: 'BrandID.' }) brandId!: number;
  @Field(() => Float, { description: 'The target sent.' }) target!: number;
  @Field(() => Boolean, { description: 'Whether it was saved.' }) saved!: boolean;
  @Field(() => String, { nullable: true, description: 'Why not (the error code), null when saved.' }) code!:
    | string
    | null;
  @Field(() => String, { nullable: true, description: 'Why not, in words; null when saved.' }) message!: string | null;
}

@ObjectType({ description: 'What setMonthlyTargets saved, target by target.' })
export class TargetsSaved {
  @Field(() => Int, { description: 'Targets saved.' }) saved!: number;
  @Field(() => Int, { description: 'Targets refused or not reached (each named in outcomes).' }) failed!: number;
  @Field(() => [TargetOutcome], { description: 'One per target, in the order sent.' }) outcomes!: TargetOutcome[];
  @Field(() => Int, { description: 'Year.' }) year!: number;
  @Field(() => Int, { description: 'Month.' }) month!: number;
  @Field(() => TargetType, { description: 'Type.' }) type!: TargetType;
}

@ObjectType({ description: 'What copyMonthlyTargets wrote (or, as a preview, would write) into a month.' })
export class TargetsCopied {
  @Field(() => Boolean, { description: 'true: nothing was written; the counts say what a copy would do.' })
  preview!: boolean;
  @Field(() => Int, { description: "Targets written into the month (a preview: to be written), the other month's." })
  copied!: number;
  @Field(() => Int, {
    description: 'Targets of the other month left out because the month has its own for that member, brand and type.',
  })
  kept!: number;
  @Field(() => Int, {
    description:
      'Targets of the other month left out because their member is inactive or no longer of a team type that ' +
      'takes targets, or their brand no longer exists.',
  })
  skipped!: number;
  @Field(() => Int, { description: 'Targets refused by the base or not reached (0 on a preview).' }) failed!: number;
  @Field(() => Int, {
    description:
      "Targets past the request's allowance left to copy (inParts): copy again until 0. 0 on a preview and when " +
      'everything was copied.',
  })
  remaining!: number;
}

@ObjectType({ description: 'The dashboard figures.' })
export class DashboardCards {
  @Field(() => Int, { description: 'Active stores.' }) activeStores!: number;
  @Field(() => Int, { description: 'Active products.' }) activeProducts!: number;
  @Field(() => Int, { description: 'Active members of the field-staff team types.' }) fieldTeam!: number;
  @Field(() => Int, { description: 'Store visits with display checks in the range.' }) visits!: number;
  @Field(() => Int, { description: 'Display-check lines low on stock in the range.' }) lowStockLines!: number;
  @Field(() => Int, { description: 'Units sold in the range.' }) salesQuantity!: number;
  @Field(() => Float, { description: 'Value sold in the range.' }) salesValue!: number;
}

@ObjectType({ description: 'Stores of one region.', simpleResolvers: true })
export class StoreSummaryRow {
  @Field(() => Region, { nullable: true, description: 'The region.' }) region!: Region | null;
  @Field(() => Int, { description: 'All stores.' }) stores!: number;
  @Field(() => Int, { description: 'Active stores.' }) activeStores!: number;
  @Field(() => Int, { description: 'Stores with a display check in the range.' }) visitedStores!: number;
}
export const storeSummaryRowRelations: Relations = { region: relation('regions', regionRelations) };

@ObjectType({ description: 'Products of one brand.', simpleResolvers: true })
export class ProductCount {
  @Field(() => Brand, { nullable: true, description: 'The brand.' }) brand!: Brand | null;
  @Field(() => Int, { description: 'All products.' }) products!: number;
  @Field(() => Int, { description: 'Active products.' }) activeProducts!: number;
}
export const productCountRelations: Relations = { brand: relation('brands', brandRelations) };

@ObjectType({
  description:
    'Everything the dashboard shows; each part is fetched only when asked for, all in parallel. ' +
    'A part whose upstream call fails is null, with its error, and the others still answer.',
})
export class Dashboard {
  /** The checked filter every part uses (not a GraphQL field). */
  params!: Record<string, string | number>;
}
