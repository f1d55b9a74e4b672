// `npm run backup` and `npm run restore -- <file> [--force]`: the product's database to a file named with the
// instant, and back. The database is the one the product starts on: DATABASE_URL (PostgreSQL, pg_dump) or else
// the PGlite directory (DATA_DIR, else .data/pglite for the demo, .data/product beside the distributor's bases).
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BackupRefused, type BackupTarget, backupDatabase, restoreDatabase } from '@fieldforce/services';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The database `npm start` and `npm run start:prod` open with this environment (scripts/product.ts). */
export function databaseOf(env: NodeJS.ProcessEnv): BackupTarget {
  if (env.DATABASE_URL) return { databaseUrl: env.DATABASE_URL };
  const external = Boolean(env.MAIN_API_URL || env.SETTINGS_API_URL || env.TRANSFER_API_URL);
  return { dataDir: env.DATA_DIR ?? join(root, '.data', external ? 'product' : 'pglite') };
}

const usage = 'Usage: npm run backup | npm run restore -- <backup file> [--force]';

async function main(args: string[]): Promise<void> {
  const [command, ...rest] = args;
  const target = databaseOf(process.env);
  if (command === 'backup') {
    const file = await backupDatabase(target, process.env.BACKUP_DIR ?? join(root, '.data', 'backups'));
    console.log(`Backed up to ${file}`);
    return;
  }
  const file = rest.find((arg) => !arg.startsWith('--'));
  const unknown = rest.filter((arg) => arg.startsWith('--') && arg !== '--force');
  if (command !== 'restore' || file === undefined || unknown.length > 0) throw new BackupRefused(usage);
  console.log(await restoreDatabase(target, file, { force: rest.includes('--force') }));
}

try {
  await main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(error instanceof BackupRefused ? 2 : 1);
}
