import { beforeAll, expect, it } from 'vitest';
import type { StatementResult } from '../../src/shared/api/dbSessions';
import { ResponseCode } from '../../src/shared/codes';
import { DB_STATEMENT_SOCKET_PATH, DbSocketCloseCode } from '../../src/shared/protocol/dbStatements';
import { prepareMariaDb, preparePostgres, TARGET_DB } from '../support/databases';
import { grantedDatabase, openOk, statements, TARGETS } from './dbSessionApi';
import { describeOnSqlite, PG_ADMIN_URL, type TestServer } from './harness';
import { listen, openSocket, type TestSocket } from './sockets';
import { terminalUser } from './terminalApi';

/**
 * The console tab's statement socket (src/shared/protocol/dbStatements.ts): the same statements as the HTTP call,
 * recorded the same way, for the session's owner only; a refusal answers the same envelope the HTTP call would.
 */
beforeAll(async () => {
  await prepareMariaDb();
  await preparePostgres(PG_ADMIN_URL);
}, 60_000);

async function socketOf(server: TestServer, sessionId: number | string, token: string): Promise<TestSocket> {
  const base = await listen(server);
  return openSocket(
    `${base}${DB_STATEMENT_SOCKET_PATH}?session_id=${sessionId}&Authorization=${encodeURIComponent(token)}`,
  );
}

async function reply(socket: TestSocket, id: number) {
  const frame = await socket.waitFor((f) => f.text?.includes(`"id":${id},`) ?? false, 15_000);
  return JSON.parse(frame.text ?? '{}') as { code: number; msg: string; data?: unknown };
}

describeOnSqlite('database statement socket (issue 18)', (server) => {
  for (const kind of ['MySQL', 'PostgreSQL'] as const) {
    it(`${kind}: runs statements over the socket, records them, cancels one and names refusals like the HTTP call`, async () => {
      const f = await grantedDatabase(server(), kind);
      const session = await openOk(server(), f.token, {
        assetId: f.assetId,
        accountId: f.accountId,
        database: TARGET_DB.database,
      });
      const socket = await socketOf(server(), session.sessionId, f.token);

      socket.send(JSON.stringify({ type: 'run', id: 1, body: { sql: 'SELECT id, name FROM people ORDER BY id' } }));
      const first = await reply(socket, 1);
      expect(first.code).toBe(200);
      expect(first.data as StatementResult).toMatchObject({ rowCount: 5, truncated: false });
      expect((first.data as StatementResult).rows[0]).toEqual([1, 'ann']);

      socket.send(JSON.stringify({ type: 'run', id: 2, body: { sql: 'SELECT * FROM nope' } }));
      const failed = await reply(socket, 2);
      expect(failed.code).toBe(ResponseCode.dbStatementFailed);
      expect(failed.msg).toMatch(kind === 'MySQL' ? /ER_NO_SUCH_TABLE/ : /42P01/);

      socket.send(JSON.stringify({ type: 'run', id: 3, body: { sql: '   ' } }));
      const empty = await reply(socket, 3);
      expect(empty.code).toBe(ResponseCode.badRequest);
      expect(empty.data).toEqual({ field: 'sql' });

      socket.send(JSON.stringify({ type: 'run', id: 4, body: { sql: TARGETS[kind].sleep(30) } }));
      await new Promise((resolve) => setTimeout(resolve, 300));
      socket.send(JSON.stringify({ type: 'cancel', id: 5 }));
      expect((await reply(socket, 5)).data).toEqual({ cancelled: true });
      expect((await reply(socket, 4)).code).toBe(ResponseCode.dbStatementCancelled);

      const recorded = await statements(server(), f.admin, session.sessionId);
      expect(recorded.map((row) => row.outcome)).toEqual(['ok', 'error', 'cancelled']);
      await socket.close();
    });
  }

  it('refuses another user, a bad token, an unknown session and an unreadable frame', async () => {
    const f = await grantedDatabase(server(), 'PostgreSQL');
    const session = await openOk(server(), f.token, { assetId: f.assetId, accountId: f.accountId });
    const intruder = await terminalUser(server());
    const foreign = await socketOf(server(), session.sessionId, intruder.token);
    expect((await foreign.closed).code).toBe(DbSocketCloseCode.notFound);
    const unsigned = await socketOf(server(), session.sessionId, 'not-a-token');
    expect((await unsigned.closed).code).toBe(DbSocketCloseCode.unauthorised);
    const unknown = await socketOf(server(), 'abc', f.token);
    expect((await unknown.closed).code).toBe(DbSocketCloseCode.notFound);

    const own = await socketOf(server(), session.sessionId, f.token);
    own.send('{"type":"run"');
    expect((await own.closed).code).toBe(DbSocketCloseCode.badFrame);
    // Nothing ran for the intruder or the broken frame.
    expect(await statements(server(), f.admin, session.sessionId)).toEqual([]);
  });

  it('closes when the database session ends', async () => {
    const f = await grantedDatabase(server(), 'MySQL');
    const session = await openOk(server(), f.token, { assetId: f.assetId, accountId: f.accountId });
    const socket = await socketOf(server(), session.sessionId, f.token);
    await server().app.gatehouse.databases.get(session.sessionId)?.end('userClosed');
    expect((await socket.closed).code).toBe(DbSocketCloseCode.ended);
  }, 20_000);
});
