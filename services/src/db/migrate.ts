// Applies the versioned migrations of services/migrations (NNN_name.sql) in order, each in its own
// transaction, recording them in schema_migrations so later starts apply only what is new.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Db } from './db.js';

const migrationsDir = fileURLToPath(new URL('../../migrations/', import.meta.url));

export interface Migration { version: number; name: string; sql: string }

export function readMigrations(dir = migrationsDir): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d{3}_[\w-]+\.sql$/.test(file))
    .sort()
    .map((file) => ({ version: Number(file.slice(0, 3)), name: file, sql: readFileSync(`${dir}${file}`, 'utf8') }));
}

/** Returns the names of the migrations it applied. */
export async function migrate(db: Db, migrations = readMigrations()): Promise<string[]> {
  await db.exec(`create table if not exists schema_migrations (
    version integer primary key, name text not null, applied_at timestamptz not null default now())`);
  const applied = new Set((await db.query<{ version: number }>('select version from schema_migrations')).map((row) => row.version));
  const done: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [migration.version, migration.name]);
    });
    done.push(migration.name);
  }
  return done;
}
