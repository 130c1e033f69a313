import {
  DB_RECENT_STATEMENTS,
  getDbSessionSchema,
  getDbSessionState,
  listDbSessionDatabases,
  useDbSessionDatabase,
} from '../../../shared/api/dbConsole';
import type { DbSession } from '../../../shared/api/dbSessions';
import { StatementOutcome } from '../../../shared/api/dbSessions';
import { ResponseCode } from '../../../shared/codes';
import { type DbConnection, DbError, type DbTarget } from '../../bastion/database/dbConnection';
import type { LiveDbSession } from '../../bastion/database/dbSessionRegistry';
import type { Deps } from '../../deps';
import { AppError } from '../../errors/appError';
import { defineHandler, type RouteHandler, sessionOf } from '../../http/handler';
import { OPENERS } from './openDbSession';
import { dbSessionNotFound as notFound, ownLiveSession } from './ownSession';
import { readDatabases, readSchema, sqlIdentifier } from './schemaCatalog';
import { requireStanding } from './sessionStanding';
import { insertStatement, listStatements } from './statementRows';

/**
 * The caller's own web-console session (a native client's has no console to reattach or browse), still within its
 * authorisation: as before a statement, a revoked or expired grant ends the session and refuses the call.
 */
async function consoleSession(deps: Deps, userId: number, sessionId: number) {
  const live = ownLiveSession(deps, userId, sessionId);
  const { target } = live.init;
  if (!target || !live.opened) throw notFound();
  await requireStanding(deps, live);
  return { live, target, opened: live.opened };
}

/** The database's answer as the call's refusal: a login that failed, a busy session, or the database's error. */
function refusalOf(error: unknown): unknown {
  if (!(error instanceof DbError)) return error;
  if (error.kind === 'busy') return new AppError(ResponseCode.dbSessionBusy, 'dbSessionBusy');
  if (error.kind === 'lost') return notFound();
  if (error.kind === 'auth' || error.kind === 'connect')
    return new AppError(ResponseCode.dbConnectFailed, 'dbConnectFailed', { error: error.described });
  return new AppError(
    ResponseCode.dbStatementFailed,
    'dbStatementFailed',
    { error: error.described },
    { data: { errorCode: error.code } },
  );
}

/**
 * A short second connection of the session's account, to the given database: catalog reads never wait behind
 * (or get in the way of) the statement the session may be running.
 */
async function withSecondConnection<T>(
  live: LiveDbSession,
  target: DbTarget,
  database: string | null,
  work: (connection: DbConnection) => Promise<T>,
): Promise<T> {
  try {
    const connection = await OPENERS[live.init.connection.protocol]({ ...target, database });
    try {
      return await work(connection);
    } finally {
      await connection.close();
    }
  } catch (error) {
    throw refusalOf(error);
  }
}

const described = (opened: DbSession, live: LiveDbSession): DbSession => ({ ...opened, database: live.database });

/**
 * MySQL's database as its connection has it now: the user may have typed USE. Asked on the session's own
 * connection when no statement runs (the console's database list is a user's action, like a statement).
 */
async function syncMysqlDatabase(live: LiveDbSession): Promise<void> {
  if (live.init.connection.protocol !== 'MYSQL' || live.isBusy) return;
  try {
    const result = await live.exclusive((connection) =>
      connection.run('SELECT DATABASE()', { maxRows: 1, timeoutMs: 5_000 }),
    );
    const name = result.rows[0]?.[0];
    live.database = typeof name === 'string' ? name : null;
  } catch (error) {
    // A statement started meanwhile, or the read failed: the database last chosen through the console stands.
    if (!(error instanceof DbError)) throw error;
  }
}

/**
 * Moves the session to another database: MySQL's USE on the session's connection, PostgreSQL's login again to it
 * (the new connection replaces the old; the session, its row and its audit go on). Recorded as a statement.
 */
async function useDatabase(deps: Deps, live: LiveDbSession, target: DbTarget, database: string): Promise<void> {
  const protocol = live.init.connection.protocol;
  const sql =
    protocol === 'MYSQL'
      ? `USE ${sqlIdentifier(protocol, database)}`
      : `\\connect ${sqlIdentifier(protocol, database)}`;
  const startedAt = deps.now();
  let failure: DbError | null = null;
  try {
    await live.exclusive(async (connection) => {
      if (protocol === 'MYSQL') await connection.run(sql, { maxRows: 1, timeoutMs: 10_000 });
      else await live.replaceConnection(await OPENERS.POSTGRESQL({ ...target, database }));
    });
    live.database = database;
  } catch (error) {
    if (!(error instanceof DbError) || error.kind === 'busy') throw refusalOf(error);
    failure = error;
  }
  await insertStatement(deps.db, {
    sessionId: live.id,
    sql,
    startedAt,
    durationMs: deps.now().getTime() - startedAt.getTime(),
    outcome: failure ? StatementOutcome.error : StatementOutcome.ok,
    rowCount: null,
    affectedRows: null,
    truncated: false,
    error: failure?.described ?? null,
    errorCode: failure?.code ?? null,
    columns: [],
  });
  if (failure) throw refusalOf(failure);
}

/** The web SQL console's calls on its live session beyond statements (src/shared/api/dbConsole.ts). */
export const dbConsoleHandlers: RouteHandler[] = [
  defineHandler(getDbSessionState, async (ctx) => {
    const { live, opened } = await consoleSession(ctx.deps, sessionOf(ctx).userId, ctx.params.sessionId);
    return {
      session: described(opened, live),
      busy: live.isBusy,
      statements: await listStatements(ctx.deps.db, live.id, DB_RECENT_STATEMENTS),
    };
  }),
  defineHandler(listDbSessionDatabases, async (ctx) => {
    const { live, target } = await consoleSession(ctx.deps, sessionOf(ctx).userId, ctx.params.sessionId);
    await syncMysqlDatabase(live);
    const read = await withSecondConnection(live, target, live.database, readDatabases);
    return { current: live.database, ...read };
  }),
  defineHandler(useDbSessionDatabase, async (ctx) => {
    const { live, target, opened } = await consoleSession(ctx.deps, sessionOf(ctx).userId, ctx.params.sessionId);
    await useDatabase(ctx.deps, live, target, ctx.body.database);
    return described(opened, live);
  }),
  defineHandler(getDbSessionSchema, async (ctx) => {
    const { live, target } = await consoleSession(ctx.deps, sessionOf(ctx).userId, ctx.params.sessionId);
    const database = ctx.query.database ?? live.database;
    return withSecondConnection(live, target, database, (connection) => readSchema(connection, database));
  }),
];
