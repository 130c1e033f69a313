import { beforeAll, expect, it } from 'vitest';
import type { CommandPolicy } from '../../src/shared/api/policies';
import { ResponseCode } from '../../src/shared/codes';
import { prepareMariaDb, preparePostgres, TARGET_DB } from '../support/databases';
import { approvalApi, ok, person } from './approvalFixtures';
import { call } from './client';
import { grantedDatabase, openOk, run, runOk, statements } from './dbSessionApi';
import { describeEachDatabase, PG_ADMIN_URL, type TestServer } from './harness';

/**
 * SQL interception (issue 18 item 3) against the real MariaDB and PostgreSQL: SQL policies of
 * /command-intercept-list block, hold for approval or warn on the parsed statement in the web SQL console, an
 * unparseable text follows the policy's fail-closed/fail-open choice, and every verdict is in the statement audit.
 */
beforeAll(async () => {
  await prepareMariaDb();
  await preparePostgres(PG_ADMIN_URL);
}, 60_000);

/** Statements the two databases accept and node-sql-parser cannot read. */
const UNPARSEABLE = { MySQL: 'DO 1', PostgreSQL: 'LISTEN gatehouse_test' };

describeEachDatabase('SQL interception (issue 18 item 3)', (server) => {
  for (const kind of ['MySQL', 'PostgreSQL'] as const) {
    it(`${kind}: blocks, holds, warns on parsed statements and records each verdict`, async () => {
      const f = await grantedDatabase(server(), kind);
      const approver = await person(server(), `sql_approver_${kind}_${Date.now() % 1e6}`);
      const session = await openOk(server(), f.token, {
        assetId: f.assetId,
        accountId: f.accountId,
        database: TARGET_DB.database,
      });
      const id = session.sessionId;
      const table = `gh_t_${Date.now() % 1e6}`;
      await runOk(server(), f.token, id, { sql: `CREATE TABLE ${table} (id INT)` });
      await runOk(server(), f.token, id, { sql: `CREATE TABLE ${table}_salary (id INT)` });
      const fill = () => runOk(server(), f.token, id, { sql: `INSERT INTO ${table} VALUES (1), (2), (3)` });
      const count = async () =>
        Number((await runOk(server(), f.token, id, { sql: `SELECT count(*) FROM ${table}` })).rows[0]?.[0]);
      await fill();

      const admin = approvalApi(server(), f.admin);
      const policy = async (body: Record<string, unknown>) =>
        ok<CommandPolicy>(
          await admin.addCommandPolicy({
            target: 1,
            matchKind: 0,
            assetIds: [f.assetId],
            sqlUnparseable: 1,
            ...body,
          }),
        );
      const drop = await policy({ name: `no-drop-${kind}`, action: 0, sqlKinds: ['DROP', 'TRUNCATE'], priority: 10 });
      expect(drop).toMatchObject({ target: 1, sqlKinds: ['DROP', 'TRUNCATE'], patterns: [], sqlUnparseable: 1 });
      await policy({
        name: `delete-all-${kind}`,
        action: 1,
        sqlKinds: ['DELETE'],
        sqlNoWhere: true,
        approverIds: [approver.id],
        priority: 20,
      });
      await policy({
        name: `salary-${kind}`,
        action: 0,
        sqlObjects: [`*.${table.toUpperCase()}_SALARY`],
        priority: 30,
      });
      await policy({ name: `updates-${kind}`, action: 2, sqlKinds: ['UPDATE'], priority: 40 });
      const grants = await policy({
        name: `grants-${kind}`,
        action: 2,
        sqlKinds: ['GRANT'],
        sqlUnparseable: 0,
        priority: 50,
      });

      // DROP is blocked: never reaches the database, refused naming the policy and the statement, recorded.
      const dropped = await run(server(), f.token, id, { sql: `DROP TABLE ${table}` });
      expect(dropped.body.code).toBe(ResponseCode.dbStatementBlocked);
      expect(dropped.body.msg).toContain(`no-drop-${kind}`);
      expect(dropped.body.msg).toContain(`DROP TABLE ${table}`);
      expect(await count()).toBe(3);
      // Several statements in one text: the strictest verdict wins.
      const mixed = await run(server(), f.token, id, { sql: `SELECT 1; DROP TABLE ${table}` });
      expect(mixed.body.code).toBe(ResponseCode.dbStatementBlocked);

      // A table rule, whatever the case the statement writes the name in.
      const salary = await run(server(), f.token, id, { sql: `SELECT * FROM ${table}_salary` });
      expect(salary.body.code).toBe(ResponseCode.dbStatementBlocked);
      expect(salary.body.msg).toContain(`salary-${kind}`);

      // Warn: runs, and the reply carries the warning.
      const updated = await runOk(server(), f.token, id, { sql: `UPDATE ${table} SET id = id WHERE id > 0` });
      expect(updated.affectedRows).toBe(3);
      expect(updated.warning).toContain(`updates-${kind}`);

      // DELETE with a WHERE is not held; without one it is, until an approver approves: then it runs.
      await runOk(server(), f.token, id, { sql: `DELETE FROM ${table} WHERE id = 3` });
      const held = await run(server(), f.token, id, { sql: `DELETE FROM ${table}` });
      expect(held.body.code).toBe(ResponseCode.dbStatementHeld);
      const approvalId = (held.body.data as { approvalId: number }).approvalId;
      expect(approvalId).toBeGreaterThan(0);
      const listed = await call(server().app, 'GET', `/database/sessions/${id}/held`, { token: f.token });
      expect(listed.body.data).toEqual([{ approvalId, sql: `DELETE FROM ${table}` }]);
      const seen = ok<{ approvalOrder: string; policyName: string }>(
        await approvalApi(server(), approver.token).getCommand(approvalId),
      );
      expect(seen).toMatchObject({ approvalOrder: `DELETE FROM ${table}`, policyName: `delete-all-${kind}` });
      expect(await count()).toBe(2);
      ok(await approvalApi(server(), approver.token).decideCommand({ recordId: approvalId, status: 2 }));
      const waited = await wait(server(), f.token, id, approvalId);
      expect(waited.body, JSON.stringify(waited.body)).toMatchObject({
        code: 200,
        data: { status: 'ran', result: { affectedRows: 2 } },
      });
      expect(await count()).toBe(0);

      // Another is refused: not run, the reason told and recorded.
      await fill();
      const second = await run(server(), f.token, id, { sql: `DELETE FROM ${table}` });
      const secondId = (second.body.data as { approvalId: number }).approvalId;
      ok(
        await approvalApi(server(), approver.token).decideCommand({
          recordId: secondId,
          status: 3,
          refuseReason: 'not now',
        }),
      );
      const refused = await wait(server(), f.token, id, secondId);
      expect(refused.body.code).toBe(ResponseCode.dbStatementRefused);
      expect(refused.body.msg).toContain('not now');
      expect(await count()).toBe(3);

      // A third is withdrawn by its user.
      const third = await run(server(), f.token, id, { sql: `DELETE FROM ${table}` });
      const thirdId = (third.body.data as { approvalId: number }).approvalId;
      const withdrawn = await call(server().app, 'DELETE', `/database/sessions/${id}/held/${thirdId}`, {
        token: f.token,
        lang: 'en',
      });
      expect(withdrawn.body).toMatchObject({ code: 200 });
      expect((await wait(server(), f.token, id, thirdId)).body.code).toBe(ResponseCode.dbHeldStatementNotFound);
      expect(ok<{ status: number }>(await approvalApi(server(), approver.token).getCommand(thirdId)).status).toBe(4);
      // Nobody else waits on or withdraws someone's held statement.
      const fourth = await run(server(), f.token, id, { sql: `DELETE FROM ${table}` });
      const fourthId = (fourth.body.data as { approvalId: number }).approvalId;
      const stranger = await call(server().app, 'DELETE', `/database/sessions/${id}/held/${fourthId}`, {
        token: approver.token,
      });
      expect(stranger.body.code).toBe(ResponseCode.dbSessionNotFound);
      ok(await call(server().app, 'DELETE', `/database/sessions/${id}/held/${fourthId}`, { token: f.token }));
      expect(await count()).toBe(3);

      // Unparseable: the fail-closed policy applies (its warning), the fail-open ones do not (it runs).
      const odd = await runOk(server(), f.token, id, { sql: UNPARSEABLE[kind] });
      expect(odd.warning).toContain(`grants-${kind}`);
      const { id: grantsId, scope, scopeNames, approvers, createdBy, createTime, updateTime, ...rest } = grants;
      ok(await admin.send('PUT', '/policy/command/edit', { ...rest, id: grantsId, ...scope, sqlUnparseable: 1 }));
      expect((await runOk(server(), f.token, id, { sql: UNPARSEABLE[kind] })).warning).toBeUndefined();

      const recorded = await statements(server(), f.admin, id);
      expect(recorded.filter((row) => row.outcome !== 'ok').map((row) => [row.outcome, row.sql])).toEqual([
        ['blocked', `DROP TABLE ${table}`],
        ['blocked', `SELECT 1; DROP TABLE ${table}`],
        ['blocked', `SELECT * FROM ${table}_salary`],
        ['warned', `UPDATE ${table} SET id = id WHERE id > 0`],
        ['approved', `DELETE FROM ${table}`],
        ['refused', `DELETE FROM ${table}`],
        ['withdrawn', `DELETE FROM ${table}`],
        ['withdrawn', `DELETE FROM ${table}`],
        ['warned', UNPARSEABLE[kind]],
      ]);
      expect(recorded.find((row) => row.outcome === 'refused')?.error).toContain('not now');
      await runOk(server(), f.token, id, { sql: `SELECT 1` });
    });
  }

  it('validates SQL rules by field and refuses a user without policy rights', async () => {
    const f = await grantedDatabase(server(), 'PostgreSQL');
    const admin = approvalApi(server(), f.admin);
    const base = { name: 'sql-check', target: 1, matchKind: 0, action: 0 };
    const empty = await admin.addCommandPolicy(base);
    expect(empty.body).toMatchObject({ code: 400, data: { field: 'sqlKinds' } });
    const badObject = await admin.addCommandPolicy({ ...base, sqlObjects: ['a.b.c'] });
    expect(badObject.body).toMatchObject({ code: 400, data: { field: 'sqlObjects' } });
    const badKind = await admin.addCommandPolicy({ ...base, sqlKinds: ['EXPLODE'] });
    expect(badKind.body).toMatchObject({ code: 400 });
    // A shell policy still needs its patterns.
    const shell = await admin.addCommandPolicy({ name: 'shell-check', matchKind: 0, action: 0 });
    expect(shell.body).toMatchObject({ code: 400, data: { field: 'patterns' } });
    // An operator (no system:policy:edit) cannot add or change policies.
    const denied = await approvalApi(server(), f.token).addCommandPolicy({ ...base, sqlKinds: ['DROP'] });
    expect(denied.body.code).toBe(ResponseCode.forbidden);
  });
});

const wait = (server: TestServer, token: string, sessionId: number, approvalId: number) =>
  call(server.app, 'POST', `/database/sessions/${sessionId}/held/${approvalId}/wait`, { token, lang: 'en' });
