// Products and product categories: lists served from the 60 s reference cache (filtered, sorted
// and paged in memory), and their mutations, each of which drops the lists it changes.
// Pages: Product List, Product Category List.

import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../platform/graphql/context.js';
import { fromWriteRefusal, withMessage } from '../../platform/graphql/errors.js';
import { PageLimit, PageOffset } from '../../platform/graphql/paging.js';
import { savedRow } from '../../platform/graphql/saved.js';
import { optionalId, requiredId } from '../../platform/graphql/validate.js';
import { rowWithId, upstreamVersionParam } from '../../platform/graphql/versions.js';
import { Page } from '../../platform/permissions/page.js';
import type { RefName } from '../../platform/reference/reference.rest.js';
import { joinLists, joinOf } from '../reference/joins.js';
import {
  checkCategoryInput,
  checkProductInput,
  MAX_PRODUCT_PAGE,
  matchesProduct,
  type ProductRow,
  parseProductQuery,
  sortProducts,
} from './products.input.js';
import { type CategoryRow, categoryVersion, productVersion, toCategory, toProduct } from './products.mapper.js';
import {
  addCategory,
  addProduct,
  fetchAllCategories,
  fetchAllProducts,
  fetchBrandCategories,
  removeCategory,
  removeProduct,
  updateCategory,
  updateProduct,
} from './products.rest.js';
import {
  Product,
  ProductCategory,
  ProductCategoryInput,
  ProductFilter,
  ProductInput,
  ProductPage,
  ProductSort,
} from './products.types.js';

const PRODUCT_REFS: RefName[] = ['products', 'brands', 'categories'];
const CATEGORY_REFS: RefName[] = ['brands', 'categories'];

const refused = (error: unknown) => {
  throw fromWriteRefusal(error);
};

const savedProduct = (ctx: Context, write: Promise<ProductRow | undefined>, endpoint: string): Promise<Product> =>
  savedRow(write, {
    endpoint,
    id: 'ProductID',
    what: 'product',
    invalidate: () => ctx.refs.invalidate('products'),
    present: async (row) => toProduct(row, await joinLists(ctx, CATEGORY_REFS)),
  });

const savedCategory = (
  ctx: Context,
  write: Promise<CategoryRow | undefined>,
  endpoint: string,
): Promise<ProductCategory> =>
  savedRow(write, {
    endpoint,
    id: 'ProductCategoryID',
    what: 'category',
    invalidate: () => ctx.refs.invalidate('categories'),
    present: async (row) => toCategory(row, await joinLists(ctx, CATEGORY_REFS)),
  });

@Resolver()
export class ProductsResolver {
  @Page('Product List')
  @Query(() => ProductPage, {
    description:
      'Products matching the filter, sorted, one page at a time (limit 1 to ' +
      `${MAX_PRODUCT_PAGE}). Page: Product List.`,
  })
  async products(
    @Arg('filter', () => ProductFilter, { nullable: true, description: 'Which products; null = all.' })
    filter: ProductFilter | null,
    @Arg('sort', () => ProductSort, { nullable: true, description: 'The order; null = by code.' })
    sort: ProductSort | null,
    @PageLimit(50, MAX_PRODUCT_PAGE) limit: number,
    @PageOffset() offset: number,
    @Ctx() ctx: Context,
  ): Promise<ProductPage> {
    const query = parseProductQuery(filter, sort, limit, offset);
    const refs = await ctx.refs.load(PRODUCT_REFS, ctx.log);
    const matching = sortProducts(
      (refs.products?.rows ?? []).filter((row) => matchesProduct(row, query)),
      query.sort,
      refs,
    );
    const join = joinOf(refs);
    return {
      total: matching.length,
      items: matching.slice(query.offset, query.offset + query.limit).map((row) => toProduct(row, join)),
    };
  }

  @Page('Product List')
  @Mutation(() => Product, { description: 'Adds a product. CONFLICT when the model code exists. Page: Product List.' })
  async createProduct(
    @Arg('input', () => ProductInput, { description: 'The new product; its model code must be unique.' })
    input: ProductInput,
    @Ctx() ctx: Context,
  ): Promise<Product> {
    const params = checkProductInput(input, await ctx.refs.load(CATEGORY_REFS, ctx.log));
    return savedProduct(ctx, addProduct(ctx, params), 'ProductAdd');
  }

  @Page('Product List')
  @Mutation(() => Product, {
    description:
      'Replaces every field of a product (deactivate with active: false). CONFLICT with ' +
      'extensions.current (the record now) and changedBy when it changed since `version`. Page: ' +
      'Product List.',
  })
  async updateProduct(
    @Arg('id', () => Int, { description: 'ProductID.' }) id: number,
    @Arg('version', () => String, { description: 'The version of the product the form was opened with.' })
    version: string,
    @Arg('input', () => ProductInput, { description: 'Every editable field of the product, as it should be.' })
    input: ProductInput,
    @Ctx() ctx: Context,
  ): Promise<Product> {
    requiredId('id', id);
    const refs = await ctx.refs.load(CATEGORY_REFS, ctx.log);
    const params = checkProductInput(input, refs);
    return savedProduct(
      ctx,
      ctx.edits.update<ProductRow, Product>({
        kind: 'product',
        id,
        version,
        read: async () => (await fetchAllProducts(ctx)).find((row) => row.ProductID === id),
        versionOf: productVersion,
        present: async (row) => toProduct(row, joinOf(refs)),
        isRow: rowWithId<ProductRow>('ProductID', id),
        write: (upstream) => updateProduct(ctx, { ...params, ProductID: id, ...upstreamVersionParam(upstream) }),
      }),
      'ProductUpdate',
    );
  }

