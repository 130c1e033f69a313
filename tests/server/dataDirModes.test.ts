import { chmodSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { startServer } from './harness';

/**
 * Only the service's own user reads the data directory, the SQLite database with its
 * -wal and -shm files, recordings and transfer staging. File modes are the same on both databases' data
 * directories and the database files exist only on SQLite, so this runs on SQLite alone.
 */
const modeOf = (path: string) => statSync(path).mode & 0o777;

describe('data directory modes', () => {
  it('a fresh data directory is 0700 and the database files 0600', async () => {
    const server = await startServer('sqlite');
    try {
      await server.db.selectFrom('users').select('id').execute();
      expect(modeOf(server.dataDir)).toBe(0o700);
      for (const name of ['gatehouse.db', 'gatehouse.db-wal', 'gatehouse.db-shm']) {
        expect(modeOf(join(server.dataDir, name)), name).toBe(0o600);
      }
      for (const name of ['recordings', 'transfers']) expect(modeOf(join(server.dataDir, name)), name).toBe(0o700);
    } finally {
      await server.stop();
    }
  });

  it('an existing installation is tightened at start', async () => {
    const server = await startServer('sqlite');
    try {
      await server.app.close();
      chmodSync(server.dataDir, 0o755);
      for (const name of ['gatehouse.db', 'gatehouse.db-wal', 'gatehouse.db-shm']) {
        try {
          chmodSync(join(server.dataDir, name), 0o644);
        } catch {
          // The -wal and -shm files may be gone after a clean close; SQLite makes them again.
        }
      }
      for (const name of ['recordings', 'transfers']) chmodSync(join(server.dataDir, name), 0o755);
      const again = await buildApp({ dataDir: server.dataDir, distDir: join(server.dataDir, 'no-dist') });
      try {
        await again.gatehouse.db.selectFrom('users').select('id').execute();
        expect(modeOf(server.dataDir)).toBe(0o700);
        for (const name of ['gatehouse.db', 'gatehouse.db-wal', 'gatehouse.db-shm']) {
          expect(modeOf(join(server.dataDir, name)), name).toBe(0o600);
        }
        for (const name of ['recordings', 'transfers']) expect(modeOf(join(server.dataDir, name)), name).toBe(0o700);
      } finally {
        await again.close();
      }
    } finally {
      await server.stop().catch(() => undefined);
    }
  });
});
