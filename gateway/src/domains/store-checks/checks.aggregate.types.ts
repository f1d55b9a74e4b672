// GraphQL types of displayCheckAggregate and lowStockAggregate: what display-check lines are grouped by, what
// is measured, the order, and one group.
import { GraphQLLocalDate } from 'graphql-scalars';
import 'reflect-metadata';
import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { SortDirection } from '../../platform/graphql/sorting.js';
import { Brand, brandRelations } from '../brands/brands.types.js';
import { categoryRelations, Product, ProductCategory, productRelations } from '../products/products.types.js';
import { type Relations, relation } from '../reference/reference.relations.js';
import {
  City,
  cityRelations,
  District,
  districtRelations,
  Region,
  regionRelations,
} from '../reference/reference.types.js';
import { Store, storeRelations } from '../stores/stores.types.js';
import { TeamMember, teamMemberRelations } from '../team/team.types.js';

export enum CheckLineDimension {
  STORE = 'STORE',
  BRAND = 'BRAND',
  CATEGORY = 'CATEGORY',
  PRODUCT = 'PRODUCT',
  REGION = 'REGION',
  CITY = 'CITY',
  DISTRICT = 'DISTRICT',
  MEMBER = 'MEMBER',
  DAY = 'DAY',
  WEEK = 'WEEK',
  MONTH = 'MONTH',
}
registerEnumType(CheckLineDimension, {
  name: 'CheckLineDimension',
  description: 'What display-check lines are grouped by (displayCheckAggregate and lowStockAggregate groupBy).',
  valuesConfig: {
    STORE: { description: 'The store visited: storeId and store.' },
    BRAND: { description: "The product's brand: brandId and brand." },
    CATEGORY: { description: "The product's category: categoryId and category." },
    PRODUCT: { description: 'The product checked: productId and product.' },
    REGION: { description: "The store's region: regionId and region." },
    CITY: { description: "The store's city (area): cityId and city." },
    DISTRICT: { description: "The store's district (territory): districtId and district." },
    MEMBER: { description: 'The team member who checked: memberId and teamMember.' },
    DAY: { description: 'The visit date: day (YYYY-MM-DD).' },
    WEEK: { description: "The visit's ISO week: week (YYYY-Www)." },
    MONTH: { description: "The visit's month: month (YYYY-MM)." },
  },
});

export enum CheckLineMeasure {
  COUNT = 'COUNT',
  DISPLAYED_QTY = 'DISPLAYED_QTY',
  STOCK_QTY = 'STOCK_QTY',
  LOW_STOCK_LINES = 'LOW_STOCK_LINES',
}
registerEnumType(CheckLineMeasure, {
  name: 'CheckLineMeasure',
  description: 'What a display-check aggregate measures of each group.',
  valuesConfig: {
    COUNT: { description: 'Lines in the group (one product checked on one visit): count.' },
    DISPLAYED_QTY: { description: 'Units on display, summed: displayedQty.' },
    STOCK_QTY: { description: 'Units in stock, summed: stockQty.' },
    LOW_STOCK_LINES: { description: 'Lines with fewer than 5 units in stock: lowStockLines.' },
  },
});

@InputType({ description: 'The order of the groups: by one measure or by one grouped dimension.' })
export class CheckLineAggregateOrder {
  @Field(() => CheckLineMeasure, {
    nullable: true,
    description: 'Order by this measure (the default: the first asked).',
  })
  measure?: CheckLineMeasure | null;
  @Field(() => CheckLineDimension, {
    nullable: true,
    description: "Order by this grouped dimension, by its name where it has one (else its key); not with 'measure'.",
  })
  dimension?: CheckLineDimension | null;
  @Field(() => SortDirection, {
    nullable: true,
    description: 'The direction (default: DESC by a measure, largest first; ASC by a dimension).',
  })
  direction?: SortDirection | null;
}

@ObjectType({
  description:
    'Display-check lines of one group: the key of each grouped dimension (null when not grouped) and the measures ' +
    '(null when not asked).',
  simpleResolvers: true,
})
export class CheckLineGroup {
  @Field(() => Int, { nullable: true, description: 'StoreID (STORE).' }) storeId!: number | null;
  @Field(() => Store, { nullable: true, description: 'The store (STORE).' }) store!: Store | null;
  @Field(() => Int, { nullable: true, description: 'BrandID (BRAND).' }) brandId!: number | null;
  @Field(() => Brand, { nullable: true, description: 'The brand (BRAND).' }) brand!: Brand | null;
  @Field(() => Int, { nullable: true, description: 'ProductCategoryID (CATEGORY).' }) categoryId!: number | null;
  @Field(() => ProductCategory, { nullable: true, description: 'The category (CATEGORY).' })
  category!: ProductCategory | null;
  @Field(() => Int, { nullable: true, description: 'ProductID (PRODUCT).' }) productId!: number | null;
  @Field(() => Product, { nullable: true, description: 'The product (PRODUCT).' }) product!: Product | null;
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
  @Field(() => Int, { nullable: true, description: 'TeamMemberID (MEMBER).' }) memberId!: number | null;
  @Field(() => TeamMember, { nullable: true, description: 'The team member (MEMBER).' })
  teamMember!: TeamMember | null;
  @Field(() => GraphQLLocalDate, { nullable: true, description: 'The visit date, YYYY-MM-DD (DAY).' })
  day!: string | null;
  @Field(() => String, { nullable: true, description: 'The ISO week, YYYY-Www (WEEK).' }) week!: string | null;
  @Field(() => String, { nullable: true, description: 'The month, YYYY-MM (MONTH).' }) month!: string | null;
  @Field(() => Int, { nullable: true, description: 'Lines (COUNT).' }) count!: number | null;
  @Field(() => Int, { nullable: true, description: 'Units on display (DISPLAYED_QTY).' }) displayedQty!: number | null;
  @Field(() => Int, { nullable: true, description: 'Units in stock (STOCK_QTY).' }) stockQty!: number | null;
  @Field(() => Int, { nullable: true, description: 'Lines low on stock (LOW_STOCK_LINES).' }) lowStockLines!:
    | number
    | null;
}
export const checkLineGroupRelations: Relations = {
  store: relation('stores', storeRelations),
  brand: relation('brands', brandRelations),
  category: relation('categories', categoryRelations),
  product: relation('products', productRelations),
  region: relation('regions', regionRelations),
  city: relation('cities', cityRelations),
  district: relation('districts', districtRelations),
  teamMember: relation('members', teamMemberRelations),
};
