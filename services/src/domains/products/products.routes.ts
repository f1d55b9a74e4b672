// Products: listed by brand and category, added, changed, removed. ProductModelCode is unique
// regardless of case, the category must be one of the product's brand, and a product anything
// refers to is never removed (deactivate it instead).
import type { Db } from '../../platform/db/db.js';
import { givenVersion, refuseUnmatched, versionMatches, versionOf } from '../../platform/db/versions.js';
import { HttpError, ok } from '../../platform/http/envelope.js';
import { type HandlerTable, int, type Query, text } from '../../platform/http/handlers.js';
import { requiredName } from '../../platform/http/names.js';

/** What the product form edits: a product's Version is derived from these. */
const PRODUCT_VERSIONED = [
  'product_group_id',
  'product_category_id',
  'product_model_code',
  'product_model_name',
  'brand_id',
  'short_name',
  'active_status',
];
const PRODUCT_COLUMNS = `product_id as "ProductID", product_group_id as "ProductGroupID", product_category_id as
  "ProductCategoryID",
  product_model_code as "ProductModelCode", product_model_name as "ProductModelName", brand_id as "BrandID",
  short_name as "ShortName", active_status as "ActiveStatus", ${versionOf(PRODUCT_VERSIONED)} as "Version"`;
const sqlState = (error: unknown) => (error as { code?: string } | null)?.code;

async function saveProduct(db: Db, query: Query, productId?: number) {
  const code = requiredName(query, 'ProductModelCode');
  const name = requiredName(query, 'ProductModelName');
  const brandId = int(query, 'BrandID');
  const categoryId = int(query, 'ProductCategoryID');
  const [category] = await db.query<{ brand_id: number | null }>(
    'select brand_id from product_categories where product_category_id = $1',
    [categoryId],
  );
  if (!category) throw new HttpError(400, `ProductCategoryID ${categoryId} does not exist`, 'ProductCategoryID');
  if (category.brand_id !== null && category.brand_id !== brandId)
    throw new HttpError(
      400,
      `ProductCategoryID ${categoryId} is not a category of BrandID ${brandId}`,
      'ProductCategoryID',
    );
  const values = [
    int(query, 'ProductGroupID') || 1,
    categoryId,
    code,
    name,
    brandId,
    text(query, 'ShortName'),
    int(query, 'ActiveStatus'),
  ];
  try {
    const rows =
      productId === undefined
        ? await db.query(
            `insert into products (product_group_id, product_category_id, product_model_code, product_model_name,
              brand_id, short_name, active_status)
                        values ($1, $2, $3, $4, $5, $6, $7) returning ${PRODUCT_COLUMNS}`,
            values,
          )
        : await db.query(
            `update products set product_group_id = $1, product_category_id = $2, product_model_code = $3,
              product_model_name = $4,
                          brand_id = $5, short_name = $6, active_status = $7
                        where product_id = $8 and ${versionMatches(PRODUCT_VERSIONED, '$9')}
                        returning ${PRODUCT_COLUMNS}`,
            [...values, productId, givenVersion(query)],
          );
    if (rows.length === 0 && productId !== undefined) {
      await refuseUnmatched(
        db,
        `select ${PRODUCT_COLUMNS} from products where product_id = $1`,
        productId,
        'Product',
        'ProductID',
      );
    }
    return ok(rows[0], productId === undefined ? 'Product added' : 'Product updated');
  } catch (error) {
    if (sqlState(error) === '23505')
      throw new HttpError(409, `ProductModelCode ${code} already exists`, 'ProductModelCode');
    throw error;
  }
}

export const productHandlers: HandlerTable = {
  ProductList: async (query, { db }) =>
    ok(
      await db.query(
        `select ${PRODUCT_COLUMNS} from products where ($1::int = 0 or brand_id = $1) and ($2::int = 0 or
          product_category_id = $2)
     order by lower(product_model_code)`,
        [int(query, 'BrandID'), int(query, 'ProductCategoryID')],
      ),
    ),
  ProductAdd: (query, { db }) => saveProduct(db, query),
  ProductUpdate: (query, { db }) => saveProduct(db, query, int(query, 'ProductID')),
  async ProductRemove(query, { db }) {
    const productId = int(query, 'ProductID');
    try {
      const rows = await db.query('delete from products where product_id = $1 returning product_id as "ProductID"', [
        productId,
      ]);
      if (rows.length === 0) throw new HttpError(404, `Product ${productId} does not exist`, 'ProductID');
      return ok(rows[0], 'Product removed');
    } catch (error) {
      if (sqlState(error) === '23503')
        throw new HttpError(
          409,
          `Product ${productId} is still used: deactivate it instead of removing it`,
          'ProductID',
        );
      throw error;
    }
  },
};
