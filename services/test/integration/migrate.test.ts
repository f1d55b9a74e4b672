// Migrations under two instances starting together and under an edited file: two runs at once on
// one database apply each migration exactly once (an advisory lock serialises them), and a migration
// whose text changed after it was applied stops the start with a message naming the file. On
// PGlite (one in-memory database) and, in the integration-postgres run, on a scratch PostgreSQL
// database with two connection pools.
import { afterEach, describe, expect, inject, it } from 'vitest';
import { openDb, type Db } from '../../src/db/db.js';
import { migrate, readMigrations } from '../../src/db/migrate.js';
import { createScratchDatabase } from '../../../tests/support/postgres.js';

const opened: Db[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.close()));
});

/** Two handles on one fresh database: on PostgreSQL two pools (two instances), on PGlite one database. */
async function freshDatabase(name: string): Promise<[Db, Db]> {
  if (inject('databaseEngine') !== 'postgresql') {
    const db = await openDb({});
    opened.push(db);
    return [db, db];
  }
  const url = await createScratchDatabase(inject('databaseUrl'), name);
  const first = await openDb({ databaseUrl: url });
  const second = await openDb({ databaseUrl: url });
  opened.push(first, second);
  return [first, second];
}

const all = readMigrations();

// Each test migrates a fresh PostgreSQL database (demo seed included): slow on a busy machine, so a wide timeout.
describe('migrations', { timeout: 120_000 }, () => {
  it('applies each migration once when two instances start together', async () => {
    const [first, second] = await freshDatabase('migrate_race');
    const [a, b] = await Promise.all([migrate(first), migrate(second)]);
    expect([...a, ...b].sort()).toEqual(all.map((migration) => migration.name));
    const rows = await first.query<{ version: number; checksum: string }>(
      'select version, checksum from schema_migrations order by version',
    );
    expect(rows.map((row) => row.version)).toEqual(all.map((migration) => migration.version));
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.checksum))).toBe(true);
    expect(await migrate(second)).toEqual([]);
  });

  it('refuses to start when an applied migration was edited, naming the file', async () => {
    const [db] = await freshDatabase('migrate_changed');
    await migrate(db);
    const edited = all.map((migration) =>
      migration.version === 2 ? { ...migration, sql: `${migration.sql}\n-- edited later\n` } : migration,
    );
    await expect(migrate(db, edited)).rejects.toThrow(/002_brands\.sql.*changed since it was applied/);
    // Nothing was applied or recorded by the refused run, and the original text still starts.
    expect(await migrate(db)).toEqual([]);
  });

  it('records checksums of migrations applied before checksums existed, then holds them to it', async () => {
    const [db] = await freshDatabase('migrate_backfill');
    const early = all.filter((migration) => migration.version <= 3);
    await migrate(db, early);
    await db.exec('alter table schema_migrations drop column checksum');
    expect(await migrate(db)).toEqual(
      all.filter((migration) => migration.version > 3).map((migration) => migration.name),
    );
    const missing = await db.query<{ n: number }>(
      'select count(*)::int as n from schema_migrations where checksum is null',
    );
    expect(missing[0]?.n).toBe(0);
    const edited = all.map((migration) =>
      migration.version === 1 ? { ...migration, sql: migration.sql.replace(/;/, ';\n') } : migration,
    );
    await expect(migrate(db, edited)).rejects.toThrow(/001_reference_stores_members\.sql/);
  });
});
