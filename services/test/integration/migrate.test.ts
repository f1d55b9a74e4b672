// Migrations under two instances starting together and under an edited file: two runs at once on
// one database apply each migration exactly once (an advisory lock serialises them), and a migration
// whose statements changed after it was applied stops the start with a message naming the file, while a
// reworded comment is the same migration (its sum is brought up to date). On
// PGlite (one in-memory database) and, in the integration-postgres run, on a scratch PostgreSQL
// database with two connection pools.

import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { createScratchDatabase } from '../../../tests/support/postgres.js';
import { type Db, openDb } from '../../src/platform/db/db.js';
import { checksumOf, migrate, readMigrations } from '../../src/platform/db/migrate.js';

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
      migration.version === 2
        ? { ...migration, sql: `${migration.sql}\ncreate index brands_later on brands (id);\n` }
        : migration,
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
      migration.version === 1 ? { ...migration, sql: migration.sql.replace(/;/, ';\nselect 1;') } : migration,
    );
    await expect(migrate(db, edited)).rejects.toThrow(/001_reference_stores_members\.sql/);
  });

  it("takes a reworded comment, new layout or CRLF for the same migration, and keeps today's sum", async () => {
    const [db] = await freshDatabase('migrate_comments');
    // A database migrated when sums were of the whole text, with a comment since reworded.
    const earlier = all.map((migration) =>
      migration.version === 2 ? { ...migration, sql: `-- an earlier wording's comment\n${migration.sql}` } : migration,
    );
    await migrate(db, earlier);
    const { createHash } = await import('node:crypto');
    const earlierText = createHash('sha256').update(earlier[1]!.sql).digest('hex');
    await db.query('update schema_migrations set checksum = $1 where version = 2', [earlierText]);
    // That wording is neither today's text nor one of the former texts on record: refused.
    await expect(migrate(db)).rejects.toThrow(/002_brands\.sql/);
    // A former text on record is taken, and the sum brought up to today's.
    const former = JSON.parse(readFileSync(new URL('../../migrations/former-texts.json', import.meta.url), 'utf8'));
    await db.query('update schema_migrations set checksum = $1 where version = 2', [former['2'][0]]);
    expect(await migrate(db)).toEqual([]);
    const [kept] = await db.query<{ checksum: string }>('select checksum from schema_migrations where version = 2');
    expect(kept?.checksum).toBe(checksumOf(all[1]!.sql));
    // Today's text with another comment, indented and with CRLF, is the same migration.
    const reworded = all.map((migration) =>
      migration.version === 2
        ? { ...migration, sql: `-- reworded\r\n${migration.sql.replace(/\n/g, '\r\n  ')}` }
        : migration,
    );
    await db.query('update schema_migrations set checksum = $1 where version = 2', [checksumOf(all[1]!.sql)]);
    expect(await migrate(db, reworded)).toEqual([]);
  });

  it('knows the sums of every migration as applied before its comments were reworded', () => {
    const former = JSON.parse(readFileSync(new URL('../../migrations/former-texts.json', import.meta.url), 'utf8'));
    for (const [version, sums] of Object.entries(former as Record<string, string[]>)) {
      expect(all.some((migration) => migration.version === Number(version))).toBe(true);
      for (const sum of sums) expect(sum).toMatch(/^[0-9a-f]{64}$/);
    }
  });
});
