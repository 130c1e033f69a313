import {
  acceptAssetHostKey,
  addAccount,
  checkAccount,
  editAccount,
  generateAccountKey,
  getAccount,
  getAccountWhereList,
  getAllAccountWhereList,
  getAssetHostKey,
  listAccounts,
  removeAccounts,
  removeAccountTag,
  revealAccountSecret,
} from '../../../shared/api/accounts';
import {
  defineHandler,
  definePagedHandler,
  type HandlerContext,
  type RouteHandler,
  sessionOf,
} from '../../http/handler';
import { assetScopeWithGrants } from '../assets';
import * as checks from './accountCheck';
import { acceptRdpCertificate, assetHostKey } from './accountHostKey';
import { accountDetail, accountWhereList, listAccountPage, managedAsset, visibleAsset } from './accountQueries';
import * as writes from './accountService';

/** Department scope plus the caller's manage authorisations (docs/authorisations.md). */
const scopeOf = (ctx: HandlerContext) => assetScopeWithGrants(ctx.deps, sessionOf(ctx), ctx.ip);

/** Accounts on assets (docs/accounts.md): the asset's department scope decides who sees and manages them. */
export const accountHandlers: readonly RouteHandler[] = [
  definePagedHandler(listAccounts, async (ctx) =>
    listAccountPage(ctx.deps.db, await scopeOf(ctx), ctx.query, ctx.lang),
  ),
  defineHandler(getAccountWhereList, async (ctx) => accountWhereList(ctx.deps.db, await scopeOf(ctx), ctx.query)),
  defineHandler(getAllAccountWhereList, async (ctx) => accountWhereList(ctx.deps.db, null, ctx.query)),
  defineHandler(getAccount, async (ctx) =>
    accountDetail(ctx.deps.db, await scopeOf(ctx), ctx.params.accountId, ctx.lang),
  ),
  defineHandler(
    addAccount,
    async (ctx) => {
      const scope = await scopeOf(ctx);
      const id = await writes.addAccount(ctx.deps, scope, ctx.body, sessionOf(ctx).userName);
      return accountDetail(ctx.deps.db, scope, id, ctx.lang);
    },
    'added',
  ),
  defineHandler(
    editAccount,
    async (ctx) => {
      const scope = await scopeOf(ctx);
      await writes.editAccount(ctx.deps, scope, ctx.body, sessionOf(ctx).userName);
      return accountDetail(ctx.deps.db, scope, ctx.body.accountId, ctx.lang);
    },
    'saved',
  ),
  defineHandler(
    removeAccounts,
    async (ctx) => ({ deleted: await writes.removeAccounts(ctx.deps, await scopeOf(ctx), ctx.params.accountIds) }),
    'deleted',
  ),
  defineHandler(removeAccountTag, async (ctx) => {
    await writes.removeAccountTag(ctx.deps, await scopeOf(ctx), ctx.params.accountId, ctx.body.tagId);
    return null;
  }),
  defineHandler(
    checkAccount,
    async (ctx) => {
      const scope = await scopeOf(ctx);
      await checks.checkAccount(ctx.deps, scope, ctx.params.accountId);
      return accountDetail(ctx.deps.db, scope, ctx.params.accountId, ctx.lang);
    },
    'accountChecked',
  ),
  defineHandler(getAssetHostKey, async (ctx) => {
    await visibleAsset(ctx.deps.db, await scopeOf(ctx), ctx.params.assetId);
    return assetHostKey(ctx.deps.db, ctx.params.assetId);
  }),
  defineHandler(
    acceptAssetHostKey,
    async (ctx) => {
      await managedAsset(ctx.deps.db, await scopeOf(ctx), ctx.body.assetId);
      if (ctx.body.kind === 'rdp')
        await acceptRdpCertificate(ctx.deps.db, ctx.body.assetId, ctx.body.fingerprint, ctx.deps.now());
      else await checks.acceptHostKey(ctx.deps, ctx.body.assetId, ctx.body.fingerprint);
      return assetHostKey(ctx.deps.db, ctx.body.assetId);
    },
    'accountHostKeyAccepted',
  ),
  defineHandler(
    generateAccountKey,
    async (ctx) => {
      const scope = await scopeOf(ctx);
      const key = await writes.generateKey(
        ctx.deps,
        scope,
        ctx.params.accountId,
        ctx.body.bits,
        sessionOf(ctx).userName,
      );
      return { ...key, account: await accountDetail(ctx.deps.db, scope, ctx.params.accountId, ctx.lang) };
    },
    'accountKeyGenerated',
  ),
  defineHandler(revealAccountSecret, async (ctx) => {
    const session = sessionOf(ctx);
    const secret = await writes.revealAccountSecret(
      ctx.deps,
      await scopeOf(ctx),
      session,
      ctx.params.accountId,
      ctx.body,
      { ip: ctx.ip, userAgent: ctx.userAgent },
    );
    return { secret };
  }),
];
