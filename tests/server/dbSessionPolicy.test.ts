import { beforeAll, expect, it } from 'vitest';
import { checkDbSessionLimits } from '../../src/server/modules/db-sessions/dbSessionLimits';
import type { BehaviorPolicy } from '../../src/shared/api/behaviorPolicies';
import { ResponseCode } from '../../src/shared/codes';
import { prepareMariaDb, preparePostgres, TARGET_DB } from '../support/databases';
import { call } from './client';
import { auditRow, grantedDatabase, openOk, run, runOk, statements, TARGETS } from './dbSessionApi';
import { describeEachDatabase, PG_ADMIN_URL, type TestServer } from './harness';
import { until } from './terminalApi';

/**
 * Behaviour policies on database sessions (docs/database-sessions.md, "Policies"), against the real MariaDB and
 * PostgreSQL: the policy's row limit and statement timeout (a client asking for more gets the policy's), masking of
 * result columns on the server (not for a user outside the policy's scope), and the session length and idle
 * minutes ending a database session.
 */
beforeAll(async () => {
  await prepareMariaDb();
  await preparePostgres(PG_ADMIN_URL);
}, 60_000);

let policyCount = 0;
async function addPolicy(server: TestServer, admin: string, body: Record<string, unknown>): Promise<BehaviorPolicy> {
  policyCount += 1;
  const result = await call(server.app, 'POST', '/policy/behavior/add', {
    token: admin,
    body: { name: `db-policy-${policyCount}-${Math.floor(Math.random() * 1e6)}`, ...body },
  });
  expect(result.body, JSON.stringify(result.body)).toMatchObject({ code: 200 });
  return result.body.data as BehaviorPolicy;
}

const database = TARGET_DB.database;
const MASKING = [
  { pattern: 'phone', kind: 'phone' },
  { pattern: '*.id_no', kind: 'idNumber' },
];
const CONTACTS = {
  MySQL: 'CREATE TEMPORARY TABLE contacts (id INT, phone VARCHAR(20), id_no VARCHAR(18), name VARCHAR(20))',
  PostgreSQL: 'create temp table contacts (id int, phone varchar(20), id_no varchar(18), name varchar(20))',
};
const FILL = "INSERT INTO contacts VALUES (1, '13812341234', '110101199003071234', 'ann'), (2, NULL, '1234', 'bob')";

