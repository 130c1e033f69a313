import { beforeAll, expect, it } from 'vitest';
import type { TerminalSession } from '../../src/shared/api/terminal';
import { ResponseCode } from '../../src/shared/codes';
import { prepareMariaDb, preparePostgres, TARGET_DB } from '../support/databases';
import { call } from './client';
import { auditRow, grantedDatabase, open, openOk, run, runOk, statements, TARGETS } from './dbSessionApi';
import { describeEachDatabase, describeOnSqlite, PG_ADMIN_URL } from './harness';

/**
 * Database sessions (issue 18, server side) against the real MariaDB and PostgreSQL of this machine: the bastion
 * logs in with the vault's password, runs statements under a row limit and a timeout, cancels a running one, names
 * the database's errors, records every statement for the session audit, and refuses whoever has no right.
 */
beforeAll(async () => {
  await prepareMariaDb();
  await preparePostgres(PG_ADMIN_URL);
}, 60_000);

describeEachDatabase('database sessions (issue 18)', (server) => {
  for (const kind of ['MySQL', 'PostgreSQL'] as const) {
    const target = TARGETS[kind];
    const database = TARGET_DB.database;

    it(`${kind}: opens with the vault's password, runs a SELECT, cuts at the row limit and says so`, async () => {
      const f = await grantedDatabase(server(), kind);
      const session = await openOk(server(), f.token, { assetId: f.assetId, accountId: f.accountId, database });
      expect(session).toMatchObject({ protocol: kind.toUpperCase(), database, accountName: TARGET_DB.user });

      const all = await runOk(server(), f.token, session.sessionId, {
        sql: 'SELECT id, name, born, photo, big FROM people ORDER BY id',
      });
      expect(all.columns.map((column) => column.name)).toEqual(['id', 'name', 'born', 'photo', 'big']);
      expect(all.columns.map((column) => column.type)).toEqual(
        kind === 'MySQL'
          ? ['int', 'varchar', 'datetime', 'varbinary', 'bigint']
          : ['int4', 'varchar', 'timestamp', 'bytea', 'int8'],
      );
      expect(all).toMatchObject({ rowCount: 5, truncated: false, affectedRows: null });
      // Numbers stay numbers, a BIGINT past 2^53 stays exact as text, dates ISO-8601, binary as 0x hex.
      expect(all.rows[0]).toEqual([1, 'ann', '2024-01-02T03:04:05', '0xdeadbeef', '9007199254740993']);

      const cut = await runOk(server(), f.token, session.sessionId, {
        sql: 'SELECT id FROM people ORDER BY id',
        maxRows: 2,
      });
      expect(cut).toMatchObject({ rowCount: 2, truncated: true, rows: [[1], [2]] });

      const changed = await runOk(server(), f.token, session.sessionId, {
        sql: "UPDATE people SET name = 'zed' WHERE id > 3",
      });
      expect(changed).toMatchObject({ columns: [], rows: [], affectedRows: 2, truncated: false });

      const recorded = await statements(server(), f.admin, session.sessionId);
      expect(recorded.map((row) => [row.outcome, row.rowCount, row.affectedRows, row.truncated])).toEqual([
        ['ok', 5, null, false],
        ['ok', 2, null, true],
        ['ok', null, 2, false],
      ]);
      expect(recorded[0]?.sql).toBe('SELECT id, name, born, photo, big FROM people ORDER BY id');
      expect(recorded[0]?.columns).toEqual(all.columns);
      expect(recorded.every((row) => row.durationMs >= 0 && !Number.isNaN(Date.parse(row.time)))).toBe(true);

      // The session is a row of the session audit while online, and finished once closed.
      const online = await auditRow(server(), f.admin, session.sessionId);
      expect(online).toMatchObject({ protocol: kind.toUpperCase(), state: 1, loginResult: 1, port: target.port });
      const list = await call(server().app, 'GET', '/audit/sessions/list', {
        token: f.admin,
        query: { protocol: kind.toLowerCase() },
      });
      expect((list.body.rows as TerminalSession[]).map((row) => row.sessionId)).toContain(session.sessionId);
      const closed = await call(server().app, 'DELETE', `/database/sessions/${session.sessionId}`, { token: f.token });
      expect(closed.body.code).toBe(200);
      expect(await auditRow(server(), f.admin, session.sessionId)).toMatchObject({
        state: 2,
        endReason: 'userClosed',
        commandCount: 3,
      });
      const after = await run(server(), f.token, session.sessionId, { sql: 'SELECT 1' });
      expect(after.body.code).toBe(ResponseCode.dbSessionNotFound);
    });

    it(`${kind}: a timeout stops the statement with a clear message, and the session goes on`, async () => {
      const f = await grantedDatabase(server(), kind);
      const session = await openOk(server(), f.token, { assetId: f.assetId, accountId: f.accountId, database });
      const started = Date.now();
      const slow = await run(server(), f.token, session.sessionId, { sql: target.sleep(10), timeoutMs: 500 });
      expect(Date.now() - started).toBeLessThan(3000);
      expect(slow.body).toMatchObject({ code: ResponseCode.dbStatementTimeout });
      expect(slow.body.msg).toBe('The statement ran longer than 0.5 s and was stopped');
      expect((await runOk(server(), f.token, session.sessionId, { sql: 'SELECT 1 AS one' })).rows).toEqual([[1]]);
      const recorded = await statements(server(), f.admin, session.sessionId);
      expect(recorded.map((row) => row.outcome)).toEqual(['timeout', 'ok']);
      expect(recorded[0]?.durationMs).toBeGreaterThanOrEqual(400);
    });

    it(`${kind}: cancel stops a long statement within a second or two`, async () => {
      const f = await grantedDatabase(server(), kind);
      const session = await openOk(server(), f.token, { assetId: f.assetId, accountId: f.accountId, database });
      const started = Date.now();
      const long = run(server(), f.token, session.sessionId, { sql: target.sleep(30) });
      await new Promise((resolve) => setTimeout(resolve, 500));
      // One statement at a time: a second one is refused while the first runs.
      const second = await run(server(), f.token, session.sessionId, { sql: 'SELECT 1' });
      expect(second.body.code).toBe(ResponseCode.dbSessionBusy);
      const cancel = await call(server().app, 'POST', `/database/sessions/${session.sessionId}/cancel`, {
        token: f.token,
      });
      expect(cancel.body).toMatchObject({ code: 200, data: { cancelled: true } });
      const result = await long;
      expect(Date.now() - started).toBeLessThan(3000);
      expect(result.body).toMatchObject({
        code: ResponseCode.dbStatementCancelled,
        msg: 'The statement was cancelled',
      });
      expect((await runOk(server(), f.token, session.sessionId, { sql: 'SELECT 2 AS two' })).rows).toEqual([[2]]);
      const recorded = await statements(server(), f.admin, session.sessionId);
      expect(recorded.map((row) => row.outcome)).toEqual(['cancelled', 'ok']);
      const idle = await call(server().app, 'POST', `/database/sessions/${session.sessionId}/cancel`, {
        token: f.token,
      });
      expect(idle.body).toMatchObject({ code: 200, data: { cancelled: false } });
    });

    it(`${kind}: a database error names the problem and is recorded, never a 500`, async () => {
      const f = await grantedDatabase(server(), kind);
      const session = await openOk(server(), f.token, { assetId: f.assetId, accountId: f.accountId, database });
      const failed = await run(server(), f.token, session.sessionId, { sql: 'SELECT * FROM nope' });
      expect(failed.status).toBe(200);
      expect(failed.body.code).toBe(ResponseCode.dbStatementFailed);
      expect(failed.body.msg).toMatch(target.missing);
      const recorded = await statements(server(), f.admin, session.sessionId);
      expect(recorded).toHaveLength(1);
      expect(recorded[0]).toMatchObject({
        outcome: 'error',
        errorCode: kind === 'MySQL' ? 'ER_NO_SUCH_TABLE' : '42P01',
      });
      expect(recorded[0]?.error).toMatch(target.missing);
    });

    it(`${kind}: refuses a user without a grant, a user granted another account, and an expired grant`, async () => {
      const none = await grantedDatabase(server(), kind, { grantAccount: 'none' });
      const noGrant = await open(server(), none.token, { assetId: none.assetId, accountId: none.accountId });
      expect(noGrant.body.code).toBe(ResponseCode.forbidden);

      const other = await grantedDatabase(server(), kind, { grantAccount: 'other' });
      const wrongAccount = await open(server(), other.token, { assetId: other.assetId, accountId: other.accountId });
      expect(wrongAccount.body).toMatchObject({ code: ResponseCode.forbidden, data: { field: 'accountId' } });

      const expired = await grantedDatabase(server(), kind);
      const session = await openOk(server(), expired.token, {
        assetId: expired.assetId,
        accountId: expired.accountId,
        database,
      });
      // A statement just before: its standing is fresh, and still the change below counts at once.
      expect((await run(server(), expired.token, session.sessionId, { sql: 'SELECT 1' })).body.code).toBe(200);
      const past = new Date(server().clock.now().getTime() - 60_000).toISOString();
      await server().db.updateTable('grants').set({ ends_at: past }).where('id', 'in', expired.grantIds).execute();
      const refused = await open(server(), expired.token, { assetId: expired.assetId, accountId: expired.accountId });
      expect(refused.body.code).toBe(ResponseCode.forbidden);
      // The open session does not outlive the grant: its next statement ends it.
      const late = await run(server(), expired.token, session.sessionId, { sql: 'SELECT 1' });
      expect(late.body.code).toBe(ResponseCode.forbidden);
      expect(await auditRow(server(), expired.admin, session.sessionId)).toMatchObject({
        state: 2,
        endReason: 'accessEnded',
      });
    });

    it(`${kind}: another user reaching someone's session id is refused`, async () => {
      const owner = await grantedDatabase(server(), kind);
      const intruder = await grantedDatabase(server(), kind);
      const session = await openOk(server(), owner.token, {
        assetId: owner.assetId,
        accountId: owner.accountId,
        database,
      });
      for (const [method, path, body] of [
        ['POST', `/database/sessions/${session.sessionId}/statements`, { sql: 'SELECT 1' }],
        ['POST', `/database/sessions/${session.sessionId}/cancel`, undefined],
        ['DELETE', `/database/sessions/${session.sessionId}`, undefined],
      ] as const) {
        const result = await call(server().app, method, path, { token: intruder.token, body });
        expect(result.body.code, `${method} ${path}`).toBe(ResponseCode.dbSessionNotFound);
      }
      // Nor may they read its statements: the audit needs system:log:query.
      const audit = await call(server().app, 'GET', `/audit/sessions/${session.sessionId}/statements`, {
        token: intruder.token,
      });
      expect(audit.body.code).toBe(ResponseCode.forbidden);
      expect((await runOk(server(), owner.token, session.sessionId, { sql: 'SELECT 1 AS one' })).rows).toEqual([[1]]);
      expect(await statements(server(), owner.admin, session.sessionId)).toHaveLength(1);
    });
  }

  it('MySQL: the bastion sends the vault password (MariaDB refuses a wrong one, naming its error)', async () => {
    const f = await grantedDatabase(server(), 'MySQL', { password: 'Wrong#Password1' });
    const refused = await open(server(), f.token, { assetId: f.assetId, accountId: f.accountId });
    expect(refused.body.code).toBe(ResponseCode.dbCredentialRefused);
    expect(refused.body.msg).toMatch(`ER_ACCESS_DENIED_ERROR: Access denied for user '${TARGET_DB.user}'`);
    expect(refused.body.msg).not.toContain('Wrong#Password1');
    const sessionId = (refused.body.data as { sessionId: number }).sessionId;
    expect(await auditRow(server(), f.admin, sessionId)).toMatchObject({
      protocol: 'MYSQL',
      loginResult: 2,
      failureReason: 'authRejected',
    });
  });

  it('signing out of the console ends the database sessions opened with it (signedOut)', async () => {
    const f = await grantedDatabase(server(), 'PostgreSQL');
    const session = await openOk(server(), f.token, {
      assetId: f.assetId,
      accountId: f.accountId,
      database: TARGET_DB.database,
    });
    expect((await call(server().app, 'POST', '/ucenter/logout', { token: f.token })).body.code).toBe(200);
    let row: TerminalSession | undefined;
    for (let tries = 0; tries < 50; tries += 1) {
      row = await auditRow(server(), f.admin, session.sessionId);
      if (row.state === 2) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(row).toMatchObject({ state: 2, endReason: 'signedOut' });
  });

  it('an asset without a database protocol is refused with its own code', async () => {
    const f = await grantedDatabase(server(), 'MySQL');
    await server().db.deleteFrom('asset_protocols').where('asset_id', '=', f.assetId).execute();
    const refused = await open(server(), f.token, { assetId: f.assetId, accountId: f.accountId });
    expect(refused.body.code).toBe(ResponseCode.dbNoProtocol);
  });
});

describeOnSqlite(
  'database sessions: idle timeout',
  (server) => {
    it('a session without statements for its idle time ends (idleTimeout)', async () => {
      const f = await grantedDatabase(server(), 'PostgreSQL');
      const session = await openOk(server(), f.token, {
        assetId: f.assetId,
        accountId: f.accountId,
        database: TARGET_DB.database,
      });
      expect(session.idleTimeoutSeconds).toBe(1);
      await runOk(server(), f.token, session.sessionId, { sql: 'select 1' });
      await new Promise((resolve) => setTimeout(resolve, 1600));
      const late = await run(server(), f.token, session.sessionId, { sql: 'select 1' });
      expect(late.body.code).toBe(ResponseCode.dbSessionNotFound);
      expect(await auditRow(server(), f.admin, session.sessionId)).toMatchObject({
        state: 2,
        endReason: 'idleTimeout',
        commandCount: 1,
      });
    });
  },
  { database: { idleSeconds: 1 } },
);
