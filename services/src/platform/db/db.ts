// The services' database: one small interface over PGlite (embedded) and a PostgreSQL server (pg),
// so every route and migration runs the same SQL on both.
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { holdPglite, pgliteHolder } from './pglite-lock.js';

export type SqlValue = string | number | boolean | null | Date | Uint8Array;

export interface Db {
  /** Runs one parameterised statement ($1, $2, …) and returns its rows. */
  query<T>(sql: string, params?: readonly SqlValue[]): Promise<T[]>;
  /** Runs a script of several statements, without parameters. */
  exec(sql: string): Promise<void>;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T>;
  /**
   * Runs `work` on one connection held for its whole duration (session-level advisory locks live on
   * a connection); PGlite has one connection, so its sessions also wait for each other in process.
   */
  session<T>(work: (connection: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** An in-memory PGlite's files as one tar archive, to start another from (absent on the other engines). */
  image?(): Promise<Blob>;
}

export interface DbOptions {
  /** postgres://… : a PostgreSQL server. */
  databaseUrl?: string;
  /** A directory for an on-disk PGlite. Neither: an in-memory PGlite. */
  dataDir?: string;
  /** An in-memory PGlite's files (Db.image) to start this in-memory one from. */
  image?: Blob;
}

export async function openDb(options: DbOptions): Promise<Db> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir, options.image);
}

type PgliteLike = Pick<PGlite, 'query' | 'exec'>;

function pgliteDb(client: PgliteLike, transaction: Db['transaction'], close: Db['close'], session: Db['session']): Db {
  return {
    async query<T>(sql: string, params: readonly SqlValue[] = []) {
      const result = await client.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await client.exec(sql);
    },
    transaction,
    session,
    close,
  };
}

const noNesting = () => Promise.reject(new Error('nested transaction or session'));

async function openPglite(dataDir?: string, image?: Blob): Promise<Db> {
  const holder = dataDir ? pgliteHolder(dataDir) : undefined;
  if (holder !== undefined)
    throw new Error(`The database in ${dataDir} is open in process ${holder}: PGlite serves one process at a time.`);
  const pglite = await PGlite.create(dataDir ? { dataDir } : image ? { loadDataDir: image } : {});
  const release = dataDir ? holdPglite(dataDir) : () => {};
  // Advisory locks are re-entrant within PGlite's one session, so sessions queue here instead.
  let sessions: Promise<unknown> = Promise.resolve();
  const db: Db = pgliteDb(
    pglite,
    (work) => pglite.transaction((tx) => work(pgliteDb(tx, noNesting, async () => {}, noNesting))),
    async () => {
      await pglite.close();
      release();
    },
    (work) => {
      const turn = sessions.then(() => work(db));
      sessions = turn.catch(() => undefined);
      return turn;
    },
  );
  if (!dataDir) db.image = () => pglite.dumpDataDir('none');
  return db;
}

async function openPostgres(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  await pool.query('select 1');
  const clientDb = (client: pg.PoolClient, inTransaction: boolean): Db => ({
    async query<T>(sql: string, params: readonly SqlValue[] = []) {
      return (await client.query(sql, [...params])).rows as T[];
    },
    async exec(sql: string) {
      await client.query(sql);
    },
    transaction: inTransaction ? noNesting : (work) => inTransactionOn(client, work),
    session: noNesting,
    close: async () => {},
  });
  async function inTransactionOn<T>(client: pg.PoolClient, work: (tx: Db) => Promise<T>): Promise<T> {
    await client.query('begin');
    try {
      const result = await work(clientDb(client, true));
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback');
      throw error;
    }
  }
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
        return await inTransactionOn(client, work);
      } finally {
        client.release();
      }
    },
    async session<T>(work: (connection: Db) => Promise<T>) {
      const client = await pool.connect();
      try {
        return await work(clientDb(client, false));
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
