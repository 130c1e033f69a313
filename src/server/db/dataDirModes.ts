import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The data directory holds the database, the master key, recordings and files in transfer: only the
 * service's own user may read it. Directories are 0700 and the SQLite files 0600, made so and
 * tightened on every start, so that an installation made before (0755/0644) is fixed by a restart.
 * SQLite makes its -wal and -shm files with the database file's mode; they are tightened as well.
 */
const PRIVATE_DIR = 0o700;
const PRIVATE_FILE = 0o600;

/** Sub-directories of the data directory, made private at start (keep in step with their users). */
export const PRIVATE_SUBDIRS = ['recordings', 'transfers'] as const;

export const SQLITE_FILE = 'gatehouse.db';
const SQLITE_FILES = [SQLITE_FILE, `${SQLITE_FILE}-wal`, `${SQLITE_FILE}-shm`];

export function makePrivateDir(path: string): void {
  mkdirSync(path, { recursive: true, mode: PRIVATE_DIR });
  chmodSync(path, PRIVATE_DIR);
}

/** The data directory and its private sub-directories, made or tightened. */
export function securePrivateDirs(dataDir: string): void {
  makePrivateDir(dataDir);
  for (const name of PRIVATE_SUBDIRS) makePrivateDir(join(dataDir, name));
}

/** Before SQLite opens it: the database file exists with mode 0600, so the -wal and -shm files follow. */
export function prepareSqliteFile(dataDir: string): string {
  const path = join(dataDir, SQLITE_FILE);
  if (!existsSync(path)) closeSync(openSync(path, 'a', PRIVATE_FILE));
  secureSqliteFiles(dataDir);
  return path;
}

/** The database, -wal and -shm files that exist now, tightened to 0600. */
export function secureSqliteFiles(dataDir: string): void {
  for (const name of SQLITE_FILES) {
    const path = join(dataDir, name);
    if (existsSync(path)) chmodSync(path, PRIVATE_FILE);
  }
}
