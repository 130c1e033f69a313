import { adoptLocalAccounts, discoverLocalAccounts } from '../../../shared/api/accountAdoption';
import { defineHandler, type HandlerContext, type RouteHandler, sessionOf } from '../../http/handler';
import { assetScopeWithGrants } from '../assets';
import { adoptAccounts } from './adoptAccounts';
import { discoverLocalUsers } from './discovery';

/** Department scope plus the caller's manage authorisations, as on the account pages. */
const scopeOf = (ctx: HandlerContext) => assetScopeWithGrants(ctx.deps, sessionOf(ctx), ctx.ip);

/** Adopting local accounts discovered on Linux hosts (docs/coffer.md "Adopting accounts"). */
export const adoptionHandlers: readonly RouteHandler[] = [
  defineHandler(discoverLocalAccounts, async (ctx) =>
    discoverLocalUsers(ctx.deps, await scopeOf(ctx), ctx.params.assetId, ctx.body.accountId, ctx.lang),
  ),
  defineHandler(
    adoptLocalAccounts,
    async (ctx) => adoptAccounts(ctx.deps, await scopeOf(ctx), ctx.body, sessionOf(ctx).userName),
    'adoptionDone',
  ),
];
