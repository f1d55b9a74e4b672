// `npm run backup` and `npm run restore` with DATABASE_URL: pg_dump and pg_restore against a throwaway PostgreSQL
// cluster, by round trip: rows backed up, changed, restored as they were; restore refuses a database that holds
// tables, or that another connection is using, without --force.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresBinDir, type RunningPostgres, startPostgres } from '../support/postgres.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('backup and restore of a PostgreSQL database', () => {
  const backupDir = mkdtempSync(join(tmpdir(), 'fieldforce-pg-backup-'));
  let server: RunningPostgres;
  let databaseUrl: string;
  beforeAll(async () => {
    server = await startPostgres();
    databaseUrl = await server.createDatabase('backup_round_trip');
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(backupDir, { recursive: true, force: true });
  });

  const command = (...args: string[]) => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/database-backup.ts', ...args], {
      cwd: root,
      // pg_dump and pg_restore of the server's version: Homebrew's are off the PATH (keg-only), Debian's on it.
      env: {
        ...process.env,
        PATH: `${postgresBinDir()}${delimiter}${process.env.PATH}`,
        DATABASE_URL: databaseUrl,
        BACKUP_DIR: backupDir,
      },
      encoding: 'utf8',
    });
    return { status: result.status, output: `${result.stdout}${result.stderr}` };
  };
  const withClient = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  const brandNames = () =>
    withClient(async (client) =>
      (await client.query<{ name: string }>('select name from brand order by name')).rows.map((row) => row.name),
    );

  it('restores what was backed up, and refuses a database in use or holding tables', async () => {
    await withClient((client) =>
      client.query(`create table brand (id serial primary key, name text not null);
        insert into brand (name) values ('Kept brand'), ('Removed later')`),
    );
    const backup = command('backup');
    expect(backup.output).toMatch(/^Backed up to /);
    expect(backup.status).toBe(0);
    const [file] = readdirSync(backupDir);
    expect(file).toMatch(/^fieldpulse-postgres-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z\.dump$/);
    const backupFile = join(backupDir, file ?? '');

    await withClient((client) =>
      client.query(`delete from brand where name = 'Removed later'; insert into brand (name) values ('Added later')`),
    );
    expect(await brandNames()).toEqual(['Added later', 'Kept brand']);

    const inUse = new pg.Client({ connectionString: databaseUrl });
    await inUse.connect();
    try {
      const refused = command('restore', backupFile);
      expect(refused.status).toBe(2);
      expect(refused.output).toContain('other connection(s) are open to the database (is the product running?)');
    } finally {
      await inUse.end();
    }
    const withoutForce = command('restore', backupFile);
    expect(withoutForce.status).toBe(2);
    expect(withoutForce.output).toContain('The database already holds 1 table(s): restore with --force');

    const restored = command('restore', backupFile, '--force');
    expect(restored.output).toContain('into the PostgreSQL database, replacing its tables');
    expect(restored.status).toBe(0);
    expect(await brandNames()).toEqual(['Kept brand', 'Removed later']);

    const pgliteBackup = join(backupDir, 'fieldpulse-pglite-2026-01-31T08-15-02.123Z.tar.gz');
    writeFileSync(pgliteBackup, '');
    const wrongKind = command('restore', pgliteBackup, '--force');
    expect(wrongKind.status).toBe(2);
    expect(wrongKind.output).toContain('is not a PostgreSQL backup (.dump): DATABASE_URL is set.');
  }, 120_000);
});
