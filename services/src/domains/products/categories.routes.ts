// Product categories: listed by brand, added, updated, removed. Names are unique within a brand as
// people read them (http/names.ts); a category without a brand (BrandID 0) serves every brand; a
// category anything refers to is never removed (deactivate it instead).
import type { Db } from '../../platform/db/db.js';
import { givenVersion, refuseUnmatched, versionMatches, versionOf } from '../../platform/db/versions.js';
import { HttpError, ok } from '../../platform/http/envelope.js';
import { type HandlerTable, int, type Query } from '../../platform/http/handlers.js';
import { lookalikeKey, requiredName } from '../../platform/http/names.js';

/** What the category form edits: a category's Version is derived from these. */
const CATEGORY_VERSIONED = ['product_category_name', 'brand_id', 'active_status'];
const CATEGORY_COLUMNS = `product_category_id as "ProductCategoryID", product_category_name as "ProductCategoryName",
  coalesce(brand_id, 0) as "BrandID", active_status as "ActiveStatus", ${versionOf(CATEGORY_VERSIONED)} as "Version"`;
const sqlState = (error: unknown) => (error as { code?: string } | null)?.code;

const listCategories = (db: Db, brandId: number) =>
  db.query(
    `select ${CATEGORY_COLUMNS} from product_categories where ($1::int = 0 or brand_id = $1 or brand_id is null)
            order by brand_id nulls last, lower(product_category_name)`,
    [brandId],
  );

/**
 * Refuses a name that looks like another category's of the same brand ('Веzеl' in Cyrillic beside 'Bezel'):
 * the unique index knows only the exact key, so this runs in the write's transaction, one category write at a time.
 */
async function refuseLookalike(tx: Db, name: string, brandId: number | null, categoryId = 0) {
  await tx.query(`select pg_advisory_xact_lock(hashtext('product category names'))`);
  const key = lookalikeKey(name);
  const rows = await tx.query<{ name: string }>(
    `select product_category_name as name from product_categories
      where product_category_id <> $2 and coalesce(brand_id, 0) = coalesce($1::int,
        (select brand_id from product_categories where product_category_id = $2), 0)`,
    [brandId, categoryId],
  );
  if (rows.some((row) => lookalikeKey(row.name) === key))
    throw new HttpError(409, `Product category ${name} already exists for this brand`, 'ProductCategoryName');
}

async function saveCategory(db: Db, query: Query, categoryId?: number) {
  const name = requiredName(query, 'ProductCategoryName');
  // BrandID is optional (the description's category has none): absent, an update keeps the brand.
  const brandId = query.BrandID === undefined ? null : int(query, 'BrandID');
  if (brandId !== null) {
    const [brand] = await db.query('select 1 from brands where brand_id = $1', [brandId]);
    if (!brand) throw new HttpError(400, `BrandID ${brandId} does not exist`, 'BrandID');
  }
  const values = [name, brandId, int(query, 'ActiveStatus')];
  try {
    const rows = await db.transaction(async (tx) => {
      await refuseLookalike(tx, name, brandId, categoryId);
      return categoryId === undefined
        ? await tx.query(
            `insert into product_categories (product_category_name, brand_id, active_status) values ($1, $2, $3)
              returning ${CATEGORY_COLUMNS}`,
            values,
          )
        : await tx.query(
            `update product_categories set product_category_name = $1, brand_id = coalesce($2::int, brand_id),
                        active_status = $3
                        where product_category_id = $4 and ${versionMatches(CATEGORY_VERSIONED, '$5')}
                        returning ${CATEGORY_COLUMNS}`,
            [...values, categoryId, givenVersion(query)],
          );
    });
    if (rows.length === 0 && categoryId !== undefined) {
      await refuseUnmatched(
        db,
        `select ${CATEGORY_COLUMNS} from product_categories where product_category_id = $1`,
        categoryId,
        'Product category',
        'ProductCategoryID',
      );
    }
    return ok(rows[0], categoryId === undefined ? 'Product category added' : 'Product category updated');
  } catch (error) {
    if (sqlState(error) === '23505')
      throw new HttpError(409, `Product category ${name} already exists for this brand`, 'ProductCategoryName');
    throw error;
  }
}

export const categoryHandlers: HandlerTable = {
  ProductCategoryList: async (query, { db }) => ok(await listCategories(db, int(query, 'BrandID'))),
  ProductCategoryListOnly: async (_, { db }) => ok(await listCategories(db, 0)),
  ProductCategory_Add: (query, { db }) => saveCategory(db, query),
  ProductCategory_Update: (query, { db }) => saveCategory(db, query, int(query, 'ProductCategoryID')),
  async ProductCategory_Remove(query, { db }) {
    const categoryId = int(query, 'ProductCategoryID');
    try {
      const rows = await db.query(
        'delete from product_categories where product_category_id = $1 returning product_category_id as ' +
          '"ProductCategoryID"',
        [categoryId],
      );
      if (rows.length === 0)
        throw new HttpError(404, `Product category ${categoryId} does not exist`, 'ProductCategoryID');
      return ok(rows[0], 'Product category removed');
    } catch (error) {
      if (sqlState(error) === '23503')
        throw new HttpError(
          409,
          `Product category ${categoryId} is still used: deactivate it instead of removing it`,
          'ProductCategoryID',
        );
      throw error;
    }
  },
};
