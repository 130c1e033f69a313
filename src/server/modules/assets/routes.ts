import { addAsset, editAsset, getAsset, listAssetDepts, listAssets, removeAssets } from '../../../shared/api/assets';
import { addPlatform, editPlatform, getPlatform, listPlatforms, removePlatform } from '../../../shared/api/platforms';
import { addTag, getTag, listTagOptions, listTags } from '../../../shared/api/tags';
import {
  defineHandler,
  definePagedHandler,
  type HandlerContext,
  type RouteHandler,
  sessionOf,
} from '../../http/handler';
import { assetDetail, listAssetPage } from './assetQueries';
import { assetScopeWithGrants, scopeDepts } from './assetScope';
import * as assetWrites from './assetService';
import * as platforms from './platformService';
import * as tags from './tagService';

/** Department scope plus the caller's manage authorisations (docs/authorisations.md). */
const scopeOf = (ctx: HandlerContext) => assetScopeWithGrants(ctx.deps, sessionOf(ctx), ctx.ip);

/** Asset types, tags and assets (README.md here says who sees which asset). */
export const assetHandlers: RouteHandler[] = [
  definePagedHandler(listPlatforms, async ({ deps, query }) => platforms.listPlatforms(deps.db, query)),
  defineHandler(getPlatform, async ({ deps, params }) => platforms.platformDetail(deps.db, params.platformId)),
  defineHandler(addPlatform, async ({ deps, body }) => platforms.addPlatform(deps, body), 'added'),
  defineHandler(editPlatform, async ({ deps, body }) => platforms.editPlatform(deps, body), 'saved'),
  defineHandler(
    removePlatform,
    async ({ deps, params }) => ({ deleted: await platforms.removePlatform(deps, params.platformId) }),
    'deleted',
  ),

  definePagedHandler(listTags, async ({ deps, query }) => tags.listTags(deps.db, query)),
  defineHandler(listTagOptions, async ({ deps }) => tags.tagOptions(deps.db)),
  defineHandler(getTag, async ({ deps, params }) => tags.tagDetail(deps.db, params.tagId)),
  defineHandler(addTag, async ({ deps, body }) => tags.addTag(deps, body), 'added'),
  // PUT /system/tag/edit and POST /system/tag/:tagId are served by modules/labels, which sees every use of a tag.

  defineHandler(listAssetDepts, async (ctx) => scopeDepts(await scopeOf(ctx))),
  definePagedHandler(listAssets, async (ctx) => listAssetPage(ctx.deps.db, await scopeOf(ctx), ctx.query)),
  defineHandler(getAsset, async (ctx) => assetDetail(ctx.deps.db, await scopeOf(ctx), ctx.params.assetId)),
  defineHandler(addAsset, async (ctx) => assetWrites.addAsset(ctx.deps, await scopeOf(ctx), ctx.body), 'added'),
  defineHandler(editAsset, async (ctx) => assetWrites.editAsset(ctx.deps, await scopeOf(ctx), ctx.body), 'saved'),
  defineHandler(
    removeAssets,
    async (ctx) => ({ deleted: await assetWrites.removeAssets(ctx.deps, await scopeOf(ctx), ctx.params.assetIds) }),
    'deleted',
  ),
];
