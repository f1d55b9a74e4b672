// Versions of master records (stores, products, brands, categories, members): an md5 of the row's
// editable columns, computed by the database, so it changes exactly when one of them does and needs
// no column of its own. A versioned update names the Version its form was opened with and is
// applied only while the row still has it: the check is in the UPDATE's own WHERE, so of two
// concurrent saves from one Version exactly one matches (PostgreSQL re-checks the WHERE on the row
// the first one wrote).
import { HttpError } from '../http/envelope.js';
import { type Query, text } from '../http/handlers.js';
import type { Db } from './db.js';

/** The SQL of a row's Version over its editable columns. */
export const versionOf = (columns: readonly string[]) => `md5(row(${columns.join(', ')})::text)`;

/** The Version an update was given ('' when the caller sent none: applied unconditionally, as before). */
export const givenVersion = (query: Query) => text(query, 'Version');

/** The WHERE condition of a versioned update; `parameter` is the placeholder of the given Version. */
export const versionMatches = (columns: readonly string[], parameter: string) =>
  `(${parameter}::text = '' or ${versionOf(columns)} = ${parameter}::text)`;

/**
 * Why a versioned update changed no row: 404 when the record does not exist, else 409 with the
 * record as it is now (its new Version included), so the caller can show what changed.
 */
export async function refuseUnmatched(
  db: Db,
  select: string,
  id: number,
  what: string,
  idParameter: string,
): Promise<never> {
  const [current] = await db.query(select, [id]);
  if (!current) throw new HttpError(404, `${what} ${id} does not exist`, idParameter);
  throw new HttpError(409, `${what} ${id} was changed by someone else since it was opened`, 'Version', current);
}
