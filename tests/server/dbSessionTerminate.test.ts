import { beforeAll, expect, it } from 'vitest';
import { ResponseCode } from '../../src/shared/codes';
import { prepareMariaDb, preparePostgres, TARGET_DB } from '../support/databases';
import { call } from './client';
import { auditRow, grantedDatabase, openOk, run, TARGETS } from './dbSessionApi';
import { describeEachDatabase, PG_ADMIN_URL } from './harness';

/**
 * An auditor ends an operator's live database session from the session audit (/vedio-replay, system:log:query):
 * the connection goes with its running statement, the row says who ended it; nobody else may.
 */
beforeAll(async () => {
  await prepareMariaDb();
  await preparePostgres(PG_ADMIN_URL);
}, 60_000);

describeEachDatabase('terminating a database session (issue 18)', (server) => {
  for (const kind of ['MySQL', 'PostgreSQL'] as const) {
    it(`${kind}: the auditor's terminate ends it mid-statement; the operator may not terminate`, async () => {
      const f = await grantedDatabase(server(), kind);
      const session = await openOk(server(), f.token, {
        assetId: f.assetId,
        accountId: f.accountId,
        database: TARGET_DB.database,
      });
      const path = `/audit/sessions/${session.sessionId}/terminate`;
      const byOperator = await call(server().app, 'POST', path, { token: f.token });
      expect(byOperator.body.code).toBe(ResponseCode.forbidden);

      const sleeping = run(server(), f.token, session.sessionId, { sql: TARGETS[kind].sleep(30) });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const started = Date.now();
      const ended = await call(server().app, 'POST', path, { token: f.admin });
      expect(ended.body.code).toBe(200);
      expect((await sleeping).body.code).not.toBe(200);
      expect(Date.now() - started).toBeLessThan(10_000);

      expect(await auditRow(server(), f.admin, session.sessionId)).toMatchObject({
        state: 2,
        endReason: 'terminated',
        terminatedBy: expect.any(String),
      });
      const after = await run(server(), f.token, session.sessionId, { sql: 'SELECT 1' });
      expect(after.body.code).toBe(ResponseCode.dbSessionNotFound);
      expect((await call(server().app, 'POST', path, { token: f.admin })).body.code).toBe(
        ResponseCode.terminalSessionNotFound,
      );
    });
  }
});
