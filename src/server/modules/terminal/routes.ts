import { closeTerminalSession, listMyTerminalSessions, openTerminalSession } from '../../../shared/api/terminal';
import { ResponseCode } from '../../../shared/codes';
import { SessionEndReason } from '../../../shared/protocol/terminal';
import { AppError } from '../../errors/appError';
import { defineHandler, type RouteHandler, sessionOf } from '../../http/handler';
import { openTerminalSession as open } from './openSession';
import { onlineSessionsOf, toTerminalSession } from './sessionRows';

const notFound = () =>
  new AppError(ResponseCode.terminalSessionNotFound, 'terminalSessionNotFound', {}, { data: { field: 'sessionId' } });

/** The operator's own terminal sessions (docs/terminal.md). */
export const terminalHandlers: RouteHandler[] = [
  defineHandler(openTerminalSession, async (ctx) =>
    open(
      { deps: ctx.deps, session: sessionOf(ctx), lang: ctx.lang, ip: ctx.ip, userAgent: ctx.userAgent },
      { assetId: ctx.body.assetId, accountId: ctx.body.accountId, cols: ctx.body.cols, rows: ctx.body.rows },
    ),
  ),
  defineHandler(closeTerminalSession, async (ctx) => {
    const live = ctx.deps.terminals.get(Number(ctx.params.sessionId));
    if (!live || live.userId !== sessionOf(ctx).userId || live.ended) throw notFound();
    await live.end(SessionEndReason.userClosed);
    return null;
  }),
  defineHandler(listMyTerminalSessions, async (ctx) => {
    const rows = await onlineSessionsOf(ctx.deps.db, sessionOf(ctx).userId);
    const now = ctx.deps.now();
    return rows.map((row) => toTerminalSession(row, now, ctx.deps.terminals.get(row.id)?.attached ?? false));
  }),
];
