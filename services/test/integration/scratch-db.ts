// A database of a test's own, empty: an in-memory PGlite, or a fresh database `name` on the suite's
// PostgreSQL server when the run is on PostgreSQL (one a previous run left is dropped first).
import { inject } from 'vitest';
import { type Db, openDb } from '../../src/platform/db/db.js';

export async function scratchDatabase(name: string): Promise<Db> {
  if (inject('databaseEngine') !== 'postgresql') return openDb({});
  const pg = (await import('pg')).default;
  const url = new URL(inject('databaseUrl'));
  const admin = new pg.Client({ connectionString: url.href });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  return openDb({ databaseUrl: url.href });
}
