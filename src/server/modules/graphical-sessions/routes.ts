import { closeGraphicalSession, openGraphicalSession } from '../../../shared/api/graphicalSessions';
import { ResponseCode } from '../../../shared/codes';
import { SessionEndReason } from '../../../shared/protocol/terminal';
import { AppError } from '../../errors/appError';
import { defineHandler, type RouteHandler, sessionOf } from '../../http/handler';
import { openGraphicalSession as open } from './openGraphicalSession';

/** The operator's own graphical sessions (docs/rdp.md). */
export const graphicalSessionHandlers: RouteHandler[] = [
  defineHandler(openGraphicalSession, async (ctx) =>
    open(
      { deps: ctx.deps, session: sessionOf(ctx), ip: ctx.ip, userAgent: ctx.userAgent },
      {
        assetId: ctx.body.assetId,
        accountId: ctx.body.accountId,
        width: ctx.body.width,
        height: ctx.body.height,
        keyboardLayout: ctx.body.keyboardLayout,
      },
    ),
  ),
  defineHandler(closeGraphicalSession, async (ctx) => {
    const live = ctx.deps.graphical.get(Number(ctx.params.sessionId));
    if (!live || live.userId !== sessionOf(ctx).userId || live.ended)
      throw new AppError(
        ResponseCode.graphicalSessionNotFound,
        'graphicalSessionNotFound',
        {},
        { data: { field: 'sessionId' } },
      );
    await live.end(SessionEndReason.userClosed);
    return null;
  }),
];
