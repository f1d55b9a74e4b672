// GraphQL types of products and product categories: objects, filters, sort and the forms' inputs.
import 'reflect-metadata';
import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { SortDirection } from '../../platform/graphql/sorting.js';
import { Brand, brandRelations } from '../brands/brands.types.js';
import { type Relations, relation } from '../reference/reference.relations.js';

@ObjectType({ description: 'A product category, of one brand.', simpleResolvers: true })
export class ProductCategory {
  @Field(() => Int, { description: 'ProductCategoryID.' }) id!: number;
  @Field(() => String, {
    description: 'The version to send back with an update: it changes whenever an editable field does.',
  })
  version!: string;
  @Field(() => String, { description: 'ProductCategoryName.' }) name!: string;
  @Field(() => Boolean, { description: 'Whether the category is active (ActiveStatus 1).' }) active!: boolean;
  @Field(() => Brand, { nullable: true, description: 'The brand it belongs to (null when unknown).' })
  brand!: Brand | null;
}
export const categoryRelations: Relations = { brand: relation('brands', brandRelations) };

@ObjectType({ description: 'A product (a model) the field force checks, sells and moves.', simpleResolvers: true })
export class Product {
  @Field(() => Int, { description: 'ProductID.' }) id!: number;
  @Field(() => String, {
    description: 'The version to send back with an update: it changes whenever an editable field does.',
  })
  version!: string;
  @Field(() => Int, { description: 'ProductGroupID (1 unless set).' }) groupId!: number;
  @Field(() => String, { description: 'ProductModelCode, unique regardless of case.' }) code!: string;
  @Field(() => String, { description: 'ProductModelName.' }) name!: string;
  @Field(() => String, { description: 'ShortName (may be empty).' }) shortName!: string;
  @Field(() => Boolean, { description: 'Whether the product is active (ActiveStatus 1).' }) active!: boolean;
  @Field(() => Brand, { nullable: true, description: 'Brand (null when unknown).' }) brand!: Brand | null;
  @Field(() => ProductCategory, { nullable: true, description: 'Category (null when unknown).' })
  category!: ProductCategory | null;
}
export const productRelations: Relations = {
  brand: relation('brands', brandRelations),
  category: relation('categories', categoryRelations),
};

@ObjectType({ description: 'One page of products and the count of all that match.' })
export class ProductPage {
  @Field(() => Int, { description: 'Products matching the filter, over all pages.' }) total!: number;
  @Field(() => [Product], { description: 'The products of this page, in sort order.' }) items!: Product[];
}

export enum ProductSortField {
  CODE = 'CODE',
  NAME = 'NAME',
  BRAND = 'BRAND',
  CATEGORY = 'CATEGORY',
}
registerEnumType(ProductSortField, {
  name: 'ProductSortField',
  description: 'What a product list is sorted by.',
  valuesConfig: {
    CODE: { description: 'Model code (ProductModelCode).' },
    NAME: { description: 'Model name (ProductModelName).' },
    BRAND: { description: "The brand's name." },
    CATEGORY: { description: "The category's name." },
  },
});

@InputType({ description: 'Narrows the product list; absent fields do not filter.' })
export class ProductFilter {
  @Field(() => Int, { nullable: true, description: 'BrandID (null or 0 = all).' }) brandId?: number | null;
  @Field(() => Int, { nullable: true, description: 'ProductCategoryID (null or 0 = all).' }) categoryId?: number | null;
  @Field(() => Boolean, { nullable: true, description: 'null = all' }) active?: boolean | null;
  @Field(() => String, {
    nullable: true,
    description: 'Case-insensitive substring of the model code, name or short name.',
  })
  search?: string | null;
}

@InputType({ description: 'How a product list is sorted (ties by ProductID).' })
export class ProductSort {
  @Field(() => ProductSortField, { defaultValue: ProductSortField.CODE, description: 'The sort key.' })
  field!: ProductSortField;
  @Field(() => SortDirection, { defaultValue: SortDirection.ASC, description: 'The direction.' })
  direction!: SortDirection;
}

@InputType({ description: 'A product as the product form sends it.' })
export class ProductInput {
  @Field(() => String, {
    description: 'ProductModelCode: letters, digits, ., _, / and -, at most 30; unique regardless of case.',
  })
  code!: string;
  @Field(() => String, { description: 'ProductModelName, at most 150.' }) name!: string;
  @Field(() => String, { defaultValue: '', description: 'ShortName, at most 50.' }) shortName!: string;
  @Field(() => Int, { description: 'BrandID.' }) brandId!: number;
  @Field(() => Int, { description: 'ProductCategoryID: a category of that brand.' }) categoryId!: number;
  @Field(() => Int, { defaultValue: 1, description: 'ProductGroupID (default 1).' }) groupId!: number;
  @Field(() => Boolean, { defaultValue: true, description: 'Active (true) or deactivated (false).' }) active!: boolean;
}

@InputType({ description: 'A product category as its form sends it.' })
export class ProductCategoryInput {
  @Field(() => String, { description: 'Name, at most 100; unique within its brand regardless of case.' }) name!: string;
  @Field(() => Int, { nullable: true, description: 'BrandID; null: no one brand (create), the brand kept (update).' })
  brandId?: number | null;
  @Field(() => Boolean, { defaultValue: true, description: 'Active (true) or deactivated (false).' }) active!: boolean;
}