describeEachDatabase('database sessions under behaviour policies', (server) => {
  for (const kind of ['MySQL', 'PostgreSQL'] as const) {
    it(`${kind}: the policy's row limit and timeout apply, a client's higher values are not honoured`, async () => {
      const f = await grantedDatabase(server(), kind);
      const policy = await addPolicy(server(), f.admin, { userIds: [f.id], dbRowLimit: 2, dbTimeoutSeconds: 1 });
      expect(policy).toMatchObject({ dbRowLimit: 2, dbTimeoutSeconds: 1, masking: [] });
      const session = await openOk(server(), f.token, { assetId: f.assetId, accountId: f.accountId, database });
      expect(session).toMatchObject({ rowLimit: 2, statementTimeoutMs: 1000, masking: false, maxSessionMinutes: null });
      // The administrator's preview of what applies names the database rules and the policy deciding them.
      const preview = await call(server().app, 'GET', '/policy/behavior/effective', {
        token: f.admin,
        query: { userId: String(f.id), accountId: String(f.accountId) },
      });
      expect(preview.body.data).toMatchObject({
        database: { rowLimit: 2, statementTimeoutSeconds: 1, masking: [] },
        decidedBy: { dbRowLimit: policy.name, dbTimeoutSeconds: policy.name },
      });

      const asked = await runOk(server(), f.token, session.sessionId, {
        sql: 'SELECT id FROM people ORDER BY id',
        maxRows: 5000,
      });
      expect(asked).toMatchObject({ rowCount: 2, truncated: true });
      const lower = await runOk(server(), f.token, session.sessionId, {
        sql: 'SELECT id FROM people ORDER BY id',
        maxRows: 1,
      });
      expect(lower).toMatchObject({ rowCount: 1, truncated: true });

      const started = Date.now();
      const slow = await run(server(), f.token, session.sessionId, { sql: TARGETS[kind].sleep(5), timeoutMs: 600_000 });
      expect(slow.body.code).toBe(ResponseCode.dbStatementTimeout);
      expect(Date.now() - started).toBeLessThan(4_000);
    });

    it(`${kind}: masks phone and ID columns on the server, by name, alias and expression; not outside the scope`, async () => {
      const f = await grantedDatabase(server(), kind);
      await addPolicy(server(), f.admin, { userIds: [f.id], masking: MASKING });
      const session = await openOk(server(), f.token, { assetId: f.assetId, accountId: f.accountId, database });
      expect(session).toMatchObject({ masking: true, rowLimit: 1000, statementTimeoutMs: 30_000 });
      await runOk(server(), f.token, session.sessionId, { sql: CONTACTS[kind] });
      await runOk(server(), f.token, session.sessionId, { sql: FILL });

      const plain = await runOk(server(), f.token, session.sessionId, {
        sql: 'SELECT id, phone, id_no, name FROM contacts ORDER BY id',
      });
      expect(plain.columns.map((column) => column.masked ?? false)).toEqual([false, true, true, false]);
      expect(plain.rows).toEqual([
        [1, '138****1234', '110101********1234', 'ann'],
        [2, null, '******', 'bob'],
      ]);
      const aliased = await runOk(server(), f.token, session.sessionId, {
        sql: "SELECT phone AS p, CONCAT(phone, '') AS q, name FROM contacts ORDER BY id",
      });
      expect(aliased.rows[0]).toEqual(['138****1234', '138****1234', 'ann']);
      const star = await runOk(server(), f.token, session.sessionId, {
        sql: 'SELECT * FROM (SELECT phone AS mobile, name FROM contacts) AS x ORDER BY name',
      });
      expect(star.rows[0]).toEqual(['138****1234', 'ann']);
      // A database error quoting a masked value does not give it away either (what the user typed stays).
      if (kind === 'MySQL')
        await runOk(server(), f.token, session.sessionId, {
          sql: 'ALTER TABLE contacts ADD UNIQUE KEY uphone (phone)',
        });
      const leak = {
        MySQL: 'INSERT INTO contacts (id, phone) SELECT 3, phone FROM contacts WHERE id = 1',
        PostgreSQL: 'select phone::int from contacts where id = 1',
      }[kind];
      const refused = await run(server(), f.token, session.sessionId, { sql: leak });
      expect(refused.body.code).toBe(ResponseCode.dbStatementFailed);
      expect(refused.body.msg).toContain(
        kind === 'MySQL' ? "Duplicate entry '******'" : 'value "******" is out of range for type integer',
      );
      expect(JSON.stringify(refused.body)).not.toContain('13812341234');
      const failed = (await statements(server(), f.admin, session.sessionId)).at(-1);
      expect(failed?.error).not.toContain('13812341234');

      // The audit keeps the result's shape with the mark, never the values.
      const audit = await statements(server(), f.admin, session.sessionId);
      expect(audit.find((s) => s.statementId === plain.statementId)?.columns[1]).toMatchObject({
        name: 'phone',
        masked: true,
      });

      // Another user of the same database account (their own asset and grant), outside the scope, sees the values.
      const other = await grantedDatabase(server(), kind);
      const theirs = await openOk(server(), other.token, {
        assetId: other.assetId,
        accountId: other.accountId,
        database,
      });
      expect(theirs.masking).toBe(false);
      await runOk(server(), other.token, theirs.sessionId, { sql: CONTACTS[kind] });
      await runOk(server(), other.token, theirs.sessionId, { sql: FILL });
      const unmasked = await runOk(server(), other.token, theirs.sessionId, {
        sql: 'SELECT phone FROM contacts WHERE id = 1',
      });
      expect(unmasked.rows).toEqual([['13812341234']]);
      expect(unmasked.columns[0]?.masked).toBeUndefined();
    });
  }

  it('ends a database session at the maximum length and one idle past the idle minutes', async () => {
    const long = await grantedDatabase(server(), 'PostgreSQL');
    await addPolicy(server(), long.admin, { userIds: [long.id], maxSessionMinutes: 30 });
    const kept = await openOk(server(), long.token, { assetId: long.assetId, accountId: long.accountId, database });
    expect(kept.maxSessionMinutes).toBe(30);

    const idle = await grantedDatabase(server(), 'MySQL');
    await addPolicy(server(), idle.admin, { userIds: [idle.id], idleMinutes: 5 });
    const quiet = await openOk(server(), idle.token, { assetId: idle.assetId, accountId: idle.accountId, database });
    expect(quiet.idleTimeoutSeconds).toBe(300);

    server().clock.advance(4 * 60_000);
    await runOk(server(), idle.token, quiet.sessionId, { sql: 'SELECT 1' });
    server().clock.advance(4 * 60_000);
    await checkDbSessionLimits(server().app.gatehouse);
    expect((await auditRow(server(), idle.admin, quiet.sessionId)).endReason).toBeNull();
    expect((await auditRow(server(), long.admin, kept.sessionId)).endReason).toBeNull();

    server().clock.advance(23 * 60_000);
    await checkDbSessionLimits(server().app.gatehouse);
    await until(async () => (await auditRow(server(), idle.admin, quiet.sessionId)).endReason === 'idleTimeout');
    await until(async () => (await auditRow(server(), long.admin, kept.sessionId)).endReason === 'maxDuration');
    const after = await run(server(), long.token, kept.sessionId, { sql: 'SELECT 1' });
    expect(after.body.code).toBe(ResponseCode.dbSessionNotFound);
  });

  it('refuses bad database rules naming the problem', async () => {
    const f = await grantedDatabase(server(), 'MySQL');
    const bad = async (body: Record<string, unknown>) => {
      const result = await call(server().app, 'POST', '/policy/behavior/add', {
        token: f.admin,
        body: { name: `bad-${Math.floor(Math.random() * 1e6)}`, ...body },
        lang: 'en',
      });
      expect(result.body.code).not.toBe(200);
      return String(result.body.msg);
    };
    expect(await bad({ dbRowLimit: 10_001 })).toMatch(/dbRowLimit must be a whole number from 1 to 10000/);
    expect(await bad({ dbTimeoutSeconds: 0 })).toMatch(/dbTimeoutSeconds/);
    expect(await bad({ masking: [{ pattern: 'phone; drop', kind: 'phone' }] })).toMatch(/table\.column/);
    expect(await bad({ masking: [{ pattern: 'phone', kind: 'blur' }] })).toMatch(/kind/);
    // An operator without the policy right cannot add one.
    const forbidden = await call(server().app, 'POST', '/policy/behavior/add', {
      token: f.token,
      body: { name: 'mine', masking: [], dbRowLimit: 10_000 },
    });
    expect(forbidden.body.code).toBe(ResponseCode.forbidden);
  });
});
