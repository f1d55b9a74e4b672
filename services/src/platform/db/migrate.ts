// Applies the versioned migrations of services/migrations (NNN_name.sql) in order, each in its own
// transaction, recording them (with a sha256 of their text) in schema_migrations so later starts
// apply only what is new. The whole run holds an advisory lock, so instances starting together
// take turns; an applied migration whose statements have changed stops the start instead of drifting.
// Comments and blank space are not part of the sum: rewording a comment changes no schema.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Db } from './db.js';

const migrationsDir = fileURLToPath(new URL('../../../migrations/', import.meta.url));

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

/** A migration's statements: `--` comments (outside quoted text), indentation and blank lines left out. */
export function statementsOf(sql: string): string {
  const lines: string[] = [];
  let quoted = false;
  for (const line of sql.replace(/\r\n/g, '\n').split('\n')) {
    let kept = '';
    for (let at = 0; at < line.length; at++) {
      const char = line[at];
      if (char === "'") quoted = !quoted;
      else if (!quoted && char === '-' && line[at + 1] === '-') break;
      kept += char;
    }
    const trimmed = kept.trim();
    if (trimmed !== '') lines.push(trimmed);
  }
  return lines.join('\n');
}

/** sha256 of a migration's statements (statementsOf): comments, layout and line endings do not count. */
export function checksumOf(sql: string): string {
  return createHash('sha256').update(statementsOf(sql)).digest('hex');
}

/** sha256 of a migration's whole text, as sums were kept before comments stopped counting. */
const textChecksumOf = (sql: string) => createHash('sha256').update(sql.replace(/\r\n/g, '\n')).digest('hex');

/**
 * Text sums of earlier wordings of migrations whose comments have since been reworded (their statements are
 * today's): a database migrated with one of them holds the same schema, and its sum is brought up to date.
 */
const formerTexts: Record<number, readonly string[]> = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../../migrations/former-texts.json', import.meta.url)), 'utf8'),
) as Record<number, readonly string[]>;

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
    if (row.checksum === checksum) continue;
    const sameStatements =
      row.checksum === null ||
      row.checksum === textChecksumOf(migration.sql) ||
      (formerTexts[migration.version] ?? []).includes(row.checksum);
    if (sameStatements) {
      await db.query('update schema_migrations set checksum = $1 where version = $2', [checksum, migration.version]);
    } else {
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
