// Applies the versioned migrations of services/migrations (NNN_name.sql) in order, each in its own
// transaction, recording them (with a sha256 of their text) in schema_migrations so later starts
// apply only what is new. The whole run holds an advisory lock, so instances starting together
// take turns; an applied migration whose text has changed stops the start instead of drifting.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Db } from './db.js';

const migrationsDir = fileURLToPath(new URL('../../migrations/', import.meta.url));

/** The advisory lock key of migration runs (any constant shared by every instance). */
export const MIGRATION_LOCK_KEY = 741_852_963;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export function readMigrations(dir = migrationsDir): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d{3}_[\w-]+\.sql$/.test(file))
    .sort()
    .map((file) => ({ version: Number(file.slice(0, 3)), name: file, sql: readFileSync(`${dir}${file}`, 'utf8') }));
}

/** sha256 of a migration's text; line endings do not count (a checkout with CRLF is the same file). */
export function checksumOf(sql: string): string {
  return createHash('sha256').update(sql.replace(/\r\n/g, '\n')).digest('hex');
}

interface AppliedRow {
  version: number;
  name: string;
  checksum: string | null;
}

/** Returns the names of the migrations it applied. */
export async function migrate(db: Db, migrations = readMigrations()): Promise<string[]> {
  return db.session(async (connection) => {
    await connection.query(`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
    try {
      return await migrateLocked(connection, migrations);
    } finally {
      await connection.query(`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
    }
  });
}

async function migrateLocked(db: Db, migrations: readonly Migration[]): Promise<string[]> {
  await db.exec(`create table if not exists schema_migrations (
    version integer primary key, name text not null, applied_at timestamptz not null default now())`);
  // Databases migrated before checksums existed get the column, and their rows the current text's sum.
  await db.exec('alter table schema_migrations add column if not exists checksum text');
  const applied = new Map(
    (await db.query<AppliedRow>('select version, name, checksum from schema_migrations')).map((row) => [
      row.version,
      row,
    ]),
  );
  for (const migration of migrations) {
    const row = applied.get(migration.version);
    if (!row) continue;
    const checksum = checksumOf(migration.sql);
    if (row.checksum === null) {
      await db.query('update schema_migrations set checksum = $1 where version = $2', [checksum, migration.version]);
    } else if (row.checksum !== checksum) {
      throw new Error(
        `Migration ${migration.name} has changed since it was applied (as ${row.name}): restore its text ` +
          'and put the change in a new migration',
      );
    }
  }
  const done: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (version, name, checksum) values ($1, $2, $3)', [
        migration.version,
        migration.name,
        checksumOf(migration.sql),
      ]);
    });
    done.push(migration.name);
  }
  return done;
}
