import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import type { AccountOption } from '../../src/shared/api/accounts';
import { accountApi, sshAsset } from './accountApi';
import { signInAdmin } from './fixtures';
import { PG_ADMIN_URL, TestClock, type TestServer, withPgAdmin } from './harness';

/**
 * A managed PostgreSQL may not let Gatehouse's user create extensions: migration 023 then leaves the pg_trgm
 * index out, and the account search keeps working on the index walk.
 */
describe('account search on a PostgreSQL that refuses extensions', () => {
  it('migrates without the trigram index and still finds accounts by any part of the name', async () => {
    const name = `gatehouse_noext_${process.pid}_${Date.now()}`;
    await withPgAdmin(async (client) => {
      await client.query(`CREATE ROLE ${name} LOGIN PASSWORD 'no-extensions'`);
      await client.query(`CREATE DATABASE ${name}`);
      await client.query(`REVOKE CREATE ON DATABASE ${name} FROM PUBLIC`);
    });
    const adminUrl = new URL(PG_ADMIN_URL);
    adminUrl.pathname = `/${name}`;
    const owner = new pg.Client({ connectionString: adminUrl.toString() });
    await owner.connect();
    await owner.query(`GRANT ALL ON SCHEMA public TO ${name}`);
    await owner.end();
    const userUrl = new URL(adminUrl);
    userUrl.username = name;
    userUrl.password = 'no-extensions';
    const dataDir = await mkdtemp(join(tmpdir(), 'gatehouse-noext-'));
    const app = await buildApp({ dataDir, databaseUrl: userUrl.toString(), distDir: join(dataDir, 'no-dist') });
    const server: TestServer = {
      app,
      db: app.gatehouse.db,
      dialect: 'postgres',
      clock: new TestClock(),
      dataDir,
      databaseUrl: userUrl.toString(),
      stop: async () => undefined,
    };
    try {
      const { rows } = await sql<{ indexname: string }>`
        SELECT indexname FROM pg_indexes WHERE tablename = 'accounts'`.execute(server.db);
      expect(rows.map((row) => row.indexname)).toContain('accounts_search');
      expect(rows.map((row) => row.indexname)).not.toContain('accounts_trigrams');

      const admin = await signInAdmin(server);
      const api = accountApi(server, admin);
      const asset = await sshAsset(server, admin, 'noext-host', '10.0.0.10', 22);
      await api.addOk({
        assetId: asset.assetId,
        accountName: 'Oracle_Backup',
        accountType: 0,
        authKind: 'password',
        password: 'Find-Me-1',
      });
      const found = await api.get('/privilege/account/getAllAccountWhereList', { accountName: 'ACLE_b' });
      expect((found.body.data as AccountOption[]).map((option) => option.accountName)).toEqual(['Oracle_Backup']);
    } finally {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
      await withPgAdmin(async (client) => {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await client.query(`DROP ROLE IF EXISTS ${name}`);
      });
    }
  });
});
