// GraphQL types of the settings screens.
import 'reflect-metadata';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { Brand, brandRelations } from '../brands/brands.types.js';
import { Product } from '../products/products.types.js';
import { type Relations, relation } from '../reference/reference.relations.js';
import { City, Grade, gradeRelations, Region } from '../reference/reference.types.js';
import { Store, storeRelations } from '../stores/stores.types.js';
import { TeamMember, teamMemberRelations } from '../team/team.types.js';

@InputType({ description: 'Which stores a mapping screen lists; absent fields do not filter.' })
export class StoreMappingFilter {
  @Field(() => Int, { nullable: true, description: 'RegionID.' }) regionId?: number | null;
  @Field(() => Int, { nullable: true, description: 'CityID.' }) cityId?: number | null;
  @Field(() => Int, { nullable: true, description: 'ChannelID.' }) channelId?: number | null;
  @Field(() => String, { nullable: true, description: 'Part of the store name.' }) storeName?: string | null;
}

@ObjectType({ description: 'A store as the mapping lists show it.', simpleResolvers: true })
export class MappingStore {
  @Field(() => Int, { description: 'StoreID.' }) id!: number;
  @Field(() => String, { description: 'StoreCode.' }) code!: string;
  @Field(() => String, { description: 'StoreName.' }) name!: string;
  @Field(() => Region, { nullable: true, description: 'Region.' }) region!: Region | null;
  @Field(() => City, { nullable: true, description: 'City.' }) city!: City | null;
}

@ObjectType({ description: "A member's stores: mapped and not, over the filter." })
export class StoreMapping {
  @Field(() => [MappingStore], { description: 'Mapped to the member.' }) mapped!: MappingStore[];
  @Field(() => [MappingStore], { description: 'Active stores not mapped to the member.' }) unmapped!: MappingStore[];
}

@ObjectType({ description: 'What a mapping change did: rows changed, and rows that already were so.' })
export class MappingChange {
  @Field(() => Int, { description: 'Rows added or removed.' }) changed!: number;
  @Field(() => Int, { description: 'Rows that already were so (repeats are harmless).' }) unchanged!: number;
}

@ObjectType({ description: 'The products an account (channel) and grade carries, and those it does not.' })
export class AccountProducts {
  @Field(() => [Product], { description: 'Carried.' }) mapped!: Product[];
  @Field(() => [Product], { description: 'Active products not carried.' }) unmapped!: Product[];
}

@ObjectType({ description: "A store's grade for a brand.", simpleResolvers: true })
export class StoreGradeRow {
  @Field(() => Store, { nullable: true, description: 'The store.' }) store!: Store | null;
  @Field(() => Brand, { nullable: true, description: 'The brand.' }) brand!: Brand | null;
  @Field(() => Grade, { nullable: true, description: 'The grade (null when none is set).' }) grade!: Grade | null;
}

export const storeGradeRowRelations: Relations = {
  store: relation('stores', storeRelations),
  brand: relation('brands', brandRelations),
  grade: relation('grades', gradeRelations),
};

@ObjectType({ description: 'What setting a grade did for one store of a bulk change.', simpleResolvers: true })
export class StoreGradeOutcome {
  @Field(() => Int, { description: 'StoreID.' }) storeId!: number;
  @Field(() => Store, { nullable: true, description: 'The store.' }) store!: Store | null;
  @Field(() => Boolean, { description: 'Saved.' }) ok!: boolean;
  @Field(() => String, { nullable: true, description: 'Why not, when refused.' }) message!: string | null;
}

@ObjectType({ description: 'A report sent by e-mail, with who receives it when no address is given.' })
export class ReportRecipients {
  @Field(() => Int, { description: 'ReportID.' }) id!: number;
  @Field(() => String, { description: 'Display name.' }) name!: string;
  @Field(() => [String], { description: 'Recipients.' }) recipients!: string[];
}

@ObjectType({ description: 'A manager set up for a brand.', simpleResolvers: true })
export class BrandManagerRow {
  @Field(() => Brand, { nullable: true, description: 'The brand.' }) brand!: Brand | null;
  @Field(() => TeamMember, { nullable: true, description: 'The manager.' }) manager!: TeamMember | null;
}

export const brandManagerRowRelations: Relations = {
  brand: relation('brands', brandRelations),
  manager: relation('members', teamMemberRelations),
};

@ObjectType({ description: 'A page of the menu and whether a member may open it.', simpleResolvers: true })
export class PermissionRow {
  @Field(() => Int, { description: 'PermissionID.' }) id!: number;
  @Field(() => String, { description: 'The page (menu title).' }) page!: string;
  @Field(() => Boolean, { description: 'Allowed.' }) allowed!: boolean;
  @Field(() => String, {
    nullable: true,
    description:
      'The allowed group or collapse (its outermost) that opens this page whatever its own switch; ' +
      'null when only the page’s own record decides.',
  })
  openThrough!: string | null;
}

@ObjectType({
  description: 'A member who may open a page, and how: by the page’s own record or through its group or collapse.',
  simpleResolvers: true,
})
export class PageMember {
  @Field(() => TeamMember, { description: 'The member (name, team type, region).' }) member!: TeamMember;
  @Field(() => Boolean, { description: 'Whether the member’s own record of the page is allowed.' }) direct!: boolean;
  @Field(() => String, {
    nullable: true,
    description:
      'The allowed group or collapse (its outermost) that opens the page for the member, as the menu decides; ' +
      'null when only the page’s own record opens it.',
  })
  openThrough!: string | null;
}
