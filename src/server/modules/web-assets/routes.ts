import { closeWebSession, listWebRequests, openWebSession } from '../../../shared/api/webAssets';
import { ResponseCode } from '../../../shared/codes';
import { SessionEndReason } from '../../../shared/protocol/terminal';
import { AppError } from '../../errors/appError';
import { defineHandler, definePagedHandler, type RouteHandler, sessionOf } from '../../http/handler';
import { openWebSession as open } from './openWebSession';
import { listRequestRows } from './requestRows';

/** Web sessions (docs/web-assets.md): open and close one's own, and the audit's list of a session's requests. */
export const webAssetHandlers: RouteHandler[] = [
  defineHandler(openWebSession, async (ctx) =>
    open(
      {
        deps: ctx.deps,
        session: sessionOf(ctx),
        lang: ctx.lang,
        ip: ctx.ip,
        userAgent: ctx.userAgent,
        consoleHost: ctx.request.host,
        scheme: ctx.request.protocol === 'https' ? 'https' : 'http',
      },
      { assetId: ctx.body.assetId, accountId: ctx.body.accountId },
    ),
  ),
  defineHandler(closeWebSession, async (ctx) => {
    const live = ctx.deps.webSessions.get(ctx.params.sessionId);
    if (!live || live.ended || live.userId !== sessionOf(ctx).userId)
      throw new AppError(ResponseCode.webSessionNotFound, 'webSessionNotFound', {}, { data: { field: 'sessionId' } });
    await live.end(SessionEndReason.userClosed);
    return null;
  }),
  definePagedHandler(listWebRequests, async ({ deps, params, query }) =>
    listRequestRows(deps, params.sessionId, query),
  ),
];
