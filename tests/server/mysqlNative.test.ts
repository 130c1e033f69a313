import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import mysql from 'mysql2/promise';
import { beforeAll, expect, it } from 'vitest';
import type { NativeToken } from '../../src/shared/api/dbNative';
import { prepareMariaDb, TARGET_DB } from '../support/databases';
import { approvalApi, ok, person } from './approvalFixtures';
import { call } from './client';
import { auditRow, grantedDatabase, statements } from './dbSessionApi';
import { describeEachDatabase, type TestServer } from './harness';
import { bindOtp, otpCodeAt } from './otpApi';

const run = promisify(execFile);

/**
 * Native MySQL/MariaDB access (issue 18 item 4): the machine's own `mysql` client (MariaDB 10.11) and the mysql2
 * driver reach the real MariaDB through the Gatehouse listener with a short-lived token, over TLS only; every
 * statement is recorded in the session audit, and what cannot be audited is refused with its reason.
 */
beforeAll(async () => {
  await prepareMariaDb();
}, 60_000);

async function issueToken(server: TestServer, token: string, body: Record<string, unknown>): Promise<NativeToken> {
  const result = await call(server.app, 'POST', '/database/native-tokens', { token, body, lang: 'en' });
  expect(result.body, JSON.stringify(result.body)).toMatchObject({ code: 200 });
  return result.body.data as NativeToken;
}

const listenerPort = (server: TestServer) => server.app.gatehouse.nativeListeners.state('MYSQL').port;

/**
 * The `mysql` client as a user runs it: `--ssl` (MariaDB 10.11's client does not verify the server's certificate
 * unless --ssl-verify-server-cert is given, so the self-signed one is accepted), batch output.
 */
