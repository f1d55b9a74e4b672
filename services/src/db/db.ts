// The services' database: one small interface over PGlite (embedded) and a PostgreSQL server (pg),
// so every route and migration runs the same SQL on both.
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export type SqlValue = string | number | boolean | null | Date | Uint8Array;

export interface Db {
  /** Runs one parameterised statement ($1, $2, …) and returns its rows. */
  query<T>(sql: string, params?: readonly SqlValue[]): Promise<T[]>;
  /** Runs a script of several statements, without parameters. */
  exec(sql: string): Promise<void>;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DbOptions {
  /** postgres://… : a PostgreSQL server. */
  databaseUrl?: string;
  /** A directory for an on-disk PGlite. Neither: an in-memory PGlite. */
  dataDir?: string;
}

export async function openDb(options: DbOptions): Promise<Db> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}

type PgliteLike = Pick<PGlite, 'query' | 'exec'>;

function pgliteDb(client: PgliteLike, transaction: Db['transaction'], close: Db['close']): Db {
  return {
    async query<T>(sql: string, params: readonly SqlValue[] = []) {
      const result = await client.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await client.exec(sql);
    },
    transaction,
    close,
  };
}

async function openPglite(dataDir?: string): Promise<Db> {
  const pglite = await PGlite.create(dataDir ? { dataDir } : {});
  const db: Db = pgliteDb(
    pglite,
    (work) => pglite.transaction((tx) => work(pgliteDb(tx, () => Promise.reject(new Error('nested transaction')), async () => {}))),
    () => pglite.close(),
  );
  return db;
}

async function openPostgres(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  await pool.query('select 1');
  const clientDb = (client: pg.PoolClient): Db => ({
    async query<T>(sql: string, params: readonly SqlValue[] = []) {
      return (await client.query(sql, [...params])).rows as T[];
    },
    async exec(sql: string) {
      await client.query(sql);
    },
    transaction: () => Promise.reject(new Error('nested transaction')),
    close: async () => {},
  });
  return {
    async query<T>(sql: string, params: readonly SqlValue[] = []) {
      return (await pool.query(sql, [...params])).rows as T[];
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction<T>(work: (tx: Db) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(clientDb(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
