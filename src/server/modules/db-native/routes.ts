import { issueNativeToken, revokeNativeToken } from '../../../shared/api/dbNative';
import { defineHandler, type RouteHandler, sessionOf } from '../../http/handler';
import { issueNativeToken as issue, revokeNativeToken as revoke } from './nativeTokens';

/** Native database clients' access tokens (docs/database-sessions.md). */
export const dbNativeHandlers: RouteHandler[] = [
  defineHandler(issueNativeToken, async (ctx) =>
    issue(
      ctx.deps,
      { session: sessionOf(ctx), ip: ctx.ip, consoleHost: ctx.request.hostname },
      { assetId: ctx.body.assetId, accountId: ctx.body.accountId, database: ctx.body.database },
    ),
  ),
  defineHandler(revokeNativeToken, async (ctx) => {
    await revoke(ctx.deps, sessionOf(ctx).userId, ctx.params.tokenId);
    return null;
  }),
];
