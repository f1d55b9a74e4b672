// GraphQL types of the store-check reports: the measures every aggregate row carries, the rows of
// each report, and the lines and stock rows with their store, product and brand joined in.
import { GraphQLLocalDate } from 'graphql-scalars';
import 'reflect-metadata';
import { Field, Float, Int, ObjectType } from 'type-graphql';
import { Brand, brandRelations } from '../brands/brands.types.js';
import { categoryRelations, Product, ProductCategory, productRelations } from '../products/products.types.js';
import { type Relations, relation } from '../reference/reference.relations.js';
import { Store, storeRelations } from '../stores/stores.types.js';
import { TeamMember, teamMemberRelations } from '../team/team.types.js';

@ObjectType({ description: 'What a group of display-check lines adds up to.', simpleResolvers: true })
export class CheckMeasures {
  @Field(() => Int, { description: 'Distinct visits.' }) visits!: number;
  @Field(() => Int, { description: 'Distinct stores.' }) stores!: number;
  @Field(() => Int, { description: 'Lines: one product checked on one visit.' }) lines!: number;
  @Field(() => Int, { description: 'Units on display, summed.' }) displayedQty!: number;
  @Field(() => Int, { description: 'Units in stock, summed.' }) stockQty!: number;
  @Field(() => Int, { description: 'Lines with fewer than 5 units in stock.' }) lowStockLines!: number;
  @Field(() => Float, { description: 'lowStockLines / lines (0 when there are no lines).' }) lowStockRate!: number;
}

@ObjectType({ description: 'Display checks of one brand.', simpleResolvers: true })
export class DisplayCheckBrandRow extends CheckMeasures {
  @Field(() => Brand, { nullable: true, description: 'The brand (null when unknown).' }) brand!: Brand | null;
}
export const displayCheckBrandRowRelations: Relations = { brand: relation('brands', brandRelations) };

@ObjectType({ description: 'Display checks of one day.', simpleResolvers: true })
export class DisplayCheckDay extends CheckMeasures {
  @Field(() => GraphQLLocalDate, { description: 'The visit date, YYYY-MM-DD.' }) date!: string;
}

@ObjectType({ description: 'Display checks of one ISO week.', simpleResolvers: true })
export class DisplayCheckWeek extends CheckMeasures {
  @Field(() => Int, { description: 'ISO year.' }) year!: number;
  @Field(() => Int, { description: 'ISO week number.' }) week!: number;
  @Field(() => GraphQLLocalDate, { description: 'The Monday of the week, YYYY-MM-DD.' }) fromDate!: string;
}

@ObjectType({
  description: 'Display checks of one brand in one ISO week (a point of a trend line).',
  simpleResolvers: true,
})
export class DisplayCheckTrendPoint extends DisplayCheckWeek {
  @Field(() => Brand, { nullable: true, description: 'The brand (null when unknown).' }) brand!: Brand | null;
}
export const displayCheckTrendPointRelations: Relations = { brand: relation('brands', brandRelations) };

@ObjectType({ description: 'One product checked on one visit.', simpleResolvers: true })
export class DisplayCheckLine {
  @Field(() => Int, { description: 'VisitID.' }) visitId!: number;
  @Field(() => GraphQLLocalDate, { description: 'The day of the visit, YYYY-MM-DD (VisitDate).' }) date!: string;
  @Field(() => GraphQLLocalDate, {
    description: 'The day of the visit, YYYY-MM-DD.',
    deprecationReason: 'Use `date`, the name every row gives its day.',
  })
  visitDate!: string;
  @Field(() => Store, { nullable: true, description: 'The store visited.' }) store!: Store | null;
  @Field(() => TeamMember, { nullable: true, description: 'Who checked it.' }) teamMember!: TeamMember | null;
  @Field(() => Product, { nullable: true, description: 'The product checked.' }) product!: Product | null;
  @Field(() => Brand, { nullable: true, description: "The product's brand." }) brand!: Brand | null;
  @Field(() => ProductCategory, { nullable: true, description: "The product's category." })
  category!: ProductCategory | null;
  @Field(() => Int, { description: 'Units on display.' }) displayedQty!: number;
  @Field(() => Int, { description: 'Units in stock.' }) stockQty!: number;
  @Field(() => Boolean, { description: 'Fewer than 5 units in stock.' }) lowStock!: boolean;
}
export const displayCheckLineRelations: Relations = {
  store: relation('stores', storeRelations),
  product: relation('products', productRelations),
  brand: relation('brands', brandRelations),
  category: relation('categories', categoryRelations),
  teamMember: relation('members', teamMemberRelations),
};

