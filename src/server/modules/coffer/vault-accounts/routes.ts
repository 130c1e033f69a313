import {
  fixWeakPassword,
  getVaultPasswordPolicy,
  listManagedAccounts,
  listPasswordRecords,
  revealPasswordRecord,
} from '../../../../shared/api/vaultAccounts';
import {
  defineHandler,
  definePagedHandler,
  type HandlerContext,
  type RouteHandler,
  sessionOf,
} from '../../../http/handler';
import { assetScopeWithGrants } from '../../assets';
import { managedAccountPage } from './managedAccounts';
import { loadVaultPasswordPolicy } from './passwordPolicy';
import { passwordRecordPage, revealPasswordRecord as revealRecord } from './passwordRecords';
import { fixWeakPassword as fixWeak } from './weakFix';

const callerOf = (ctx: HandlerContext) => {
  const session = sessionOf(ctx);
  return { userId: session.userId, userName: session.userName, permissions: session.permissions };
};
const scopeOf = (ctx: HandlerContext) => assetScopeWithGrants(ctx.deps, sessionOf(ctx), ctx.ip);

/** The vault's accounts, weak passwords and password records (docs/coffer.md). */
export const vaultAccountHandlers: readonly RouteHandler[] = [
  defineHandler(getVaultPasswordPolicy, async (ctx) => loadVaultPasswordPolicy(ctx.deps.db)),
  definePagedHandler(listManagedAccounts, async (ctx) =>
    managedAccountPage(ctx.deps.db, callerOf(ctx), await scopeOf(ctx), ctx.query, ctx.deps.now()),
  ),
  defineHandler(
    fixWeakPassword,
    async (ctx) => fixWeak(ctx.deps, callerOf(ctx), await scopeOf(ctx), ctx.body),
    'saved',
  ),
  definePagedHandler(listPasswordRecords, async (ctx) =>
    passwordRecordPage(ctx.deps.db, callerOf(ctx), await scopeOf(ctx), ctx.query, ctx.deps.now()),
  ),
  defineHandler(revealPasswordRecord, async (ctx) => ({
    secret: await revealRecord(ctx.deps, callerOf(ctx), await scopeOf(ctx), ctx.params.recordId, ctx.body, {
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    }),
  })),
];
