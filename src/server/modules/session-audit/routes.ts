import {
  getSession,
  listCommands,
  listSessionCommands,
  listSessions,
  terminateSession,
} from '../../../shared/api/terminal';
import { ResponseCode } from '../../../shared/codes';
import { SessionEndReason } from '../../../shared/protocol/terminal';
import { AppError } from '../../errors/appError';
import { defineHandler, definePagedHandler, type RouteHandler, sessionOf } from '../../http/handler';
import { getSessionRow, listCommandRecords, listCommandRows, listSessionRows } from './sessionQueries';

/** The session audit (/vedio-replay; docs/session-audit.md). The recording download is castRoute.ts. */
export const sessionAuditHandlers: RouteHandler[] = [
  definePagedHandler(listSessions, async ({ deps, query }) => listSessionRows(deps, query)),
  defineHandler(getSession, async ({ deps, params }) => getSessionRow(deps, params.sessionId)),
  definePagedHandler(listCommands, async ({ deps, query }) => listCommandRecords(deps.db, query)),
  defineHandler(listSessionCommands, async ({ deps, params }) => listCommandRows(deps.db, params.sessionId)),
  defineHandler(terminateSession, async (ctx) => {
    // Only the node holding the session can end it (docs/monitor-share.md); elsewhere it is "not found".
    const live = ctx.deps.terminals.get(Number(ctx.params.sessionId));
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
