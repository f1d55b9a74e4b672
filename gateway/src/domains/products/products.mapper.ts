// Product and category rows to their GraphQL types: versions, and brand and category joined by id.

import { versionOf } from '../../platform/graphql/versions.js';
import type { Row } from '../../platform/upstream/contract.js';
import type { Brand } from '../brands/brands.types.js';
import type { ProductRow } from './products.input.js';
import type { Product, ProductCategory } from './products.types.js';

/** What a product's mapping joins: its brand and category by id (modules/joins' Join). */
export interface ProductJoin {
  brand(id: number): Brand | null;
  category(id: number): ProductCategory | null;
}

export type CategoryRow = Row<'ProductCategory'>;

/** A product's version: the upstream's, else derived from what the product form edits. */
export const productVersion = (row: ProductRow) =>
  versionOf(row, [
    row.ProductGroupID,
    row.ProductCategoryID,
    row.ProductModelCode,
    row.ProductModelName,
    row.BrandID,
    row.ShortName,
    row.ActiveStatus,
  ]);

/** A category's version: the upstream's, else derived from what the category form edits. */
export const categoryVersion = (row: Row<'ProductCategory'>) =>
  versionOf(row, [row.ProductCategoryName, row.BrandID, row.ActiveStatus]);

export function toProduct(row: ProductRow, join: ProductJoin): Product {
  return {
    id: row.ProductID,
    version: productVersion(row),
    groupId: row.ProductGroupID,
    code: row.ProductModelCode,
    name: row.ProductModelName,
    shortName: row.ShortName,
    active: row.ActiveStatus === 1,
    brand: join.brand(row.BrandID),
    category: join.category(row.ProductCategoryID),
  };
}

export const toCategory = (row: CategoryRow, join: Pick<ProductJoin, 'brand'>): ProductCategory => ({
  id: row.ProductCategoryID,
  version: categoryVersion(row),
  name: row.ProductCategoryName,
  active: row.ActiveStatus === 1,
  brand: join.brand(row.BrandID),
});
