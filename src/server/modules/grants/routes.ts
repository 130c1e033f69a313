import {
  addGrants,
  getGrant,
  grantDefaultWindow,
  listGrantSubjects,
  listGrants,
  revokeGrants,
} from '../../../shared/api/grants';
import { getMyAsset, listMyAssets, starMyAsset, unstarMyAsset } from '../../../shared/api/myAssets';
import { defaultGrantWindow } from '../../../shared/rules/grantRules';
import {
  defineHandler,
  definePagedHandler,
  type HandlerContext,
  type RouteHandler,
  sessionOf,
} from '../../http/handler';
import { assetScopeOf } from '../assets';
import { loadDeptTree } from '../departments';
import * as grants from './grantService';
import * as mine from './myAssets';
import { checkSelfGrant } from './selfGrant';
import { subjectOptions } from './subjects';

const scopeOf = (ctx: HandlerContext) => assetScopeOf(ctx.deps.db, sessionOf(ctx));

/** Authorisations and my assets (docs/authorisations.md). */
export const grantHandlers: RouteHandler[] = [
  defineHandler(grantDefaultWindow, async ({ deps }) => defaultGrantWindow(deps.now())),
  defineHandler(listGrantSubjects, async ({ deps, query }) =>
    subjectOptions(deps.db, await loadDeptTree(deps.db), query.keyword),
  ),
  definePagedHandler(listGrants, async (ctx) => grants.listGrants(ctx.deps, await scopeOf(ctx), ctx.query)),
  defineHandler(getGrant, async (ctx) => grants.grantDetail(ctx.deps, await scopeOf(ctx), ctx.params.grantId)),
  defineHandler(addGrants, async (ctx) => {
    await checkSelfGrant(ctx.deps, sessionOf(ctx), ctx.body, ctx.request);
    return grants.addGrants(ctx.deps, await scopeOf(ctx), sessionOf(ctx).userName, ctx.body);
  }),
  defineHandler(revokeGrants, async (ctx) => ({
    revoked: await grants.revokeGrants(ctx.deps, await scopeOf(ctx), sessionOf(ctx).userName, ctx.params.grantIds),
  })),

  definePagedHandler(listMyAssets, async (ctx) =>
    mine.listMyAssets(ctx.deps, sessionOf(ctx).userId, ctx.ip, ctx.query),
  ),
  defineHandler(getMyAsset, async (ctx) =>
    mine.myAssetDetail(ctx.deps, sessionOf(ctx).userId, ctx.ip, ctx.params.assetId),
  ),
  defineHandler(starMyAsset, async (ctx) =>
    mine.setFavourite(ctx.deps, sessionOf(ctx).userId, ctx.ip, ctx.params.assetId, true),
  ),
  defineHandler(unstarMyAsset, async (ctx) =>
    mine.setFavourite(ctx.deps, sessionOf(ctx).userId, ctx.ip, ctx.params.assetId, false),
  ),
];
