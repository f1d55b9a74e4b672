// Which process has an on-disk PGlite database open. PGlite is one process's database (no server, no lock of its
// own): a second process writing the same directory would corrupt it, so the process that opens one leaves its
// id beside the directory (`<dir>.lock`), and the backup and restore commands refuse a database in use.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';

interface LockHolder {
  pid: number;
  host: string;
}

const lockFile = (dataDir: string) => `${dataDir.replace(/[/\\]+$/, '')}.lock`;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The id of another live process of this host that has `dataDir` open, if any (a killed one's lock is stale). */
export function pgliteHolder(dataDir: string): number | undefined {
  const file = lockFile(dataDir);
  if (!existsSync(file)) return undefined;
  let holder: LockHolder;
  try {
    holder = JSON.parse(readFileSync(file, 'utf8')) as LockHolder;
  } catch {
    return undefined;
  }
  // Another host (a container that is gone, say) cannot be asked; its lock outlives it and is ignored.
  if (holder.host !== hostname() || holder.pid === process.pid) return undefined;
  return alive(holder.pid) ? holder.pid : undefined;
}

/** Marks `dataDir` as open by this process; the returned function clears the mark. */
export function holdPglite(dataDir: string): () => void {
  const file = lockFile(dataDir);
  writeFileSync(file, JSON.stringify({ pid: process.pid, host: hostname() } satisfies LockHolder));
  return () => rmSync(file, { force: true });
}
