import {
  getSession,
  listCommands,
  listSessionCommands,
  listSessions,
  terminateSession,
} from '../../../shared/api/terminal';
import { ResponseCode } from '../../../shared/codes';
import { SessionEndReason } from '../../../shared/protocol/terminal';
import type { LiveDbSession } from '../../bastion/database/dbSessionRegistry';
import type { Deps } from '../../deps';
import { AppError } from '../../errors/appError';
import { defineHandler, definePagedHandler, type RouteHandler, sessionOf } from '../../http/handler';
import { getSessionRow, listCommandRecords, listCommandRows, listSessionRows } from './sessionQueries';

/**
 * A database session ended by an auditor (docs/database-sessions.md): its connection closes (a running statement
 * with it) and the row says who ended it, as for a terminal session.
 */
async function terminateDatabaseSession(deps: Deps, live: LiveDbSession, userName: string): Promise<void> {
  await live.end(SessionEndReason.terminated);
  await deps.db.updateTable('terminal_sessions').set({ terminated_by: userName }).where('id', '=', live.id).execute();
}

/** The session audit (/vedio-replay; docs/session-audit.md). The recording download is castRoute.ts. */
export const sessionAuditHandlers: RouteHandler[] = [
  definePagedHandler(listSessions, async ({ deps, query }) => listSessionRows(deps, query)),
  defineHandler(getSession, async ({ deps, params }) => getSessionRow(deps, params.sessionId)),
  definePagedHandler(listCommands, async ({ deps, query }) => listCommandRecords(deps.db, query)),
  defineHandler(listSessionCommands, async ({ deps, params }) => listCommandRows(deps.db, params.sessionId)),
  defineHandler(terminateSession, async (ctx) => {
    // Only the node holding the session can end it (docs/monitor-share.md); elsewhere it is "not found".
    const sessionId = Number(ctx.params.sessionId);
    const database = ctx.deps.databases.get(sessionId);
    if (database && !database.ended) {
      await terminateDatabaseSession(ctx.deps, database, sessionOf(ctx).userName);
      return null;
    }
    const web = ctx.deps.webSessions.get(sessionId);
    if (web && !web.ended) {
      await web.end(SessionEndReason.terminated);
      await ctx.deps.db
        .updateTable('terminal_sessions')
        .set({ terminated_by: sessionOf(ctx).userName })
        .where('id', '=', sessionId)
        .execute();
      return null;
    }
    const graphical = ctx.deps.graphical.get(sessionId);
    if (graphical && !graphical.ended) {
      await graphical.end(SessionEndReason.terminated, { terminatedBy: sessionOf(ctx).userName });
      return null;
    }
    const live = ctx.deps.terminals.get(sessionId);
    if (!live || live.ended) {
      throw new AppError(
        ResponseCode.terminalSessionNotFound,
        'terminalSessionNotFound',
        {},
        {
          data: { field: 'sessionId' },
        },
      );
    }
    await live.end(SessionEndReason.terminated, { terminatedBy: sessionOf(ctx).userName });
    return null;
  }),
];
