// `npm run backup` and `npm run restore` on the embedded PGlite, by round trip through the services' HTTP API:
// tokens written, backed up, one revoked and another added, restored, and the tokens are as they were at the
// backup. Both commands refuse a database in use, and restore refuses to replace a database without --force.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { type ServicesProcess, startServicesProcess } from './services-process.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

interface AccessToken {
  TokenID: number;
  Name: string;
  RevokedAt: string | null;
}

describe('backup and restore of the embedded PGlite', () => {
  const dir = mkdtempSync(join(tmpdir(), 'fieldforce-backup-'));
  const dataDir = join(dir, 'pglite');
  const outboxDir = join(dir, 'outbox');
  const backupDir = join(dir, 'backups');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** The command as `npm run backup` / `npm run restore --` runs it, on this test's directories. */
  const command = (...args: string[]) => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/database-backup.ts', ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, BACKUP_DIR: backupDir, DATABASE_URL: '' },
      encoding: 'utf8',
    });
    return { status: result.status, output: `${result.stdout}${result.stderr}` };
  };

  const addToken = async (services: ServicesProcess, name: string) => {
    const answer = await services.call<AccessToken>('/product/Token_Add', {
      TeamMemberID: 7,
      Name: name,
      TokenHash: createHash('sha256').update(name).digest('hex'),
    });
    expect(answer.status).toBe(200);
    return answer.data;
  };
  const tokens = async (services: ServicesProcess) => {
    const answer = await services.call<AccessToken[]>('/product/Token_List', { TeamMemberID: 7 });
    expect(answer.status).toBe(200);
    return answer.data
      .map(({ Name, RevokedAt }) => ({ Name, revoked: RevokedAt !== null }))
      .sort((a, b) => a.Name.localeCompare(b.Name));
  };

  it('restores what was backed up, and refuses a running or non-empty target', async () => {
    let services = await startServicesProcess(dataDir, outboxDir);
    const kept = await addToken(services, 'Kept token');
    await addToken(services, 'Second token');
    const atBackup = await tokens(services);

    const whileRunning = command('backup');
    expect(whileRunning.status).toBe(2);
    expect(whileRunning.output).toMatch(/is open in process \d+ .*stop it before backing it up/);
    await services.stop();

    const backup = command('backup');
    expect(backup.output).toMatch(/^Backed up to /);
    expect(backup.status).toBe(0);
    const [file] = readdirSync(backupDir);
    expect(file).toMatch(/^fieldpulse-pglite-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z\.tar\.gz$/);
    const backupFile = join(backupDir, file ?? '');

    services = await startServicesProcess(dataDir, outboxDir);
    expect((await services.call('/product/Token_Revoke', { TokenID: kept.TokenID })).status).toBe(200);
    await addToken(services, 'Added after the backup');
    expect(await tokens(services)).not.toEqual(atBackup);
    const restoreWhileRunning = command('restore', backupFile, '--force');
    expect(restoreWhileRunning.status).toBe(2);
    expect(restoreWhileRunning.output).toMatch(/is open in process \d+ .*stop it before restoring into it/);
    await services.stop();

    const withoutForce = command('restore', backupFile);
    expect(withoutForce.status).toBe(2);
    expect(withoutForce.output).toContain('already holds a database: restore with --force to replace it');

    const restored = command('restore', backupFile, '--force');
    expect(restored.output).toContain(
      `Restored ${basename(backupFile)} into ${dataDir}; the database it replaced is in`,
    );
    expect(restored.status).toBe(0);
    const aside = readdirSync(dir).find((name) => name.startsWith('pglite.replaced-'));
    expect(aside && existsSync(join(dir, aside, 'PG_VERSION'))).toBe(true);

    services = await startServicesProcess(dataDir, outboxDir);
    try {
      expect(await tokens(services)).toEqual(atBackup);
    } finally {
      await services.stop();
    }
  }, 180_000);
});
