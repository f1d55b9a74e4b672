// Backs up and restores the services' database: an on-disk PGlite as a tarball of its data directory (PGlite's
// dumpDataDir, loaded back by loadDataDir), a PostgreSQL database with pg_dump's custom format and pg_restore
// (Debian's postgresql-client). A backup's file is named with the instant it was taken.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { pgliteHolder } from './pglite-lock.js';

const run = promisify(execFile);

/** The database backed up or restored: a PostgreSQL URL, or an on-disk PGlite directory. */
export type BackupTarget = { databaseUrl: string } | { dataDir: string };

/** A backup or restore that would be unsafe, refused with what to do instead. */
export class BackupRefused extends Error {}

const PGLITE_SUFFIX = '.tar.gz';
const POSTGRES_SUFFIX = '.dump';

/** `fieldpulse-<engine>-2026-01-31T08-15-02.123Z<suffix>`: sorts by time, no colon (a Windows volume takes it). */
export function backupFileName(engine: 'pglite' | 'postgres', at = new Date()): string {
  const suffix = engine === 'pglite' ? PGLITE_SUFFIX : POSTGRES_SUFFIX;
  return `fieldpulse-${engine}-${at.toISOString().replaceAll(':', '-')}${suffix}`;
}

/** A PGlite directory's refusal when a live process has it open. */
function refuseOpenPglite(dataDir: string, doing: string): void {
  const holder = pgliteHolder(dataDir);
  if (holder !== undefined)
    throw new BackupRefused(
      `The database in ${dataDir} is open in process ${holder} (the product or the services are running): stop ` +
        `it before ${doing}. PGlite serves one process at a time; PostgreSQL is backed up while it runs.`,
    );
}

/** Writes a backup of `target` into `directory`; the file's path. */
export async function backupDatabase(target: BackupTarget, directory: string): Promise<string> {
  mkdirSync(directory, { recursive: true });
  if ('databaseUrl' in target) {
    const file = join(directory, backupFileName('postgres'));
    await pgTool('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`], target.databaseUrl);
    return file;
  }
  const { dataDir } = target;
  if (!existsSync(join(dataDir, 'PG_VERSION'))) throw new BackupRefused(`No PGlite database in ${dataDir}.`);
  refuseOpenPglite(dataDir, 'backing it up');
  const file = join(directory, backupFileName('pglite'));
  const pglite = await PGlite.create({ dataDir });
  try {
    const tarball = await pglite.dumpDataDir('gzip');
    writeFileSync(file, new Uint8Array(await tarball.arrayBuffer()));
  } finally {
    await pglite.close();
  }
  return file;
}

export interface RestoreOptions {
  /** Replace a database that holds data (PGlite: the old directory is kept aside, renamed). */
  force?: boolean;
}

/** Restores `file` (a backup of backupDatabase) into `target`; what was done, in a sentence. */
export async function restoreDatabase(target: BackupTarget, file: string, options: RestoreOptions = {}) {
  if (!existsSync(file)) throw new BackupRefused(`No backup at ${file}.`);
  const name = basename(file);
  if ('databaseUrl' in target) {
    if (!name.endsWith(POSTGRES_SUFFIX))
      throw new BackupRefused(`${name} is not a PostgreSQL backup (${POSTGRES_SUFFIX}): DATABASE_URL is set.`);
    return restorePostgres(target.databaseUrl, file, options);
  }
  if (!name.endsWith(PGLITE_SUFFIX))
    throw new BackupRefused(`${name} is not a PGlite backup (${PGLITE_SUFFIX}): set DATABASE_URL for PostgreSQL.`);
  return restorePglite(target.dataDir, file, options);
}

async function restorePglite(dataDir: string, file: string, { force }: RestoreOptions): Promise<string> {
  refuseOpenPglite(dataDir, 'restoring into it');
  let keptAside = '';
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    if (!force)
      throw new BackupRefused(
        `${dataDir} already holds a database: restore with --force to replace it (it is kept aside, renamed).`,
      );
    keptAside = `${dataDir.replace(/[/\\]+$/, '')}.replaced-${new Date().toISOString().replaceAll(':', '-')}`;
    renameSync(dataDir, keptAside);
  }
  // Into a directory of a fresh machine's volume too: PGlite makes the directory, not the ones above it.
  mkdirSync(dirname(dataDir), { recursive: true });
  const pglite = await PGlite.create({ dataDir, loadDataDir: new Blob([readFileSync(file)]) });
  await pglite.close();
  const replaced = keptAside ? `; the database it replaced is in ${keptAside}` : '';
  return `Restored ${basename(file)} into ${dataDir}${replaced}.`;
}

async function restorePostgres(databaseUrl: string, file: string, { force }: RestoreOptions): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let tables: number;
  let others: number;
  try {
    tables = Number(
      (await client.query<{ n: string }>(`select count(*) as n from pg_tables where schemaname = 'public'`)).rows[0]?.n,
    );
    others = Number(
      (
        await client.query<{ n: string }>(
          `select count(*) as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
        )
      ).rows[0]?.n,
    );
  } finally {
    await client.end();
  }
  if (others > 0 && !force)
    throw new BackupRefused(
      `${others} other connection(s) are open to the database (is the product running?): stop it before restoring, ` +
        'or restore with --force.',
    );
  if (tables > 0 && !force)
    throw new BackupRefused(
      `The database already holds ${tables} table(s): restore with --force to replace them (pg_restore --clean).`,
    );
  await pgTool(
    'pg_restore',
    ['--no-owner', '--exit-on-error', ...(tables > 0 ? ['--clean', '--if-exists'] : []), file],
    databaseUrl,
  );
  return `Restored ${basename(file)} into the PostgreSQL database${tables > 0 ? ', replacing its tables' : ''}.`;
}

/**
 * Runs pg_dump or pg_restore on `databaseUrl`, saying how to get them when they are missing. The password goes in
 * the environment (PGPASSWORD), not on a command line any user of the machine can list.
 */
async function pgTool(tool: 'pg_dump' | 'pg_restore', args: string[], databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const env = password ? { ...process.env, PGPASSWORD: password } : process.env;
  try {
    await run(tool, [...args, `--dbname=${url.href}`], { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT')
      throw new BackupRefused(`${tool} is not installed: apt-get install postgresql-client (the server's version).`);
    throw new Error(`${tool} failed: ${failure.stderr?.trim() || failure.message}`);
  }
}
