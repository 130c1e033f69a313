import { spawn } from 'node:child_process';
import pg from 'pg';
import { beforeAll, expect, it } from 'vitest';
import type { NativeToken } from '../../src/shared/api/dbNative';
import { ResponseCode } from '../../src/shared/codes';
import { preparePostgres, TARGET_DB } from '../support/databases';
import { approvalApi, ok } from './approvalFixtures';
import { call } from './client';
import { grantedDatabase, statements } from './dbSessionApi';
import { describeEachDatabase, PG_ADMIN_URL, type TestServer } from './harness';
import { bindOtp, otpCodeAt } from './otpApi';

/**
 * Native PostgreSQL access (issue 18 item 4): the real psql and the pg driver connect to the test server's listener
 * with a short-lived token, are relayed to the machine's PostgreSQL with the vault's password, and every statement is
 * recorded in the session's audit. Refusals: no TLS, a wrong, expired or revoked token, no grant, COPY.
 */
beforeAll(async () => {
  await preparePostgres(PG_ADMIN_URL);
}, 60_000);

const database = TARGET_DB.database;

async function issue(server: TestServer, token: string, body: Record<string, unknown>) {
  return call(server.app, 'POST', '/database/native-tokens', { token, body, lang: 'en' });
}

async function issueOk(server: TestServer, token: string, body: Record<string, unknown>): Promise<NativeToken> {
  const result = await issue(server, token, body);
  expect(result.body, JSON.stringify(result.body)).toMatchObject({ code: 200 });
  return result.body.data as NativeToken;
}

interface PsqlRun {
  code: number | null;
  stdout: string;
  stderr: string;
  pid: number | undefined;
}

/** The real psql through the listener: unaligned, tuples only, stop at the first error. */
function psql(
  token: NativeToken,
  sql: string,
  options: { sslmode?: string; password?: string; user?: string; onStart?: (pid: number) => void } = {},
): Promise<PsqlRun> {
  return new Promise((resolve) => {
    // stdin closed: psql waits on an open stdin for a `-c` text naming COPY FROM STDIN, even after the error.
    const child = spawn('/usr/bin/psql', ['-X', '-A', '-t', '-v', 'ON_ERROR_STOP=1', '-c', sql], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH,
        PGHOST: '127.0.0.1',
        PGPORT: String(token.listeners.postgresql.port),
        PGUSER: options.user ?? token.userName,
        PGPASSWORD: options.password ?? token.token,
        PGDATABASE: database,
        PGSSLMODE: options.sslmode ?? 'require',
        PGCONNECT_TIMEOUT: '10',
        PGAPPNAME: 'psql',
      },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    if (child.pid !== undefined) options.onStart?.(child.pid);
    child.on('close', (code) => resolve({ code, stdout, stderr, pid: child.pid }));
  });
}

