// Lists a caller may page: with Limit (and Offset) one page of rows in the list's order and the
// list's true size counted in SQL (`total`); without Limit every row, the description's shape.
import type { Db, SqlValue } from '../db/db.js';
import { type Envelope, ok } from './envelope.js';
import { int, type Query } from './handlers.js';

/** The most rows one page may ask for (the contract's maximum of Limit). */
export const MAX_PAGE_ROWS = 10_000;

export interface PageRequest {
  limit: number;
  offset: number;
}

/** The page the query asks for, or undefined when it asks for the whole list. */
export function readPage(query: Query): PageRequest | undefined {
  const limit = int(query, 'Limit');
  return limit > 0 ? { limit, offset: int(query, 'Offset') } : undefined;
}

export interface ListSql {
  /** `select … from … where …`: the list without its order. */
  sql: string;
  /** `order by …`, unique so pages neither repeat nor skip a row. */
  order: string;
  params: readonly SqlValue[];
}

/** Every row, or one page of them with `total` (the rows of `sql`, counted; or `knownTotal` when the caller has it). */
export async function listOrPage(
  db: Db,
  query: Query,
  list: ListSql,
  knownTotal?: () => Promise<number>,
): Promise<Envelope> {
  const page = readPage(query);
  if (!page) return ok(await db.query(`${list.sql} ${list.order}`, list.params));
  const next = list.params.length + 1;
  const [rows, total] = await Promise.all([
    db.query(`${list.sql} ${list.order} limit $${next} offset $${next + 1}`, [...list.params, page.limit, page.offset]),
    knownTotal ? knownTotal() : countRows(db, list),
  ]);
  return { ...ok(rows), total };
}

async function countRows(db: Db, list: ListSql): Promise<number> {
  const [row] = await db.query<{ total: number }>(
    `select count(*)::int as total from (${list.sql}) as counted`,
    list.params,
  );
  return row?.total ?? 0;
}

/** Rows of `list`, `size` at a time in its order, for writers that stream (CSV attachments). */
export async function* eachPage<T>(db: Db, list: ListSql, size = 2_000): AsyncGenerator<T[]> {
  const next = list.params.length + 1;
  for (let offset = 0; ; offset += size) {
    const rows = await db.query<T>(`${list.sql} ${list.order} limit $${next} offset $${next + 1}`, [
      ...list.params,
      size,
      offset,
    ]);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
  }
}