async function mysqlClient(server: TestServer, user: string, password: string, sql: string, extra: string[] = []) {
  try {
    const { stdout, stderr } = await run(
      'mysql',
      [
        '--ssl',
        '-h',
        '127.0.0.1',
        '-P',
        String(listenerPort(server)),
        '-u',
        user,
        `-p${password}`,
        '--batch',
        ...extra,
        '-e',
        sql,
      ],
      { timeout: 20_000 },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

/** The native session rows of the user's own sessions, newest first. */
async function sessionIds(server: TestServer, admin: string, userName: string): Promise<number[]> {
  const list = await call(server.app, 'GET', '/audit/sessions/list', {
    token: admin,
    query: { protocol: 'mysql', userName, pageSize: '50' },
  });
  return (list.body.rows as { sessionId: number; userName: string }[])
    .filter((row) => row.userName === userName)
    .map((row) => row.sessionId);
}

describeEachDatabase(
  'native MySQL listener (issue 18 item 4)',
  (server) => {
    const database = TARGET_DB.database;

    it('the mysql client runs a query and an error with a token; the session and its statements are recorded', async () => {
      const f = await grantedDatabase(server(), 'MySQL');
      const token = await issueToken(server(), f.token, { assetId: f.assetId, accountId: f.accountId, database });
      expect(token.listeners.mysql).toMatchObject({ enabled: true, port: listenerPort(server()) });

      const query = await mysqlClient(server(), token.userName, token.token, 'SELECT id, name FROM people ORDER BY id');
      expect(query.stderr).toBe('');
      expect(query.stdout).toBe('id\tname\n1\tann\n2\tbob\n3\tcat\n4\tdan\n5\teve\n');

      const failed = await mysqlClient(
        server(),
        token.userName,
        token.token,
        "SELECT 1; UPDATE people SET name = 'ann' WHERE id = 1; SELECT * FROM nope",
      );
      expect(failed.code).not.toBe(0);
      expect(failed.stderr).toContain(`ERROR 1146 (42S02) at line 1: Table '${database}.nope' doesn't exist`);

      const [second, first] = await sessionIds(server(), f.admin, f.userName);
      expect(first).toBeDefined();
      const row = await auditRow(server(), f.admin, first as number);
      expect(row).toMatchObject({ protocol: 'MYSQL', loginResult: 1, port: 3306, accountName: TARGET_DB.user });
      const client = await server()
        .db.selectFrom('terminal_sessions')
        .select('user_agent')
        .where('id', '=', first as number)
        .executeTakeFirstOrThrow();
      expect(client.user_agent).toMatch(/^mysql \(libmariadb/);
      const recorded = await statements(server(), f.admin, first as number);
      const select = recorded.find((statement) => statement.sql === 'SELECT id, name FROM people ORDER BY id');
      expect(select).toMatchObject({ outcome: 'ok', rowCount: 5, affectedRows: null });
      expect(select?.columns).toEqual([
        { name: 'id', type: 'int' },
        { name: 'name', type: 'varchar' },
      ]);
      const later = await statements(server(), f.admin, second as number);
      expect(
        later.map((statement) => [statement.sql, statement.outcome, statement.rowCount, statement.affectedRows]),
      ).toEqual(
        expect.arrayContaining([
          ["UPDATE people SET name = 'ann' WHERE id = 1", 'ok', null, 0],
          ['SELECT * FROM nope', 'error', null, null],
        ]),
      );
      expect(later.find((statement) => statement.outcome === 'error')).toMatchObject({
        errorCode: '1146',
        error: `Table '${database}.nope' doesn't exist`,
      });
      // The client quit: both sessions ended as the user closed them.
      await expect.poll(async () => (await auditRow(server(), f.admin, second as number)).state).toBe(2);
      expect(await auditRow(server(), f.admin, second as number)).toMatchObject({ endReason: 'userClosed' });
    });

    it('mysql2 prepares and executes with parameters through the listener; the prepared text is recorded', async () => {
      const f = await grantedDatabase(server(), 'MySQL');
      const token = await issueToken(server(), f.token, { assetId: f.assetId, accountId: f.accountId, database });
      const connection = await mysql.createConnection({
        host: '127.0.0.1',
        port: listenerPort(server()),
        user: token.userName,
        password: token.token,
        database,
        ssl: { rejectUnauthorized: false },
      });
      try {
        const [rows] = await connection.execute<mysql.RowDataPacket[]>(
          'SELECT id, name FROM people WHERE id > ? AND name <> ? ORDER BY id',
          [2, 'dan'],
        );
        expect(rows.map((row) => [row.id, row.name])).toEqual([
          [3, 'cat'],
          [5, 'eve'],
        ]);
        const [changed] = await connection.execute<mysql.ResultSetHeader>(
          'UPDATE people SET big = big WHERE id = ?',
          [1],
        );
        expect(changed.affectedRows).toBe(1);
        await expect(connection.execute('SELECT * FROM nope WHERE id = ?', [1])).rejects.toMatchObject({ errno: 1146 });
        const [kinds] = await connection.execute<mysql.RowDataPacket[]>(
          'SELECT ? IS NULL AS unset, ? AS who, ? + 0.5 AS half',
          [null, '张三', 41],
        );
        expect(kinds[0]).toMatchObject({ unset: 1, who: '张三' });
        const [plain] = await connection.query<mysql.RowDataPacket[]>('SELECT COUNT(*) AS n FROM people');
        expect(plain[0]?.n).toBe(5);
        await connection.ping();
      } finally {
        await connection.end();
      }
      const [sessionId] = await sessionIds(server(), f.admin, f.userName);
      const recorded = await statements(server(), f.admin, sessionId as number);
      expect(
        recorded.map((statement) => [statement.sql, statement.outcome, statement.rowCount, statement.affectedRows]),
      ).toEqual([
        ['SELECT id, name FROM people WHERE id > ? AND name <> ? ORDER BY id', 'ok', 2, null],
        ['UPDATE people SET big = big WHERE id = ?', 'ok', null, 1],
        ['SELECT ? IS NULL AS unset, ? AS who, ? + 0.5 AS half', 'ok', 1, null],
        ['SELECT COUNT(*) AS n FROM people', 'ok', 1, null],
      ]);
      // The values each execute bound, read from the binary protocol; a plain query has none.
      expect(recorded.map((statement) => statement.params)).toEqual([['2', 'dan'], ['1'], [null, '张三', '41'], null]);
    });

    it('own credentials: <user>#<asset id>#<account> with the Gatehouse password and one-time code, by the cleartext plugin under TLS', async () => {
      const f = await grantedDatabase(server(), 'MySQL');
      const name = `${f.userName}#${f.assetId}#${TARGET_DB.user}`;
      const passwordOnly = await mysqlClient(server(), name, 'Passw0rd!x', 'SELECT 1');
      expect(passwordOnly.stderr).toContain('Own-credential logins need a bound one-time password');
      const secret = await bindOtp(server(), f.token);
      server().clock.advance(30_000);
      // MariaDB's client answers the switch to mysql_clear_password as it is (MySQL's needs --enable-cleartext-plugin).
      const own = await mysqlClient(
        server(),
        name,
        `Passw0rd!x${otpCodeAt(server(), secret)}`,
        'SELECT DATABASE() AS db',
        ['-D', database],
      );
      expect(own.stderr).toBe('');
      expect(own.stdout).toBe(`db\n${database}\n`);
      const wrong = await mysqlClient(server(), name, `Wrong!pass1${otpCodeAt(server(), secret)}`, 'SELECT 1');
      expect(wrong.stderr).toContain('ERROR 1045 (28000): Wrong user name or password');
      const [sessionId] = await sessionIds(server(), f.admin, f.userName);
      expect(await statements(server(), f.admin, sessionId as number)).toMatchObject([
        { sql: 'SELECT DATABASE() AS db', outcome: 'ok', rowCount: 1 },
      ]);
    });

    it('KILL QUERY <id> from a second connection stops the first one’s statement (recorded as cancelled)', async () => {
      const f = await grantedDatabase(server(), 'MySQL');
      const token = await issueToken(server(), f.token, { assetId: f.assetId, accountId: f.accountId, database });
      const connect = () =>
        mysql.createConnection({
          host: '127.0.0.1',
          port: listenerPort(server()),
          user: token.userName,
          password: token.token,
          ssl: { rejectUnauthorized: false },
        });
      const [busy, killer] = await Promise.all([connect(), connect()]);
      try {
        const sleeping = busy.query('SELECT SLEEP(20) AS slept').catch((error: unknown) => error);
        await new Promise((resolve) => setTimeout(resolve, 500));
        await killer.query(`KILL QUERY ${busy.threadId}`);
        expect(await sleeping).toMatchObject({ errno: 1317 });
        // The connection goes on.
        const [after] = await busy.query<mysql.RowDataPacket[]>('SELECT 2 AS two');
        expect(after[0]?.two).toBe(2);
        // An id that is no listener connection goes to the database as it is.
        await expect(killer.query('KILL QUERY 999999999')).rejects.toMatchObject({ errno: 1094 });
      } finally {
        await Promise.all([busy.end(), killer.end()]);
      }
      const ids = await sessionIds(server(), f.admin, f.userName);
      const recorded = (await Promise.all(ids.map((id) => statements(server(), f.admin, id)))).flat();
      const slept = recorded.find((row) => row.sql === 'SELECT SLEEP(20) AS slept');
      expect(slept).toMatchObject({ outcome: 'cancelled' });
      expect(slept?.durationMs).toBeLessThan(10_000);
    });

    it('a behaviour policy’s statement timeout stops a native statement past it (KILL QUERY); the audit says timeout', async () => {
      const f = await grantedDatabase(server(), 'MySQL');
      const policy = await call(server().app, 'POST', '/policy/behavior/add', {
        token: f.admin,
        body: { name: `timeout-${f.userName}`, userIds: [f.id], dbTimeoutSeconds: 1 },
      });
      expect(policy.body, JSON.stringify(policy.body)).toMatchObject({ code: 200 });
      const token = await issueToken(server(), f.token, { assetId: f.assetId, accountId: f.accountId, database });
      const connection = await mysql.createConnection({
        host: '127.0.0.1',
        port: listenerPort(server()),
        user: token.userName,
        password: token.token,
        ssl: { rejectUnauthorized: false },
      });
      try {
        const started = Date.now();
        await expect(connection.query('SELECT SLEEP(20) AS slept')).rejects.toMatchObject({ errno: 1317 });
        expect(Date.now() - started).toBeLessThan(10_000);
        const [after] = await connection.query<mysql.RowDataPacket[]>('SELECT 3 AS three');
        expect(after[0]?.three).toBe(3);
      } finally {
        await connection.end();
      }
      const [sessionId] = await sessionIds(server(), f.admin, f.userName);
      expect(await statements(server(), f.admin, sessionId as number)).toMatchObject([
        { sql: 'SELECT SLEEP(20) AS slept', outcome: 'timeout', errorCode: '1317' },
        { sql: 'SELECT 3 AS three', outcome: 'ok' },
      ]);
    });

    it('an SQL policy blocks DROP from the mysql client and as a prepared statement: ERR 1227, recorded, the session goes on', async () => {
      const f = await grantedDatabase(server(), 'MySQL');
      await ok(
        await approvalApi(server(), f.admin).addCommandPolicy({
          target: 1,
          matchKind: 0,
          assetIds: [f.assetId],
          sqlUnparseable: 1,
          name: `mysql-native-no-drop-${Date.now() % 1e6}`,
          action: 0,
          sqlKinds: ['DROP'],
          priority: 10,
        }),
      );
      const token = await issueToken(server(), f.token, { assetId: f.assetId, accountId: f.accountId, database });
      const dropped = await mysqlClient(server(), token.userName, token.token, 'DROP TABLE people', ['-D', database]);
      expect(dropped.code).not.toBe(0);
      expect(dropped.stderr).toMatch(
        /ERROR 1227 \(42000\) at line 1: Statement blocked \(policy: mysql-native-no-drop-\d+\)/,
      );

      const connection = await mysql.createConnection({
        host: '127.0.0.1',
        port: listenerPort(server()),
        user: token.userName,
        password: token.token,
        database,
        ssl: { rejectUnauthorized: false },
      });
      try {
        await expect(connection.execute('DROP TABLE people')).rejects.toMatchObject({ errno: 1227 });
        const [count] = await connection.query<mysql.RowDataPacket[]>('SELECT COUNT(*) AS n FROM people');
        expect(count[0]?.n).toBe(5);
      } finally {
        await connection.end();
      }
      const ids = await sessionIds(server(), f.admin, f.userName);
      const recorded = (await Promise.all(ids.map((id) => statements(server(), f.admin, id)))).flat();
      const drops = recorded.filter((statement) => statement.sql === 'DROP TABLE people');
      expect(drops.map((statement) => statement.outcome)).toEqual(['blocked', 'blocked']);
      expect(recorded.find((statement) => statement.sql.startsWith('SELECT COUNT'))).toMatchObject({ outcome: 'ok' });
    });

    it('a held statement waits in the client until an approver decides: approved it runs, refused it is ERR 1227', async () => {
      const f = await grantedDatabase(server(), 'MySQL');
      const approver = await person(server(), `mysql_native_approver_${Date.now() % 1e6}`);
      await ok(
        await approvalApi(server(), f.admin).addCommandPolicy({
          target: 1,
          matchKind: 0,
          assetIds: [f.assetId],
          sqlUnparseable: 1,
          name: `mysql-native-hold-${Date.now() % 1e6}`,
          action: 1,
          sqlKinds: ['UPDATE'],
          approverIds: [approver.id],
          priority: 10,
        }),
      );
      const token = await issueToken(server(), f.token, { assetId: f.assetId, accountId: f.accountId, database });
      const connection = await mysql.createConnection({
        host: '127.0.0.1',
        port: listenerPort(server()),
        user: token.userName,
        password: token.token,
        database,
        ssl: { rejectUnauthorized: false },
      });
      const pendingApproval = async () => {
        let row: { id: number } | undefined;
        await expect
          .poll(async () => {
            row = await server()
              .db.selectFrom('command_approvals')
              .select('id')
              .where('command', 'like', 'UPDATE people SET name = %')
              .where('status', '=', 1)
              .orderBy('id', 'desc')
              .executeTakeFirst();
            // Its approvers are written after the request row: wait until the approver sees it.
            return (
              row !== undefined && (await approvalApi(server(), approver.token).getCommand(row.id)).body.code === 200
            );
          })
          .toBe(true);
        return (row as { id: number }).id;
      };
      try {
        const approved = connection.query<mysql.ResultSetHeader>("UPDATE people SET name = 'ann' WHERE id = 1");
        ok(await approvalApi(server(), approver.token).decideCommand({ recordId: await pendingApproval(), status: 2 }));
        expect((await approved)[0].affectedRows).toBe(1);

        const refused = connection
          .query("UPDATE people SET name = 'bob' WHERE id = 2")
          .catch((error: unknown) => error);
        ok(
          await approvalApi(server(), approver.token).decideCommand({
            recordId: await pendingApproval(),
            status: 3,
            refuseReason: 'not now',
          }),
        );
        expect(await refused).toMatchObject({ errno: 1227, message: expect.stringContaining('not approved') });
      } finally {
        connection.destroy();
      }
      const [sessionId] = await sessionIds(server(), f.admin, f.userName);
      const recorded = await statements(server(), f.admin, sessionId as number);
      expect(recorded.map((row) => [row.sql, row.outcome])).toEqual([
        ["UPDATE people SET name = 'ann' WHERE id = 1", 'approved'],
        ["UPDATE people SET name = 'bob' WHERE id = 2", 'refused'],
      ]);
    });

    it('refuses a native login where masking rules apply (results could not be masked)', async () => {
      const f = await grantedDatabase(server(), 'MySQL');
      const token = await issueToken(server(), f.token, { assetId: f.assetId, accountId: f.accountId, database });
      const policy = await call(server().app, 'POST', '/policy/behavior/add', {
        token: f.admin,
        body: { name: `mask-${f.userName}`, userIds: [f.id], masking: [{ pattern: 'phone', kind: 'phone' }] },
      });
      expect(policy.body, JSON.stringify(policy.body)).toMatchObject({ code: 200 });
      const refused = await mysqlClient(server(), token.userName, token.token, 'SELECT 1');
      expect(refused.stderr).toContain('ERROR 1045 (28000): Data masking rules apply to this asset account');
    });

    it('refuses a client without TLS, a wrong secret and an expired token', async () => {
      const f = await grantedDatabase(server(), 'MySQL');
      const token = await issueToken(server(), f.token, { assetId: f.assetId, accountId: f.accountId, database });

      const plain = await mysqlClient(server(), token.userName, token.token, 'SELECT 1', ['--skip-ssl']);
      expect(plain.code).not.toBe(0);
      expect(plain.stderr).toContain('ERROR 3159');
      expect(plain.stderr).toContain('Gatehouse accepts encrypted connections only: connect with --ssl');

      const wrong = await mysqlClient(server(), token.userName, `${token.token}x`, 'SELECT 1');
      expect(wrong.stderr).toContain('ERROR 1045 (28000): Wrong user name or password');

      const unknown = await mysqlClient(server(), 'gh_0000000000', token.token, 'SELECT 1');
      expect(unknown.stderr).toContain('ERROR 1045 (28000): Wrong user name or password');

      server().clock.advance(11 * 60_000);
      try {
        const expired = await mysqlClient(server(), token.userName, token.token, 'SELECT 1');
        expect(expired.stderr).toContain('ERROR 1045 (28000): The client token has expired');
      } finally {
        server().clock.advance(-11 * 60_000);
      }
      expect(await sessionIds(server(), f.admin, f.userName)).toEqual([]);
    });

    it('refuses LOAD DATA LOCAL INFILE, several statements in one text and a change of user, and records the refusal', async () => {
      const f = await grantedDatabase(server(), 'MySQL');
      const token = await issueToken(server(), f.token, { assetId: f.assetId, accountId: f.accountId, database });
      const load = await mysqlClient(
        server(),
        token.userName,
        token.token,
        "LOAD DATA LOCAL INFILE '/etc/hostname' INTO TABLE people",
        ['--local-infile=1'],
      );
      expect(load.stderr).toContain(
        'ERROR 1227 (42000) at line 1: LOAD DATA and LOAD XML are not allowed through Gatehouse',
      );

      const connection = await mysql.createConnection({
        host: '127.0.0.1',
        port: listenerPort(server()),
        user: token.userName,
        password: token.token,
        database,
        ssl: { rejectUnauthorized: false },
        multipleStatements: true,
      });
      try {
        // The database never got CLIENT_MULTI_STATEMENTS: the second statement is a syntax error, never run.
        await expect(connection.query('SELECT 1; DELETE FROM people')).rejects.toMatchObject({ errno: 1064 });
        const [count] = await connection.query<mysql.RowDataPacket[]>('SELECT COUNT(*) AS n FROM people');
        expect(count[0]?.n).toBe(5);
        await expect(connection.changeUser({ user: 'root', password: '' })).rejects.toMatchObject({ errno: 1235 });
      } finally {
        connection.destroy();
      }
      const ids = await sessionIds(server(), f.admin, f.userName);
      const refused = (await Promise.all(ids.map((id) => statements(server(), f.admin, id)))).flat();
      const recordedLoad = refused.find((statement) => statement.sql.startsWith('LOAD DATA'));
      // Recorded as refused: outcome `blocked` (or, before that outcome existed, an error coded `blocked`).
      expect(recordedLoad?.outcome === 'blocked' || recordedLoad?.errorCode === 'blocked').toBe(true);
      expect(recordedLoad?.error).toMatch(/^LOAD DATA and LOAD XML are not allowed through Gatehouse/);
    });
  },
  { nativeListeners: { mysqlPort: 0 } },
);
