import { beforeAll, expect, it } from 'vitest';
import type { DbDatabaseList, DbSchema, DbSessionState } from '../../src/shared/api/dbConsole';
import type { DbSession } from '../../src/shared/api/dbSessions';
import { ResponseCode } from '../../src/shared/codes';
import { prepareMariaDb, preparePostgres, TARGET_DB } from '../support/databases';
import { call } from './client';
import { auditRow, grantedDatabase, openOk, run, runOk, statements, TARGETS } from './dbSessionApi';
import { describeEachDatabase, PG_ADMIN_URL } from './harness';

/**
 * The web SQL console's calls beyond statements (issue 18): the session's state for a reloaded tab, the databases
 * the account sees and a change of database, and the schema for the browser and completion — against the real
 * MariaDB and PostgreSQL, read on a second connection so a running statement never holds them up, and refused to
 * anyone but the owner within their grant.
 */
beforeAll(async () => {
  await prepareMariaDb();
  await preparePostgres(PG_ADMIN_URL);
}, 60_000);

const get = (server: { app: Parameters<typeof call>[0] }, token: string, path: string) =>
  call(server.app, 'GET', path, { token, lang: 'en' });

describeEachDatabase('web SQL console: session state, databases, schema (issue 18)', (server) => {
  for (const kind of ['MySQL', 'PostgreSQL'] as const) {
    const database = TARGET_DB.database;

    it(`${kind}: the schema lists tables and views with their columns, and follows DDL`, async () => {
      const f = await grantedDatabase(server(), kind);
      const session = await openOk(server(), f.token, { assetId: f.assetId, accountId: f.accountId, database });
      await runOk(server(), f.token, session.sessionId, {
        sql: 'CREATE OR REPLACE VIEW people_names AS SELECT id, name FROM people',
      });
      const read = await get(server(), f.token, `/database/sessions/${session.sessionId}/schema`);
      expect(read.body.code, JSON.stringify(read.body)).toBe(200);
      const schema = read.body.data as DbSchema;
      expect(schema).toMatchObject({ database, truncated: false });
      const people = schema.tables.find((table) => table.name === 'people');
      expect(people).toMatchObject({ schema: kind === 'MySQL' ? database : 'public', kind: 'table' });
      expect(people?.columns.map((column) => column.name)).toEqual(['id', 'name', 'born', 'photo', 'big']);
      expect(people?.columns[1]?.type).toBe(kind === 'MySQL' ? 'varchar(20)' : 'character varying(20)');
      expect(schema.tables.find((table) => table.name === 'people_names')).toMatchObject({
        kind: 'view',
        columns: [{ name: 'id' }, { name: 'name' }],
      });
      // Catalog reads are not the user's statements: the audit has the CREATE VIEW only.
      expect((await statements(server(), f.admin, session.sessionId)).map((row) => row.sql)).toHaveLength(1);
    });

    it(`${kind}: a running statement does not hold up the schema or the state, and a change of database waits for it`, async () => {
      const f = await grantedDatabase(server(), kind);
      const session = await openOk(server(), f.token, { assetId: f.assetId, accountId: f.accountId, database });
      const sleeping = run(server(), f.token, session.sessionId, { sql: TARGETS[kind].sleep(3) });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const started = Date.now();
      const schema = await get(server(), f.token, `/database/sessions/${session.sessionId}/schema`);
      expect(schema.body.code).toBe(200);
      const state = await get(server(), f.token, `/database/sessions/${session.sessionId}`);
      expect(state.body.data).toMatchObject({ busy: true });
      expect(Date.now() - started).toBeLessThan(2000);
      const moved = await call(server().app, 'PUT', `/database/sessions/${session.sessionId}/database`, {
        token: f.token,
        body: { database },
        lang: 'en',
      });
      expect(moved.body.code).toBe(ResponseCode.dbSessionBusy);
      expect((await sleeping).body.code).toBe(200);
    });

    it(`${kind}: lists the databases the account sees and moves the session to another one, recorded`, async () => {
      const f = await grantedDatabase(server(), kind);
      const session = await openOk(server(), f.token, { assetId: f.assetId, accountId: f.accountId, database });
      const listed = await get(server(), f.token, `/database/sessions/${session.sessionId}/databases`);
      const list = listed.body.data as DbDatabaseList;
      expect(list.current).toBe(database);
      const other = kind === 'MySQL' ? 'information_schema' : 'postgres';
      expect(list.databases).toEqual(expect.arrayContaining([database, other]));

      const moved = await call(server().app, 'PUT', `/database/sessions/${session.sessionId}/database`, {
        token: f.token,
        body: { database: other },
        lang: 'en',
      });
      expect(moved.body.code, JSON.stringify(moved.body)).toBe(200);
      expect((moved.body.data as DbSession).database).toBe(other);
      const now = await runOk(server(), f.token, session.sessionId, {
        sql: kind === 'MySQL' ? 'SELECT DATABASE()' : 'select current_database()',
      });
      expect(now.rows).toEqual([[other]]);
      // The same session: one row in the audit, the change among its statements.
      const state = (await get(server(), f.token, `/database/sessions/${session.sessionId}`)).body
        .data as DbSessionState;
      expect(state.session).toMatchObject({ sessionId: session.sessionId, database: other });
      expect(state.busy).toBe(false);
      expect(state.statements.map((row) => row.sql)).toEqual([
        kind === 'MySQL' ? `USE \`${other}\`` : `\\connect "${other}"`,
        kind === 'MySQL' ? 'SELECT DATABASE()' : 'select current_database()',
      ]);

      const missing = await call(server().app, 'PUT', `/database/sessions/${session.sessionId}/database`, {
        token: f.token,
        body: { database: 'no_such_database_here' },
        lang: 'en',
      });
      expect([ResponseCode.dbStatementFailed, ResponseCode.dbConnectFailed]).toContain(missing.body.code);
      expect(missing.body.msg).toMatch(/no_such_database_here/);
      if (kind === 'MySQL') {
        // A USE typed in the editor moves the session too; the database list says where it is now.
        await runOk(server(), f.token, session.sessionId, { sql: `USE ${database}` });
        const after = await get(server(), f.token, `/database/sessions/${session.sessionId}/databases`);
        expect((after.body.data as DbDatabaseList).current).toBe(database);
      }
      // A failed change leaves the session where it was, and working.
      expect((await runOk(server(), f.token, session.sessionId, { sql: 'SELECT 1' })).rows).toEqual([[1]]);
      expect((await auditRow(server(), f.admin, session.sessionId)).state).not.toBe(2);
    });

    it(`${kind}: another user's session id, bad input and an expired grant are refused`, async () => {
      const owner = await grantedDatabase(server(), kind);
      const intruder = await grantedDatabase(server(), kind);
      const session = await openOk(server(), owner.token, {
        assetId: owner.assetId,
        accountId: owner.accountId,
        database,
      });
      const id = session.sessionId;
      for (const [method, path, body] of [
        ['GET', `/database/sessions/${id}`, undefined],
        ['GET', `/database/sessions/${id}/databases`, undefined],
        ['GET', `/database/sessions/${id}/schema`, undefined],
        ['PUT', `/database/sessions/${id}/database`, { database: 'postgres' }],
      ] as const) {
        const result = await call(server().app, method, path, { token: intruder.token, body });
        expect(result.body.code, `${method} ${path}`).toBe(ResponseCode.dbSessionNotFound);
      }
      const blank = await call(server().app, 'PUT', `/database/sessions/${id}/database`, {
        token: owner.token,
        body: { database: ' ' },
        lang: 'en',
      });
      expect(blank.body.code).toBe(ResponseCode.badRequest);
      expect(blank.body.msg).toMatch(/database/);
      const long = await get(server(), owner.token, `/database/sessions/${id}/schema?database=${'x'.repeat(65)}`);
      expect(long.body.code).toBe(ResponseCode.badRequest);

      const past = new Date(server().clock.now().getTime() - 60_000).toISOString();
      await server().db.updateTable('grants').set({ ends_at: past }).where('id', 'in', owner.grantIds).execute();
      const late = await get(server(), owner.token, `/database/sessions/${id}/schema`);
      expect(late.body.code).toBe(ResponseCode.forbidden);
      expect(await auditRow(server(), owner.admin, id)).toMatchObject({ state: 2, endReason: 'accessEnded' });
    });
  }
});
