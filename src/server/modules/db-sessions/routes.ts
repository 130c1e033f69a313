import {
  cancelDbStatement,
  closeDbSession,
  listDbSessionStatements,
  openDbSession,
  runDbStatement,
} from '../../../shared/api/dbSessions';
import { listHeldStatements, waitHeldStatement, withdrawHeldStatement } from '../../../shared/api/heldStatements';
import { ResponseCode } from '../../../shared/codes';
import { SessionEndReason } from '../../../shared/protocol/terminal';
import { DbError } from '../../bastion/database/dbConnection';
import type { LiveDbSession } from '../../bastion/database/dbSessionRegistry';
import type { Deps } from '../../deps';
import { AppError } from '../../errors/appError';
import { defineHandler, type RouteHandler, sessionOf } from '../../http/handler';
import { dbConsoleHandlers } from './consoleRoutes';
import { listHeld, waitHeld, withdraw } from './heldStatements';
import { openDbSession as open } from './openDbSession';
import { runStatement } from './runStatement';
import { listStatements } from './statementRows';

const notFound = () =>
  new AppError(ResponseCode.dbSessionNotFound, 'dbSessionNotFound', {}, { data: { field: 'sessionId' } });

/** The caller's own live session on this node; anyone else's, an ended one or one held elsewhere is "not found". */
export function ownSession(deps: Deps, userId: number, sessionId: number): LiveDbSession {
  const live = deps.databases.get(sessionId);
  if (!live || live.userId !== userId || live.ended) throw notFound();
  return live;
}

/** Database sessions (docs/database-sessions.md) and their statements' audit. */
export const dbSessionHandlers: RouteHandler[] = [
  defineHandler(openDbSession, async (ctx) =>
    open(
      { deps: ctx.deps, session: sessionOf(ctx), ip: ctx.ip, userAgent: ctx.userAgent, lang: ctx.lang },
      { assetId: ctx.body.assetId, accountId: ctx.body.accountId, database: ctx.body.database },
    ),
  ),
  defineHandler(closeDbSession, async (ctx) => {
    await ownSession(ctx.deps, sessionOf(ctx).userId, ctx.params.sessionId).end(SessionEndReason.userClosed);
    return null;
  }),
  defineHandler(runDbStatement, async (ctx) =>
    runStatement(ctx.deps, ownSession(ctx.deps, sessionOf(ctx).userId, ctx.params.sessionId), ctx.body, ctx.lang),
  ),
  defineHandler(listHeldStatements, async (ctx) =>
    listHeld(ownSession(ctx.deps, sessionOf(ctx).userId, ctx.params.sessionId)),
  ),
  defineHandler(waitHeldStatement, async (ctx) => {
    const live = ownSession(ctx.deps, sessionOf(ctx).userId, ctx.params.sessionId);
    return waitHeld(ctx.deps, live, ctx.params.approvalId, (sql, lang, approved) =>
      runStatement(ctx.deps, live, { sql }, lang, approved),
    );
  }),
  defineHandler(withdrawHeldStatement, async (ctx) =>
    withdraw(ctx.deps, ownSession(ctx.deps, sessionOf(ctx).userId, ctx.params.sessionId), ctx.params.approvalId),
  ),
  defineHandler(cancelDbStatement, async (ctx) => {
    const live = ownSession(ctx.deps, sessionOf(ctx).userId, ctx.params.sessionId);
    try {
      return { cancelled: await live.cancel() };
    } catch (error) {
      // The second connection that carries the cancel could not log in: say so, naming the database's answer.
      if (error instanceof DbError)
        throw new AppError(ResponseCode.dbConnectFailed, 'dbConnectFailed', { error: error.described });
      throw error;
    }
  }),
  defineHandler(listDbSessionStatements, async ({ deps, params }) => {
    const row = await deps.db
      .selectFrom('terminal_sessions')
      .select('id')
      .where('id', '=', params.sessionId)
      .executeTakeFirst();
    if (!row) throw new AppError(ResponseCode.auditSessionNotFound, 'auditSessionNotFound');
    return listStatements(deps.db, row.id);
  }),
  ...dbConsoleHandlers,
];
