import {
  applyLoginApproval,
  checkLoginApproval,
  decideCommandApproval,
  decideLoginApproval,
  getCommandApproval,
  getLoginApproval,
  listApproveMessages,
  listPendingApprovals,
  updateApproveMessages,
  withdrawCommandApproval,
  withdrawLoginApproval,
} from '../../../shared/api/approvals';
import { ResponseCode } from '../../../shared/codes';
import { formatMessage } from '../../../shared/messages';
import { AppError } from '../../errors/appError';
import { defineHandler, type HandlerContext, type RouteHandler, sessionOf } from '../../http/handler';
import { mayUseAsset } from '../grants';
import { listOwnMessages, markOwnMessagesRead } from '../messages';
import type { ApprovalCaller } from './caller';
import * as command from './commandApprovals';
import * as login from './loginApprovals';
import { checkLoginPolicy } from './loginPolicyCheck';
import { listPendingFor } from './pendingList';

const callerOf = (ctx: HandlerContext): ApprovalCaller => {
  const session = sessionOf(ctx);
  return { userId: session.userId, userName: session.userName, permissions: session.permissions };
};

/** A login request or check is about an asset the caller may log in to (their authorisations). */
async function requireLoginRight(ctx: HandlerContext, assetId: number): Promise<void> {
  const right = await mayUseAsset(ctx.deps, sessionOf(ctx).userId, assetId, { permission: 'login', sourceIp: ctx.ip });
  if (!right.allowed) throw new AppError(ResponseCode.loginNoRight, 'loginNoRight');
}

/** Command and login approvals and their station messages (docs/approvals.md). */
export const approvalHandlers: RouteHandler[] = [
  defineHandler(getCommandApproval, async (ctx) =>
    command.getCommandApproval(ctx.deps, callerOf(ctx), ctx.query.recordId),
  ),
  defineHandler(
    decideCommandApproval,
    async (ctx) => command.decideCommandApproval(ctx.deps, callerOf(ctx), ctx.body),
    'approvalSubmitted',
  ),
  defineHandler(withdrawCommandApproval, async (ctx) =>
    command.withdrawCommandApproval(ctx.deps, ctx.body.recordId, callerOf(ctx)),
  ),
  defineHandler(getLoginApproval, async (ctx) => login.getLoginApproval(ctx.deps, callerOf(ctx), ctx.params.id)),
  defineHandler(
    decideLoginApproval,
    async (ctx) => login.decideLoginApproval(ctx.deps, callerOf(ctx), ctx.body),
    'approvalSubmitted',
  ),
  defineHandler(
    applyLoginApproval,
    async (ctx) => {
      await requireLoginRight(ctx, ctx.body.assetId);
      const id = await login.requestLoginApproval(ctx.deps, {
        userId: sessionOf(ctx).userId,
        assetId: ctx.body.assetId,
        accountId: ctx.body.accountId,
        sourceIp: ctx.ip,
        reason: ctx.body.reason,
      });
      return login.getLoginApproval(ctx.deps, callerOf(ctx), id);
    },
    'applySubmitted',
  ),
  defineHandler(withdrawLoginApproval, async (ctx) =>
    login.withdrawLoginApproval(ctx.deps, callerOf(ctx), ctx.body.id),
  ),
  defineHandler(checkLoginApproval, async (ctx) => {
    await requireLoginRight(ctx, ctx.query.assetId);
    const decision = await checkLoginPolicy(ctx.deps, {
      userId: sessionOf(ctx).userId,
      assetId: ctx.query.assetId,
      accountId: ctx.query.accountId,
      sourceIp: ctx.ip,
    });
    return {
      kind: decision.kind,
      policyName: decision.policyName,
      message:
        decision.kind === 'deny' ? formatMessage(decision.reason, ctx.lang, { policy: decision.policyName }) : '',
      pendingId: decision.kind === 'approvalRequired' ? decision.pendingId : null,
      windowEndTime: decision.kind === 'allow' ? decision.windowEndTime : null,
    };
  }),
  defineHandler(listPendingApprovals, async (ctx) => listPendingFor(ctx.deps.db, sessionOf(ctx).userId)),
  defineHandler(listApproveMessages, async (ctx) =>
    listOwnMessages(ctx.deps.db, sessionOf(ctx).userId, ctx.query, ctx.lang),
  ),
  defineHandler(updateApproveMessages, async (ctx) => ({
    unreadCount: await markOwnMessagesRead(ctx.deps, sessionOf(ctx).userId, ctx.body),
  })),
];
