import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { SQLITE_ONLY, startServer, type TestServer } from './harness';
import { expectReadable, storeSecrets } from './support/vaultSecrets';

const run = promisify(execFile);
const root = join(import.meta.dirname, '..', '..');

/** `main.ts <args>` as an operator runs `node dist-server/main.js <args>`, on the server's data and database. */
function command(server: TestServer, args: string[]) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    GATEHOUSE_DATA_DIR: server.dataDir,
    DATABASE_URL: server.databaseUrl ?? '',
  };
  delete env.GATEHOUSE_MASTER_KEY;
  return run(join(root, 'node_modules', '.bin', 'tsx'), [join(root, 'src', 'server', 'main.ts'), ...args], {
    cwd: root,
    env,
  });
}

let running: TestServer | undefined;
afterEach(async () => {
  await running?.stop();
  running = undefined;
});

describe('rotate-master-key command', () => {
  for (const dialect of SQLITE_ONLY) {
    it(`rotates the key files next to a running server, which keeps reading every secret [${dialect}]`, async () => {
      running = await startServer(dialect);
      const server = running;
      const stored = await storeSecrets(server, `cli${dialect}`, 2);
      const oldId = server.app.gatehouse.vault.vault.ring.current.id;

      const { stdout } = await command(server, ['rotate-master-key']);
      const summary = JSON.parse(stdout.slice(stdout.indexOf('{'))) as {
        currentKeyId: string;
        rotation: { status: string; total: number; done: number; retiredKeyIds: string[] };
      };
      expect(summary.currentKeyId).not.toBe(oldId);
      expect(summary.rotation).toMatchObject({ status: 'done', total: 4, done: 4, retiredKeyIds: [oldId] });
      expect(existsSync(join(server.dataDir, 'master-keys', `${oldId}.key`))).toBe(false);
      expect(readdirSync(join(server.dataDir, 'master-keys'))).toEqual([]);

      // The running server meets the new key id and reads the new key file.
      await expectReadable(server, stored);
      expect(server.app.gatehouse.vault.vault.ring.current.id).toBe(summary.currentKeyId);
      const status = JSON.parse((await command(server, ['master-key-status'])).stdout) as { keys: unknown[] };
      expect(status.keys).toEqual([{ keyId: summary.currentKeyId, current: true, records: 4 }]);
    });
  }
});
