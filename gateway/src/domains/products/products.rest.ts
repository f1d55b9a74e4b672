// The products' and product categories' upstream calls (main base): lists, add, update, remove.
import type { Context } from '../../platform/graphql/context.js';
import type { DataOf, ParamsOf } from '../../platform/upstream/contract.js';

type Calls = Pick<Context, 'upstream' | 'log'>;
type Reads = Pick<Context, 'reads'>;

/** Every product of every brand and category, read once per operation. */
export const fetchAllProducts = (ctx: Reads): Promise<DataOf<'main', 'ProductList'>> =>
  ctx.reads.list('main', 'ProductList', { BrandID: 0, ProductCategoryID: 0 });

export const addProduct = (ctx: Calls, params: ParamsOf<'main', 'ProductAdd'>) =>
  ctx.upstream.call('main', 'ProductAdd', params, ctx.log);

export const updateProduct = (ctx: Calls, params: ParamsOf<'main', 'ProductUpdate'>) =>
  ctx.upstream.call('main', 'ProductUpdate', params, ctx.log);

export const removeProduct = (ctx: Calls, productId: number) =>
  ctx.upstream.call('main', 'ProductRemove', { ProductID: productId }, ctx.log);

/** One brand's categories. */
export const fetchBrandCategories = (ctx: Reads, brandId: number): Promise<DataOf<'main', 'ProductCategoryList'>> =>
  ctx.reads.list('main', 'ProductCategoryList', { BrandID: brandId });

/** Every category, read once per operation. */
export const fetchAllCategories = (ctx: Reads): Promise<DataOf<'main', 'ProductCategoryListOnly'>> =>
  ctx.reads.list('main', 'ProductCategoryListOnly', {});

export const addCategory = (ctx: Calls, params: ParamsOf<'main', 'ProductCategory_Add'>) =>
  ctx.upstream.call('main', 'ProductCategory_Add', params, ctx.log);

export const updateCategory = (ctx: Calls, params: ParamsOf<'main', 'ProductCategory_Update'>) =>
  ctx.upstream.call('main', 'ProductCategory_Update', params, ctx.log);

export const removeCategory = (ctx: Calls, categoryId: number) =>
  ctx.upstream.call('main', 'ProductCategory_Remove', { ProductCategoryID: categoryId }, ctx.log);
