// Brands: BrandList_General, Brand_Add, Brand_Update, Brand_Remove. Names are unique as people read
// them (http/names.ts); a brand anything refers to is never removed (deactivate it instead).

import type { Db } from '../../platform/db/db.js';
import { givenVersion, refuseUnmatched, versionMatches, versionOf } from '../../platform/db/versions.js';
import { HttpError, ok } from '../../platform/http/envelope.js';
import { type HandlerTable, int } from '../../platform/http/handlers.js';
import { lookalikeKey, requiredName } from '../../platform/http/names.js';
import { PICTURE_JSON } from './brand-pictures.js';

/** What the brand form edits: a brand's Version is derived from these (pictures have their own). */
const BRAND_VERSIONED = ['brand_name', 'active_status'];
const BRAND_COLUMNS = `brand_id as "BrandID", brand_name as "BrandName", active_status as "ActiveStatus",
  ${versionOf(BRAND_VERSIONED)} as "Version",
  coalesce((select json_agg(${PICTURE_JSON} order by p.slot) from brand_pictures p where p.brand_id =
    brands.brand_id), '[]'::json) as "Pictures"`;
const sqlState = (error: unknown) => (error as { code?: string } | null)?.code;

function duplicateName(error: unknown, name: string): never {
  if (sqlState(error) === '23505') throw new HttpError(409, `Brand ${name} already exists`, 'BrandName');
  throw error;
}

/**
 * Refuses a name that looks like another brand's ('Веst' in Cyrillic beside 'Best'): the unique index knows
 * only the exact key, so this runs in the write's transaction, one brand write at a time.
 */
async function refuseLookalike(tx: Db, name: string, brandId = 0) {
  await tx.query(`select pg_advisory_xact_lock(hashtext('brand names'))`);
  const key = lookalikeKey(name);
  const rows = await tx.query<{ name: string }>('select brand_name as name from brands where brand_id <> $1', [
    brandId,
  ]);
  if (rows.some((row) => lookalikeKey(row.name) === key))
    throw new HttpError(409, `Brand ${name} already exists`, 'BrandName');
}

export const brandHandlers: HandlerTable = {
  BrandList_General: async (_, { db }) =>
    ok(await db.query(`select ${BRAND_COLUMNS} from brands order by lower(brand_name)`)),

  async Brand_Add(query, { db }) {
    const name = requiredName(query, 'BrandName');
    const active = int(query, 'ActiveStatus');
    const rows = await db
      .transaction(async (tx) => {
        await refuseLookalike(tx, name);
        return tx.query(`insert into brands (brand_name, active_status) values ($1, $2) returning ${BRAND_COLUMNS}`, [
          name,
          active,
        ]);
      })
      .catch((error: unknown) => duplicateName(error, name));
    return ok(rows[0], 'Brand added');
  },

  async Brand_Update(query, { db }) {
    const name = requiredName(query, 'BrandName');
    const brandId = int(query, 'BrandID');
    const values = [name, int(query, 'ActiveStatus'), brandId, givenVersion(query)];
    const rows = await db
      .transaction(async (tx) => {
        await refuseLookalike(tx, name, brandId);
        return tx.query(
          `update brands set brand_name = $1, active_status = $2
                                 where brand_id = $3 and ${versionMatches(BRAND_VERSIONED, '$4')} returning
                                   ${BRAND_COLUMNS}`,
          values,
        );
      })
      .catch((error: unknown) => duplicateName(error, name));
    if (rows.length === 0)
      await refuseUnmatched(db, `select ${BRAND_COLUMNS} from brands where brand_id = $1`, brandId, 'Brand', 'BrandID');
    return ok(rows[0], 'Brand updated');
  },

  async Brand_Remove(query, { db }) {
    const brandId = int(query, 'BrandID');
    try {
      const rows = await db.query<{ BrandID: number }>(
        'delete from brands where brand_id = $1 returning brand_id as "BrandID"',
        [brandId],
      );
      if (rows.length === 0) throw new HttpError(404, `Brand ${brandId} does not exist`, 'BrandID');
      return ok(rows[0], 'Brand removed');
    } catch (error) {
      if (sqlState(error) === '23503')
        throw new HttpError(409, `Brand ${brandId} is still used: deactivate it instead of removing it`, 'BrandID');
      throw error;
    }
  },
};
