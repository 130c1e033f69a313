import {
  getLabelUses,
  listLabels,
  mergeLabels,
  previewLabelMerge,
  removeUnusedLabel,
} from '../../../shared/api/labels';
import { editTag, removeTag } from '../../../shared/api/tags';
import type { Db } from '../../db/database';
import {
  defineHandler,
  definePagedHandler,
  type HandlerContext,
  type RouteHandler,
  sessionOf,
} from '../../http/handler';
import { assetScopeWithGrants, removeTag as deleteTag, editTag as saveTag } from '../assets';
import { labelUses, listLabels as listLabelUsage } from './labelUses';
import * as writes from './labelWrites';

/** Names the labels a write is about in its operation-log row, looked up before it changes anything. */
async function nameLabels(db: Db, ctx: HandlerContext, ids: readonly number[]): Promise<void> {
  const rows = await db
    .selectFrom('tags')
    .select(['id', 'name'])
    .where('id', 'in', [...ids])
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row.name]));
  ctx.request.gatehouseAuditNames = ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Label governance (/system/label; docs/labels.md), and the asset page's tag rename and delete, which pass its
 * guards first: a rename that would change what a task's selector matches, and a delete that would pull a label
 * out from under a behaviour policy or task, are refused naming them.
 */
export const labelHandlers: RouteHandler[] = [
  definePagedHandler(listLabels, async ({ deps, query }) => listLabelUsage(deps.db, query)),
  defineHandler(getLabelUses, async (ctx) =>
    labelUses(ctx.deps.db, await assetScopeWithGrants(ctx.deps, sessionOf(ctx), ctx.ip), ctx.params.tagId),
  ),
  defineHandler(previewLabelMerge, async ({ deps, query }) =>
    writes.previewMerge(deps.db, query.sourceId, query.targetId),
  ),
  defineHandler(
    mergeLabels,
    async (ctx) => {
      await nameLabels(ctx.deps.db, ctx, [ctx.body.sourceId, ctx.body.targetId]);
      return writes.mergeLabels(ctx.deps, ctx.body.sourceId, ctx.body.targetId, ctx.lang);
    },
    'labelMerged',
  ),
  defineHandler(
    removeUnusedLabel,
    async (ctx) => {
      await nameLabels(ctx.deps.db, ctx, [ctx.params.tagId]);
      return writes.removeUnusedLabel(ctx.deps, ctx.params.tagId, ctx.lang);
    },
    'deleted',
  ),
  defineHandler(
    editTag,
    async ({ deps, body, lang }) => {
      await writes.assertRenameKeepsSelectors(deps.db, body.tagId, body.tagName, lang);
      return saveTag(deps, body);
    },
    'saved',
  ),
  defineHandler(
    removeTag,
    async (ctx) => {
      await nameLabels(ctx.deps.db, ctx, [ctx.params.tagId]);
      await writes.assertNotTargeted(ctx.deps.db, ctx.params.tagId, ctx.lang);
      return deleteTag(ctx.deps, ctx.params.tagId);
    },
    'deleted',
  ),
];