  @Page('Product List')
  @Mutation(() => Int, {
    description:
      'Removes a product no history refers to and returns its id; CONFLICT (deactivate instead) ' +
      'otherwise. Page: Product List.',
  })
  async removeProduct(
    @Arg('id', () => Int, { description: 'ProductID.' }) id: number,
    @Ctx() ctx: Context,
  ): Promise<number> {
    requiredId('id', id);
    await removeProduct(ctx, id).catch(refused);
    await ctx.refs.invalidate('products');
    return id;
  }

  @Page('Product Category List')
  @Query(() => [ProductCategory], {
    description:
      'Product categories, of one brand when brandId is given (null or 0 = all), by brand then ' +
      'name (cached 60 s). Page: Product Category List.',
  })
  async productCategories(
    @Arg('brandId', () => Int, { nullable: true, description: 'Only categories of this brand; null or 0 = all.' })
    brandId: number | null,
    @Ctx() ctx: Context,
  ): Promise<ProductCategory[]> {
    const brand = optionalId('brandId', brandId);
    // One brand's categories come from ProductCategoryList (BrandID); all of them from the cached
    // ProductCategoryListOnly.
    const [join, rows] = await Promise.all([
      ctx.refs.load(CATEGORY_REFS, ctx.log).then((refs) => joinOf(refs)),
      brand === 0 ? undefined : withMessage('Failed to fetch product categories', fetchBrandCategories(ctx, brand)),
    ]);
    return (rows ?? join.refs.categories?.rows ?? []).map((row) => toCategory(row, join));
  }

  @Page('Product Category List')
  @Mutation(() => ProductCategory, {
    description:
      "Adds a category, to a brand when brandId is given (without one, every brand's products " +
      'may use it). CONFLICT when the brand has one of that name. Page: Product Category List.',
  })
  async createProductCategory(
    @Arg('input', () => ProductCategoryInput, {
      description: 'The new category; its name must be unique within its brand.',
    })
    input: ProductCategoryInput,
    @Ctx() ctx: Context,
  ): Promise<ProductCategory> {
    const refs = await ctx.refs.load(CATEGORY_REFS, ctx.log);
    const params = checkCategoryInput(input, refs, undefined, ctx.upstream.described.offers('filters'));
    return savedCategory(ctx, addCategory(ctx, params), 'ProductCategory_Add');
  }

  @Page('Product Category List')
  @Mutation(() => ProductCategory, {
    description:
      'Renames, moves, activates or deactivates a category. CONFLICT with extensions.current ' +
      '(the record now) and changedBy when it changed since `version`. Page: Product Category ' +
      'List.',
  })
  async updateProductCategory(
    @Arg('id', () => Int, { description: 'ProductCategoryID.' }) id: number,
    @Arg('version', () => String, { description: 'The version of the category the form was opened with.' })
    version: string,
    @Arg('input', () => ProductCategoryInput, { description: 'The category as it should be.' })
    input: ProductCategoryInput,
    @Ctx() ctx: Context,
  ): Promise<ProductCategory> {
    requiredId('id', id);
    const refs = await ctx.refs.load(CATEGORY_REFS, ctx.log);
    const params = checkCategoryInput(input, refs, id, ctx.upstream.described.offers('filters'));
    return savedCategory(
      ctx,
      ctx.edits.update<CategoryRow, ProductCategory>({
        kind: 'category',
        id,
        version,
        read: async () => (await fetchAllCategories(ctx)).find((row) => row.ProductCategoryID === id),
        versionOf: categoryVersion,
        present: async (row) => toCategory(row, joinOf(refs)),
        isRow: rowWithId<CategoryRow>('ProductCategoryID', id),
        write: (upstream) =>
          updateCategory(ctx, { ...params, ProductCategoryID: id, ...upstreamVersionParam(upstream) }),
      }),
      'ProductCategory_Update',
    );
  }

  @Page('Product Category List')
  @Mutation(() => Int, {
    description:
      'Removes a category no product refers to and returns its id; CONFLICT (deactivate instead) ' +
      'otherwise. Page: Product Category List.',
  })
  async removeProductCategory(
    @Arg('id', () => Int, { description: 'ProductCategoryID.' }) id: number,
    @Ctx() ctx: Context,
  ): Promise<number> {
    requiredId('id', id);
    await removeCategory(ctx, id).catch(refused);
    await ctx.refs.invalidate('categories');
    return id;
  }
}