/** The user's newest native session row (the listener writes it when the client logs in). */
async function latestSession(server: TestServer, userId: number) {
  return server.db
    .selectFrom('terminal_sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
}

async function until(check: () => Promise<boolean>, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describeEachDatabase(
  'native PostgreSQL access through the listener (issue 18 item 4)',
  (server) => {
    it('psql runs a query and an error through the listener; the session row and its statements are recorded', async () => {
      const f = await grantedDatabase(server(), 'PostgreSQL');
      const token = await issueOk(server(), f.token, { assetId: f.assetId, accountId: f.accountId, database });
      expect(token.userName).toMatch(/^gh_[a-z0-9]{10}$/);
      expect(token.listeners.postgresql).toMatchObject({ enabled: true });
      expect(token.token).not.toContain(TARGET_DB.password);

      const ok = await psql(token, 'SELECT id, name FROM people ORDER BY id');
      expect(ok.stderr).toBe('');
      expect(ok.stdout.trim().split('\n')).toEqual(['1|ann', '2|bob', '3|cat', '4|dan', '5|eve']);
      const row = await latestSession(server(), f.id);
      expect(row).toMatchObject({ protocol: 'POSTGRESQL', login_result: 1, account_id: f.accountId });
      expect(row.user_agent).toContain('psql');
      await until(async () => (await latestSession(server(), f.id)).ended_at !== null);

      const failed = await psql(token, 'SELECT * FROM nope');
      expect(failed.code).not.toBe(0);
      expect(failed.stderr).toContain('relation "nope" does not exist');

      const changed = await psql(token, 'UPDATE people SET name = name WHERE id > 3');
      expect(changed.stdout.trim()).toBe('UPDATE 2');

      const okRows = await statements(server(), f.admin, row.id);
      expect(okRows).toHaveLength(1);
      expect(okRows[0]).toMatchObject({
        sql: 'SELECT id, name FROM people ORDER BY id',
        outcome: 'ok',
        rowCount: 5,
        affectedRows: null,
        columns: [
          { name: 'id', type: 'int4' },
          { name: 'name', type: 'varchar' },
        ],
      });
      const last = await latestSession(server(), f.id);
      await until(async () => (await statements(server(), f.admin, last.id)).length === 1);
      expect((await statements(server(), f.admin, last.id))[0]).toMatchObject({ outcome: 'ok', affectedRows: 2 });
      const errored = await server()
        .db.selectFrom('db_statements')
        .selectAll()
        .where('sql_text', '=', 'SELECT * FROM nope')
        .where('session_id', '>', row.id)
        .executeTakeFirstOrThrow();
      expect(errored).toMatchObject({ outcome: 'error', error_code: '42P01' });
      await until(async () => (await latestSession(server(), f.id)).end_reason === 'userClosed');
    });

    it('the extended protocol (pg with parameters) works, errors included, and each Execute is recorded', async () => {
      const f = await grantedDatabase(server(), 'PostgreSQL');
      const token = await issueOk(server(), f.token, { assetId: f.assetId, accountId: f.accountId, database });
      const client = new pg.Client({
        host: '127.0.0.1',
        port: token.listeners.postgresql.port,
        user: token.userName,
        password: token.token,
        database,
        ssl: { rejectUnauthorized: false },
      });
      await client.connect();
      try {
        const named = await client.query('SELECT name FROM people WHERE id = $1', [2]);
        expect(named.rows).toEqual([{ name: 'bob' }]);
        await expect(client.query('SELECT nope FROM people WHERE id = $1', [1])).rejects.toThrow(
          /column "nope" does not exist/,
        );
        const prepared = { name: 'by_id', text: 'SELECT id, big FROM people WHERE id >= $1 ORDER BY id', values: [4] };
        expect((await client.query(prepared)).rows).toEqual([
          { id: 4, big: '4' },
          { id: 5, big: '5' },
        ]);
        expect((await client.query({ ...prepared, values: [5] })).rowCount).toBe(1);
        // NULL, a binary value (pg binds a Buffer in binary format) and text in Chinese.
        const kinds = await client.query(
          'SELECT $1::text IS NULL AS unset, length($2::bytea) AS size, $3::text AS who',
          [null, Buffer.from([0, 1, 2, 255]), '张三'],
        );
        expect(kinds.rows).toEqual([{ unset: true, size: 4, who: '张三' }]);
      } finally {
        await client.end();
      }
      const row = await latestSession(server(), f.id);
      await until(async () => (await statements(server(), f.admin, row.id)).length === 5);
      const recorded = await statements(server(), f.admin, row.id);
      expect(recorded.map((statement) => [statement.outcome, statement.rowCount, statement.errorCode])).toEqual([
        ['ok', 1, null],
        ['error', null, '42703'],
        ['ok', 2, null],
        ['ok', 1, null],
        ['ok', 1, null],
      ]);
      expect(recorded[0]?.sql).toBe('SELECT name FROM people WHERE id = $1');
      // The values each Execute ran with, as the auditor reads them.
      expect(recorded.map((statement) => statement.params)).toEqual([
        ['2'],
        ['1'],
        ['4'],
        ['5'],
        [null, '\\x000102ff', '张三'],
      ]);
    });

    it('refuses a connection without TLS, a wrong, expired or revoked token, and another user’s asset', async () => {
      const f = await grantedDatabase(server(), 'PostgreSQL');
      const token = await issueOk(server(), f.token, { assetId: f.assetId, accountId: f.accountId, database });

      const plain = await psql(token, 'SELECT 1', { sslmode: 'disable' });
      expect(plain.code).not.toBe(0);
      expect(plain.stderr).toContain('sslmode=require');

      const wrong = await psql(token, 'SELECT 1', { password: `${token.token}x` });
      expect(wrong.stderr).toContain('Wrong user name or password');

      const stranger = await grantedDatabase(server(), 'PostgreSQL');
      const refused = await issue(server(), stranger.token, { assetId: f.assetId, accountId: f.accountId });
      expect(refused.body.code).toBe(ResponseCode.forbidden);
      const notRevocable = await call(server().app, 'DELETE', `/database/native-tokens/${token.tokenId}`, {
        token: stranger.token,
      });
      expect(notRevocable.body.code).toBe(ResponseCode.dbNativeTokenNotFound);

      server().clock.advance(11 * 60_000);
      try {
        const expired = await psql(token, 'SELECT 1');
        expect(expired.stderr).toContain('expired');
      } finally {
        server().clock.advance(-11 * 60_000);
      }

      const revoked = await call(server().app, 'DELETE', `/database/native-tokens/${token.tokenId}`, {
        token: f.token,
      });
      expect(revoked.body.code).toBe(200);
      const afterRevoke = await psql(token, 'SELECT 1');
      expect(afterRevoke.stderr).toContain('revoked');

      // A grant withdrawn after the token was issued: the checks run again at connect.
      const second = await issueOk(server(), f.token, { assetId: f.assetId, accountId: f.accountId, database });
      await server().db.deleteFrom('grants').where('id', 'in', f.grantIds).execute();
      const ungranted = await psql(second, 'SELECT 1');
      expect(ungranted.code).not.toBe(0);
      expect(ungranted.stderr).toMatch(/FATAL/);
    });

    it('refuses COPY with a message saying it cannot be audited; the session goes on', async () => {
      const f = await grantedDatabase(server(), 'PostgreSQL');
      const token = await issueOk(server(), f.token, { assetId: f.assetId, accountId: f.accountId, database });
      const out = await psql(token, 'COPY people TO STDOUT');
      expect(out.code).not.toBe(0);
      expect(out.stderr).toContain('Gatehouse cannot audit this and refuses it: COPY');
      const into = await psql(token, '/* load */ copy people (id) from stdin; SELECT 1');
      expect(into.stderr).toContain('cannot audit');
      const afterwards = await psql(token, 'BEGIN; COPY people TO STDOUT; COMMIT');
      expect(afterwards.stderr).toContain('cannot audit');
      const row = await latestSession(server(), f.id);
      await until(async () => (await statements(server(), f.admin, row.id)).length === 1);
      expect((await statements(server(), f.admin, row.id))[0]).toMatchObject({
        sql: 'BEGIN; COPY people TO STDOUT; COMMIT',
        outcome: 'blocked',
      });
    });

    it('cancels a running statement when psql is interrupted (the client’s cancel key reaches the database)', async () => {
      const f = await grantedDatabase(server(), 'PostgreSQL');
      const token = await issueOk(server(), f.token, { assetId: f.assetId, accountId: f.accountId, database });
      const started = Date.now();
      const run = psql(token, 'SELECT pg_sleep(30)', {
        onStart: (pid) => {
          setTimeout(() => process.kill(pid, 'SIGINT'), 1500);
        },
      });
      const result = await run;
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(result.stderr).toContain('canceling statement due to user request');
      const row = await latestSession(server(), f.id);
      await until(async () => (await statements(server(), f.admin, row.id)).length === 1);
      expect((await statements(server(), f.admin, row.id))[0]).toMatchObject({
        outcome: 'cancelled',
        errorCode: '57014',
      });
    });

    it('a behaviour policy’s statement timeout cancels a native statement past it: psql is told why, the audit says timeout', async () => {
      const f = await grantedDatabase(server(), 'PostgreSQL');
      const policy = await call(server().app, 'POST', '/policy/behavior/add', {
        token: f.admin,
        body: { name: `timeout-${f.userName}`, userIds: [f.id], dbTimeoutSeconds: 1 },
      });
      expect(policy.body, JSON.stringify(policy.body)).toMatchObject({ code: 200 });
      const token = await issueOk(server(), f.token, { assetId: f.assetId, accountId: f.accountId, database });
      const started = Date.now();
      const result = await psql(token, 'SELECT pg_sleep(20)');
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(result.code).not.toBe(0);
      expect(result.stderr).toContain('the statement ran past the 1 s the behaviour policy allows and was cancelled');
      expect(result.stderr).toContain('canceling statement');
      // A quick statement of the same connection's kind runs as before.
      expect((await psql(token, 'SELECT 7')).stdout.trim()).toBe('7');
      const first = await server()
        .db.selectFrom('terminal_sessions')
        .select('id')
        .where('user_id', '=', f.id)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      await until(async () => (await statements(server(), f.admin, first.id)).length === 1);
      expect((await statements(server(), f.admin, first.id))[0]).toMatchObject({
        sql: 'SELECT pg_sleep(20)',
        outcome: 'timeout',
        errorCode: '57014',
      });
    });

    it('a SQL policy blocks DROP in psql and in the extended protocol: refused in order, recorded, the session goes on', async () => {
      const f = await grantedDatabase(server(), 'PostgreSQL');
      await ok(
        await approvalApi(server(), f.admin).addCommandPolicy({
          target: 1,
          matchKind: 0,
          assetIds: [f.assetId],
          sqlUnparseable: 1,
          name: `native-no-drop-${Date.now() % 1e6}`,
          action: 0,
          sqlKinds: ['DROP'],
          priority: 10,
        }),
      );
      const token = await issueOk(server(), f.token, { assetId: f.assetId, accountId: f.accountId, database });
      const dropped = await psql(token, 'DROP TABLE people');
      expect(dropped.code).not.toBe(0);
      expect(dropped.stderr).toMatch(/ERROR: .*Gatehouse/);
      const row = await latestSession(server(), f.id);
      await until(async () => (await statements(server(), f.admin, row.id)).length === 1);
      expect((await statements(server(), f.admin, row.id))[0]).toMatchObject({
        sql: 'DROP TABLE people',
        outcome: 'blocked',
      });

      const client = new pg.Client({
        host: '127.0.0.1',
        port: token.listeners.postgresql.port,
        user: token.userName,
        password: token.token,
        database,
        ssl: { rejectUnauthorized: false },
      });
      await client.connect();
      try {
        await expect(client.query({ name: 'dropper', text: 'DROP TABLE people' })).rejects.toThrow(/Gatehouse/);
        const after = await client.query('SELECT count(*)::int AS n FROM people WHERE id > $1', [0]);
        expect(after.rows).toEqual([{ n: 5 }]);
      } finally {
        await client.end();
      }
    });

    it('own credentials: <user>#<asset id>#<account> with the Gatehouse password and the bound one-time code; wrong ones counted', async () => {
      const f = await grantedDatabase(server(), 'PostgreSQL');
      const token = await issueOk(server(), f.token, { assetId: f.assetId, accountId: f.accountId, database });
      const user = `${f.userName}#${f.assetId}#${TARGET_DB.user}`;
      // No second factor bound: the right password alone is not enough.
      const passwordOnly = await psql(token, 'SELECT 1', { user, password: 'Passw0rd!x' });
      expect(passwordOnly.stderr).toContain('Own-credential logins need a bound one-time password');

      const secret = await bindOtp(server(), f.token);
      server().clock.advance(30_000);
      const own = await psql(token, 'SELECT current_user', {
        user,
        password: `Passw0rd!x${otpCodeAt(server(), secret)}`,
      });
      expect(own.stderr).toBe('');
      expect(own.stdout.trim()).toBe(TARGET_DB.user);

      const withoutCode = await psql(token, 'SELECT 1', { user, password: 'Passw0rd!x' });
      expect(withoutCode.stderr).toContain('Wrong user name or password');
      const wrong = await psql(token, 'SELECT 1', { user, password: `Passw0rd!y${otpCodeAt(server(), secret)}` });
      expect(wrong.stderr).toContain('Wrong user name or password');
      const failures = await server()
        .db.selectFrom('sign_in_failures')
        .select('failures')
        .where('subject', '=', `name:${f.userName}`)
        .executeTakeFirst();
      expect(failures?.failures).toBe(2);
      const otherAccount = await psql(token, 'SELECT 1', {
        user: `${f.userName}#${f.assetId}#someone_else`,
        password: `Passw0rd!x${otpCodeAt(server(), secret)}`,
      });
      expect(otherAccount.stderr).toMatch(/FATAL/);
    });

    it('refuses a native login where masking rules apply (rows are relayed undecoded and could not be masked)', async () => {
      const f = await grantedDatabase(server(), 'PostgreSQL');
      const token = await issueOk(server(), f.token, { assetId: f.assetId, accountId: f.accountId, database });
      const policy = await call(server().app, 'POST', '/policy/behavior/add', {
        token: f.admin,
        body: { name: `mask-${f.userName}`, userIds: [f.id], masking: [{ pattern: 'name', kind: 'name' }] },
      });
      expect(policy.body, JSON.stringify(policy.body)).toMatchObject({ code: 200 });
      const refused = await psql(token, 'SELECT name FROM people');
      expect(refused.code).not.toBe(0);
      expect(refused.stderr).toContain('Data masking rules apply to this asset account');
    });

    it('an auditor terminates a live native session from the session audit; the operator may not', async () => {
      const f = await grantedDatabase(server(), 'PostgreSQL');
      const token = await issueOk(server(), f.token, { assetId: f.assetId, accountId: f.accountId, database });
      const running = psql(token, 'SELECT pg_sleep(30)');
      await until(async () => {
        const row = await server()
          .db.selectFrom('terminal_sessions')
          .select('login_result')
          .where('user_id', '=', f.id)
          .executeTakeFirst();
        return row?.login_result === 1;
      });
      const { id } = await latestSession(server(), f.id);
      const path = `/audit/sessions/${id}/terminate`;
      expect((await call(server().app, 'POST', path, { token: f.token })).body.code).toBe(ResponseCode.forbidden);
      expect((await call(server().app, 'POST', path, { token: f.admin })).body.code).toBe(200);
      const ended = await running;
      expect(ended.code).not.toBe(0);
      await until(async () => (await latestSession(server(), f.id)).end_reason === 'terminated');
      expect((await latestSession(server(), f.id)).terminated_by).not.toBeNull();
    });

    it('signing out of the console that issued the token ends the native session (signedOut), the client told why', async () => {
      const f = await grantedDatabase(server(), 'PostgreSQL');
      const token = await issueOk(server(), f.token, { assetId: f.assetId, accountId: f.accountId, database });
      const started = Date.now();
      const running = psql(token, 'SELECT pg_sleep(30)');
      await until(async () => {
        const row = await server()
          .db.selectFrom('terminal_sessions')
          .select('login_result')
          .where('user_id', '=', f.id)
          .executeTakeFirst();
        return row?.login_result === 1;
      });
      expect((await call(server().app, 'POST', '/ucenter/logout', { token: f.token })).body.code).toBe(200);
      const ended = await running;
      expect(Date.now() - started).toBeLessThan(15_000);
      expect(ended.code).not.toBe(0);
      expect(ended.stderr).toContain('terminating connection: the Gatehouse session ended');
      await until(async () => (await latestSession(server(), f.id)).end_reason === 'signedOut');
      // The token outlives nothing: a new connection with it after the sign-out is refused.
      const after = await psql(token, 'SELECT 1');
      expect(after.code).not.toBe(0);
      expect(after.stderr).toContain('The console sign-in that issued this client token has ended');
    });
  },
  { nativeListeners: { postgresqlPort: 0, host: '127.0.0.1' } },
);