@ObjectType({ description: 'A page of display-check lines, how many match, and what they all add up to.' })
export class DisplayCheckLinePage {
  @Field(() => Int, { description: 'Lines matching the filter, all of them (not only this page).' }) total!: number;
  @Field(() => CheckMeasures, { description: 'Totals over every matching line, not only this page.' })
  totals!: CheckMeasures;
  @Field(() => [DisplayCheckLine], { description: 'This page, newest first unless orderBy says otherwise.' })
  items!: DisplayCheckLine[];
}

@ObjectType({ description: 'The latest stock count of a product in a store.', simpleResolvers: true })
export class StockRow {
  @Field(() => Store, { nullable: true, description: 'The store (null when unknown).' }) store!: Store | null;
  @Field(() => Product, { nullable: true, description: 'The product (null when unknown).' }) product!: Product | null;
  @Field(() => Brand, { nullable: true, description: "The product's brand." }) brand!: Brand | null;
  @Field(() => Int, { description: 'Units counted.' }) quantity!: number;
  @Field(() => GraphQLLocalDate, { description: 'When it was counted, YYYY-MM-DD.' }) snapshotDate!: string;
}
export const stockRowRelations: Relations = {
  store: relation('stores', storeRelations),
  product: relation('products', productRelations),
  brand: relation('brands', brandRelations),
};

@ObjectType({ description: 'A page of stock rows and how many match.' })
export class StockPage {
  @Field(() => Int, { description: 'Rows matching the filter, all of them (not only this page).' }) total!: number;
  @Field(() => Int, { description: 'Units over every matching row.' }) totalQuantity!: number;
  @Field(() => [StockRow], { description: 'This page, by store then product.' }) items!: StockRow[];
}

@ObjectType({
  description: 'Stock of one product at a starting day and at the end of the range, over the filtered stores.',
  simpleResolvers: true,
})
export class StockStatusRow {
  @Field(() => Product, { nullable: true, description: 'The product (null when unknown).' }) product!: Product | null;
  @Field(() => Brand, { nullable: true, description: "The product's brand." }) brand!: Brand | null;
  @Field(() => Int, { description: 'Stores with a count of the product.' }) stores!: number;
  @Field(() => Int, { description: 'Units at the starting day.' }) openingQty!: number;
  @Field(() => Int, { description: 'Units at the end of the range.' }) closingQty!: number;
  @Field(() => Int, { description: 'closingQty - openingQty.' }) change!: number;
}
export const stockStatusRowRelations: Relations = {
  product: relation('products', productRelations),
  brand: relation('brands', brandRelations),
};

@ObjectType({ description: 'An ISO week of a year.', simpleResolvers: true })
export class Week {
  @Field(() => Int, { description: 'The ISO week number, 1 to 53 (WeekNo).' }) week!: number;
  @Field(() => Int, {
    description: 'The ISO week number.',
    deprecationReason: 'Use `week`, the name the week reports give it.',
  })
  weekNo!: number;
  @Field(() => GraphQLLocalDate, { description: 'Its Monday, YYYY-MM-DD.' }) fromDate!: string;
}

@ObjectType({ description: 'What the low-stock e-mail carried and to whom.' })
export class EmailReceipt {
  @Field(() => Int, { description: 'Report lines in the CSV attachment.' }) lines!: number;
  @Field(() => [String], { description: 'Recipients.' }) to!: string[];
  @Field(() => [String], { description: 'Copies.' }) cc!: string[];
}
